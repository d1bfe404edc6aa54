/**
 * The questionnaire's answers as the doctor reads them: only the items the member's own answers
 * enable (the engine in `contract/consults/questionnaire.ts`, the same the page and the API use),
 * only those answered, in the questionnaire's order, each value in words.
 */
import { LOCALE } from '../../../app.config'
import type { AnswerValue, FhirAttachment, Questionnaire } from '../../../contract/consults/fhir'
import {
  type Answers,
  enabledLinkIds,
  flattenItems,
} from '../../../contract/consults/questionnaire'
import type { SavedAnswer } from '../../../contract/consults/schemas'

/** One answer as shown: words, or a photo. */
export type ShownAnswer = { kind: 'text'; text: string } | { kind: 'photo'; photo: FhirAttachment }

export interface AnsweredQuestion {
  linkId: string
  question: string
  /** The group it belongs to, when it is in one ('Perawatan kulit sehari-hari'). */
  group: string | null
  answers: ShownAnswer[]
}

// A date-only answer is a calendar day: read and written in UTC so no time zone moves it.
const calendarDay = new Intl.DateTimeFormat(LOCALE.bcp47, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const wholeNumber = new Intl.NumberFormat(LOCALE.bcp47)

/** `{valueCoding}` → its display, dates as `12 April 1998`, booleans as Ya/Tidak. */
export function formatAnswer(answer: AnswerValue): ShownAnswer {
  if ('valueAttachment' in answer) return { kind: 'photo', photo: answer.valueAttachment }
  if ('valueCoding' in answer) return { kind: 'text', text: answer.valueCoding.display }
  if ('valueBoolean' in answer) return { kind: 'text', text: answer.valueBoolean ? 'Ya' : 'Tidak' }
  if ('valueInteger' in answer)
    return { kind: 'text', text: wholeNumber.format(answer.valueInteger) }
  if ('valueDate' in answer) {
    return { kind: 'text', text: calendarDay.format(new Date(`${answer.valueDate}T00:00:00Z`)) }
  }
  return { kind: 'text', text: answer.valueString }
}

export function answeredQuestions(
  questionnaire: Pick<Questionnaire, 'item'>,
  saved: readonly SavedAnswer[],
): AnsweredQuestion[] {
  const answers: Answers = Object.fromEntries(saved.map((entry) => [entry.linkId, entry.answer]))
  const enabled = enabledLinkIds(questionnaire, answers)
  const all = flattenItems(questionnaire.item)
  const groupText = new Map(
    all
      .filter(({ item }) => item.type === 'group')
      .map(({ item }) => [item.linkId, item.text ?? null]),
  )
  return all.flatMap(({ item, parent }) => {
    const given = answers[item.linkId] ?? []
    if (!enabled.has(item.linkId) || item.type === 'group' || item.type === 'display') return []
    if (given.length === 0) return []
    return [
      {
        linkId: item.linkId,
        question: item.text ?? item.linkId,
        group: parent === null ? null : (groupText.get(parent) ?? null),
        answers: given.map(formatAnswer),
      },
    ]
  })
}
