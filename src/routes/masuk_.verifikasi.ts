import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /masuk/verifikasi`: the sign-in page's step 2 ('Masuk' with the code), sent before the app's
 * JavaScript has loaded (ADR 007). One of the page addresses that take a POST
 * (`server/page-forms.ts`); the work is in `server/sign-in-form.server.ts`.
 */
export const Route = createFileRoute('/masuk_/verifikasi')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { verifyCodeFromForm } = await import('../server/auth/sign-in-form.server')
        return verifyCodeFromForm(request)
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
