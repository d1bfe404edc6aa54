/**
 * Booking at once. On PGlite every transaction runs alone, so these pass on the handlers' checks
 * alone; on PostgreSQL (`npm run test:backend:pg`) the requests truly overlap and the guarantees
 * come from the database: the exclusion constraint refuses the second confirmed booking of a
 * doctor's time (23P01, answered 409), and the booking row's lock orders two reschedules of it.
 * `scripts/bench-booking.ts` runs the same scenarios at a larger scale and prints the figures.
 */
import { describe, expect, it } from 'vitest'
import { clinicBookings } from '../../db/schema/booking'
import { expectProblem } from '../../test/harness'
import {
  BASE,
  bookingMember,
  bookSlot,
  MADE_AYU,
  renonCart,
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
