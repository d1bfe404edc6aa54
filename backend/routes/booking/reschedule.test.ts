/**
 * Rescheduling a booking (spec §7 "Clinic booking (member)"): the move to a successor booking,
 * the cut-off and the limit, a taken slot, and two reschedules at once.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { Booking, BookingList } from '../../../contract/booking/schemas'
import { clinicBookings } from '../../db/schema/booking'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  BASE,
  bookingMember,
  bookSlot,
  MADE_AYU,
  renonCart,
  scheduleOf,
  setClock,
  setUpBookingApi,
  WEDNESDAY,
  withKey,
} from './booking-test-support'
import { BOOKING_MESSAGES } from './config'

const api = setUpBookingApi()
const HOUR = 60 * 60 * 1000
const member = (phone: string = DEMO_PHONES.putri) => bookingMember(api(), phone)

describe('rescheduling', () => {
  async function bookedOnWednesday() {
    const putri = await member()
    await renonCart(putri)
    const slots = (await scheduleOf(putri, WEDNESDAY)).slots
    const booking = await bookSlot(putri, slots[0] as (typeof slots)[number])
    return { putri, booking }
  }

  const moveTo = (startsAt: string, key?: string) => ({
    body: { startsAt, doctorId: MADE_AYU },
    headers: withKey(key),
  })

  it('moves the booking to its successor and releases the old slot', async () => {
    const { putri, booking } = await bookedOnWednesday()
    // The booking's own slot is not taken for its reschedule: it may move by a quarter hour.
    const own = await scheduleOf(putri, WEDNESDAY, booking.bookingNumber)
    expect(own.slots.map((slot) => slot.startsAt)).toContain(booking.startsAt)
    const successor = await expectBody(
      await putri.send(
        'POST',
        `${BASE}/${booking.bookingNumber}/reschedule`,
        moveTo('2026-12-02T01:15:00.000Z'),
      ),
      200,
      Booking,
    )
    expect(successor).toMatchObject({
      status: 'confirmed',
      startsAt: '2026-12-02T01:15:00.000Z',
      endsAt: '2026-12-02T01:45:00.000Z',
      rescheduleCount: 1,
      predecessorNumber: booking.bookingNumber,
      successorNumber: null,
      treatments: booking.treatments,
      totalPrice: booking.totalPrice,
    })
    const old = await expectBody(
      await putri.send('GET', `${BASE}/${booking.bookingNumber}`),
      200,
      Booking,
    )
    expect(old).toMatchObject({
      status: 'rescheduled',
      successorNumber: successor.bookingNumber,
      rescheduleRefusal: BOOKING_MESSAGES.alreadyRescheduled,
    })
    const list = await expectBody(await putri.send('GET', BASE), 200, BookingList)
    expect(list.upcoming.map((item) => item.bookingNumber)).toEqual([successor.bookingNumber])

    // A second reschedule of the old number lost the race: 409.
    const again = await expectProblem(
      await putri.send(
        'POST',
        `${BASE}/${booking.bookingNumber}/reschedule`,
        moveTo('2026-12-02T03:00:00.000Z'),
      ),
      409,
    )
    expect(again.message).toBe(BOOKING_MESSAGES.alreadyRescheduled)

    // 09:00–09:30 still overlaps the successor (09:15–09:45), so it is not offered yet…
    const budi = await member(DEMO_PHONES.budi)
    await renonCart(budi)
    const starts = (await scheduleOf(budi, WEDNESDAY)).slots.map((slot) => slot.startsAt)
    expect(starts).not.toContain(booking.startsAt)
    // …until the successor moves on: then the original 09:00 is released and Budi books it.
    await expectBody(
      await putri.send(
        'POST',
        `${BASE}/${successor.bookingNumber}/reschedule`,
        moveTo('2026-12-02T04:00:00.000Z'),
      ),
      200,
      Booking,
    )
    const released = (await scheduleOf(budi, WEDNESDAY)).slots
    expect(released[0]?.startsAt).toBe(booking.startsAt)
    await bookSlot(budi, released[0] as (typeof released)[number])
  })

  it('refuses inside the cut-off (422) and over the limit (422)', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const first = await expectBody(
      await putri.send(
        'POST',
        `${BASE}/${booking.bookingNumber}/reschedule`,
        moveTo('2026-12-02T02:00:00.000Z'),
      ),
      200,
      Booking,
    )
    const second = await expectBody(
      await putri.send(
        'POST',
        `${BASE}/${first.bookingNumber}/reschedule`,
        moveTo('2026-12-02T03:00:00.000Z'),
      ),
      200,
      Booking,
    )
    expect(second.rescheduleCount).toBe(2)
    expect(second.rescheduleRefusal).toBe(BOOKING_MESSAGES.overLimit)
    const overLimit = await expectProblem(
      await putri.send(
        'POST',
        `${BASE}/${second.bookingNumber}/reschedule`,
        moveTo('2026-12-02T04:00:00.000Z'),
      ),
      422,
    )
    expect(overLimit.message).toBe(BOOKING_MESSAGES.overLimit)

    // Another booking, then the clock within 24 hours of it.
    await renonCart(putri)
    const slots = (await scheduleOf(putri, '2026-12-03')).slots
    const thursday = await bookSlot(putri, slots[0] as (typeof slots)[number])
    setClock(api(), new Date(Date.parse(thursday.startsAt) - 23 * HOUR))
    const read = await expectBody(
      await putri.send('GET', `${BASE}/${thursday.bookingNumber}`),
      200,
      Booking,
    )
    expect(read.rescheduleRefusal).toBe(BOOKING_MESSAGES.insideCutoff)
    const cutOff = await expectProblem(
      await putri.send(
        'POST',
        `${BASE}/${thursday.bookingNumber}/reschedule`,
        moveTo('2026-12-03T05:00:00.000Z'),
      ),
      422,
    )
    expect(cutOff.message).toBe(BOOKING_MESSAGES.insideCutoff)
  })

  it('keeps the old booking when the new slot is taken (409), and is idempotent', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const budi = await member(DEMO_PHONES.budi)
    await renonCart(budi)
    await bookSlot(budi, { startsAt: '2026-12-02T03:00:00.000Z', doctor: { id: MADE_AYU } })
    const taken = await expectProblem(
      await putri.send(
        'POST',
        `${BASE}/${booking.bookingNumber}/reschedule`,
        moveTo('2026-12-02T03:00:00.000Z'),
      ),
      409,
    )
    expect(taken.message).toBe(BOOKING_MESSAGES.slotTaken)
    const kept = await expectBody(
      await putri.send('GET', `${BASE}/${booking.bookingNumber}`),
      200,
      Booking,
    )
    expect(kept.status).toBe('confirmed')

    const key = randomUUID()
    const path = `${BASE}/${booking.bookingNumber}/reschedule`
    const first = await putri.send('POST', path, moveTo('2026-12-02T04:00:00.000Z', key))
    const text = await first.text()
    expect(first.status, text).toBe(200)
    const again = await putri.send('POST', path, moveTo('2026-12-02T04:00:00.000Z', key))
    expect(await again.text()).toBe(text)
    await expectProblem(
      await putri.send('POST', path, moveTo('2026-12-02T05:00:00.000Z', key)),
      422,
    )
  })

  it('of two reschedules at once, one wins and the other gets 409', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const path = `${BASE}/${booking.bookingNumber}/reschedule`
    const answers = await Promise.all([
      putri.send('POST', path, moveTo('2026-12-02T03:00:00.000Z')),
      putri.send('POST', path, moveTo('2026-12-02T04:00:00.000Z')),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const rows = await api().db.select().from(clinicBookings)
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1)
    expect(rows).toHaveLength(2)
  })
})
