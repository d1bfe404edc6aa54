/**
 * One member, one place at a time: a member who holds a confirmed booking cannot book
 * or reschedule another that overlaps it, with another doctor or at another branch. The answer is
 * a 409 naming `ownBooking` and the booking already held; the guarantee is the database's
 * (`clinic_bookings_member_no_overlap`), shown here by an insert that skips the handlers.
 * Concurrency on PostgreSQL: booking-concurrency.test.ts.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Booking } from '../../../contract/booking/schemas'
import { clinicBookings } from '../../db/schema/booking'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  BASE,
  BOOKING_TIME,
  type BookingMember,
  bookingMember,
  bookSlot,
  fillCart,
  KEMANG,
  MADE_AYU,
  RENON,
  SUNTIK_JERAWAT,
  setUpBookingApi,
  withKey,
} from './booking-test-support'
import { constraintOf, sqlStateOf } from './database-errors'
import { MEMBER_OVERLAP_CONSTRAINT } from './member-overlap'

const api = setUpBookingApi()

/** Renon's afternoon doctor (Tue–Sat 13:00–19:00 WITA): with Made Ayu from 13:00 to 15:00. */
const KOMANG = 'komang-wirawan'
/** At Kemang Mon, Wed and Fri 10:00–16:00 WIB. */
const NADIA = 'nadia-putri'
/** Wednesday 2 December 2026, 13:00 WITA: Made Ayu and Komang both work at Renon. */
const RENON_ONE_PM = '2026-12-02T05:00:00.000Z'
/** The same instant is 11:00 WITA at Renon and 10:00 WIB at Kemang. */
const TEN_AT_KEMANG = '2026-12-02T03:00:00.000Z'
const HELD_AT_RENON = `Kamu sudah punya booking lain di jam itu: Rabu, 2 Desember 2026, 13.00–13.30 WITA di Diri Klinik Renon. Pilih jam lain.`

async function cartWith(member: BookingMember, clinicId: string, doctorId: string) {
  await fillCart(member, { clinicId, doctorId, treatmentIds: [SUNTIK_JERAWAT] })
}

async function book(member: BookingMember, startsAt: string, doctorId: string) {
  return member.send('POST', BASE, { body: { startsAt, doctorId }, headers: withKey() })
}

async function confirmed() {
  return api().db.select().from(clinicBookings).where(eq(clinicBookings.status, 'confirmed'))
}

describe('one member, two bookings at one time', () => {
  it('refuses a second doctor at the same time with a 409 naming the booking held', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await cartWith(putri, RENON, MADE_AYU)
    const held = await bookSlot(putri, { startsAt: RENON_ONE_PM, doctor: { id: MADE_AYU } })

    await cartWith(putri, RENON, KOMANG)
    const refused = await expectProblem(await book(putri, RENON_ONE_PM, KOMANG), 409)
    expect(refused.message).toBe(HELD_AT_RENON)
    // Told apart from a slot someone else took (`startsAt`): reloading the day would not help.
    expect(refused.errors).toEqual([{ path: 'ownBooking', message: HELD_AT_RENON }])
    expect((await confirmed()).map((row) => row.number)).toEqual([held.bookingNumber])

    // A quarter hour later still overlaps 13:00–13:30.
    const later = await expectProblem(await book(putri, '2026-12-02T05:15:00.000Z', KOMANG), 409)
    expect(later.message).toBe(HELD_AT_RENON)
  })

  it('refuses another branch at the same instant, whatever its zone', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await cartWith(putri, RENON, MADE_AYU)
    await bookSlot(putri, { startsAt: TEN_AT_KEMANG, doctor: { id: MADE_AYU } })

    await cartWith(putri, KEMANG, NADIA)
    const refused = await expectProblem(await book(putri, TEN_AT_KEMANG, NADIA), 409)
    expect(refused.message).toBe(
      'Kamu sudah punya booking lain di jam itu: Rabu, 2 Desember 2026, 11.00–11.30 WITA di Diri Klinik Renon. Pilih jam lain.',
    )
    expect(refused.errors?.[0]?.path).toBe('ownBooking')
    expect(await confirmed()).toHaveLength(1)
  })

  it('books back to back, and another member at the same time', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await cartWith(putri, RENON, MADE_AYU)
    const first = await bookSlot(putri, { startsAt: RENON_ONE_PM, doctor: { id: MADE_AYU } })
    await cartWith(putri, RENON, KOMANG)
    // 13:30–14:00 starts as 13:00–13:30 ends: half-open times do not overlap.
    const next = await expectBody(await book(putri, first.endsAt, KOMANG), 201, Booking)
    expect(next.startsAt).toBe(first.endsAt)

    const budi = await bookingMember(api(), DEMO_PHONES.budi)
    await cartWith(budi, RENON, KOMANG)
    await expectBody(await book(budi, RENON_ONE_PM, KOMANG), 201, Booking)
    expect(await confirmed()).toHaveLength(3)
  })

  it('does not count a cancelled or rescheduled booking', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await cartWith(putri, RENON, MADE_AYU)
    const cancelled = await bookSlot(putri, { startsAt: RENON_ONE_PM, doctor: { id: MADE_AYU } })
    // The clinic cancels (there is no member call for it).
    await api()
      .db.update(clinicBookings)
      .set({ status: 'cancelled', cancelledAt: BOOKING_TIME })
      .where(eq(clinicBookings.number, cancelled.bookingNumber))
    await cartWith(putri, RENON, KOMANG)
    await expectBody(await book(putri, RENON_ONE_PM, KOMANG), 201, Booking)
  })

  it('reschedules over its own old time, but not onto another booking held', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await cartWith(putri, RENON, MADE_AYU)
    const morning = await bookSlot(putri, { startsAt: TEN_AT_KEMANG, doctor: { id: MADE_AYU } })
    await cartWith(putri, RENON, KOMANG)
    const afternoon = await expectBody(await book(putri, RENON_ONE_PM, KOMANG), 201, Booking)
    const path = `${BASE}/${morning.bookingNumber}/reschedule`

    // 11:15–11:45 overlaps the booking it replaces (11:00–11:30): allowed.
    const moved = await expectBody(
      await putri.send('POST', path, {
        body: { startsAt: '2026-12-02T03:15:00.000Z', doctorId: MADE_AYU },
        headers: withKey(),
      }),
      200,
      Booking,
    )
    // Onto the afternoon booking (with Made Ayu, who is free then): refused, nothing moved.
    const refused = await expectProblem(
      await putri.send('POST', `${BASE}/${moved.bookingNumber}/reschedule`, {
        body: { startsAt: RENON_ONE_PM, doctorId: MADE_AYU },
        headers: withKey(),
      }),
      409,
    )
    expect(refused.message).toBe(HELD_AT_RENON)
    expect(refused.errors?.[0]?.path).toBe('ownBooking')
    const held = await confirmed()
    expect(held.map((row) => row.number).sort()).toEqual(
      [moved.bookingNumber, afternoon.bookingNumber].sort(),
    )
  })

  it('is refused by the database itself (23P01), whatever a handler checked', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await cartWith(putri, RENON, MADE_AYU)
    const held = await bookSlot(putri, { startsAt: RENON_ONE_PM, doctor: { id: MADE_AYU } })
    const [row] = await api()
      .db.select()
      .from(clinicBookings)
      .where(eq(clinicBookings.number, held.bookingNumber))
    if (!row) throw new Error(`Booking ${held.bookingNumber} has no row`)
    const { id: _id, during: _during, ...copy } = row
    const error = await api()
      .db.insert(clinicBookings)
      .values({ ...copy, number: 'DK-0000000009', doctorId: KOMANG })
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      )
    expect(sqlStateOf(error)).toBe('23P01')
    expect(constraintOf(error)).toBe(MEMBER_OVERLAP_CONSTRAINT)
  })
})
