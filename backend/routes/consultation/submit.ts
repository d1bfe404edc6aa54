/**
 * `POST /v2/consults/{id}/submit`: the member's consents, recorded with the text's version and the
 * time, and the move from the questionnaire (1) to the wait for a doctor (2), once: 20 presses at
 * once give one 200 and 409s. The member's name, date of birth and sex must be known first: a 422
 * on the field `profile` says so (issue 29 §1).
 */
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { CONSENT_VERSIONS } from '../../../contract/consults/consent-versions'
import { missingRequired } from '../../../contract/consults/questionnaire'
import {
  type ConsentKind,
  type ConsultSummary,
  SubmitConsultBody,
} from '../../../contract/consults/schemas'
import {
  missingForConsult,
  MISSING_PROFILE_FIELD as PROFILE_FIELD,
  PROFILE_MESSAGES,
} from '../../../contract/profile/schemas'
import { CONSULT_STATUS, consultConsents, consults } from '../../db/schema/consults'
import { members } from '../../db/schema/members'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { ApiProblem, conflict } from '../../http/problem'
import { readJson } from '../../http/validation'
import { toConsultSummary } from '../consults'
import { consultForCaller } from './access'
import { answersByLinkId, answersOfConsult, questionnaireOfConsult } from './consult-data'
import { CONSULTATION_MESSAGES } from './messages'

const CONSENT_KINDS = Object.keys(CONSENT_VERSIONS) as ConsentKind[]

const refuse = (path: string, message: string) => new ApiProblem(422, message, [{ path, message }])

export function submitRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/v2/consults/:id/submit', member, async (c) => {
    const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
    if (access.viewer !== 'member')
      throw new ApiProblem(403, CONSULTATION_MESSAGES.memberOnlySubmit)
    const { consult } = access
    if (consult.status !== CONSULT_STATUS.questionnaire)
      throw conflict(CONSULTATION_MESSAGES.alreadySubmitted)
    const { consents } = await readJson(c, SubmitConsultBody)
    // Both texts, each in the version the API serves now: an older one means the member agreed
    // to a text that has changed since, and must read the new one first.
    const agreed = CONSENT_KINDS.every((kind) =>
      consents.some(
        (consent) => consent.kind === kind && consent.version === CONSENT_VERSIONS[kind],
      ),
    )
    if (!agreed) throw refuse('consents', CONSULTATION_MESSAGES.consentsMissing)
    // A doctor needs to know who they answer (issue 29 §1). Checked before the transaction: a
    // profile can be changed but never emptied again (`PUT /auth/me/profile` requires all three).
    const [patient] = await db
      .select({
        firstName: members.firstName,
        dateOfBirth: members.dateOfBirth,
        gender: members.gender,
      })
      .from(members)
      .where(eq(members.id, c.var.member.id))
    if (!patient || missingForConsult(patient))
      throw refuse(PROFILE_FIELD, PROFILE_MESSAGES.neededForConsult)

    const now = clock.now()
    const submitted = await db.transaction(async (tx) => {
      // Under the consult's lock: of submits at once, one moves it and the rest then find it moved
      // (409); an answer saved meanwhile is either read here or refused after (answers.ts).
      const [locked] = await tx
        .select({ status: consults.status })
        .from(consults)
        .where(eq(consults.id, consult.id))
        .for('update')
      if (locked?.status !== CONSULT_STATUS.questionnaire)
        throw conflict(CONSULTATION_MESSAGES.alreadySubmitted)
      const questionnaire = await questionnaireOfConsult(tx, consult)
      const answers = await answersOfConsult(tx, consult.id, questionnaire, deps.publicPath)
      const [missing] = missingRequired(questionnaire, answersByLinkId(answers))
      if (missing) throw refuse(missing.linkId, CONSULTATION_MESSAGES.requiredMissing)

      const [moved] = await tx
        .update(consults)
        .set({ status: CONSULT_STATUS.awaitingDoctor, submittedAt: now })
        .where(and(eq(consults.id, consult.id), eq(consults.status, CONSULT_STATUS.questionnaire)))
        .returning()
      if (!moved) throw conflict(CONSULTATION_MESSAGES.alreadySubmitted)
      await tx.insert(consultConsents).values(
        CONSENT_KINDS.map((kind) => ({
          consultId: consult.id,
          kind,
          version: CONSENT_VERSIONS[kind],
          agreedAt: now,
        })),
      )
      // The doctors' queues and the member's open pages hear of it once the transaction commits.
      await deps.events.publish({ consultId: consult.id, type: 'consult' }, tx)
      return moved
    })
    return c.json(toConsultSummary(submitted) satisfies ConsultSummary)
  })
}
