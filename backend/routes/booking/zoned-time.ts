/**
 * Branch-local days and clock times to instants and back. The three zones a branch can be in have
 * fixed offsets and no daylight saving (Indonesia has none), so an offset table is exact and no
 * date library is needed: WIB +07:00, WITA +08:00, WIT +09:00.
 */
import type { ClinicTimeZone } from '../../../contract/clinic/schemas'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export const UTC_OFFSET_MINUTES: Record<ClinicTimeZone, number> = {
  'Asia/Jakarta': 7 * 60,
  'Asia/Makassar': 8 * 60,
  'Asia/Jayapura': 9 * 60,
}

/** 'HH:MM' as minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/** Midnight of `date` ('YYYY-MM-DD') as if it were UTC: the base of the day's arithmetic. */
function utcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`)
}

/** The instant at `minutes` after the branch's local midnight of `date`. */
export function zonedToInstant(date: string, minutes: number, zone: ClinicTimeZone): Date {
  return new Date(utcMidnight(date) + (minutes - UTC_OFFSET_MINUTES[zone]) * MINUTE)
}

/** The branch's calendar day at `instant`. */
export function zonedDateOf(instant: Date, zone: ClinicTimeZone): string {
  return new Date(instant.getTime() + UTC_OFFSET_MINUTES[zone] * MINUTE).toISOString().slice(0, 10)
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY).toISOString().slice(0, 10)
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utcMidnight(date)).getUTCDay()
  return day === 0 ? 7 : day
}

/** Whether 'YYYY-MM-DD' names a real day (not 31 February). */
export function isRealDate(date: string): boolean {
  const time = utcMidnight(date)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === date
}
