/**
 * Cancelling a booking (issue 30): the slot freed for another member in the same transaction,
 * the time and reason kept for `notify`, the config's cut-off, idempotency by key and by state,
 * and the refusals a member can meet. The race with a reschedule is booking-concurrency.test.ts's.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Booking, BookingList } from '../../../contract/booking/schemas'
import { clinicBookings } from '../../db/schema/booking'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  BASE,
  BOOKING_TIME,
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
import { BOOKING_CONFIG, BOOKING_MESSAGES } from './config'

const api = setUpBookingApi()
const HOUR = 60 * 60 * 1000
const member = (phone: string = DEMO_PHONES.putri) => bookingMember(api(), phone)

async function bookedOnWednesday() {
  const putri = await member()
  await renonCart(putri)
  const slots = (await scheduleOf(putri, WEDNESDAY)).slots
  const booking = await bookSlot(putri, slots[0] as (typeof slots)[number])
  return { putri, booking }
}

const cancelPath = (number: string) => `${BASE}/${number}/cancel`

describe('cancelling a booking', () => {
  it('cancels it with its time and reason, and frees the slot for another member', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const budi = await member(DEMO_PHONES.budi)
    await renonCart(budi)
    expect((await scheduleOf(budi, WEDNESDAY)).slots.map((slot) => slot.startsAt)).not.toContain(
      booking.startsAt,
    )

    const cancelled = await expectBody(
      await putri.send('POST', cancelPath(booking.bookingNumber), {
        body: { reason: '  Ada acara keluarga.  ' },
        headers: withKey(),
      }),
      200,
      Booking,
    )
    expect(cancelled).toMatchObject({
      bookingNumber: booking.bookingNumber,
      status: 'cancelled',
      cancelledAt: BOOKING_TIME.toISOString(),
      cancelReason: 'Ada acara keluarga.',
      cancelRefusal: BOOKING_MESSAGES.cancelled,
      rescheduleRefusal: BOOKING_MESSAGES.cancelled,
    })
    // What `notify` reads: the row's status and its time.
    const [row] = await api()
      .db.select()
      .from(clinicBookings)
      .where(eq(clinicBookings.number, booking.bookingNumber))
    expect(row).toMatchObject({ status: 'cancelled', cancelledAt: BOOKING_TIME })

    const list = await expectBody(await putri.send('GET', BASE), 200, BookingList)
    expect(list.upcoming).toEqual([])
    expect(list.past.map((item) => item.bookingNumber)).toEqual([booking.bookingNumber])

    const freed = (await scheduleOf(budi, WEDNESDAY)).slots
    expect(freed[0]?.startsAt).toBe(booking.startsAt)
    await bookSlot(budi, freed[0] as (typeof freed)[number])
  })

  it('answers the same key with the same bytes, and a second cancel with the booking as it is', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const key = randomUUID()
    const send = (sent: { body: unknown; key: string }) =>
      putri.send('POST', cancelPath(booking.bookingNumber), {
        body: sent.body,
        headers: withKey(sent.key),
      })
    const first = await send({ body: {}, key })
    expect(first.status).toBe(200)
    const firstText = await first.text()
    setClock(api(), new Date(BOOKING_TIME.getTime() + HOUR))
    const repeat = await send({ body: {}, key })
    expect(repeat.status).toBe(200)
    expect(await repeat.text()).toBe(firstText)

    // Another attempt (a second tab) cancels nothing more: the first cancel's time stays.
    const again = await expectBody(
      await send({ body: { reason: 'Lupa sudah batal.' }, key: randomUUID() }),
      200,
      Booking,
    )
    expect(again).toMatchObject({
      status: 'cancelled',
      cancelledAt: BOOKING_TIME.toISOString(),
      cancelReason: null,
    })
    // The same key with another body is another request: refused, not replayed.
    const reused = await expectProblem(await send({ body: { reason: 'lain' }, key }), 422)
    expect(reused.message).toMatch(/Idempotency-Key/)
  })

  it(`refuses inside the ${BOOKING_CONFIG.cancelCutoffHours}-hour cut-off (422) and keeps the booking`, async () => {
    const { putri, booking } = await bookedOnWednesday()
    expect(booking.cancelRefusal).toBeNull()
    const cutoff = Date.parse(booking.startsAt) - BOOKING_CONFIG.cancelCutoffHours * HOUR
    setClock(api(), new Date(cutoff + 60_000))
    const refused = await expectProblem(
      await putri.send('POST', cancelPath(booking.bookingNumber), {
        body: {},
        headers: withKey(),
      }),
      422,
    )
    expect(refused.message).toBe(BOOKING_MESSAGES.insideCancelCutoff)
    expect(refused.message).toBe(
      'Pembatalan hanya bisa sampai 24 jam sebelum perawatan. Hubungi cabang untuk membatalkannya.',
    )
    const kept = await expectBody(
      await putri.send('GET', `${BASE}/${booking.bookingNumber}`),
      200,
      Booking,
    )
    expect(kept).toMatchObject({
      status: 'confirmed',
      cancelledAt: null,
      cancelRefusal: BOOKING_MESSAGES.insideCancelCutoff,
    })
  })

  it('refuses a rescheduled booking (409), and a cancelled one cannot be rescheduled (409)', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const successor = await expectBody(
      await putri.send('POST', `${BASE}/${booking.bookingNumber}/reschedule`, {
        body: { startsAt: '2026-12-02T03:00:00.000Z', doctorId: MADE_AYU },
        headers: withKey(),
      }),
      200,
      Booking,
    )
    const lost = await expectProblem(
      await putri.send('POST', cancelPath(booking.bookingNumber), {
        body: {},
        headers: withKey(),
      }),
      409,
    )
    expect(lost.message).toBe(BOOKING_MESSAGES.alreadyRescheduled)
    expect(lost.errors?.[0]?.path).toBe('bookingNumber')

    await expectBody(
      await putri.send('POST', cancelPath(successor.bookingNumber), {
        body: {},
        headers: withKey(),
      }),
      200,
      Booking,
    )
    const moved = await expectProblem(
      await putri.send('POST', `${BASE}/${successor.bookingNumber}/reschedule`, {
        body: { startsAt: '2026-12-02T04:00:00.000Z', doctorId: MADE_AYU },
        headers: withKey(),
      }),
      409,
    )
    expect(moved.message).toBe(BOOKING_MESSAGES.cancelled)
    expect(moved.errors?.[0]?.path).toBe('bookingNumber')
  })

  it('is the 404 of an unknown booking for another member, and needs a key and a short reason', async () => {
    const { putri, booking } = await bookedOnWednesday()
    const budi = await member(DEMO_PHONES.budi)
    const foreign = await expectProblem(
      await budi.send('POST', cancelPath(booking.bookingNumber), {
        body: {},
        headers: withKey(),
      }),
      404,
    )
    expect(foreign.message).toBe(BOOKING_MESSAGES.bookingNotFound)
    await expectProblem(
      await putri.send('POST', cancelPath('DK-0000000000'), { body: {}, headers: withKey() }),
      404,
    )
    await expectProblem(
      await api().request('POST', cancelPath(booking.bookingNumber), { body: {} }),
      401,
    )
    await expectProblem(
      await putri.send('POST', cancelPath(booking.bookingNumber), { body: {} }),
      400,
    )
    const long = await expectProblem(
      await putri.send('POST', cancelPath(booking.bookingNumber), {
        body: { reason: 'x'.repeat(BOOKING_CONFIG.cancelReasonMaxLength + 1) },
        headers: withKey(),
      }),
      400,
    )
    expect(long.errors?.[0]?.message).toBe('Alasan paling panjang 500 karakter.')
    const still = await expectBody(
      await putri.send('GET', `${BASE}/${booking.bookingNumber}`),
      200,
      Booking,
    )
    expect(still.status).toBe('confirmed')
  })
})

describe('the line of a booking', () => {
  it('keeps the first number as the line of every successor', async () => {
    const { putri, booking } = await bookedOnWednesday()
    expect(booking.lineNumber).toBe(booking.bookingNumber)
    const second = await expectBody(
      await putri.send('POST', `${BASE}/${booking.bookingNumber}/reschedule`, {
        body: { startsAt: '2026-12-02T03:00:00.000Z', doctorId: MADE_AYU },
        headers: withKey(),
      }),
      200,
      Booking,
    )
    const third = await expectBody(
      await putri.send('POST', `${BASE}/${second.bookingNumber}/reschedule`, {
        body: { startsAt: '2026-12-02T04:00:00.000Z', doctorId: MADE_AYU },
        headers: withKey(),
      }),
      200,
      Booking,
    )
    expect([second.lineNumber, third.lineNumber]).toEqual([
      booking.bookingNumber,
      booking.bookingNumber,
    ])
  })
})

describe('the same treatment twice on one day', () => {
  it('names the booking of that day with a treatment of the cart, not the one being moved', async () => {
    const { putri, booking } = await bookedOnWednesday()
    await renonCart(putri)
    const schedule = await scheduleOf(putri, WEDNESDAY)
    expect(schedule.sameDayBookings).toEqual([
      {
        bookingNumber: booking.bookingNumber,
        startsAt: booking.startsAt,
        treatments: booking.treatments.map((treatment) => treatment.name),
      },
    ])
    // Another day, or the booking's own reschedule, has nothing to warn about.
    expect((await scheduleOf(putri, '2026-12-03')).sameDayBookings).toEqual([])
    expect((await scheduleOf(putri, WEDNESDAY, booking.bookingNumber)).sameDayBookings).toEqual([])
    // Nor has a cancelled one.
    await putri.send('POST', cancelPath(booking.bookingNumber), { body: {}, headers: withKey() })
    expect((await scheduleOf(putri, WEDNESDAY)).sameDayBookings).toEqual([])
  })
})
