/**
 * Members. Member-owned rows get random uuids: a member must never be able to guess another
 * member's ids.
 */
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
  /**
   * When the member completed or skipped the first-sign-in profile step (issue 29 §1): set once,
   * so the step is asked once. Null: never asked.
   */
  profilePromptedAt: timestamp('profile_prompted_at', { withTimezone: true }),
  gaClientId: text('ga_client_id'),
  fbc: text('fbc'),
  /**
   * 'member', 'doctor' for the doctors who answer consults (their details in `doctors`), or
   * 'operator' for the staff who pack and ship orders (`/v2/operator/...`).
   */
  role: text('role', { enum: ['member', 'doctor', 'operator'] })
    .notNull()
    .default('member'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
