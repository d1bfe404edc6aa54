/**
 * Booking a slot (spec §7 "Clinic booking (member)"): the booking made from the cart, idempotent
 * by its key, the list and one booking; the exclusion constraint that keeps one doctor in one
 * place; rebooking into a new cart; and another member's booking answered as an unknown one.
 */
import { randomUUID } from 'node:crypto'
import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Booking, BookingCart, BookingList } from '../../../contract/booking/schemas'
import { clinicBookings } from '../../db/schema/booking'
import { members } from '../../db/schema/members'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import { withBookingNumber } from './book'
import {
  BASE,
  bookingMember,
  bookSlot,
  CART,
  MADE_AYU,
  RENON,
  renonCart,
  SUNTIK_JERAWAT,
  scheduleOf,
  setClock,
  setUpBookingApi,
  WEDNESDAY,
  withKey,
} from './booking-test-support'
import { BOOKING_MESSAGES } from './config'
import { sqlStateOf } from './database-errors'

const api = setUpBookingApi()
const member = (phone: string = DEMO_PHONES.putri) => bookingMember(api(), phone)

describe('booking', () => {
  it('books a slot, empties the cart, and the slot (and what overlaps it) disappears', async () => {
    const putri = await member()
    await renonCart(putri)
    const [first, second, third] = (await scheduleOf(putri, WEDNESDAY)).slots
    if (!first || !second || !third) throw new Error('No slots on the Wednesday')
    const booking = await bookSlot(putri, first)
    expect(booking).toMatchObject({
      status: 'confirmed',
      clinic: { id: RENON, timeZone: 'Asia/Makassar' },
      doctor: { id: MADE_AYU },
      startsAt: '2026-12-02T01:00:00.000Z',
      endsAt: '2026-12-02T01:30:00.000Z',
      rescheduleCount: 0,
      rescheduleRefusal: null,
      predecessorNumber: null,
      successorNumber: null,
    })
    expect(booking.bookingNumber).toMatch(/^DK-[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(booking.treatments).toEqual([
      expect.objectContaining({ id: SUNTIK_JERAWAT, durationMinutes: 30 }),
    ])
    expect(booking.totalPrice).toBe(booking.treatments[0]?.priceFrom)
    const cart = await expectBody(await putri.send('GET', CART), 200, BookingCart)
    expect(cart.clinic).toBeNull()

    const budi = await member(DEMO_PHONES.budi)
    await renonCart(budi)
    const starts = (await scheduleOf(budi, WEDNESDAY)).slots.map((slot) => slot.startsAt)
    // 09:00 is booked, and 09:15 would overlap it; 09:30 starts as it ends.
    expect(starts).not.toContain(first.startsAt)
    expect(starts).not.toContain(second.startsAt)
    expect(starts).toContain(third.startsAt)
    // Asking for it anyway: the slot was taken.
    const taken = await expectProblem(
      await budi.send('POST', BASE, {
        body: { startsAt: first.startsAt, doctorId: MADE_AYU },
        headers: withKey(),
      }),
      409,
    )
    expect(taken.message).toBe(BOOKING_MESSAGES.slotTaken)
  })

  it('refuses a slot the schedule does not offer (422) and an empty cart (422)', async () => {
    const putri = await member()
    const noCart = await expectProblem(
      await putri.send('POST', BASE, {
        body: { startsAt: '2026-12-02T01:00:00.000Z', doctorId: MADE_AYU },
        headers: withKey(),
      }),
      422,
    )
    expect(noCart.message).toBe(BOOKING_MESSAGES.cartIncomplete)
    await renonCart(putri)
    for (const body of [
      // Off the grid, inside the lead time, after the shift, another doctor, a holiday.
      { startsAt: '2026-12-02T01:05:00.000Z', doctorId: MADE_AYU },
      { startsAt: '2026-12-01T02:00:00.000Z', doctorId: MADE_AYU },
      { startsAt: '2026-12-02T06:45:00.000Z', doctorId: MADE_AYU },
      { startsAt: '2026-12-02T05:00:00.000Z', doctorId: 'komang-wirawan' },
      { startsAt: '2026-12-25T01:00:00.000Z', doctorId: MADE_AYU },
    ]) {
      const refused = await expectProblem(
        await putri.send('POST', BASE, { body, headers: withKey() }),
        422,
      )
      expect(refused.message, JSON.stringify(body)).toBe(BOOKING_MESSAGES.notASlot)
    }
    await expectProblem(
      await putri.send('POST', BASE, {
        body: { startsAt: '2026-12-02T01:00:00.000Z', doctorId: MADE_AYU },
      }),
      400,
    )
  })

  it('is idempotent: the same key and body answer the same booking; another body 422', async () => {
    const putri = await member()
    await renonCart(putri)
    const [slot, other] = (await scheduleOf(putri, WEDNESDAY)).slots.slice(4)
    if (!slot || !other) throw new Error('No slots')
    const key = randomUUID()
    const send = (startsAt: string) =>
      putri.send('POST', BASE, {
        body: { startsAt, doctorId: MADE_AYU },
        headers: withKey(key),
      })
    const first = await send(slot.startsAt)
    const firstText = await first.text()
    expect(first.status, firstText).toBe(201)
    const again = await send(slot.startsAt)
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(firstText)
    await expectProblem(await send(other.startsAt), 422)
    const rows = await api().db.select().from(clinicBookings)
    expect(rows).toHaveLength(1)
  })

  it('lists upcoming bookings soonest first and answers one by number', async () => {
    const putri = await member()
    await renonCart(putri)
    const slots = (await scheduleOf(putri, WEDNESDAY)).slots
    const later = await bookSlot(putri, slots[10] as (typeof slots)[number])
    await renonCart(putri)
    const sooner = await bookSlot(putri, slots[0] as (typeof slots)[number])
    const list = await expectBody(await putri.send('GET', BASE), 200, BookingList)
    expect(list.upcoming.map((booking) => booking.bookingNumber)).toEqual([
      sooner.bookingNumber,
      later.bookingNumber,
    ])
    expect(list.past).toEqual([])
    const one = await expectBody(
      await putri.send('GET', `${BASE}/${later.bookingNumber}`),
      200,
      Booking,
    )
    expect(one).toEqual(later)
    // Once it is over, it is past.
    setClock(api(), new Date('2026-12-03T00:00:00.000Z'))
    const afterwards = await expectBody(await putri.send('GET', BASE), 200, BookingList)
    expect(afterwards.upcoming).toEqual([])
    expect(afterwards.past.map((booking) => booking.bookingNumber)).toEqual([
      later.bookingNumber,
      sooner.bookingNumber,
    ])
  })
})

describe('the exclusion constraint', () => {
  it('refuses a second confirmed booking of one doctor at an overlapping time (23P01)', async () => {
    const putri = await member()
    await renonCart(putri)
    const [slot] = (await scheduleOf(putri, WEDNESDAY)).slots
    if (!slot) throw new Error('No slot')
    const booked = await bookSlot(putri, slot)
    const [row] = await api()
      .db.select()
      .from(clinicBookings)
      .where(eq(clinicBookings.number, booked.bookingNumber))
    if (!row) throw new Error('No row')
    await member(DEMO_PHONES.budi)
    const [other] = await api().db.select().from(members).where(ne(members.id, row.memberId))
    if (!other) throw new Error('No second member')
    const budi = other.id
    const { id: _id, during: _during, ...copy } = row
    const overlapping = {
      ...copy,
      number: 'DK-0000000001',
      startsAt: new Date(row.startsAt.getTime() + 15 * 60_000),
      endsAt: new Date(row.endsAt.getTime() + 15 * 60_000),
    }
    const error = await api()
      .db.insert(clinicBookings)
      .values(overlapping)
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      )
    expect(sqlStateOf(error)).toBe('23P01')
    // Back to back is no overlap; another doctor at the same time is none either (for another
    // member: one member's own overlap is member-overlap.test.ts's); a rescheduled booking holds
    // no slot.
    await api()
      .db.insert(clinicBookings)
      .values({
        ...copy,
        number: 'DK-0000000002',
        startsAt: row.endsAt,
        endsAt: new Date(row.endsAt.getTime() + 30 * 60_000),
      })
    await api()
      .db.insert(clinicBookings)
      .values({ ...copy, number: 'DK-0000000003', doctorId: 'komang-wirawan', memberId: budi })
    await api()
      .db.insert(clinicBookings)
      .values({ ...copy, number: 'DK-0000000004', status: 'rescheduled' })
    const confirmed = await api()
      .db.select({ number: clinicBookings.number })
      .from(clinicBookings)
      .where(eq(clinicBookings.status, 'confirmed'))
    expect(confirmed).toHaveLength(3)
  })
})

describe('a booking transaction PostgreSQL aborts as a deadlock', () => {
  /** What postgres-js raises, wrapped as Drizzle wraps it. */
  const aborted = (code: string) =>
    new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code }) })

  it('is run again with a new number, and the second run answers', async () => {
    const numbers: string[] = []
    const answer = await withBookingNumber(async (number) => {
      numbers.push(number)
      if (numbers.length === 1) throw aborted('40P01')
      return `booked ${number}`
    })
    expect(numbers).toHaveLength(2)
    expect(numbers[0]).not.toBe(numbers[1])
    expect(answer).toBe(`booked ${numbers[1]}`)
  })

  it('gives up after three runs, and the refusal a run gives is answered at once', async () => {
    let runs = 0
    const failing = withBookingNumber(async () => {
      runs++
      throw aborted('40001')
    })
    await expect(failing).rejects.toThrow('Failed query')
    expect(runs).toBe(3)
    runs = 0
    const refused = withBookingNumber(async () => {
      runs++
      throw aborted('23P01')
    })
    await expect(refused).rejects.toMatchObject({ status: 409 })
    expect(runs).toBe(1)
  })
})

describe('rebook and whose a booking is', () => {
  it("rebooks into a new cart: the booking's branch, doctor choice and treatments, no day", async () => {
    const putri = await member()
    await renonCart(putri)
    const slots = (await scheduleOf(putri, WEDNESDAY)).slots
    const booking = await bookSlot(putri, slots[0] as (typeof slots)[number])
    const cart = await expectBody(
      await putri.send('POST', `${BASE}/${booking.bookingNumber}/rebook`),
      200,
      BookingCart,
    )
    expect(cart).toMatchObject({
      clinic: { id: RENON },
      doctor: { kind: 'doctor', doctor: { id: MADE_AYU } },
      treatments: [expect.objectContaining({ id: SUNTIK_JERAWAT })],
      date: null,
    })
  })

  it("answers another member's booking as an unknown one: 404", async () => {
    const putri = await member()
    await renonCart(putri)
    const slots = (await scheduleOf(putri, WEDNESDAY)).slots
    const booking = await bookSlot(putri, slots[0] as (typeof slots)[number])
    const budi = await member(DEMO_PHONES.budi)
    await renonCart(budi)
    const number = booking.bookingNumber
    for (const [method, path, body] of [
      ['GET', `${BASE}/${number}`, undefined],
      ['POST', `${BASE}/${number}/rebook`, undefined],
      [
        'POST',
        `${BASE}/${number}/reschedule`,
        { startsAt: slots[5]?.startsAt, doctorId: MADE_AYU },
      ],
      [
        'GET',
        `${BASE}/get-available-dates?startDate=${WEDNESDAY}&rescheduledBookingNumber=${number}`,
        undefined,
      ],
      [
        'POST',
        `${BASE}/get-available-schedule`,
        { date: WEDNESDAY, rescheduledBookingNumber: number },
      ],
    ] as const) {
      const answer = await budi.send(method, path, {
        ...(body === undefined ? {} : { body }),
        headers: withKey(),
      })
      expect((await expectProblem(answer, 404)).message, path).toBe(
        BOOKING_MESSAGES.bookingNotFound,
      )
    }
    await expectProblem(await budi.send('GET', `${BASE}/DK-0000000000`), 404)
    await expectProblem(await budi.send('GET', `${BASE}/not-a-number`), 404)
    const kept = await expectBody(await putri.send('GET', `${BASE}/${number}`), 200, Booking)
    expect(kept).toEqual(booking)
  })
})
