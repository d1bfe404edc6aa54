/**
 * The operator who packs and ships orders in development and the tests: a member with the
 * operator role, signing in by phone code like everyone (AUTH_DEV_OTP in development). The
 * operator API (`/v2/operator/...`) lets only this role in; members and doctors get 403.
 */
import type { Database } from '../client'
import { members } from '../schema/members'

export const OPERATOR_PHONE = '+6281200000201'

/** When the operator joined, for the member row. */
const JOINED = new Date('2026-10-01T01:00:00.000Z')

/** Inserts the operator when missing; a phone that belongs to a member already is left alone. */
export async function seedOperators(db: Database) {
  const added = await db
    .insert(members)
    .values({
      phone: OPERATOR_PHONE,
      firstName: 'Oki',
      lastName: 'Gudang',
      referralCode: 'OKI6G2D',
      role: 'operator',
      createdAt: JOINED,
      updatedAt: JOINED,
    })
    .onConflictDoNothing()
    .returning({ id: members.id })
  return { operators: added.length }
}
