import * as v from 'valibot'
import {
  ConsultQuestionnaire,
  ConsultSummary,
  type SaveAnswersBody,
  SavedAnswers,
  type StartConsultBody,
  type SubmitConsultBody,
} from '../../../contract/consults/schemas'
import { apiRequest } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

// The member's questionnaire: starting a consult, reading its questionnaire, saving a
// step's answers and submitting it. Every call carries the member's token; the server functions
// in src/server/consults/consultation.functions.ts and the start form (consult-start-form.server.ts) make them.

const segment = (value: string) => encodeURIComponent(value)

/** The consult the start finds or creates (201 created, 200 found: both are this shape). */
export const StartedConsult = v.object({ ...ConsultSummary.entries })
export type StartedConsult = v.InferOutput<typeof StartedConsult>

export function startConsult(token: string, body: StartConsultBody) {
  return apiRequest(StartedConsult, '/v2/consults', { method: 'POST', token, body })
}

export function getConsultQuestionnaire(token: string, consultId: string) {
  return apiRequest(ConsultQuestionnaire, `/v2/consults/${segment(consultId)}/questionnaire`, {
    token,
    // Outside production a test can make the load fail (backend/http/fault-injection.ts).
    headers: faultSwitchHeaders(),
  })
}

export function saveConsultAnswers(token: string, consultId: string, body: SaveAnswersBody) {
  return apiRequest(SavedAnswers, `/v2/consults/${segment(consultId)}/answers`, {
    method: 'PUT',
    token,
    body,
  })
}

export function submitConsult(token: string, consultId: string, body: SubmitConsultBody) {
  return apiRequest(ConsultSummary, `/v2/consults/${segment(consultId)}/submit`, {
    method: 'POST',
    token,
    body,
  })
}
