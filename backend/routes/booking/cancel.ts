/**
 * Cancelling: `POST …/{bookingNumber}/cancel` with an `Idempotency-Key`, in ONE transaction:
 *
 * 1. the booking's row is locked (`SELECT … FOR UPDATE`), the same lock a reschedule takes: of a
 *    cancel and a reschedule of one booking at one moment, the second waits for the first to
 *    commit and then reads the booking as the first left it, so exactly one of the two happens;
 * 2. a booking already cancelled is answered as it is (200): cancelling twice is one cancel;
 *    one rescheduled meanwhile is the 409 of a race lost; inside the config's cut-off, 422;
 * 3. the booking becomes 'cancelled' with its time and reason, by an update conditional on
 *    'confirmed' as well: the exclusion constraints only hold confirmed bookings, so the slot is
 *    free for anyone from the commit on. `notify` reads `status = 'cancelled'` and `cancelled_at`
 *    as the event.
 */
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { type Booking, CancelBookingInput } from '../../../contract/booking/schemas'
import { clinicBookings } from '../../db/schema/booking'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { ApiProblem } from '../../http/problem'
import { readJson } from '../../http/validation'
import { answerWith, idempotencyKeyOf, type KeyedTransaction } from '../checkout/idempotency'
import { BOOKING_BASE, ownBooking } from './availability'
import { cancelRefusal, loadBooking } from './booking-view'
import { BOOKING_MESSAGES } from './config'
import { idempotentBooking } from './idempotent'
import { bookingNumberParam } from './reschedule'

const SCOPE = `POST ${BOOKING_BASE}/:bookingNumber/cancel`

async function cancel(
  transaction: KeyedTransaction,
  memberId: string,
  bookingNumber: string,
  input: v.InferOutput<typeof CancelBookingInput>,
  now: Date,
) {
  return transaction(async (tx) => {
    const booking = await ownBooking(tx, memberId, bookingNumber, { lock: true })
    if (booking.status === 'cancelled') return booking.number
    if (booking.status === 'rescheduled') {
      throw new ApiProblem(409, BOOKING_MESSAGES.alreadyRescheduled, [
        { path: 'bookingNumber', message: BOOKING_MESSAGES.alreadyRescheduled },
      ])
    }
    const refusal = cancelRefusal(booking, now)
    if (refusal) throw new ApiProblem(422, refusal)
    const reason = input.reason === undefined || input.reason === '' ? null : input.reason
    // Only a confirmed booking turns cancelled: with the lock above this always matches, and it
    // would still refuse a booking another transaction had moved on, were the lock forgotten.
    const [cancelled] = await tx
      .update(clinicBookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(and(eq(clinicBookings.id, booking.id), eq(clinicBookings.status, 'confirmed')))
      .returning({ number: clinicBookings.number })
    if (!cancelled) throw new Error(`Booking ${booking.number} changed under its row lock`)
    return cancelled.number
  }, String)
}

export function cancelRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post(`${BOOKING_BASE}/:bookingNumber/cancel`, member, async (c) => {
    const bookingNumber = bookingNumberParam(c.req.param('bookingNumber'))
    const input = await readJson(c, CancelBookingInput)
    const key = idempotencyKeyOf(c)
    const memberId = c.var.member.id
    // The booking as it is now: the answer, and what a retry after a crash is shown.
    const bookingAnswer = async (number: string) => {
      const booking = await loadBooking(db, memberId, number, clock.now())
      if (!booking) throw new Error(`Booking ${number} is not readable after its cancel`)
      return { status: 200 as const, body: booking satisfies Booking }
    }
    const answer = await idempotentBooking(
      deps,
      { memberId, key, scope: SCOPE, request: { bookingNumber, ...input } },
      {
        run: async (transaction) =>
          bookingAnswer(await cancel(transaction, memberId, bookingNumber, input, clock.now())),
        current: bookingAnswer,
      },
    )
    return answerWith(c, answer)
  })
}
