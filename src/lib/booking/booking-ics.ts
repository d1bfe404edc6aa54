/**
 * A booking as an iCalendar file (RFC 5545) for 'Tambah ke Kalender': one event whose UID is the
 * booking number, so adding the pass again (or its successor after a reschedule, which has its
 * own number) never makes a duplicate of the same booking. Times are UTC (`…Z`), as the API
 * stores them: every calendar shows them in its own zone, correctly.
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Diri//Booking Klinik//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.bookingNumber}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(booking.startsAt)}`,
    `DTEND:${icsUtc(booking.endsAt)}`,
    `SUMMARY:${escapeIcsText(`Perawatan di ${booking.clinic.name}`)}`,
    `LOCATION:${escapeIcsText(booking.clinic.address)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    // A booking replaced by its successor, or cancelled by the branch, no longer takes place.
    `STATUS:${booking.status === 'confirmed' ? 'CONFIRMED' : 'CANCELLED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

/** The file's name as the download offers it: `booking-DK-7K3M9Q2X4A.ics`. */
export function bookingIcsFileName(bookingNumber: string) {
  return `booking-${bookingNumber}.ics`
}
