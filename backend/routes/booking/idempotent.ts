/**
 * Booking and rescheduling run once per `Idempotency-Key`, through the checkout's helper
 * (checkout/idempotency.ts: the key's claim, the stored answer, the body's hash). Only its
 * "still running" words are about orders; a booking says its own.
 */
import type { Database } from '../../db/client'
import type { Clock } from '../../deps'
import { ApiProblem } from '../../http/problem'
import { type Answer, type OnceRequest, once, STILL_RUNNING } from '../checkout/idempotency'
import { BOOKING_MESSAGES } from './config'

export async function idempotentBooking(
  db: Database,
  clock: Clock,
  request: OnceRequest,
  work: (committed: () => void) => Promise<Answer>,
) {
  try {
    return await once(db, clock, request, work)
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 409 && error.message === STILL_RUNNING)
      throw new ApiProblem(409, BOOKING_MESSAGES.stillRunning, [
        { path: 'idempotencyKey', message: BOOKING_MESSAGES.stillRunning },
      ])
    throw error
  }
}
