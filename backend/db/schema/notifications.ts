/**
 * What a member is told: personal notifications, the events that write them, and the feed.
 *
 * Integrity (issue 29 §2, ADR 035):
 * - an event is told once: `notifications.event_key` is UNIQUE (the event's id, e.g.
 *   `order.paid:<orderId>`), and the job that writes it inserts `on conflict do nothing`, so a
 *   retried or doubled job never writes a second row;
 * - every event is written in the transaction that makes it: triggers on the orders, bookings,
 *   consults, chat messages and refunds write a `notification_events` row (the outbox) in the
 *   same statement's transaction, whoever's code changed the row (hand-written in the migration
 *   0020 `notify_events`); a reminder is written by the minute's sweep (jobs/);
 * - the outbox's key is the notification's key, so an event recorded twice is one row.
 */

import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { NotificationKind } from '../../../contract/notifications/kinds'
import { createdAt } from './columns'
import { members } from './members'

/**
 * An event a member is to be told about: written with the event (by a trigger or the reminder
 * sweep), turned into a notification by the `notify-event` job, which sets `processed_at`.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    /** `<kind>:<subject id>`: the notification's `event_key`. */
    eventKey: text('event_key').primaryKey(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The order's, booking's, consult's, message's or refund's id. */
    subjectId: uuid('subject_id').notNull(),
    /** Not before: a doctor's reply waits a little, in case the member's chat is open. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job wrote (or deliberately skipped) its notification. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The notification written; null when skipped (the member had read the reply already). */
    notificationId: uuid('notification_id'),
    /** When `deliver-notification` was sent for it (the channels' job). */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notification_events_due_idx').on(table.dueAt).where(sql`${table.processedAt} is null`),
    index('notification_events_handoff_idx')
      .on(table.processedAt)
      .where(sql`${table.notificationId} is not null and ${table.handedOffAt} is null`),
  ],
)

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Null only for the seed's welcome notes, which no event sent. */
    kind: text('kind').$type<NotificationKind>(),
    /** The event's id (`<kind>:<subject id>`): one notification per event, however often sent. */
    eventKey: text('event_key'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_member_id_idx').on(table.memberId, table.createdAt),
    unique('notifications_event_key_unique').on(table.eventKey),
    index('notifications_member_unread_idx').on(table.memberId).where(sql`${table.readAt} is null`),
  ],
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
