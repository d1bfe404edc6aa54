/**
 * The reminders of a booking: a day before and two hours before its time. A booking's `starts_at`
 * is an instant, and the branch's zone (WIB/WITA/WIT) has no daylight saving, so "a day before in
 * the branch's zone" is the instant 24 hours earlier; the zone shows in the text
 * (notification-content.ts). The minute's sweep records each reminder whose instant has come, by
 * the API's clock (`deps.clock`, a test clock in tests), as an event with the booking's id in
 * its key: a sweep run twice, or by two instances, records it once (the key is the primary key).
 *
 * Only a confirmed booking is reminded: a reschedule leaves the old row 'rescheduled' and inserts
 * its successor (a new id, so its own reminders), a cancellation leaves it 'cancelled'. A
 * reminder recorded just before a cancellation is dropped when written (notification-content.ts).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

export const REMINDERS = [
  { kind: 'booking.reminder_day', beforeMs: 24 * 60 * 60_000 },
  { kind: 'booking.reminder_hours', beforeMs: 2 * 60 * 60_000 },
] as const

/**
 * Records the reminders due at `now`; returns how many it recorded. A reminder is due from its
 * instant until the next one's (the day's until two hours before, the hours' until the start),
 * and only for a booking made before its instant: a booking made an hour ahead is not reminded.
 */
export async function recordDueReminders(db: Database, now: Date): Promise<number> {
  let recorded = 0
  for (const [index, reminder] of REMINDERS.entries()) {
    const until = REMINDERS[index + 1]?.beforeMs ?? 0
    // As text: postgres-js binds no Date in a raw statement.
    const at = sql`${now.toISOString()}::timestamptz`
    const result = await db.execute(sql`
      insert into notification_events (event_key, kind, member_id, subject_id, due_at)
      select ${reminder.kind} || ':' || b.id, ${reminder.kind}, b.member_id, b.id, ${at}
      from clinic_bookings b
      where b.status = 'confirmed'
        and b.starts_at - ${`${reminder.beforeMs} milliseconds`}::interval <= ${at}
        and b.starts_at - ${`${until} milliseconds`}::interval > ${at}
        and b.created_at <= b.starts_at - ${`${reminder.beforeMs} milliseconds`}::interval
      -- The key is the event's: a second sweep (or instance) records nothing new.
      on conflict (event_key) do nothing
      returning event_key
    `)
    recorded += rowCount(result)
  }
  return recorded
}

/** drizzle's `execute` answers rows on postgres-js and `{ rows }` on PGlite. */
function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length
  return (result as { rows: unknown[] }).rows.length
}
