/**
 * Booking: `POST /v2/member/offline-clinic-booking` with an `Idempotency-Key`. In one transaction,
 * under the member's booking-cart lock: the cart's branch and treatments, the slot checked against
 * the member's own bookings (409 when one overlaps it: member-overlap.ts), the slot checked
 * against the schedule as it is now (422 when no rule offers it, 409 when a booking holds it), the
 * booking written, the cart emptied. Two members after one slot may both pass the check at the
 * same moment; the exclusion constraint (schema/booking.ts) then refuses the second insert with
 * SQLSTATE 23P01, which answers the same 409 as a slot seen taken (and likewise one member's two
 * bookings at one time, with the 409 of member-overlap.ts).
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { BookInput, type Booking } from '../../../contract/booking/schemas'
import type { Transaction } from '../../db/client'
import { clinicBookingCarts, clinicBookings } from '../../db/schema/booking'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { ApiProblem } from '../../http/problem'
import { readJson } from '../../http/validation'
import { answerWith, idempotencyKeyOf, type KeyedTransaction } from '../checkout/idempotency'
import {
  BOOKING_BASE,
  type BookingSubject,
  dayBounds,
  slotQueryFor,
  subjectFromCart,
} from './availability'
import { newBookingNumber } from './booking-number'
import { loadBooking } from './booking-view'
import { lockBookingCart } from './cart'
import { BOOKING_MESSAGES } from './config'
import {
  constraintOf,
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  SERIALIZATION_FAILURE,
  sqlStateOf,
  UNIQUE_VIOLATION,
} from './database-errors'
import { idempotentBooking } from './idempotent'
import { MEMBER_OVERLAP_CONSTRAINT, ownBookingOverlaps, requireMemberFree } from './member-overlap'
import { checkSlot } from './slots'
import { zonedDateOf } from './zoned-time'

const MINUTE = 60_000
const SCOPE = `POST ${BOOKING_BASE}`
/** How many times a booking's transaction is run before its failure is answered. */
const WRITE_ATTEMPTS = 3

export const slotTaken = () =>
  new ApiProblem(409, BOOKING_MESSAGES.slotTaken, [
    { path: 'startsAt', message: BOOKING_MESSAGES.slotTaken },
  ])

/** The time a booking of `subject` starting at `startsAt` takes. */
export function timeOf(startsAt: Date, subject: BookingSubject) {
  return { startsAt, endsAt: new Date(startsAt.getTime() + subject.durationMinutes * MINUTE) }
}

/** 422 or 409 unless the schedule, read in `tx`, offers the slot to `subject` now. */
export async function requireFreeSlot(
  tx: Transaction,
  subject: BookingSubject,
  slot: { startsAt: Date; doctorId: string },
  now: Date,
) {
  const zone = subject.clinic.timeZone
  const date = zonedDateOf(slot.startsAt, zone)
  const { from, to } = dayBounds(date, zone)
  const query = await slotQueryFor(tx, subject, now, from, to)
  const verdict = checkSlot(query, date, slot.startsAt, slot.doctorId)
  if (verdict === 'taken') throw slotTaken()
  if (verdict === 'not-a-slot')
    throw new ApiProblem(422, BOOKING_MESSAGES.notASlot, [
      { path: 'startsAt', message: BOOKING_MESSAGES.notASlot },
    ])
  return new Date(slot.startsAt.getTime() + subject.durationMinutes * MINUTE)
}

/**
 * Runs `write` (a transaction that inserts a booking) and turns the database's refusals into
 * answers: the doctor's exclusion constraint into the 409 of a slot taken, the member's into the
 * 409 of a time the member already holds; a booking number drawn twice (1 in 2^50) into a second
 * try with a new one.
 *
 * Two transactions inserting conflicting rows at the same instant may each find the other's row
 * in the constraint's index and wait for the other to end: PostgreSQL then aborts one of them as
 * a deadlock (40P01). That is a race lost, not a fault, so it is run again from the start: by then
 * the winner has committed and the second run answers the 409 its checks give.
 */
export async function withBookingNumber<T>(write: (number: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newBookingNumber())
    } catch (error) {
      const state = sqlStateOf(error)
      if (state === EXCLUSION_VIOLATION) {
        throw constraintOf(error) === MEMBER_OVERLAP_CONSTRAINT ? ownBookingOverlaps() : slotTaken()
      }
      const numberTaken =
        state === UNIQUE_VIOLATION && constraintOf(error) === 'clinic_bookings_number_unique'
      const raceLost = state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE
      if (!(numberTaken || raceLost) || attempt >= WRITE_ATTEMPTS) throw error
    }
  }
}

async function book(
  transaction: KeyedTransaction,
  memberId: string,
  input: v.InferOutput<typeof BookInput>,
  now: Date,
) {
  const startsAt = new Date(input.startsAt)
  return withBookingNumber((number) =>
    transaction(async (tx) => {
      await lockBookingCart(tx, memberId)
      const subject = await subjectFromCart(tx, memberId)
      await requireMemberFree(tx, memberId, timeOf(startsAt, subject), null)
      const endsAt = await requireFreeSlot(tx, subject, { startsAt, doctorId: input.doctorId }, now)
      await tx.insert(clinicBookings).values({
        number,
        memberId,
        clinicId: subject.clinic.id,
        doctorId: input.doctorId,
        doctorChoice: subject.doctorId === null ? 'any' : 'doctor',
        treatments: subject.treatments,
        totalPrice: subject.treatments.reduce((sum, treatment) => sum + treatment.priceFrom, 0),
        startsAt,
        endsAt,
        status: 'confirmed',
        rescheduleCount: 0,
        lineNumber: number,
        createdAt: now,
        updatedAt: now,
      })
      await tx.delete(clinicBookingCarts).where(eq(clinicBookingCarts.memberId, memberId))
      return number
    }, String),
  )
}

export function bookRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post(BOOKING_BASE, member, async (c) => {
    const input = await readJson(c, BookInput)
    const key = idempotencyKeyOf(c)
    const memberId = c.var.member.id
    // The booking as it is now: the answer, and what a retry after a crash is shown.
    const bookingAnswer = async (number: string) => {
      const booking = await loadBooking(db, memberId, number, clock.now())
      if (!booking) throw new Error(`Booking ${number} is not readable after its commit`)
      return { status: 201 as const, body: booking satisfies Booking }
    }
    const answer = await idempotentBooking(
      deps,
      { memberId, key, scope: SCOPE, request: input },
      {
        run: async (transaction) =>
          bookingAnswer(await book(transaction, memberId, input, clock.now())),
        current: bookingAnswer,
      },
    )
    return answerWith(c, answer)
  })
}
