/**
 * Rescheduling: `POST …/{bookingNumber}/reschedule` with an `Idempotency-Key`, in ONE transaction:
 *
 * 1. the booking's row is locked (`SELECT … FOR UPDATE`): of two reschedules of one booking, the
 *    second waits here until the first commits, then reads the booking as the first left it;
 * 2. it must still be confirmed (409 otherwise: the race was lost, to another reschedule or a
 *    cancel, which takes the same lock), outside the cut-off and under
 *    the limit (422);
 * 3. the new slot is checked against the member's other bookings (409 when one overlaps it) and
 *    against the schedule, the booking's own slot not counted as taken either way;
 * 4. the booking becomes 'rescheduled', which releases its slot for the exclusion constraint, and
 *    its successor is inserted. Should the insert meet the constraint (another member took the
 *    slot meanwhile), the whole transaction rolls back: the member keeps the old booking.
 *
 * The member holds exactly one confirmed booking of the line at every moment others can see.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { type Booking, BookingNumber, RescheduleInput } from '../../../contract/booking/schemas'
import { clinicBookings } from '../../db/schema/booking'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { ApiProblem, notFound } from '../../http/problem'
import { readJson } from '../../http/validation'
import { answerWith, idempotencyKeyOf, type KeyedTransaction } from '../checkout/idempotency'
import { BOOKING_BASE, ownBooking, subjectFromBooking } from './availability'
import { requireFreeSlot, timeOf, withBookingNumber } from './book'
import { loadBooking, rescheduleRefusal } from './booking-view'
import { BOOKING_MESSAGES } from './config'
import { idempotentBooking } from './idempotent'
import { requireMemberFree } from './member-overlap'

const SCOPE = `POST ${BOOKING_BASE}/:bookingNumber/reschedule`

/** The path's booking number, or the 404 an unknown one gets. */
export function bookingNumberParam(value: string): string {
  const parsed = v.safeParse(BookingNumber, value)
  if (!parsed.success) throw notFound(BOOKING_MESSAGES.bookingNotFound)
  return parsed.output
}

async function reschedule(
  transaction: KeyedTransaction,
  memberId: string,
  bookingNumber: string,
  input: v.InferOutput<typeof RescheduleInput>,
  now: Date,
) {
  const startsAt = new Date(input.startsAt)
  return withBookingNumber((number) =>
    transaction(async (tx) => {
      const old = await ownBooking(tx, memberId, bookingNumber, { lock: true })
      const refusal = rescheduleRefusal(old, now)
      // Rescheduled or cancelled meanwhile (another tab, or a cancel at the same moment): a race
      // lost, so the 409 that names the booking.
      if (old.status === 'rescheduled' || old.status === 'cancelled') {
        const message =
          old.status === 'rescheduled'
            ? BOOKING_MESSAGES.alreadyRescheduled
            : BOOKING_MESSAGES.cancelled
        throw new ApiProblem(409, message, [{ path: 'bookingNumber', message }])
      }
      if (refusal) throw new ApiProblem(422, refusal)
      const subject = await subjectFromBooking(tx, old)
      await requireMemberFree(tx, memberId, timeOf(startsAt, subject), old.id)
      const endsAt = await requireFreeSlot(tx, subject, { startsAt, doctorId: input.doctorId }, now)
      await tx
        .update(clinicBookings)
        .set({ status: 'rescheduled', updatedAt: now })
        .where(eq(clinicBookings.id, old.id))
      await tx.insert(clinicBookings).values({
        number,
        memberId,
        clinicId: old.clinicId,
        doctorId: input.doctorId,
        doctorChoice: old.doctorChoice,
        treatments: old.treatments,
        totalPrice: old.totalPrice,
        startsAt,
        endsAt,
        status: 'confirmed',
        rescheduleCount: old.rescheduleCount + 1,
        predecessorId: old.id,
        lineNumber: old.lineNumber,
        createdAt: now,
        updatedAt: now,
      })
      return number
    }, String),
  )
}

export function rescheduleRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post(`${BOOKING_BASE}/:bookingNumber/reschedule`, member, async (c) => {
    const bookingNumber = bookingNumberParam(c.req.param('bookingNumber'))
    const input = await readJson(c, RescheduleInput)
    const key = idempotencyKeyOf(c)
    const memberId = c.var.member.id
    // The new booking as it is now: the answer, and what a retry after a crash is shown.
    const successorAnswer = async (number: string) => {
      const successor = await loadBooking(db, memberId, number, clock.now())
      if (!successor) throw new Error(`Booking ${number} is not readable after its commit`)
      return { status: 200 as const, body: successor satisfies Booking }
    }
    const answer = await idempotentBooking(
      deps,
      { memberId, key, scope: SCOPE, request: { bookingNumber, ...input } },
      {
        run: async (transaction) =>
          successorAnswer(
            await reschedule(transaction, memberId, bookingNumber, input, clock.now()),
          ),
        current: successorAnswer,
      },
    )
    return answerWith(c, answer)
  })
}
