/**
 * A branch's opening hours as its visitors read them: the week in Indonesian, times in the
 * branch's own wall clock and zone label (WIB, WITA, WIT), and whether it is open at a given
 * instant. Pure: the instant is always passed in, so the server's render and the browser's agree
 * when they are given the same one.
 */
import type { ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'
import {
  DAY_NAMES,
  formatClock,
  hoursOfDay,
  ISO_DAYS,
  type IsoDay,
  minutesOf,
  TIME_ZONE_LABELS,
} from './clinic-days'

const WEEKDAY_NUMBER: Record<string, IsoDay> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
}

const wallClockFormats = new Map<ClinicTimeZone, Intl.DateTimeFormat>()

/** The day of the week and the minute of the day on the branch's wall clock at `instant`. */
export function wallClock(
  instant: Date,
  timeZone: ClinicTimeZone,
): { day: IsoDay; minute: number } {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    wallClockFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  const day = WEEKDAY_NUMBER[parts.weekday ?? '']
  if (!day) throw new Error(`wallClock: unexpected weekday ${JSON.stringify(parts.weekday)}`)
  return { day, minute: Number(parts.hour) * 60 + Number(parts.minute) }
}

export type OpenStatus =
  | { open: true; closes: string }
  | {
      open: false
      /** The next opening within a week; null when the branch has no hours at all. */
      next: {
        day: IsoDay
        opens: string
        /** 0 today, 1 tomorrow, up to 7 (the same weekday next week). */
        inDays: number
      } | null
    }

/**
 * Open or closed at `instant` on the branch's wall clock. A branch is open from `opens` up to,
 * not including, the minute `closes`: at 20.00 a branch that closes at 20.00 is closed.
 */
export function openStatus(
  hours: readonly OpeningHours[],
  timeZone: ClinicTimeZone,
  instant: Date,
): OpenStatus {
  const { day, minute } = wallClock(instant, timeZone)
  for (const entry of hoursOfDay(hours, day)) {
    if (minute >= minutesOf(entry.opens) && minute < minutesOf(entry.closes)) {
      return { open: true, closes: entry.closes }
    }
  }
  for (let inDays = 0; inDays <= 7; inDays++) {
    const nextDay = (((day - 1 + inDays) % 7) + 1) as IsoDay
    const later = hoursOfDay(hours, nextDay).find(
      (entry) => inDays > 0 || minutesOf(entry.opens) > minute,
    )
    if (later) return { open: false, next: { day: nextDay, opens: later.opens, inDays } }
  }
  return { open: false, next: null }
}

/**
 * 'Buka sekarang · tutup pukul 20.00 WITA', 'Tutup · buka besok pukul 10.00 WITA',
 * 'Tutup · buka hari ini pukul 09.00 WIB', 'Tutup · buka Senin pukul 09.00 WIT'.
 */
export function openStatusText(status: OpenStatus, timeZone: ClinicTimeZone): string {
  const zone = TIME_ZONE_LABELS[timeZone]
  if (status.open) return `Buka sekarang · tutup pukul ${formatClock(status.closes)} ${zone}`
  if (!status.next) return 'Tutup sementara'
  const { day, opens, inDays } = status.next
  const when =
    inDays === 0
      ? 'hari ini'
      : inDays === 1
        ? 'besok'
        : inDays === 7
          ? `${DAY_NAMES[day]} depan`
          : DAY_NAMES[day]
  return `Tutup · buka ${when} pukul ${formatClock(opens)} ${zone}`
}

/** One row per day, Senin to Minggu, 'Tutup' for a day without hours. */
export function weekRows(hours: readonly OpeningHours[]) {
  return ISO_DAYS.map((day) => {
    const entries = hoursOfDay(hours, day)
    return {
      day,
      name: DAY_NAMES[day],
      text:
        entries.length === 0
          ? 'Tutup'
          : entries
              .map((entry) => `${formatClock(entry.opens)}–${formatClock(entry.closes)}`)
              .join(', '),
    }
  })
}
