/**
 * The questionnaire's member calls, with the session's token added on the server; the
 * consultation machine's actors (src/machines/consultation/consultation.actors.ts) make them. The
 * API's refusals the member can act on (409 the questionnaire is no longer open, 422 an answer or
 * a consent that does not fit, naming the question in `field`) come back as
 * `{ ok: false, status, message, field }`; anything else is thrown (a 401 as
 * `SignInRequiredError`, from the middleware).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  type ConsultQuestionnaire,
  type ConsultSummary,
  SaveAnswersBody,
  StartConsultBody,
  SubmitConsultBody,
} from '../../../contract/consults/schemas'
import { namesNothing } from '../../../contract/errors'
import {
  getConsultQuestionnaire,
  saveConsultAnswers,
  startConsult,
  submitConsult,
} from '../../api/consults/questionnaire-calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'

export const ConsultId = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/i))

/** A refusal the member can act on: `field` is the API's `errors[0].path` (a question's linkId). */
export type ConsultRefusal = { ok: false; status: number; message: string; field: string | null }

export function refusalOf(error: unknown): ConsultRefusal | null {
  const refused = refusal(error)
  if (!refused) return null
  return {
    ok: false,
    status: refused.status,
    message: refused.body.message,
    field: refused.body.errors?.[0]?.path ?? null,
  }
}

/** The consult's questionnaire, or null when the member has no consult by that id (404). */
export const getMyConsultQuestionnaire = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: v.pipe(v.string(), v.maxLength(64)) }))
  .handler(async ({ context, data }): Promise<ConsultQuestionnaire | null> => {
    if (!v.is(ConsultId, data.consultId)) return null
    try {
      return await getConsultQuestionnaire(context.token, data.consultId)
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })

export type StartResult = { ok: true; consult: ConsultSummary } | ConsultRefusal

/** Finds or starts the member's consult for a flow (the API keeps one open per flow). */
export const startMyConsult = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(StartConsultBody)
  .handler(async ({ context, data }): Promise<StartResult> => {
    try {
      return { ok: true, consult: await startConsult(context.token, data) }
    } catch (error) {
      const refused = refusalOf(error)
      if (refused) return refused
      throw error
    }
  })

export type SaveResult = { ok: true } | ConsultRefusal

export const saveMyConsultAnswers = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: ConsultId, body: SaveAnswersBody }))
  .handler(async ({ context, data }): Promise<SaveResult> => {
    try {
      await saveConsultAnswers(context.token, data.consultId, data.body)
      return { ok: true }
    } catch (error) {
      const refused = refusalOf(error)
      if (refused) return refused
      throw error
    }
  })

export type SubmitResult = { ok: true; consult: ConsultSummary } | ConsultRefusal

export const submitMyConsult = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: ConsultId, body: SubmitConsultBody }))
  .handler(async ({ context, data }): Promise<SubmitResult> => {
    try {
      return { ok: true, consult: await submitConsult(context.token, data.consultId, data.body) }
    } catch (error) {
      const refused = refusalOf(error)
      if (refused) return refused
      throw error
    }
  })
