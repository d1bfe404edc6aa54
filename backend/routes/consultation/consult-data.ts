/**
 * What the consultation routes read about one consult: its questionnaire version, its answers
 * (in the questionnaire's order) and its consents. Shared by the questionnaire page's calls, the
 * submit and the FHIR export, so they all see one consult the same way.
 */
import { asc, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { AnswerValue, Questionnaire } from '../../../contract/consults/fhir'
import { flattenItems } from '../../../contract/consults/questionnaire'
import { type Consent, ConsentKind, type SavedAnswer } from '../../../contract/consults/schemas'
import type { Database, Transaction } from '../../db/client'
import { consultAnswers, consultConsents, questionnaires } from '../../db/schema/consults'
import { notFound } from '../../http/problem'
import type { ConsultRow } from './access'
import { attachmentUrl } from './attachments'
import { CONSULTATION_MESSAGES } from './messages'

type Reader = Database | Transaction

/** The flow's newest questionnaire version, or null when the flow has none. */
export async function newestQuestionnaireOf(db: Reader, flowId: string) {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.flowId, flowId))
    .orderBy(desc(questionnaires.version))
    .limit(1)
  return row ? { id: row.id, resource: v.parse(Questionnaire, row.resource) } : null
}

/**
 * The version the consult was started on. A consult older than the questionnaires (none named)
 * gets its flow's newest one, which is what it would be started on today.
 */
export async function questionnaireOfConsult(db: Reader, consult: ConsultRow) {
  if (consult.questionnaireId) {
    const [row] = await db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, consult.questionnaireId))
      .limit(1)
    if (row) return v.parse(Questionnaire, row.resource)
  }
  const newest = await newestQuestionnaireOf(db, consult.flowId)
  if (!newest) throw notFound(CONSULTATION_MESSAGES.noQuestionnaire)
  return newest.resource
}

export interface StoredAnswer extends SavedAnswer {
  updatedAt: Date
}

const AnswerList = v.array(AnswerValue)

/**
 * The consult's answers, in the order of the questionnaire's items. A photo's `url` is made for
 * where the API is reached now (`publicPath`), not where it was when the answer was saved.
 */
export async function answersOfConsult(
  db: Reader,
  consultId: string,
  questionnaire: Questionnaire,
  publicPath: string,
): Promise<StoredAnswer[]> {
  const rows = await db
    .select()
    .from(consultAnswers)
    .where(eq(consultAnswers.consultId, consultId))
    .orderBy(asc(consultAnswers.linkId))
  const order = new Map(
    flattenItems(questionnaire.item).map(({ item }, index) => [item.linkId, index]),
  )
  const position = (linkId: string) => order.get(linkId) ?? Number.MAX_SAFE_INTEGER
  const withUrl = (value: AnswerValue): AnswerValue =>
    'valueAttachment' in value
      ? {
          valueAttachment: {
            ...value.valueAttachment,
            url: attachmentUrl(publicPath, consultId, value.valueAttachment.id),
          },
        }
      : value
  return rows
    .map((row) => ({
      linkId: row.linkId,
      answer: v.parse(AnswerList, row.answer).map(withUrl),
      updatedAt: row.updatedAt,
    }))
    .sort((a, b) => position(a.linkId) - position(b.linkId))
}

/** The answers as the engine reads them: by linkId. */
export function answersByLinkId(answers: readonly SavedAnswer[]) {
  return Object.fromEntries(answers.map(({ linkId, answer }) => [linkId, answer]))
}

export function withoutTimes(answers: readonly StoredAnswer[]): SavedAnswer[] {
  return answers.map(({ linkId, answer }) => ({ linkId, answer }))
}

export async function consentsOfConsult(db: Reader, consultId: string): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consultConsents)
    .where(eq(consultConsents.consultId, consultId))
    .orderBy(asc(consultConsents.kind))
  return rows.map((row) => ({
    kind: v.parse(ConsentKind, row.kind),
    version: row.version,
    agreedAt: row.agreedAt.toISOString(),
  }))
}
