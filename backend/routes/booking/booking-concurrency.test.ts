/**
 * Booking at once. On PGlite every transaction runs alone, so these pass on the handlers' checks
 * alone; on PostgreSQL (`npm run test:backend:pg`) the requests truly overlap and the guarantees
 * come from the database: the exclusion constraint refuses the second confirmed booking of a
 * doctor's time (23P01, answered 409), the member's constraint refuses a second confirmed booking
 * of one member's time, and the booking row's lock orders two reschedules of it.
 * `scripts/bench-booking.ts` runs the same scenarios at a larger scale and prints the figures.
 */
import { describe, expect, it } from 'vitest'
import { clinicBookings } from '../../db/schema/booking'
import { expectProblem } from '../../test/harness'
import {
  BASE,
  bookingMember,
  bookSlot,
  fillCart,
  MADE_AYU,
  RENON,
  renonCart,
  SUNTIK_JERAWAT,
  scheduleOf,
  setUpBookingApi,
  withKey,
} from './booking-test-support'
import { BOOKING_MESSAGES } from './config'

const api = setUpBookingApi()
const WEDNESDAY = '2026-12-02'
const MEMBERS = 8

const phone = (index: number) => `0812 9911 00${String(index).padStart(2, '0')}`

describe('many members after one slot', () => {
  it('books it once; every other answer is the 409 of a slot taken', async () => {
    const members = []
    for (let index = 0; index < MEMBERS; index++) {
      const member = await bookingMember(api(), phone(index))
      await renonCart(member)
      members.push(member)
    }
    const body = { startsAt: '2026-12-02T03:00:00.000Z', doctorId: MADE_AYU }
    const answers = await Promise.all(
      members.map((member) => member.send('POST', BASE, { body, headers: withKey() })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      const problem = await expectProblem(answer, 409)
      expect(problem.message).toBe(BOOKING_MESSAGES.slotTaken)
      // The field tells this race from the others (see the contract).
      expect(problem.errors?.[0]?.path).toBe('startsAt')
    }
    expect(await api().db.select().from(clinicBookings)).toHaveLength(1)
  })
})

describe('one booking rescheduled to many slots at once', () => {
  it('has exactly one successor; the member holds one confirmed booking', async () => {
    const member = await bookingMember(api(), phone(50))
    await renonCart(member)
    const slots = (await scheduleOf(member, WEDNESDAY)).slots
    const booking = await bookSlot(member, slots[0] as (typeof slots)[number])
    const targets = slots.slice(4, 4 + MEMBERS)
    const answers = await Promise.all(
      targets.map((slot) =>
        member.send('POST', `${BASE}/${booking.bookingNumber}/reschedule`, {
          body: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
          headers: withKey(),
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      const problem = await expectProblem(answer, 409)
      expect(problem.message).toBe(BOOKING_MESSAGES.alreadyRescheduled)
      expect(problem.errors?.[0]?.path).toBe('bookingNumber')
    }
    const rows = await api().db.select().from(clinicBookings)
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1)
    expect(rows.filter((row) => row.predecessorId !== null)).toHaveLength(1)
  })
})

describe('one member writing two bookings at one time, with two doctors', () => {
  const KOMANG = 'komang-wirawan'
  /** Made Ayu (until 15:00 WITA) and Komang (from 13:00) both work 13:00–15:00 on Wednesday. */
  const SHARED_STARTS = [
    '2026-12-02T05:00:00.000Z',
    '2026-12-02T05:30:00.000Z',
    '2026-12-02T06:00:00.000Z',
    '2026-12-02T06:30:00.000Z',
  ]
  const morning = (round: number, half: number) =>
    new Date(Date.parse('2026-12-02T01:00:00.000Z') + (round * 2 + half) * 30 * 60_000)

  /** No member holds two confirmed bookings that overlap. */
  async function expectNoOverlap() {
    const rows = await api().db.select().from(clinicBookings)
    const held = rows.filter((row) => row.status === 'confirmed')
    for (const a of held)
      for (const b of held)
        if (a.id !== b.id && a.memberId === b.memberId)
          expect(
            a.startsAt >= b.endsAt || b.startsAt >= a.endsAt,
            `${a.number} & ${b.number}`,
          ).toBe(true)
  }

  const move = (number: string, startsAt: string, doctorId: string) => ({
    path: `${BASE}/${number}/reschedule`,
    options: { body: { startsAt, doctorId }, headers: withKey() },
  })

  it('two reschedules onto one time: exactly one confirmed, the other the 409 of ownBooking', async () => {
    for (const [round, startsAt] of SHARED_STARTS.entries()) {
      const member = await bookingMember(api(), phone(60 + round))
      await renonCart(member)
      const first = await bookSlot(member, {
        startsAt: morning(round, 0).toISOString(),
        doctor: { id: MADE_AYU },
      })
      // Any doctor: its reschedule may name another doctor.
      await fillCart(member, { clinicId: RENON, doctorId: 'any', treatmentIds: [SUNTIK_JERAWAT] })
      const second = await bookSlot(member, {
        startsAt: morning(round, 1).toISOString(),
        doctor: { id: MADE_AYU },
      })
      const moves = [
        move(first.bookingNumber, startsAt, MADE_AYU),
        move(second.bookingNumber, startsAt, KOMANG),
      ]
      const answers = await Promise.all(
        moves.map(({ path, options }) => member.send('POST', path, options)),
      )
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409])
      const lost = answers.find((answer) => answer.status === 409)
      const problem = await expectProblem(lost as Response, 409)
      expect(problem.errors?.[0]?.path).toBe('ownBooking')
    }
    await expectNoOverlap()
  })

  it('a booking and a reschedule onto one time: exactly one confirmed', async () => {
    for (const [round, startsAt] of SHARED_STARTS.entries()) {
      const member = await bookingMember(api(), phone(70 + round))
      await renonCart(member)
      const held = await bookSlot(member, {
        startsAt: morning(round, 0).toISOString(),
        doctor: { id: MADE_AYU },
      })
      await fillCart(member, { clinicId: RENON, doctorId: KOMANG, treatmentIds: [SUNTIK_JERAWAT] })
      const moved = move(held.bookingNumber, startsAt, MADE_AYU)
      const answers = await Promise.all([
        member.send('POST', moved.path, moved.options),
        member.send('POST', BASE, {
          body: { startsAt, doctorId: KOMANG },
          headers: withKey(),
        }),
      ])
      const statuses = answers.map((answer) => answer.status)
      expect(
        statuses.filter((status) => status === 409),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1)
      expect(
        statuses.filter((status) => status < 300),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1)
    }
    await expectNoOverlap()
  })
})

describe('a cancel and a reschedule of one booking at one moment', () => {
  const ROUNDS = 4

  it('leaves exactly one of the two effects; the other is the 409 that names the booking', async () => {
    const outcomes = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      const member = await bookingMember(api(), phone(80 + round))
      await renonCart(member)
      const slots = (await scheduleOf(member, WEDNESDAY)).slots
      const booking = await bookSlot(member, slots[0] as (typeof slots)[number])
      const target = slots[6] as (typeof slots)[number]
      const [cancelled, moved] = await Promise.all([
        member.send('POST', `${BASE}/${booking.bookingNumber}/cancel`, {
          body: {},
          headers: withKey(),
        }),
        member.send('POST', `${BASE}/${booking.bookingNumber}/reschedule`, {
          body: { startsAt: target.startsAt, doctorId: target.doctor.id },
          headers: withKey(),
        }),
      ])
      const statuses = [cancelled.status, moved.status]
      expect(statuses.sort(), `round ${round}`).toEqual([200, 409])
      const lost = await expectProblem(cancelled.status === 409 ? cancelled : moved, 409)
      expect(lost.errors?.[0]?.path).toBe('bookingNumber')
      const rows = (await api().db.select().from(clinicBookings)).filter(
        (row) => row.lineNumber === booking.bookingNumber,
      )
      if (cancelled.status === 200) {
        // The cancel won: no successor, the booking cancelled and its slot free.
        outcomes.add('cancel')
        expect(rows.map((row) => row.status)).toEqual(['cancelled'])
        expect(lost.message).toBe(BOOKING_MESSAGES.cancelled)
      } else {
        // The reschedule won: the old booking rescheduled, never cancelled; the successor holds.
        outcomes.add('reschedule')
        expect(rows.map((row) => row.status).sort()).toEqual(['confirmed', 'rescheduled'])
        expect(rows.every((row) => row.cancelledAt === null)).toBe(true)
        expect(lost.message).toBe(BOOKING_MESSAGES.alreadyRescheduled)
      }
      // Members are torn down by the harness; free the doctor's time for the next round.
      await api().db.delete(clinicBookings)
    }
    console.info(
      `cancel against reschedule, ${ROUNDS} rounds, winners: ${[...outcomes].join(', ')}`,
    )
  })
})
