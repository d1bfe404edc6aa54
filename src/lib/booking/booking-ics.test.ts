import { describe, expect, it } from 'vitest'
import type { Booking } from '../../../contract/booking/schemas'
import { bookingIcs, escapeIcsText, foldIcsLine, icsUtc } from './booking-ics'

const booking: Booking = {
  bookingNumber: 'DK-7K3M9Q2X4A',
  status: 'confirmed',
  clinic: {
    id: 'diri-denpasar',
    name: 'Diri Denpasar; Renon',
    address: 'Jl. Raya Puputan No. 88, Renon, Denpasar Selatan, Kota Denpasar, Bali',
    phone: '(0361) 234-567',
    timeZone: 'Asia/Makassar',
  },
  doctor: { id: 'dr-ayu', name: 'dr. Ayu Lestari, Sp.DVE', title: 'Dokter Spesialis Kulit' },
  treatments: [
    { id: 'facial-acne', name: 'Facial Acne', durationMinutes: 60, priceFrom: 250_000 },
    { id: 'peeling', name: 'Chemical Peeling, Ringan', durationMinutes: 30, priceFrom: 350_000 },
  ],
  startsAt: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-01T03:30:00.000Z',
  totalPrice: 600_000,
  rescheduleCount: 0,
  rescheduleRefusal: null,
  cancelRefusal: null,
  cancelledAt: null,
  cancelReason: null,
  lineNumber: 'DK-7K3M9Q2X4A',
  predecessorNumber: null,
  successorNumber: null,
  createdAt: '2026-11-24T08:00:00.000Z',
}

const now = new Date('2026-11-24T12:34:56.789Z')

/** The content lines, unfolded again (RFC 5545 §3.1: a CRLF followed by one space goes). */
function unfolded(text: string) {
  return text.replace(/\r\n /g, '').split('\r\n')
}

describe('the booking as an .ics file', () => {
  const text = bookingIcs(booking, now)

  it('ends every line with CRLF, and only CRLF', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('keeps every physical line within 75 octets', () => {
    const encoder = new TextEncoder()
    for (const line of text.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75)
    }
    // The description is long enough that folding happened.
    expect(text).toContain('\r\n ')
  })

  it('has one event, its UID the booking number, its times in UTC', () => {
    const lines = unfolded(text)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('UID:DK-7K3M9Q2X4A')
    expect(lines).toContain('DTSTART:20261201T020000Z')
    expect(lines).toContain('DTEND:20261201T033000Z')
    expect(lines).toContain('DTSTAMP:20261124T123456Z')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('escapes commas and semicolons in the summary, the location and the description', () => {
    const lines = unfolded(text)
    expect(lines).toContain('SUMMARY:Perawatan di Diri Denpasar\\; Renon')
    expect(lines).toContain(
      'LOCATION:Jl. Raya Puputan No. 88\\, Renon\\, Denpasar Selatan\\, Kota Denpasar\\, Bali',
    )
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))
    expect(description).toContain('Nomor booking: DK-7K3M9Q2X4A\\n')
    expect(description).toContain('Facial Acne (60 menit)\\n')
    expect(description).toContain('Chemical Peeling\\, Ringan (30 menit)')
    expect(description).toContain('10.00–11.30 WITA')
  })

  it('marks a booking that no longer takes place as cancelled', () => {
    const moved = bookingIcs({ ...booking, status: 'rescheduled' }, now)
    expect(unfolded(moved)).toContain('STATUS:CANCELLED')
  })
})

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('writes instants in UTC without separators', () => {
    expect(icsUtc('2026-12-01T02:00:00.000Z')).toBe('20261201T020000Z')
  })

  it('folds at 75 octets without splitting a character, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`
    const folded = foldIcsLine(line)
    const physical = folded.split('\r\n')
    const encoder = new TextEncoder()
    expect(physical.length).toBeGreaterThan(1)
    for (const [index, part] of physical.entries()) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75)
      if (index > 0) expect(part.startsWith(' ')).toBe(true)
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    // A first line of exactly 75 octets stays whole.
    expect(foldIcsLine('X'.repeat(75))).toBe('X'.repeat(75))
    expect(foldIcsLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`)
  })
})
