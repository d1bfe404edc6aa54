import { createFileRoute } from '@tanstack/react-router'

/**
 * `GET /konsultasi/lampiran/{consultId}/{attachmentId}`: a consult's photo, for its member and
 * their doctor only (the API checks), never kept by a shared cache. The work is in
 * `server/consult-files.server.ts`.
 */
export const Route = createFileRoute('/konsultasi/lampiran/$consultId/$attachmentId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { openConsultPhoto } = await import('../../server/consults/consult-files.server')
        return openConsultPhoto(request, params.consultId, params.attachmentId)
      },
    },
  },
})
