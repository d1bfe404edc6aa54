import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /konsultasi/lampiran/{consultId}`: a photo for a consult (the questionnaire's photo
 * question, the chat's images) as raw bytes, passed to the API with the session's token. A page
 * address that takes a POST (`server/page-forms.ts`); the work is in
 * `server/consult-files.server.ts`.
 */
export const Route = createFileRoute('/konsultasi/lampiran/$consultId')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const { uploadConsultPhoto } = await import('../../server/consults/consult-files.server')
        return uploadConsultPhoto(request, params.consultId)
      },
    },
  },
})
