/**
 * The clinic booking API (spec §7 "Clinic booking (member)"): every answer parsed with the
 * contract's schemas (contract/booking/schemas.ts). Concurrency lives in
 * booking/booking-concurrency.test.ts; the slot rules without a database in booking/slots.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AvailableDates,
  BookableClinic,
  Booking,
  BookingCart,
  BookingConfig,
  BookingList,
} from '../../contract/booking/schemas'
import { clinicBookings } from '../db/schema/booking'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem } from '../test/harness'
import {
  BASE,
  BOOKING_TIME,
  bookingMember,
  bookSlot,
  CART,
  fillCart,
  JAYAPURA,
  KEMANG,
  MADE_AYU,
  MENTENG,
  RENON,
  renonCart,
  SUNTIK_JERAWAT,
  scheduleOf,
  setClock,
  setUpBookingApi,
  withKey,
} from './booking/booking-test-support'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from './booking/config'
import { sqlStateOf } from './booking/database-errors'

const api = setUpBookingApi()
const HOUR = 60 * 60 * 1000
const member = (phone: string = DEMO_PHONES.putri) => bookingMember(api(), phone)

/** Wednesday 2 December 2026: Made Ayu works at Renon 09:00–15:00 WITA. */
const WEDNESDAY = '2026-12-02'

describe('config and the bookable branch', () => {
  it('answers the rules of config.ts', async () => {
    const putri = await member()
    const config = await expectBody(await putri.send('GET', `${BASE}/config`), 200, BookingConfig)
    expect(config).toEqual(BOOKING_CONFIG)
    expect(config).toMatchObject({
      leadTimeMinutes: 120,
      bookAheadDays: 30,
      rescheduleCutoffHours: 24,
      maxReschedules: 2,
      slotIntervalMinutes: 15,
    })
    expect(config.holidays.map((holiday) => holiday.date)).toContain('2026-12-25')
  })

  it('is a member call', async () => {
    await expectProblem(await api().request('GET', `${BASE}/config`), 401)
    await expectProblem(await api().request('GET', CART), 401)
  })

  it('answers a branch with its treatments and its doctors, their schedules narrowed to it', async () => {
    const putri = await member()
    const renon = await expectBody(
      await putri.send('GET', `/v2/member/offline-clinics/${RENON}`),
      200,
      BookableClinic,
    )
    expect(renon.clinic).toMatchObject({ id: RENON, timeZone: 'Asia/Makassar' })
    expect(renon.doctors.map((doctor) => doctor.id).sort()).toEqual(['komang-wirawan', MADE_AYU])
    for (const doctor of renon.doctors)
      expect(doctor.schedule.every((shift) => shift.clinicId === RENON)).toBe(true)
    expect(renon.treatments.map((treatment) => treatment.id)).toContain(SUNTIK_JERAWAT)
    expect(renon.treatments.map((treatment) => treatment.id)).not.toContain('microdermabrasi')
  })

  it('answers 404 for an unknown or closed branch', async () => {
    const putri = await member()
    await expectProblem(await putri.send('GET', '/v2/member/offline-clinics/nowhere'), 404)
    await expectProblem(
      await putri.send('GET', '/v2/member/offline-clinics/diri-klinik-bekasi'),
      404,
    )
  })
})

describe('the booking cart', () => {
  it('starts empty, keeps the choices, and is emptied by DELETE', async () => {
    const putri = await member()
    const empty = await expectBody(await putri.send('GET', CART), 200, BookingCart)
    expect(empty).toEqual({
      clinic: null,
      doctor: null,
      treatments: [],
      totalDurationMinutes: 0,
      totalPrice: 0,
      date: null,
      updatedAt: null,
    })
    const cart = await fillCart(putri, {
      clinicId: RENON,
      doctorId: MADE_AYU,
      treatmentIds: [SUNTIK_JERAWAT, 'facial-acne', SUNTIK_JERAWAT],
      date: WEDNESDAY,
    })
    expect(cart.clinic).toEqual({ id: RENON, name: expect.any(String) })
    expect(cart.doctor).toMatchObject({ kind: 'doctor', doctor: { id: MADE_AYU } })
    expect(cart.treatments.map((treatment) => treatment.id)).toEqual([
      SUNTIK_JERAWAT,
      'facial-acne',
    ])
    expect(cart.totalDurationMinutes).toBe(90)
    expect(cart.date).toBe(WEDNESDAY)
    expect(cart.updatedAt).toBe(BOOKING_TIME.toISOString())
    // A reload resumes where the member was.
    expect(await expectBody(await putri.send('GET', CART), 200, BookingCart)).toEqual(cart)
    // Any doctor, then another branch: everything chosen at Renon is cleared.
    const anyDoctor = await fillCart(putri, { doctorId: 'any' })
    expect(anyDoctor.doctor).toEqual({ kind: 'any' })
    const moved = await fillCart(putri, { clinicId: KEMANG })
    expect(moved).toMatchObject({
      clinic: { id: KEMANG },
      doctor: null,
      treatments: [],
      date: null,
    })
    const cleared = await expectBody(await putri.send('DELETE', CART), 200, BookingCart)
    expect(cleared.clinic).toBeNull()
  })

  it('refuses what the branch does not offer (422) and what does not exist (404)', async () => {
    const putri = await member()
    const noBranch = await expectProblem(
      await putri.send('POST', CART, { body: { treatmentIds: [SUNTIK_JERAWAT] } }),
      422,
    )
    expect(noBranch.message).toBe(BOOKING_MESSAGES.chooseBranchFirst)
    await expectProblem(await putri.send('POST', CART, { body: { clinicId: 'nowhere' } }), 404)
    await fillCart(putri, { clinicId: RENON })
    const notHere = await expectProblem(
      await putri.send('POST', CART, { body: { treatmentIds: ['microdermabrasi'] } }),
      422,
    )
    expect(notHere.errors?.[0]?.path).toBe('treatmentIds.0')
    await expectProblem(
      await putri.send('POST', CART, { body: { treatmentIds: ['no-such-treatment'] } }),
      404,
    )
    const notWorkingHere = await expectProblem(
      await putri.send('POST', CART, { body: { doctorId: 'nadia-putri' } }),
      422,
    )
    expect(notWorkingHere.errors?.[0]?.path).toBe('doctorId')
    await expectProblem(await putri.send('POST', CART, { body: { doctorId: 'nobody' } }), 404)
    await expectProblem(
      await putri.send('POST', CART, {
        body: { treatmentIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      }),
      400,
    )
    await expectProblem(await putri.send('POST', CART, { body: { date: '2027-03-01' } }), 422)
    // Nothing refused was kept.
    const cart = await expectBody(await putri.send('GET', CART), 200, BookingCart)
    expect(cart).toMatchObject({ clinic: { id: RENON }, doctor: null, treatments: [] })
  })
})

describe('available dates and schedule', () => {
  it("starts on the grid at the shift's start, in the branch's zone: 09:00 WITA is 01:00Z", async () => {
    const putri = await member()
    await renonCart(putri)
    const schedule = await scheduleOf(putri, WEDNESDAY)
    expect(schedule.timeZone).toBe('Asia/Makassar')
    const starts = schedule.slots.map((slot) => slot.startsAt)
    expect(starts[0]).toBe('2026-12-02T01:00:00.000Z')
    expect(starts[1]).toBe('2026-12-02T01:15:00.000Z')
    // The 30-minute treatment must end by the shift's end, 15:00 WITA (07:00Z).
    expect(starts.at(-1)).toBe('2026-12-02T06:30:00.000Z')
    expect(starts).toHaveLength(23)
    expect(schedule.slots[0]?.endsAt).toBe('2026-12-02T01:30:00.000Z')
    expect(new Set(schedule.slots.map((slot) => slot.doctor.id))).toEqual(new Set([MADE_AYU]))
  })

  it('converts WIB and WIT too: 10:00 in Kemang is 03:00Z, 09:00 in Jayapura 00:00Z', async () => {
    const putri = await member()
    await fillCart(putri, {
      clinicId: KEMANG,
      doctorId: 'nadia-putri',
      treatmentIds: [SUNTIK_JERAWAT],
    })
    const kemang = await scheduleOf(putri, WEDNESDAY)
    expect(kemang.timeZone).toBe('Asia/Jakarta')
    expect(kemang.slots[0]?.startsAt).toBe('2026-12-02T03:00:00.000Z')
    await fillCart(putri, {
      clinicId: JAYAPURA,
      doctorId: 'yohana-rumbiak',
      treatmentIds: [SUNTIK_JERAWAT],
    })
    const jayapura = await scheduleOf(putri, WEDNESDAY)
    expect(jayapura.timeZone).toBe('Asia/Jayapura')
    expect(jayapura.slots[0]?.startsAt).toBe('2026-12-02T00:00:00.000Z')
  })

  it('with any doctor, names the first free doctor by name for each start', async () => {
    const putri = await member()
    await fillCart(putri, { clinicId: RENON, doctorId: 'any', treatmentIds: [SUNTIK_JERAWAT] })
    const schedule = await scheduleOf(putri, WEDNESDAY)
    const at = (time: string) =>
      schedule.slots.find((slot) => slot.startsAt === `2026-12-02T${time}:00.000Z`)
    // 13:00 WITA: both work; 'dr. Komang Wirawan' sorts before 'dr. Made Ayu Lestari'.
    expect(at('05:00')?.doctor.id).toBe('komang-wirawan')
    expect(at('01:00')?.doctor.id).toBe(MADE_AYU)
    const starts = schedule.slots.map((slot) => slot.startsAt)
    expect(new Set(starts).size).toBe(starts.length)
  })

  it('keeps the lead time: nothing starts before now plus two hours', async () => {
    const putri = await member()
    await renonCart(putri)
    // 08:30 WITA on the Wednesday.
    setClock(api(), new Date('2026-12-02T00:30:00.000Z'))
    const schedule = await scheduleOf(putri, WEDNESDAY)
    expect(schedule.slots[0]?.startsAt).toBe('2026-12-02T02:30:00.000Z')
  })

  it('lists each day to the horizon, with holidays, closed days and days off', async () => {
    const putri = await member()
    await renonCart(putri)
    const { dates, timeZone } = await expectBody(
      await putri.send('GET', `${BASE}/get-available-dates?startDate=2026-11-20`),
      200,
      AvailableDates,
    )
    expect(timeZone).toBe('Asia/Makassar')
    expect(dates[0]?.date).toBe('2026-12-01')
    expect(dates.at(-1)?.date).toBe('2026-12-31')
    expect(dates).toHaveLength(BOOKING_CONFIG.bookAheadDays + 1)
    const day = (date: string) => dates.find((entry) => entry.date === date)
    expect(day('2026-12-25')).toEqual({
      date: '2026-12-25',
      available: false,
      reason: 'Libur nasional: Hari Raya Natal',
    })
    // A Sunday: Renon opens, Made Ayu does not work.
    expect(day('2026-12-06')).toEqual({
      date: '2026-12-06',
      available: false,
      reason: 'Tidak ada jadwal dokter',
    })
    expect(day(WEDNESDAY)).toEqual({ date: WEDNESDAY, available: true, reason: null })
    // Beyond the horizon, and on the holiday, the schedule is empty.
    expect((await scheduleOf(putri, '2027-01-01')).slots).toEqual([])
    expect((await scheduleOf(putri, '2026-12-25')).slots).toEqual([])
    expect((await scheduleOf(putri, '2026-12-31')).slots.length).toBeGreaterThan(0)
  })

  it('says a branch is closed on its closed days', async () => {
    const putri = await member()
    await fillCart(putri, { clinicId: MENTENG, doctorId: 'any', treatmentIds: [SUNTIK_JERAWAT] })
    const { dates } = await expectBody(
      await putri.send('GET', `${BASE}/get-available-dates?startDate=2026-12-06`),
      200,
      AvailableDates,
    )
    expect(dates[0]).toEqual({ date: '2026-12-06', available: false, reason: 'Cabang tutup' })
  })

  it('needs a branch and treatments in the cart (422), and a real day (400)', async () => {
    const putri = await member()
    const incomplete = await expectProblem(
      await putri.send('POST', `${BASE}/get-available-schedule`, { body: { date: WEDNESDAY } }),
      422,
    )
    expect(incomplete.message).toBe(BOOKING_MESSAGES.cartIncomplete)
    await renonCart(putri)
    await expectProblem(
      await putri.send('POST', `${BASE}/get-available-schedule`, { body: { date: '2026-02-31' } }),
      400,
    )
    await expectProblem(
      await putri.send('GET', `${BASE}/get-available-dates?startDate=tomorrow`),
      400,
    )
  })
})

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
