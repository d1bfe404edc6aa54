/**
 * Filling a questionnaire through the API as the page does, for tests and scripts that need a
 * submitted consult (the chat, the doctor's console, the scale test): every enabled question of
 * every step gets a plausible answer of its kind, each step is saved with the step moved to, and
 * the consult is submitted with the current consent versions.
 */
import type { AnswerValue, QuestionnaireItem } from '../../contract/consults/fhir'
import { enabledLinkIds, enabledSteps, flattenItems } from '../../contract/consults/questionnaire'
import type {
  ConsultQuestionnaire,
  SaveAnswersBody,
  SubmitConsultBody,
} from '../../contract/consults/schemas'

/**
 * The profile a doctor needs before a questionnaire is sent (issue 29 §1: the API refuses the
 * submit without name, date of birth and sex), for members these tests make up.
 */
export const TEST_PATIENT_PROFILE = {
  fullName: 'Dewi Anggraini',
  dateOfBirth: '1996-03-14',
  gender: 'female',
  email: null,
} as const

/** A plausible answer of the item's kind (the first option of a choice); none for photos. */
export function sampleAnswer(item: QuestionnaireItem): AnswerValue | null {
  switch (item.type) {
    case 'boolean':
      return { valueBoolean: false }
    case 'integer':
      return { valueInteger: 3 }
    case 'date':
      return { valueDate: '2026-09-01' }
    case 'string':
    case 'text':
      return { valueString: 'Sejak bulan lalu, sudah coba sabun bayi.' }
    case 'choice':
    case 'open-choice': {
      const option = item.answerOption?.[0]
      return option ? { valueCoding: option.valueCoding } : { valueString: 'Lainnya' }
    }
    default:
      return null
  }
}

/**
 * Answers every step of `room` (the consult's GET …/questionnaire), calling `save` with each
 * step's body (`PUT …/answers`), then `submit` with the consents (`POST …/submit`). Returns the
 * answers given, by linkId.
 */
export async function answerEveryStep(
  room: Pick<ConsultQuestionnaire, 'questionnaire' | 'consentVersions'>,
  save: (body: SaveAnswersBody) => Promise<unknown>,
  submit: (body: SubmitConsultBody) => Promise<unknown>,
): Promise<Record<string, AnswerValue[]>> {
  const answers: Record<string, AnswerValue[]> = {}
  for (let index = 0; ; index++) {
    const step = enabledSteps(room.questionnaire, answers)[index]
    if (!step) break
    const enabled = enabledLinkIds(room.questionnaire, answers)
    const items = flattenItems([step])
      .map(({ item }) => item)
      .filter((item) => enabled.has(item.linkId))
      .flatMap((item) => {
        const answer = sampleAnswer(item)
        if (!answer) return []
        answers[item.linkId] = [answer]
        return [{ linkId: item.linkId, answer: [answer] }]
      })
    const next = enabledSteps(room.questionnaire, answers)[index + 1] ?? step
    await save({ items, lastVisitedContentId: next.linkId })
  }
  await submit({
    consents: Object.entries(room.consentVersions).map(([kind, version]) => ({
      kind: kind as SubmitConsultBody['consents'][number]['kind'],
      version,
    })),
  })
  return answers
}
