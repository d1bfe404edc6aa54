import { createFileRoute } from '@tanstack/react-router'

/**
 * `GET /notifikasi/buka/{id}`: a notification opened from the list, marked read, then its page
 * (`server/notifications/notification-forms.server.ts`). A plain link, so it works before the
 * app's JavaScript has loaded and from a new tab alike.
 */
export const Route = createFileRoute('/notifikasi/buka/$id')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { openNotification } = await import(
          '../../server/notifications/notification-forms.server'
        )
        return openNotification(params.id)
      },
    },
  },
})
