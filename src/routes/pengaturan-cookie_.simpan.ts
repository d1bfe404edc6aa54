import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /pengaturan-cookie/simpan`: the consent form of the banner and of `/pengaturan-cookie`,
 * sent before the app's JavaScript has loaded (ADR 007). One of the page addresses that
 * take a POST (`page-forms.ts`); the work is in `server/consent-form.server.ts`.
 */
export const Route = createFileRoute('/pengaturan-cookie_/simpan')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { saveConsentFromForm } = await import('../server/consent/consent-form.server')
        return saveConsentFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to the settings.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/pengaturan-cookie', 'cache-control': 'no-store' },
        }),
    },
  },
})
