import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /akun/booking/batalkan`: a member's 'Batalkan Booking' sent before the app's JavaScript
 * has loaded (ADR 007). One of the page addresses that take a POST (`server/http/page-forms.ts`);
 * the work is in `server/booking/cancel-form.server.ts`. A server handler, so the `_member` guard
 * does not run: the form's answer signs the visitor in itself.
 */
export const Route = createFileRoute('/_member/akun_/booking/batalkan')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { cancelFromForm } = await import('../../server/booking/cancel-form.server')
        return cancelFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to their bookings.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/akun/booking', 'cache-control': 'no-store' },
        }),
    },
  },
})
