import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /langganan/ingatkan`: a member's 'Ingatkan saya' sent before the app's JavaScript has
 * loaded (ADR 007). One of the page addresses that take a POST (`server/page-forms.ts`); the work
 * is in `server/subscription-form.server.ts`.
 */
export const Route = createFileRoute('/langganan/ingatkan')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { remindFromForm } = await import('../../server/clinic/subscription-form.server')
        return remindFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to the packages.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/langganan', 'cache-control': 'no-store' },
        }),
    },
  },
})
