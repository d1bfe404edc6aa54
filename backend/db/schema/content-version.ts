/**
 * One number that changes whenever anything a visitor's page shows changes: content, the shop's
 * catalogue, the clinics, the doctors' public profiles. Caches key what they keep by it (the API's
 * public answers, the app's visitor HTML), so an edit shows up on every instance as soon as each
 * reads the number again. Triggers in the migration (0008) raise it when a transaction that wrote
 * one of those tables commits; nothing in the code has to remember to.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

export const contentVersion = pgTable(
  'content_version',
  {
    /** Always 1: the table has one row. */
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('content_version_one_row', sql`${table.id} = 1`)],
)
