/**
 * A booking's day and time as the member reads them: always in the branch's own zone with its
 * label ('Selasa, 1 Desember 2026 · 10.00 WITA'), never the browser's or the server's, so the
 * server's render and the browser's hydration write the same words.
 */
import type { Booking } from '../../../contract/booking/schemas'
import { TIME_ZONE_LABELS } from '../clinic/clinic-days'

type BookingTimeZone = Booking['clinic']['timeZone']

const dayFormats = new Map<BookingTimeZone, Intl.DateTimeFormat>()
const clockFormats = new Map<BookingTimeZone, Intl.DateTimeFormat>()

function dayFormat(timeZone: BookingTimeZone) {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    })
    dayFormats.set(timeZone, format)
  }
  return format
}

function clockFormat(timeZone: BookingTimeZone) {
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
    clockFormats.set(timeZone, format)
  }
  return format
}

/** 'Selasa, 1 Desember 2026': the branch's calendar day of the instant. */
export function formatBookingDay(instant: string, timeZone: BookingTimeZone) {
  return dayFormat(timeZone).format(new Date(instant))
}

/** '10.00': the branch's clock, with the dot Indonesian writes (built from parts, not a locale's guess). */
export function formatBookingClock(instant: string, timeZone: BookingTimeZone) {
  const parts = clockFormat(timeZone).formatToParts(new Date(instant))
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00'
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00'
  return `${hour}.${minute}`
}

/** 'Selasa, 1 Desember 2026 · 10.00 WITA' */
export function formatBookingTime(instant: string, timeZone: BookingTimeZone) {
  return `${formatBookingDay(instant, timeZone)} · ${formatBookingClock(instant, timeZone)} ${TIME_ZONE_LABELS[timeZone]}`
}

/** 'Selasa, 1 Desember 2026 · 10.00–11.30 WITA' (a slot never crosses midnight). */
export function formatBookingSlot(startsAt: string, endsAt: string, timeZone: BookingTimeZone) {
  return `${formatBookingDay(startsAt, timeZone)} · ${formatBookingClock(startsAt, timeZone)}–${formatBookingClock(endsAt, timeZone)} ${TIME_ZONE_LABELS[timeZone]}`
}
