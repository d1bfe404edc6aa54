import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /masuk/ganti-nomor`: the sign-in page's 'Ganti nomor' on step 2, sent before the app's
 * JavaScript has loaded (ADR 007). One of the page addresses that take a POST
 * (`server/page-forms.ts`); the work is in `server/sign-in-form.server.ts`.
 */
export const Route = createFileRoute('/masuk_/ganti-nomor')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { changeNumberFromForm } = await import('../server/auth/sign-in-form.server')
        return changeNumberFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to the sign-in page.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/masuk', 'cache-control': 'no-store' },
        }),
    },
  },
})
