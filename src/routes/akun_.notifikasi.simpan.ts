import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /akun/notifikasi/simpan`: the notification preferences form, sent with or without the
 * app's JavaScript (ADR 007). One of the page addresses that take a POST (`page-forms.ts`); the
 * work is in `server/notifications/preferences-form.server.ts`.
 */
export const Route = createFileRoute('/akun_/notifikasi/simpan')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { savePreferencesFromForm } = await import(
          '../server/notifications/preferences-form.server'
        )
        return savePreferencesFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to the page.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/akun/notifikasi', 'cache-control': 'no-store' },
        }),
    },
  },
})
