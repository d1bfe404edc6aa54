/** Sign-in: one-time codes, the requests that rate-limit them, and the tokens they grant. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { members } from './members'

/**
 * One-time sign-in codes, one per challenge (ADR 010): the code is bound to whoever asked for it,
 * who alone holds the challenge's id. Only hashes are kept: a database leak must not sign anyone
 * in, nor let anyone guess at someone else's challenge.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** sha256 of the challenge's id, which only the requester holds (256 random bits). */
    challengeHash: text('challenge_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when the code signed someone in, or when five wrong guesses voided it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_phone_idx').on(table.phone, table.createdAt)],
)

/**
 * Every wrong code, kept one hour for the verification ceilings per number and per address
 * (ADR 010); in the database so that every API instance counts the same guesses.
 */
export const otpWrongGuesses = pgTable(
  'otp_wrong_guesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_wrong_guesses_phone_idx').on(table.phone, table.createdAt),
    index('otp_wrong_guesses_ip_idx').on(table.ip, table.createdAt),
    index('otp_wrong_guesses_created_at_idx').on(table.createdAt),
  ],
)

/**
 * Every accepted code request, kept one hour for the per-number and per-IP limits. The limits live
 * in the database so that several API instances share them.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_requests_phone_idx').on(table.phone, table.createdAt),
    index('otp_requests_ip_idx').on(table.ip, table.createdAt),
    index('otp_requests_created_at_idx').on(table.createdAt),
  ],
)

/** Bearer tokens, stored as sha256 hashes only; the member holds the only copy of the token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('access_tokens_member_id_idx').on(table.memberId)],
)
