/**
 * How notifications leave the app (issue 29 §3): each member's choices per channel and topic, the
 * browsers that asked for Web Push, each delivery of a notification by a channel (at most once),
 * and the development mailbox that stands in for SMTP where no SMTP_URL is set.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '../../../contract/notifications/kinds'
import { createdAt, updatedAt } from './columns'
import { members } from './members'
import { notifications } from './notifications'

/** A member's own choice for one channel and topic; no row means the default (preferences.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.channel, table.topic] }),
    // Security messages cannot be switched off: the database refuses the row that would.
    check(
      'notification_preferences_security_on',
      sql`${table.topic} <> 'security' or ${table.enabled}`,
    ),
  ],
)

/** A browser's Web Push subscription; removed when its push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: unique, a browser subscribes once per origin. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_member_id_idx').on(table.memberId)],
)

/**
 * Where one notification stands on one channel. The row is claimed (`sending`) and committed
 * before the message leaves, so a retry finds it and never sends again (deliver-notification.ts).
 */
export const DELIVERY_STATES = ['sending', 'sent', 'failed', 'uncertain', 'skipped'] as const

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    state: text('state', { enum: DELIVERY_STATES }).notNull(),
    /** Tries that claimed the row: a `failed` one (never sent) is claimed again by a retry. */
    attempts: integer('attempts').notNull().default(1),
    /** Why it failed, was skipped, or may have gone out: for `npm run jobs` and the log. */
    detail: text('detail'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // One row per notification and channel: the claim of a second try conflicts with it.
  (table) => [unique('notification_deliveries_once').on(table.notificationId, table.channel)],
)

/** The development mailbox (`/dev/kotak-surat`): what would have been emailed, without SMTP_URL. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dev_mailbox_created_at_idx').on(table.createdAt)],
)
