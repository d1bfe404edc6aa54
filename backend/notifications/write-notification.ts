/**
 * The `notify-event` job's work: one recorded event (notification_events) becomes one
 * notification, then is handed to the channels (`deliver-notification`).
 *
 * Run twice, or retried after a crash at any point, it writes the notification once:
 * - the event row is locked (`for update`) and skipped once processed, so two workers (two
 *   instances) never build it together;
 * - the notification's `event_key` is UNIQUE and inserted `on conflict do nothing`, so even a
 *   second writer that got past the lock could not add a row;
 * - the hand-off happens after the commit and is marked after it is sent: a crash between the two
 *   sends it again (pg-boss's singleton key is the notification's id, and the channels keep their
 *   own record of what they sent), never a second notification.
 */
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { NotificationKind } from '../../contract/notifications/kinds'
import type { Database } from '../db/client'
import { notificationEvents, notifications } from '../db/schema/notifications'
import { notificationContent } from './notification-content'

/** Test-only stops, to prove that a crash-and-retry at each point writes nothing twice. */
export interface NotifyFaults {
  /** Inside the transaction, the notification inserted, before the commit. */
  beforeCommit?(eventKey: string): Promise<void>
  /** After the commit, before the hand-off to the channels. */
  beforeHandOff?(eventKey: string): Promise<void>
}

export type NotifyOutcome =
  | { outcome: 'written'; notificationId: string }
  | { outcome: 'already-written'; notificationId: string }
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'not-found' }

export interface NotifyContext {
  db: Database
  now: () => Date
  /** Sends `deliver-notification` for the id (singleton key = the id). */
  handOff: (notificationId: string) => Promise<unknown>
  faults?: NotifyFaults | undefined
}

export async function writeNotificationFor(
  context: NotifyContext,
  eventKey: string,
): Promise<NotifyOutcome> {
  const { db, faults } = context
  const result = await db.transaction(async (tx): Promise<NotifyOutcome> => {
    // Locked: a second worker on the same event waits here, then finds it processed.
    const [event] = await tx
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.eventKey, eventKey))
      .for('update')
    if (!event) return { outcome: 'not-found' }
    if (event.processedAt) {
      return event.notificationId
        ? { outcome: 'already-written', notificationId: event.notificationId }
        : { outcome: 'skipped', reason: 'processed' }
    }
    const content = await notificationContent(tx, event.kind, event.subjectId)
    let notificationId: string | null = null
    if ('write' in content) {
      // A burst of replies is one unread notification: the member opens the same chat anyway.
      const told =
        event.kind === 'consult.doctor_replied' &&
        (await unreadWithUrl(tx, event.memberId, event.kind, content.write.url))
      if (!told) {
        // The event's key is unique: a second insert for the same event adds nothing.
        const [inserted] = await tx
          .insert(notifications)
          .values({
            memberId: event.memberId,
            kind: event.kind,
            eventKey,
            ...content.write,
            createdAt: context.now(),
          })
          .onConflictDoNothing({ target: notifications.eventKey })
          .returning({ id: notifications.id })
        notificationId =
          inserted?.id ??
          (
            await tx
              .select({ id: notifications.id })
              .from(notifications)
              .where(eq(notifications.eventKey, eventKey))
          )[0]?.id ??
          null
      }
    }
    await tx
      .update(notificationEvents)
      .set({ processedAt: context.now(), notificationId })
      .where(eq(notificationEvents.eventKey, eventKey))
    await faults?.beforeCommit?.(eventKey)
    if (notificationId) return { outcome: 'written', notificationId }
    return { outcome: 'skipped', reason: 'skip' in content ? content.skip : 'told' }
  })
  if (result.outcome === 'written' || result.outcome === 'already-written') {
    await faults?.beforeHandOff?.(eventKey)
    await handOff(context, eventKey, result.notificationId)
  }
  return result
}

async function unreadWithUrl(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  memberId: string,
  kind: NotificationKind,
  url: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        eq(notifications.kind, kind),
        eq(notifications.url, url),
        isNull(notifications.readAt),
      ),
    )
    .limit(1)
  return row !== undefined
}

async function handOff(context: NotifyContext, eventKey: string, notificationId: string) {
  const [event] = await context.db
    .select({ handedOffAt: notificationEvents.handedOffAt })
    .from(notificationEvents)
    .where(eq(notificationEvents.eventKey, eventKey))
  if (event?.handedOffAt) return
  await context.handOff(notificationId)
  await context.db
    .update(notificationEvents)
    .set({ handedOffAt: context.now() })
    .where(and(eq(notificationEvents.eventKey, eventKey), isNull(notificationEvents.handedOffAt)))
}

/** Events due and not yet written, oldest first: what the minute's sweep sends jobs for. */
export async function dueEventKeys(db: Database, limit: number): Promise<string[]> {
  // The database's own clock, as the triggers that set `due_at` use it.
  const rows = await db
    .select({ key: notificationEvents.eventKey })
    .from(notificationEvents)
    .where(and(isNull(notificationEvents.processedAt), lte(notificationEvents.dueAt, sql`now()`)))
    .orderBy(notificationEvents.dueAt)
    .limit(limit)
  return rows.map((row) => row.key)
}

/** Notifications written whose hand-off a crash interrupted: the sweep sends them again. */
export async function unhandedEventKeys(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: notificationEvents.eventKey })
    .from(notificationEvents)
    .where(
      and(
        isNotNull(notificationEvents.processedAt),
        isNotNull(notificationEvents.notificationId),
        isNull(notificationEvents.handedOffAt),
      ),
    )
    .limit(limit)
  return rows.map((row) => row.key)
}
