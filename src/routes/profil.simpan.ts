import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /profil/simpan`: the profile form of the first-sign-in step and of `/akun/profil`, sent
 * before the app's JavaScript has loaded (ADR 007). One of the page addresses that take a POST
 * (`server/http/page-forms.ts`); the work is in `server/profile/profile-form.server.ts`.
 */
export const Route = createFileRoute('/profil/simpan')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { saveProfileFromForm } = await import('../server/profile/profile-form.server')
        return saveProfileFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to their profile.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/akun/profil', 'cache-control': 'no-store' },
        }),
    },
  },
})
