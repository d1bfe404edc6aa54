/**
 * The consultation: starting a consult, its questionnaire, photos, consent and
 * submit, and its FHIR export. Built in `./consultation/`; the chat and the doctor's console
 * have their own routes. Who may open a consult is decided once, in consultation/access.ts.
 */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'
import { answerRoutes } from './consultation/answers'
import { attachmentRoutes } from './consultation/attachments'
import { fhirRoutes } from './consultation/fhir-export'
import { startRoutes } from './consultation/start'
import { submitRoutes } from './consultation/submit'

export function consultationRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', startRoutes(deps))
    .route('/', answerRoutes(deps))
    .route('/', attachmentRoutes(deps))
    .route('/', submitRoutes(deps))
    .route('/', fhirRoutes(deps))
}
