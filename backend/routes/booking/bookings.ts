/**
 * The member's bookings: `GET /v2/member/offline-clinic-booking` (upcoming soonest first, past
 * latest first), `GET …/{bookingNumber}` and `POST …/{bookingNumber}/rebook` (a new cart with the
 * booking's branch, doctor choice and treatments; the day to choose again). Another member's
 * booking is the 404 of an unknown one.
 *
 * The list leaves out rescheduled bookings: their successor stands for them, and names them
 * (`predecessorNumber`), which `GET …/{bookingNumber}` still answers.
 */
import { Hono } from 'hono'
import type { Booking, BookingCart, BookingList } from '../../../contract/booking/schemas'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { BOOKING_BASE, ownBooking } from './availability'
import { loadBooking, loadBookings } from './booking-view'
import { lockBookingCart, readCartState, saveCart, toBookingCart } from './cart'
import { BOOKING_MESSAGES } from './config'
import { bookingNumberParam } from './reschedule'

export function bookingListRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get(BOOKING_BASE, member, async (c) => {
      const now = clock.now()
      const all = await loadBookings(db, c.var.member.id, now)
      const time = (booking: Booking) => Date.parse(booking.startsAt)
      const isUpcoming = (booking: Booking) =>
        booking.status === 'confirmed' && Date.parse(booking.endsAt) > now.getTime()
      const shown = all.filter((booking) => booking.status !== 'rescheduled')
      return c.json({
        upcoming: shown.filter(isUpcoming).sort((a, b) => time(a) - time(b)),
        past: shown.filter((booking) => !isUpcoming(booking)).sort((a, b) => time(b) - time(a)),
      } satisfies BookingList)
    })
    .get(`${BOOKING_BASE}/:bookingNumber`, member, async (c) => {
      failIfRequested(deps, c, 'booking-read')
      const number = bookingNumberParam(c.req.param('bookingNumber'))
      const booking = await loadBooking(db, c.var.member.id, number, clock.now())
      if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound)
      return c.json(booking satisfies Booking)
    })
    .post(`${BOOKING_BASE}/:bookingNumber/rebook`, member, async (c) => {
      failIfRequested(deps, c, 'booking-rebook')
      const number = bookingNumberParam(c.req.param('bookingNumber'))
      const memberId = c.var.member.id
      const state = await db.transaction(async (tx) => {
        await lockBookingCart(tx, memberId)
        const booking = await ownBooking(tx, memberId, number)
        // What no longer holds (a treatment no longer offered, a doctor who left the branch) is
        // dropped when the cart is read back, so the member chooses it again.
        await saveCart(
          tx,
          memberId,
          {
            clinicId: booking.clinicId,
            doctorChoice: booking.doctorChoice,
            doctorId: booking.doctorChoice === 'doctor' ? booking.doctorId : null,
            treatmentIds: booking.treatments.map((treatment) => treatment.id),
            date: null,
          },
          clock.now(),
        )
        return readCartState(tx, memberId)
      })
      return c.json(toBookingCart(state) satisfies BookingCart)
    })
}
