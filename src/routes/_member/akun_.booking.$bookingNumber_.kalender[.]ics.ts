import { createFileRoute } from '@tanstack/react-router'

/**
 * 'Tambah ke Kalender': the booking as an `.ics` file. A server handler, so the `_member` guard
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
          const booking = await getMyBooking(token, params.bookingNumber)
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
