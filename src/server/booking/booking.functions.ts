/**
 * The booking flow's member calls (spec §7 "Clinic booking (member)"), with the session's token
 * added on the server; the booking machine's actors (src/machines/booking/booking.actors.ts) make
 * them. The API's refusals the member can act on (409 a race lost, 422 a rule, 404 an unknown
 * branch, doctor or treatment) come back as `{ ok: false, status, message }` to show; anything
 * else is thrown (a 401 as `SignInRequiredError`, from the middleware).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  AvailableDatesQuery,
  AvailableScheduleInput,
  BookInput,
  type Booking,
  type BookingCart,
  BookingCartInput,
  BookingNumber,
} from '../../../contract/booking/schemas'
import { IdempotencyKey } from '../../../contract/checkout/schemas'
import { namesNothing } from '../../../contract/errors'
import {
  book,
  getAvailableDates,
  getAvailableSchedule,
  getBookableClinic,
  getBookingCart,
  getBookingConfig,
  getMyBooking,
  rebook,
  reschedule,
  updateBookingCart,
} from '../../api/booking/calls'
import { listOfflineClinicsOrNull } from '../../api/clinic/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'

const ClinicId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))

/** `field`: the API's `errors[0].path`, which tells one 409 from another (see the contract). */
export type BookingRefusal = { ok: false; status: number; message: string; field: string | null }

async function orRefusal<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | BookingRefusal> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    const refused = refusal(error)
    if (refused) {
      return {
        ok: false,
        status: refused.status,
        message: refused.message,
        field: refused.body?.errors?.[0]?.path ?? null,
      }
    }
    throw error
  }
}

export const getMyBookingConfig = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => getBookingConfig(context.token))

/**
 * The branch step's list: active branches, those offering the treatment when one is given. The
 * spec's call swallows failures into null; here a failure is thrown, so the step can offer a retry.
 */
export const listBookingBranches = createServerFn({ method: 'GET' })
  .validator(v.object({ treatmentId: v.optional(ClinicId) }))
  .handler(async ({ data }) => {
    const list = await listOfflineClinicsOrNull(
      data.treatmentId ? { treatmentId: data.treatmentId } : {},
    )
    if (!list) throw new Error('The branch list (/v2/public/misc/offline-clinics) did not load')
    return list.data
  })

export const getMyBookableClinic = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ clinicId: ClinicId }))
  .handler(({ context, data }) => getBookableClinic(context.token, data.clinicId))

export const getMyBookingCart = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => getBookingCart(context.token))

export type CartUpdateResult = { ok: true; cart: BookingCart } | BookingRefusal

export const updateMyBookingCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(BookingCartInput)
  .handler(async ({ context, data }): Promise<CartUpdateResult> => {
    const result = await orRefusal(() => updateBookingCart(context.token, data))
    return result.ok ? { ok: true, cart: result.value } : result
  })

export const getMyAvailableDates = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(AvailableDatesQuery)
  .handler(({ context, data }) => getAvailableDates(context.token, data))

export const getMyAvailableSchedule = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(AvailableScheduleInput)
  .handler(({ context, data }) => getAvailableSchedule(context.token, data))

export type BookingResult = { ok: true; booking: Booking } | BookingRefusal

export const bookMyVisit = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ idempotencyKey: IdempotencyKey, body: BookInput }))
  .handler(async ({ context, data }): Promise<BookingResult> => {
    const result = await orRefusal(() => book(context.token, data.body, data.idempotencyKey))
    return result.ok ? { ok: true, booking: result.value } : result
  })

export const rescheduleMyBooking = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(
    v.object({ bookingNumber: BookingNumber, idempotencyKey: IdempotencyKey, body: BookInput }),
  )
  .handler(async ({ context, data }): Promise<BookingResult> => {
    const result = await orRefusal(() =>
      reschedule(context.token, data.bookingNumber, data.body, data.idempotencyKey),
    )
    return result.ok ? { ok: true, booking: result.value } : result
  })

export type RebookCartResult = { ok: true; cart: BookingCart } | BookingRefusal

/** A new cart from one of the member's bookings; the flow resumes at the day to choose. */
export const rebookMyBooking = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ bookingNumber: BookingNumber }))
  .handler(async ({ context, data }): Promise<RebookCartResult> => {
    const result = await orRefusal(() => rebook(context.token, data.bookingNumber))
    return result.ok ? { ok: true, cart: result.value } : result
  })

/** The booking to reschedule, or null when the member has none by that number. */
export const getMyBookingToChange = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ bookingNumber: v.pipe(v.string(), v.maxLength(20)) }))
  .handler(async ({ context, data }): Promise<Booking | null> => {
    if (!v.is(BookingNumber, data.bookingNumber)) return null
    try {
      return await getMyBooking(context.token, data.bookingNumber)
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })
