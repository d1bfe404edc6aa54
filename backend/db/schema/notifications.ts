/** What a member is told: personal notifications and the feed. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { members } from './members'

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_member_id_idx').on(table.memberId, table.createdAt)],
)

export const feedTypes = ['article', 'promotion', 'reminder', 'consult'] as const

/** A feed item for one member, or for every member when `memberId` is null. */
export const feeds = pgTable(
  'feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: feedTypes }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    createdAt: createdAt(),
  },
  (table) => [index('feeds_member_id_idx').on(table.memberId, table.createdAt)],
)
