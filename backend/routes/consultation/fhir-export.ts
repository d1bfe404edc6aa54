/**
 * `GET /v2/consults/{id}/fhir`: the consult's answers as a FHIR R4 QuestionnaireResponse, for the
 * member and their doctor. Only what the member was asked counts: answers the branching disabled
 * later are kept in the database (the member may come back to them) but never exported.
 */
import { Hono } from 'hono'
import type {
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
} from '../../../contract/consults/fhir'
import { type Answers, enabledLinkIds } from '../../../contract/consults/questionnaire'
import { CONSULT_STATUS } from '../../db/schema/consults'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { consultForCaller } from './access'
import { answersByLinkId, answersOfConsult, questionnaireOfConsult } from './consult-data'

/**
 * The questionnaire's tree cut to the enabled items that have answers: a group (or a question's
 * follow-ups) keeps its children's items and is left out when none has any.
 */
export function responseItems(
  items: readonly QuestionnaireItem[],
  answers: Answers,
  enabled: ReadonlySet<string>,
): QuestionnaireResponseItem[] {
  return items.flatMap((item): QuestionnaireResponseItem[] => {
    if (!enabled.has(item.linkId) || item.type === 'display') return []
    const children = responseItems(item.item ?? [], answers, enabled)
    const answer = item.type === 'group' ? [] : (answers[item.linkId] ?? [])
    if (answer.length === 0 && children.length === 0) return []
    return [
      {
        linkId: item.linkId,
        ...(item.text === undefined ? {} : { text: item.text }),
        ...(answer.length > 0 ? { answer: [...answer] } : {}),
        ...(children.length > 0 ? { item: children } : {}),
      },
    ]
  })
}

export function fhirRoutes(deps: ApiDeps) {
  const { db } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().get('/v2/consults/:id/fhir', member, async (c) => {
    const { consult } = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
    const questionnaire = await questionnaireOfConsult(db, consult)
    const stored = await answersOfConsult(db, consult.id, questionnaire, deps.publicPath)
    const answers = answersByLinkId(stored)
    const newestAnswer = stored.reduce<Date | null>(
      (newest, { updatedAt }) => (newest === null || updatedAt > newest ? updatedAt : newest),
      null,
    )
    const authored = consult.submittedAt ?? newestAnswer ?? consult.createdAt
    return c.json({
      resourceType: 'QuestionnaireResponse',
      id: consult.id,
      questionnaire: `${questionnaire.url}|${questionnaire.version}`,
      status: consult.status === CONSULT_STATUS.questionnaire ? 'in-progress' : 'completed',
      // The member by id only: the export carries no name or phone number.
      subject: { reference: `Patient/${consult.memberId}` },
      authored: authored.toISOString(),
      item: responseItems(questionnaire.item, answers, enabledLinkIds(questionnaire, answers)),
    } satisfies QuestionnaireResponse)
  })
}
