/**
 * A booking's days and times as the member reads them: always in the branch's own zone, with its
 * label (WIB, WITA, WIT), never the browser's. Instants arrive in UTC (`startsAt`), days as the
 * branch's calendar day ('2026-12-02'), see contract/booking/schemas.ts. The day ('Rabu, 2
 * Desember 2026') and the clock ('09.00') are the booking selectors'; these add to them.
 */
import type { ClinicTimeZone } from '../../../contract/clinic/schemas'
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { formatCalendarDay, formatClockAt } from './booking-clock'

/** '09.00 WITA'. */
export function clockWithZone(instant: string, timeZone: ClinicTimeZone): string {
  return `${formatClockAt(instant, timeZone)} ${TIME_ZONE_LABELS[timeZone]}`
}

// A calendar day is formatted at noon UTC of that day, in UTC: the same day wherever this runs.
const monthFormat = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

function noonOf(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day, 12))
}

/** 'Desember 2026'. */
export function formatMonth(date: string): string {
  return monthFormat.format(noonOf(date))
}

/** ISO day of the week of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((noonOf(date).getUTCDay() + 6) % 7) + 1
}

/** The day of the month ('2'). */
export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10))
}

/** 'Rabu, 2 Desember 2026 pukul 09.00 WITA': a booking's start, in its branch's zone. */
export function formatStart(
  instant: string,
  date: string | null,
  timeZone: ClinicTimeZone,
): string {
  return `${formatCalendarDay(date ?? calendarDayAt(instant, timeZone))} pukul ${clockWithZone(instant, timeZone)}`
}

const dayParts = new Map<ClinicTimeZone, Intl.DateTimeFormat>()

/** The branch's calendar day ('2026-12-02') at an instant. */
export function calendarDayAt(instant: string, timeZone: ClinicTimeZone): string {
  let format = dayParts.get(timeZone)
  if (!format) {
    // en-CA writes 'YYYY-MM-DD'.
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    })
    dayParts.set(timeZone, format)
  }
  return format.format(new Date(instant))
}

/** '90 menit': clinics quote a visit's length in minutes. */
export function formatDuration(minutes: number): string {
  return `${minutes} menit`
}

export type DayPeriod = 'Pagi' | 'Siang' | 'Sore'

/** Which part of the day a wall-clock time ('09.00') falls in: before 11, before 15, after. */
export function periodOf(clock: string): DayPeriod {
  const hour = Number(clock.slice(0, 2))
  if (hour < 11) return 'Pagi'
  if (hour < 15) return 'Siang'
  return 'Sore'
}
