import { createFileRoute } from '@tanstack/react-router'

/**
 * 'Tambah ke Kalender' (and, for a cancelled booking, 'Hapus dari Kalender'): the booking as an
 * `.ics` file, one event for its whole line (lib/booking/booking-ics.ts). A server handler, so the `_member` guard
 * does not run: it checks the session itself (signed out → sign in, then back to the pass) and the
 * API checks the ownership (another member's or an unknown number → 404, as the pass page).
 */
export const Route = createFileRoute('/_member/akun_/booking/$bookingNumber_/kalender.ics')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const [{ readSessionToken }, { getMyBooking }, { BookingNumber }, errors, ics, v] =
          await Promise.all([
            import('../../server/auth/session.server'),
            import('../../api/booking/calls'),
            import('../../../contract/booking/schemas'),
            import('../../../contract/errors'),
            import('../../lib/booking/booking-ics'),
            import('valibot'),
          ])
        const headers = { 'cache-control': 'private, no-store' }
        const notFound = () =>
          new Response('Booking tidak ditemukan.', {
            status: 404,
            headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
          })
        const pass = `/akun/booking/${encodeURIComponent(params.bookingNumber)}`
        const token = readSessionToken()
        if (!token) {
          return new Response(null, {
            status: 303,
            headers: { ...headers, location: `/masuk?${new URLSearchParams({ redirect: pass })}` },
          })
        }
        if (!v.is(BookingNumber, params.bookingNumber)) return notFound()
        try {
          let booking = await getMyBooking(token, params.bookingNumber)
          // A superseded booking's file is its line's current booking: the same UID at the
          // latest SEQUENCE, so an old pass's 'Tambah ke Kalender' never brings back its old time.
          // The chain is at most the config's reschedules long; the bound only guards a cycle.
          for (let hop = 0; booking.successorNumber !== null && hop < 10; hop++) {
            booking = await getMyBooking(token, booking.successorNumber)
          }
          return new Response(ics.bookingIcs(booking, new Date()), {
            headers: {
              ...headers,
              'content-type': 'text/calendar; charset=utf-8',
              'content-disposition': `attachment; filename="${ics.bookingIcsFileName(booking.bookingNumber)}"`,
            },
          })
        } catch (error) {
          if (errors.namesNothing(error)) return notFound()
          if (errors.isApiError(error, 401)) {
            return new Response(null, {
              status: 303,
              headers: {
                ...headers,
                location: `/masuk?${new URLSearchParams({ redirect: pass })}`,
              },
            })
          }
          throw error
        }
      },
    },
  },
})
