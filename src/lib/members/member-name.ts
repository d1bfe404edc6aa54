import { formatIndonesianMobile } from '../../../contract/auth/phone'
import type { CurrentUser } from '../../../contract/auth/schemas'

/** What the site calls a member: their name, or their number until they have given one. */
export function memberDisplayName({ user }: CurrentUser): string {
  return user.fullName ?? user.firstName ?? formatIndonesianMobile(user.intlMobileNumber)
}
