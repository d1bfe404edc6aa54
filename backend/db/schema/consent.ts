/**
 * Proof of consent (UU No. 27/2022 art. 22–24): every choice a visitor or member made on
 * the optional purposes, as given. Append-only: a change of mind is a new row with a new choice
 * id, never an update, so the history of what was allowed when stays as it was. The choice id is
 * the one the browser's `diriConsent` cookie holds, so a retried recording is the same row.
 */
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { members } from './members'

export const consentSources = ['banner', 'settings', 'form'] as const

export const consentRecords = pgTable(
  'consent_records',
  {
    /** The choice's own id (`diriConsent.id`): a retry of the same choice records nothing new. */
    choiceId: uuid('choice_id').primaryKey(),
    /** The member who chose, when signed in; a visitor's choice has none. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    policyVersion: text('policy_version').notNull(),
    /** When the person chose, by the browser's clock (as the cookie says). */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** When the API heard of it, by its own clock. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', { enum: consentSources }).notNull(),
  },
  (table) => [index('consent_records_member_id_idx').on(table.memberId, table.recordedAt)],
)
