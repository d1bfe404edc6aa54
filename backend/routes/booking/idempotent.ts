/**
 * Booking and rescheduling run once per `Idempotency-Key`, through the checkout's helper
 * (checkout/idempotency.ts: the key written in the booking's transaction, the stored answer, the
 * body's hash). Only its "still running" words are about orders; a booking says its own.
 */
import { ApiProblem } from '../../http/problem'
import {
  type OnceDeps,
  type OnceRequest,
  type OnceWork,
  once,
  STILL_RUNNING,
} from '../checkout/idempotency'
import { BOOKING_MESSAGES } from './config'

/**
 * After a booking commits, only reading it back remains: a repeat waits (409) this long for that
 * answer before a crash is assumed and the booking is shown as it is.
 */
export const BOOKING_KEY_LEASE_MS = 10_000

export async function idempotentBooking(
  deps: OnceDeps,
  request: OnceRequest,
  work: Omit<OnceWork, 'leaseMs'>,
) {
  try {
    return await once(deps, request, { leaseMs: BOOKING_KEY_LEASE_MS, ...work })
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 409 && error.message === STILL_RUNNING)
      throw new ApiProblem(409, BOOKING_MESSAGES.stillRunning, [
        { path: 'idempotencyKey', message: BOOKING_MESSAGES.stillRunning },
      ])
    throw error
  }
}
