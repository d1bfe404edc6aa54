import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /konsultasi/mulai`: 'Isi Kuesioner' (and 'Mulai Baru') starting or finding a consult,
 * sent as a plain form so it works before the app's JavaScript has loaded (ADR 007). One of the
 * page addresses that take a POST (`server/page-forms.ts`); the work is in
 * `server/consult-start-form.server.ts`.
 */
export const Route = createFileRoute('/konsultasi/mulai')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { startConsultFromForm } = await import(
          '../server/consults/consult-start-form.server'
        )
        return startConsultFromForm(request)
      },
      // Nothing to show at this address: someone who opens it chooses a complaint.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/keluhan', 'cache-control': 'no-store' },
        }),
    },
  },
})
