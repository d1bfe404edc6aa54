/**
 * The clinic booking API (spec §7 "Clinic booking (member)") before the booking: its rules, the
 * bookable branch, the booking cart, and the available dates and schedule. Every answer is parsed
 * with the contract's schemas (contract/booking/schemas.ts). Booking itself is in
 * booking/book.test.ts, rescheduling in booking/reschedule.test.ts, concurrency in
 * booking/booking-concurrency.test.ts; the slot rules without a database in booking/slots.test.ts.
 */
import { describe, expect, it } from 'vitest'
import {
  AvailableDates,
  BookableClinic,
  BookingCart,
  BookingConfig,
} from '../../contract/booking/schemas'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem } from '../test/harness'
import {
  BASE,
  BOOKING_TIME,
  bookingMember,
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
  WEDNESDAY,
} from './booking/booking-test-support'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from './booking/config'

const api = setUpBookingApi()
const member = (phone: string = DEMO_PHONES.putri) => bookingMember(api(), phone)

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
