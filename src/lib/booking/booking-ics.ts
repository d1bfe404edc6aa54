/**
 * A booking as an iCalendar file (RFC 5545) for 'Tambah ke Kalender'. A booking and the successors
 * its reschedules make are ONE event to a calendar: the UID is the line's first booking number
 * (`lineNumber`), and `SEQUENCE` is how often the line changed (each reschedule, then a cancel),
 * so a calendar that imports the files in order keeps one event, at the latest time, and a
 * cancel's file (`METHOD:CANCEL`, `STATUS:CANCELLED`) takes it away. A reminder (`VALARM`) a day
 * before. Times are UTC (`…Z`), as the API stores them: every calendar shows them in its own zone.
 * The page serves a superseded booking's file as its line's current booking (see the route).
 */
import type { Booking } from '../../../contract/booking/schemas'
import { formatDuration } from './booking-format'
import { formatBookingSlot } from './booking-time'

const CRLF = '\r\n'
/** RFC 5545 §3.1: lines are at most 75 octets, not counting the line break. */
const MAX_LINE_OCTETS = 75

/** 20261201T020000Z */
export function icsUtc(instant: string | Date) {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(text: string) {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * Folds a content line (§3.1): at most 75 octets per line, each continuation starting with one
 * space (which counts). A UTF-8 character is never split across two lines.
 */
export function foldIcsLine(line: string) {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join(`${CRLF} `)
}

/** How many changes the line has had when this booking is its state: reschedules, and a cancel. */
export function icsSequence(booking: Pick<Booking, 'rescheduleCount' | 'status'>) {
  return booking.rescheduleCount + (booking.status === 'cancelled' ? 1 : 0)
}

/** A day before, on the phone: the time and the branch (§3.6.6). */
function reminder(booking: Booking) {
  const slot = formatBookingSlot(booking.startsAt, booking.endsAt, booking.clinic.timeZone)
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P1D',
    `DESCRIPTION:${escapeIcsText(`Besok perawatanmu di ${booking.clinic.name}: ${slot}`)}`,
    'END:VALARM',
  ]
}

export function bookingIcs(booking: Booking, now: Date) {
  const zone = booking.clinic.timeZone
  const description = [
    `Nomor booking: ${booking.bookingNumber}`,
    `Waktu: ${formatBookingSlot(booking.startsAt, booking.endsAt, zone)}`,
    `Dokter: ${booking.doctor.name}`,
    'Perawatan:',
    ...booking.treatments.map(
      (treatment) => `- ${treatment.name} (${formatDuration(treatment.durationMinutes)})`,
    ),
    `Telepon cabang: ${booking.clinic.phone}`,
  ].join('\n')
  const cancelled = booking.status === 'cancelled'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Diri//Booking Klinik//ID',
    'CALSCALE:GREGORIAN',
    // A cancel is sent as one (§3.7.2 and RFC 5546 §3.2.5): calendars remove the event it names.
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${booking.lineNumber}`,
    // Each reschedule raised the count; the cancel is one change more.
    `SEQUENCE:${icsSequence(booking)}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(booking.startsAt)}`,
    `DTEND:${icsUtc(booking.endsAt)}`,
    `SUMMARY:${escapeIcsText(`Perawatan di ${booking.clinic.name}`)}`,
    `LOCATION:${escapeIcsText(booking.clinic.address)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    // A booking replaced by its successor, or cancelled by the branch, no longer takes place.
    `STATUS:${booking.status === 'confirmed' ? 'CONFIRMED' : 'CANCELLED'}`,
    ...(booking.status === 'confirmed' ? reminder(booking) : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

/** The file's name as the download offers it: `booking-DK-7K3M9Q2X4A.ics`. */
export function bookingIcsFileName(bookingNumber: string) {
  return `booking-${bookingNumber}.ics`
}
