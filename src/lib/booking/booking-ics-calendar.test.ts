/**
 * The `.ics` files of one booking's line, read by an iCalendar parser (ical.js) as a calendar
 * reads them: a file replaces the event with its UID when its SEQUENCE is not older, a
 * `METHOD:CANCEL` removes it (RFC 5546 §2.1.4, §3.2.5). Booked, rescheduled twice: one event, at
 * the last time; then cancelled: none.
 */
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { Booking } from '../../../contract/booking/schemas'
import { bookingIcs } from './booking-ics'

const first: Booking = {
  bookingNumber: 'DK-7K3M9Q2X4A',
  lineNumber: 'DK-7K3M9Q2X4A',
  status: 'confirmed',
  clinic: {
    id: 'diri-klinik-renon',
    name: 'Diri Klinik Renon',
    address: 'Jl. Raya Puputan No. 88, Renon, Denpasar',
    phone: '(0361) 234-567',
    timeZone: 'Asia/Makassar',
  },
  doctor: { id: 'made-ayu-lestari', name: 'dr. Made Ayu Lestari', title: 'Dokter Kulit' },
  treatments: [{ id: 'suntik-jerawat', name: 'Suntik Jerawat', durationMinutes: 30, priceFrom: 1 }],
  startsAt: '2026-12-02T01:00:00.000Z',
  endsAt: '2026-12-02T01:30:00.000Z',
  totalPrice: 1,
  rescheduleCount: 0,
  rescheduleRefusal: null,
  cancelRefusal: null,
  cancelledAt: null,
  cancelReason: null,
  predecessorNumber: null,
  successorNumber: null,
  createdAt: '2026-11-24T08:00:00.000Z',
}
const second: Booking = {
  ...first,
  bookingNumber: 'DK-8M4N0R3Y5B',
  startsAt: '2026-12-02T03:00:00.000Z',
  endsAt: '2026-12-02T03:30:00.000Z',
  rescheduleCount: 1,
  predecessorNumber: first.bookingNumber,
}
const third: Booking = {
  ...first,
  bookingNumber: 'DK-9N5P1S4Z6C',
  startsAt: '2026-12-03T05:00:00.000Z',
  endsAt: '2026-12-03T05:30:00.000Z',
  rescheduleCount: 2,
  predecessorNumber: second.bookingNumber,
}
const thirdCancelled: Booking = {
  ...third,
  status: 'cancelled',
  cancelledAt: '2026-11-26T09:00:00.000Z',
}

interface CalendarEvent {
  sequence: number
  start: string
  status: string
}

/** A calendar's events by UID, after importing each file in turn. */
function importInOrder(files: string[]) {
  const events = new Map<string, CalendarEvent>()
  for (const file of files) {
    const calendar = new ICAL.Component(ICAL.parse(file))
    const method = String(calendar.getFirstPropertyValue('method'))
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(component)
      const held = events.get(event.uid)
      if (held && held.sequence > event.sequence) continue
      if (method === 'CANCEL') events.delete(event.uid)
      else
        events.set(event.uid, {
          sequence: event.sequence,
          start: event.startDate.toJSDate().toISOString(),
          status: String(component.getFirstPropertyValue('status')),
        })
    }
  }
  return events
}

const now = new Date('2026-11-25T00:00:00.000Z')

describe("a booking's line in a calendar", () => {
  const files = [first, second, third].map((booking) => bookingIcs(booking, now))

  it('ends with one event at the latest time after a booking and two reschedules', () => {
    const events = importInOrder(files)
    expect([...events.keys()]).toEqual([first.bookingNumber])
    expect(events.get(first.bookingNumber)).toEqual({
      sequence: 2,
      start: third.startsAt,
      status: 'CONFIRMED',
    })
  })

  it('keeps the latest when an older file is imported again afterwards', () => {
    const events = importInOrder([...files, files[0] as string])
    expect(events.get(first.bookingNumber)?.start).toBe(third.startsAt)
  })

  it('removes the event with the cancel, a METHOD:CANCEL with a higher SEQUENCE', () => {
    const cancel = bookingIcs(thirdCancelled, now)
    const calendar = new ICAL.Component(ICAL.parse(cancel))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
    expect(event.sequence).toBe(3)
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    )
    expect(importInOrder([...files, cancel]).size).toBe(0)
  })

  it('reminds a day before, and a cancel reminds of nothing', () => {
    const calendar = new ICAL.Component(ICAL.parse(files[2] as string))
    const alarm = calendar.getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm')
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY')
    const trigger = alarm?.getFirstPropertyValue('trigger')
    expect(trigger).toBeInstanceOf(ICAL.Duration)
    expect((trigger as ICAL.Duration).toSeconds()).toBe(-24 * 60 * 60)
    expect(String(alarm?.getFirstPropertyValue('description'))).toContain('Diri Klinik Renon')
    const cancel = new ICAL.Component(ICAL.parse(bookingIcs(thirdCancelled, now)))
    expect(cancel.getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm')).toBeNull()
  })
})
