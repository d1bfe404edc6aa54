import type { CurrentUser } from '../../../contract/auth/schemas'
import type { ProfileValues } from '../../lib/profile/check-profile'

/** The form's starting values: what the member has given so far. */
export function profileValuesOf({ user, email }: CurrentUser): ProfileValues {
  return {
    fullName: user.fullName ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    gender: user.gender ?? '',
    email: email ?? '',
  }
}
