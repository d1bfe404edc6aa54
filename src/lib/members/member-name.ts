import { formatIndonesianMobile } from '../../../contract/auth/phone'
import type { CurrentUser } from '../../../contract/auth/schemas'

/** What the site calls a member: their name, or their number until they have given one. */
export function memberDisplayName({ user }: CurrentUser): string {
  return user.fullName ?? user.firstName ?? formatIndonesianMobile(user.intlMobileNumber)
}

/**
 * The avatar's letters: the first letters of the first and last names ('Putri Lestari' → 'PL'),
 * one for a single name ('Sukarno' → 'S'); null while the member has given no name, and the
 * avatar then shows no letters rather than one made up.
 */
export function memberInitials({ user }: CurrentUser): string | null {
  const names = [user.firstName, user.lastName?.split(' ').at(-1)]
  const letters = names
    .map((name) => name?.match(/\p{L}/u)?.[0]?.toLocaleUpperCase('id-ID'))
    .filter((letter): letter is string => Boolean(letter))
  return letters.length > 0 ? letters.join('') : null
}
