/**
 * The questionnaire page's calls: `GET /v2/consults/{id}/questionnaire` (everything one step
 * needs, for the member or their doctor) and `PUT /v2/consults/{id}/answers` (one step's answers
 * and where the member is now, saved at each step so the resume link works on any device).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { CONSENT_VERSIONS } from '../../../contract/consults/consent-versions'
import type { AnswerValue, Questionnaire, QuestionnaireItem } from '../../../contract/consults/fhir'
import {
  answerFitsItem,
  exclusiveClash,
  flattenItems,
  optionOf,
} from '../../../contract/consults/questionnaire'
import {
  type ConsultQuestionnaire,
  SaveAnswersBody,
  type SavedAnswers,
} from '../../../contract/consults/schemas'
import {
  CONSULT_STATUS,
  consultAnswers,
  consultAttachments,
  consults,
} from '../../db/schema/consults'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { isUuid } from '../../http/ids'
import { requireMember } from '../../http/middleware'
import { ApiProblem, conflict } from '../../http/problem'
import { readJson } from '../../http/validation'
import { toConsultSummary } from '../consults'
import { consultForCaller } from './access'
import { attachmentUrl } from './attachments'
import {
  answersOfConsult,
  consentsOfConsult,
  questionnaireOfConsult,
  withoutTimes,
} from './consult-data'
import { CONSULTATION_MESSAGES } from './messages'

const refuse = (path: string, message: string) => new ApiProblem(422, message, [{ path, message }])

/**
 * The step's items checked against the consult's questionnaire: every linkId a question of it
 * (not a group or a display text), once; as many answers as the item takes, each of its kind, and
 * an exclusive option ('Belum pernah') alone.
 * Photos are named by id and must be this consult's; their details are taken from the upload.
 */
async function checkedItems(
  deps: ApiDeps,
  consultId: string,
  questionnaire: Questionnaire,
  items: SaveAnswersBody['items'],
) {
  const byLinkId = new Map(flattenItems(questionnaire.item).map(({ item }) => [item.linkId, item]))
  const seen = new Set<string>()
  for (const { linkId, answer } of items) {
    const item = byLinkId.get(linkId)
    if (!item || item.type === 'group' || item.type === 'display')
      throw refuse(linkId, CONSULTATION_MESSAGES.unknownQuestion)
    if (seen.has(linkId)) throw refuse(linkId, CONSULTATION_MESSAGES.questionTwice)
    seen.add(linkId)
    if (!item.repeats && answer.length > 1)
      throw refuse(linkId, CONSULTATION_MESSAGES.oneAnswerOnly)
    if (!answer.every((value) => answerFitsItem(item, value)))
      throw refuse(linkId, CONSULTATION_MESSAGES.answerDoesNotFit)
    const alone = exclusiveClash(item, answer)
    if (alone) throw refuse(linkId, CONSULTATION_MESSAGES.exclusiveAnswer(alone.display))
  }
  return asStored(deps, consultId, items, byLinkId)
}

/** The answers as they are kept: options and photos spelled from our own records. */
async function asStored(
  { db, publicPath }: ApiDeps,
  consultId: string,
  items: SaveAnswersBody['items'],
  byLinkId: ReadonlyMap<string, QuestionnaireItem>,
) {
  const named = items.flatMap(({ answer }) =>
    answer.flatMap((value) => ('valueAttachment' in value ? [value.valueAttachment.id] : [])),
  )
  const uploads = named.length
    ? await db
        .select()
        .from(consultAttachments)
        .where(
          and(
            eq(consultAttachments.consultId, consultId),
            // Only well-formed ids reach the query; anything else names no upload.
            inArray(consultAttachments.id, named.filter(isUuid)),
          ),
        )
    : []
  const byId = new Map(uploads.map((upload) => [upload.id, upload]))
  return items.map(({ linkId, answer }) => {
    const item = byLinkId.get(linkId)
    return {
      linkId,
      answer: answer.map((value): AnswerValue => {
        // A chosen option is kept as the questionnaire spells it: the doctor reads our words,
        // never a display the caller made up for a valid code.
        if ('valueCoding' in value) {
          const option = item && optionOf(item, value.valueCoding.code)
          return option ? { valueCoding: option } : value
        }
        if (!('valueAttachment' in value)) return value
        const upload = byId.get(value.valueAttachment.id)
        if (!upload || item?.type !== 'attachment')
          throw refuse(linkId, CONSULTATION_MESSAGES.unknownAttachment)
        return {
          valueAttachment: {
            id: upload.id,
            contentType: upload.contentType,
            url: attachmentUrl(publicPath, consultId, upload.id),
            size: upload.byteSize,
            creation: upload.createdAt.toISOString(),
          },
        }
      }),
    }
  })
}

export function answerRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/v2/consults/:id/questionnaire', member, async (c) => {
      failIfRequested(deps, c, 'consult-questionnaire')
      const { consult } = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      const questionnaire = await questionnaireOfConsult(db, consult)
      const answers = await answersOfConsult(db, consult.id, questionnaire, deps.publicPath)
      return c.json({
        consult: toConsultSummary(consult),
        questionnaire,
        answers: withoutTimes(answers),
        lastVisitedContentId: consult.lastVisitedContentId,
        consentVersions: CONSENT_VERSIONS,
        consents: await consentsOfConsult(db, consult.id),
      } satisfies ConsultQuestionnaire)
    })

    .put('/v2/consults/:id/answers', member, async (c) => {
      const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      if (access.viewer !== 'member')
        throw new ApiProblem(403, CONSULTATION_MESSAGES.memberOnlyAnswers)
      const { consult } = access
      if (consult.status !== CONSULT_STATUS.questionnaire)
        throw conflict(CONSULTATION_MESSAGES.alreadySubmitted)
      const body = await readJson(c, SaveAnswersBody)
      const questionnaire = await questionnaireOfConsult(db, consult)
      if (!questionnaire.item.some((item) => item.linkId === body.lastVisitedContentId))
        throw refuse('lastVisitedContentId', CONSULTATION_MESSAGES.unknownStep)
      const items = await checkedItems(deps, consult.id, questionnaire, body.items)

      const now = clock.now()
      await db.transaction(async (tx) => {
        // Under the consult's lock and only while in progress: a save racing the submit either
        // lands before it (and is submitted) or is refused, never written after.
        const [locked] = await tx
          .select({ status: consults.status })
          .from(consults)
          .where(eq(consults.id, consult.id))
          .for('update')
        if (locked?.status !== CONSULT_STATUS.questionnaire)
          throw conflict(CONSULTATION_MESSAGES.alreadySubmitted)
        const cleared = items
          .filter(({ answer }) => answer.length === 0)
          .map(({ linkId }) => linkId)
        const given = items.filter(({ answer }) => answer.length > 0)
        if (cleared.length > 0)
          await tx
            .delete(consultAnswers)
            .where(
              and(
                eq(consultAnswers.consultId, consult.id),
                inArray(consultAnswers.linkId, cleared),
              ),
            )
        if (given.length > 0)
          await tx
            .insert(consultAnswers)
            .values(
              given.map(({ linkId, answer }) => ({
                consultId: consult.id,
                linkId,
                answer,
                updatedAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: [consultAnswers.consultId, consultAnswers.linkId],
              set: { answer: sql`excluded.answer`, updatedAt: sql`excluded.updated_at` },
            })
        await tx
          .update(consults)
          .set({ lastVisitedContentId: body.lastVisitedContentId })
          .where(eq(consults.id, consult.id))
      })
      const answers = await answersOfConsult(db, consult.id, questionnaire, deps.publicPath)
      return c.json({
        answers: withoutTimes(answers),
        lastVisitedContentId: body.lastVisitedContentId,
      } satisfies SavedAnswers)
    })
}
