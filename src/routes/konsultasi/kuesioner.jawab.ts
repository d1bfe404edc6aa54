import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /konsultasi/kuesioner/jawab`: a questionnaire step sent before the app's JavaScript has
 * loaded (ADR 007), saved and answered with the next step's address. A page address that takes a
 * POST (`server/page-forms.ts`); the work is in `server/consult-answer-form.server.ts`.
 */
export const Route = createFileRoute('/konsultasi/kuesioner/jawab')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { answerStepFromForm } = await import(
          '../../server/consults/consult-answer-form.server'
        )
        return answerStepFromForm(request)
      },
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/akun/konsultasi', 'cache-control': 'no-store' },
        }),
    },
  },
})
