import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /notifikasi/tandai-semua`: 'Tandai semua sudah dibaca' sent before the app's JavaScript has
 * loaded (ADR 007); the work is in `server/notifications/notification-forms.server.ts`.
 */
export const Route = createFileRoute('/notifikasi/tandai-semua')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { markAllReadFromForm } = await import(
          '../../server/notifications/notification-forms.server'
        )
        return markAllReadFromForm(request)
      },
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/notifikasi', 'cache-control': 'no-store' },
        }),
    },
  },
})
