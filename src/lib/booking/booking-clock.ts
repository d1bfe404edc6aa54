import type { Slot } from '../../../contract/booking/schemas'
import type { ClinicTimeZone } from '../../../contract/clinic/schemas'
import { TIME_ZONE_LABELS } from '../clinic/clinic-days'

/** Days and clock times of a booking as Indonesian writes them, on the branch's wall clock. */

// A calendar day is written at noon UTC of that day, in UTC: the same day wherever this runs.
const dayFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const clockFormats = new Map<ClinicTimeZone, Intl.DateTimeFormat>()
const dayFormats = new Map<ClinicTimeZone, Intl.DateTimeFormat>()

function cached(
  formats: Map<ClinicTimeZone, Intl.DateTimeFormat>,
  timeZone: ClinicTimeZone,
  make: () => Intl.DateTimeFormat,
) {
  let format = formats.get(timeZone)
  if (!format) {
    format = make()
    formats.set(timeZone, format)
  }
  return format
}

/** '2026-12-02' → 'Rabu, 2 Desember 2026'. */
export function formatCalendarDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day, 12)))
}

/** '09.00': the instant on the branch's wall clock, with the dot Indonesian writes. */
export function formatClockAt(instant: string, timeZone: ClinicTimeZone): string {
  const format = cached(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('id-ID', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  )
  const parts = format.formatToParts(new Date(instant))
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00'
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00'
  return `${hour}.${minute}`
}

/** '09.00–10.30 WIB'. */
export function formatSlotTime(slot: Pick<Slot, 'startsAt' | 'endsAt'>, timeZone: ClinicTimeZone) {
  return `${formatClockAt(slot.startsAt, timeZone)}–${formatClockAt(slot.endsAt, timeZone)} ${TIME_ZONE_LABELS[timeZone]}`
}

export function formatInstantDay(instant: string, timeZone: ClinicTimeZone) {
  return cached(
    dayFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('id-ID', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
  ).format(new Date(instant))
}
