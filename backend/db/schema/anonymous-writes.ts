/**
 * The anonymous writes of the last window, one row each, per kind and client address (ADR 025):
 * the consent records, the simulator's card tokens and the error reports /monitoring forwards. A
 * write needs no member, so the address is all a limit can count; counted here rather than in
 * memory, so every API instance (and the site in front of them) enforces the same limit.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const anonymousWriteKinds = ['consent', 'card-token', 'error-report'] as const
export type AnonymousWriteKind = (typeof anonymousWriteKinds)[number]

export const anonymousWrites = pgTable(
  'anonymous_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: anonymousWriteKinds }).notNull(),
    /** The visitor's address as ADR 003 finds it (TRUSTED_PROXY_HOPS). */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The count of one address's writes of one kind in the window.
    index('anonymous_writes_address_idx').on(table.kind, table.address, table.createdAt),
    // The pruning of a kind's rows that left the window.
    index('anonymous_writes_created_at_idx').on(table.kind, table.createdAt),
    check(
      'anonymous_writes_known_kind',
      sql.raw(`kind in (${anonymousWriteKinds.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
)
