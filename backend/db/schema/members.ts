/**
 * Members. Member-owned rows get random uuids: a member must never be able to guess another
 * member's ids.
 */
import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'

export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Normalised `+628…`; the member's sign-in identity. */
  phone: text('phone').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  gender: text('gender', { enum: ['male', 'female'] }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  referralCode: text('referral_code').notNull().unique(),
  gaClientId: text('ga_client_id'),
  fbc: text('fbc'),
  /** 'member', or 'doctor' for the doctors who answer consults (their details in `doctors`). */
  role: text('role', { enum: ['member', 'doctor'] })
    .notNull()
    .default('member'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
