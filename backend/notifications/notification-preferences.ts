/**
 * A member's choices of what reaches them by which channel (issue 29 §3, `/akun/notifikasi`):
 * a row per choice the member made, the default where they made none. Security messages cannot
 * be switched off (the table's check refuses it too); marketing is a consent of its own, off until
 * the member gives it.
 */
import { eq, sql } from 'drizzle-orm'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
} from '../../contract/notifications/kinds'
import type { Database } from '../db/client'
import { notificationPreferences } from '../db/schema/notification-channels'

export type PreferenceGrid = Record<NotificationChannel, Record<NotificationTopic, boolean>>

/** What a member gets before choosing: the events they started, by every channel; no marketing. */
export function defaultEnabled(topic: NotificationTopic): boolean {
  return topic !== 'marketing'
}

/** The topics a member cannot switch off. */
export function isLocked(topic: NotificationTopic): boolean {
  return topic === 'security'
}

export async function memberPreferences(db: Database, memberId: string): Promise<PreferenceGrid> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, memberId))
  const grid = Object.fromEntries(
    NOTIFICATION_CHANNELS.map((channel) => [
      channel,
      Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, defaultEnabled(topic)])),
    ]),
  ) as PreferenceGrid
  for (const row of rows) if (!isLocked(row.topic)) grid[row.channel][row.topic] = row.enabled
  return grid
}

/** Saves the member's choices; security ones are the caller's to refuse (the route answers 422). */
export async function saveMemberPreferences(
  db: Database,
  memberId: string,
  choices: ReadonlyArray<{
    channel: NotificationChannel
    topic: NotificationTopic
    enabled: boolean
  }>,
  now: Date,
): Promise<void> {
  // One row per channel and topic, the last choice winning: an upsert may touch a row once.
  const latest = new Map(choices.map((choice) => [`${choice.channel}.${choice.topic}`, choice]))
  if (latest.size === 0) return
  await db
    .insert(notificationPreferences)
    .values([...latest.values()].map((choice) => ({ memberId, ...choice, updatedAt: now })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.memberId,
        notificationPreferences.channel,
        notificationPreferences.topic,
      ],
      set: {
        enabled: sql`excluded.enabled`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
}
