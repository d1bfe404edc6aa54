/**
 * The member's bookings for the account pages (`/akun/booking`, the booking pass), with the
 * session's token added on the server. The API answers only the member's own bookings: another
 * member's number, like an unknown one, comes back as null here and as the 404 page there. A 401
 * is thrown as `SignInRequiredError` by the middleware.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  type Booking,
  type BookingCart,
  BookingNumber,
  CancelBookingInput,
} from '../../../contract/booking/schemas'
import { IdempotencyKey } from '../../../contract/checkout/schemas'
import { namesNothing } from '../../../contract/errors'
import {
  cancelBooking,
  getMyBooking,
  listMyBookings,
  rebook as rebookCall,
} from '../../api/booking/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'
import type { QrCode } from './qr-code.server'

const BookingNumberInput = v.object({ bookingNumber: v.pipe(v.string(), v.maxLength(20)) })

/** Upcoming (soonest first) and past (latest first), and when the server read them. */
export const getMyBookings = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(async ({ context }) => ({
    ...(await listMyBookings(context.token)),
    fetchedAt: new Date().toISOString(),
  }))

export interface BookingPass {
  booking: Booking
  /**
   * The booking number's QR code, drawn on the server; null for a booking no longer valid
   * (rescheduled or cancelled), whose pass must not pass for one at the front desk.
   */
  qr: QrCode | null
  /** When the server read the booking: the pass read offline says how old it is. */
  fetchedAt: string
}

/** One of the member's bookings as its pass, or null when they have none by that number. */
export const getMyBookingPass = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(BookingNumberInput)
  .handler(async ({ context, data }): Promise<BookingPass | null> => {
    // A number that cannot be one is nobody's: the 404 without asking the API.
    if (!v.is(BookingNumber, data.bookingNumber)) return null
    try {
      const booking = await getMyBooking(context.token, data.bookingNumber)
      const { qrCode } = await import('./qr-code.server')
      const valid = booking.status === 'confirmed'
      return {
        booking,
        qr: valid ? qrCode(booking.bookingNumber) : null,
        fetchedAt: new Date().toISOString(),
      }
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })

/**
 * The refusal's `status` and `field` (the API's `errors[0].path`) tell a rule (422) from a race
 * lost (409 'bookingNumber': rescheduled meanwhile; 409 'idempotencyKey': the key's first request
 * still running), for the booking flow's machine; the pass shows the message alone.
 */
export type CancelResult =
  | { ok: true; booking: Booking }
  | { ok: false; status: number; message: string; field: string | null }

/**
 * 'Batalkan Booking': the booking cancelled (its slot free), or the API's refusal to show (inside
 * the cut-off, rescheduled meanwhile). The key is the dialog's attempt: a retry cancels once.
 */
export const cancelMyBooking = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(
    v.object({
      bookingNumber: BookingNumber,
      idempotencyKey: IdempotencyKey,
      body: CancelBookingInput,
    }),
  )
  .handler(async ({ context, data }): Promise<CancelResult> => {
    try {
      const booking = await cancelBooking(
        context.token,
        data.bookingNumber,
        data.body,
        data.idempotencyKey,
      )
      return { ok: true, booking }
    } catch (error) {
      const refused = refusal(error)
      if (refused) {
        return {
          ok: false,
          status: refused.status,
          message: refused.message,
          field: refused.body.errors?.[0]?.path ?? null,
        }
      }
      throw error
    }
  })

export type RebookResult = { ok: true; cart: BookingCart } | { ok: false; message: string }

/**
 * 'Booking Lagi': a new booking cart with the booking's branch, doctor choice and treatments; the
 * flow (`/klinik/booking`) resumes from it at the day to choose. A refusal the member can act on
 * (a treatment no longer offered, a branch closed: 404/409/422 with a message) comes back to show.
 */
export const rebook = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ bookingNumber: BookingNumber }))
  .handler(async ({ context, data }): Promise<RebookResult> => {
    try {
      return { ok: true, cart: await rebookCall(context.token, data.bookingNumber) }
    } catch (error) {
      const refused = refusal(error)
      if (refused) return { ok: false, message: refused.message }
      throw error
    }
  })
