import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '../../../contract/auth/schemas'
import { memberDisplayName, memberInitials } from './member-name'

function member(firstName: string | null, lastName: string | null): CurrentUser {
  return {
    user: {
      id: 'm-1',
      firstName,
      lastName,
      fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
      intlMobileNumber: '+6281311112222',
      gender: null,
      dateOfBirth: null,
      referralCode: 'ABC123',
      role: 'member',
    },
    email: null,
    profilePrompted: true,
    address: null,
  }
}

describe('memberInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(memberInitials(member('Putri', 'Lestari'))).toBe('PL')
    expect(memberInitials(member('Ni', 'Luh Putu Ayu'))).toBe('NA')
    expect(memberInitials(member('élodie', "d'Arcy"))).toBe('ÉD')
  })

  it('gives one letter for a single name', () => {
    expect(memberInitials(member('Sukarno', null))).toBe('S')
  })

  it('gives none while the member has no name, and the phone number stays the name shown', () => {
    expect(memberInitials(member(null, null))).toBeNull()
    expect(memberDisplayName(member(null, null))).toBe('0813-1111-2222')
  })
})
