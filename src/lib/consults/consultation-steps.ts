/**
 * The questionnaire's steps as pure functions of the questionnaire and the answers: which step is
 * where, the next and the previous one, what a step saves, and whether it may be left. Shared by
 * the machine, its selectors and the server's form handler (`consult-answer-form.server.ts`), so
 * the page before and after its JavaScript has loaded moves the same way.
 */
import type { AnswerValue, QuestionnaireItem } from '../../../contract/consults/fhir'
import {
  type Answers,
  answerFitsItem,
  enabledLinkIds,
  enabledSteps,
  flattenItems,
  missingRequired,
  questionsOfStep,
} from '../../../contract/consults/questionnaire'
import type {
  ConsentKind,
  ConsultQuestionnaire,
  SavedAnswer,
} from '../../../contract/consults/schemas'

/** The step after the questions: the two consents and 'Kirim ke Dokter' (its `contentId`). */
export const CONSENT_STEP = 'persetujuan'

/** The option of an open-choice question that takes the member's own words ('Lainnya'). */
export const OTHER_CODE = '__lainnya'

export const REQUIRED_MESSAGE = 'Pertanyaan ini wajib dijawab. Pilih atau tulis jawabanmu dulu.'
export const UNFIT_MESSAGE = 'Jawaban ini belum sesuai. Periksa lagi, lalu lanjutkan.'

type Questionnaire = ConsultQuestionnaire['questionnaire']

/** The saved answers as the engine reads them: by linkId. */
export function answersByLinkId(saved: readonly SavedAnswer[]): Record<string, AnswerValue[]> {
  return Object.fromEntries(saved.map((entry) => [entry.linkId, entry.answer]))
}

/** The enabled steps' linkIds, in order (a top-level item each). */
export function stepIds(questionnaire: Questionnaire, answers: Answers): string[] {
  return enabledSteps(questionnaire, answers).map((item) => item.linkId)
}

/** The top-level item a linkId belongs to (itself, or the step holding it), or null. */
export function stepOf(questionnaire: Questionnaire, linkId: string): string | null {
  for (const step of questionnaire.item) {
    if (flattenItems([step]).some(({ item }) => item.linkId === linkId)) return step.linkId
  }
  return null
}

/**
 * Where a visit starts: the resume link's step, else the last visited one, if it is an enabled
 * step (or the consent step with nothing required missing); else the first step. A step the
 * branching has turned off, or an id from an older questionnaire, starts at the first step.
 */
export function resumeStep(
  questionnaire: Questionnaire,
  answers: Answers,
  wanted: ReadonlyArray<string | null | undefined>,
): string {
  const steps = stepIds(questionnaire, answers)
  for (const id of wanted) {
    if (!id) continue
    if (id === CONSENT_STEP) {
      if (missingRequired(questionnaire, answers).length === 0) return CONSENT_STEP
      continue
    }
    const step = stepOf(questionnaire, id)
    if (step && steps.includes(step)) return step
  }
  return steps[0] ?? CONSENT_STEP
}

/** The step after `current` with these answers (the consent step after the last). */
export function nextStep(questionnaire: Questionnaire, answers: Answers, current: string): string {
  const steps = stepIds(questionnaire, answers)
  const index = steps.indexOf(current)
  return steps[index + 1] ?? CONSENT_STEP
}

/** The step before `current`, or null on the first. */
export function previousStep(
  questionnaire: Questionnaire,
  answers: Answers,
  current: string,
): string | null {
  const steps = stepIds(questionnaire, answers)
  if (current === CONSENT_STEP) return steps.at(-1) ?? null
  const index = steps.indexOf(current)
  return index > 0 ? (steps[index - 1] ?? null) : null
}

/** 'Langkah N dari M': over the enabled steps and the consent step. */
export function progressOf(
  questionnaire: Questionnaire,
  answers: Answers,
  current: string,
): { number: number; total: number } {
  const steps = stepIds(questionnaire, answers)
  const total = steps.length + 1
  if (current === CONSENT_STEP) return { number: total, total }
  return { number: Math.max(0, steps.indexOf(current)) + 1, total }
}

export function stepItem(questionnaire: Questionnaire, linkId: string): QuestionnaireItem | null {
  return questionnaire.item.find((item) => item.linkId === linkId) ?? null
}

/** The enabled questions of a step, as the page shows them and the API saves them. */
export function questionsOf(
  questionnaire: Questionnaire,
  answers: Answers,
  step: string,
): QuestionnaireItem[] {
  const item = stepItem(questionnaire, step)
  if (!item) return []
  return questionsOfStep(item, enabledLinkIds(questionnaire, answers))
}

/**
 * What a step saves: each enabled question's answers that fit it (a cleared question as `[]`).
 * An answer that does not fit is not sent: `stepErrors` holds the member there with a reason.
 */
export function stepAnswers(
  questionnaire: Questionnaire,
  answers: Answers,
  step: string,
): SavedAnswer[] {
  return questionsOf(questionnaire, answers, step).map((item) => ({
    linkId: item.linkId,
    answer: (answers[item.linkId] ?? []).filter((answer) => answerFitsItem(item, answer)),
  }))
}

/** Why a step may not be left forward: its required questions unanswered, answers that misfit. */
export function stepErrors(
  questionnaire: Questionnaire,
  answers: Answers,
  step: string,
): Record<string, string> {
  const item = stepItem(questionnaire, step)
  if (!item) return {}
  const errors: Record<string, string> = {}
  for (const question of questionsOf(questionnaire, answers, step)) {
    const given = answers[question.linkId] ?? []
    if (given.some((answer) => !answerFitsItem(question, answer))) {
      errors[question.linkId] = UNFIT_MESSAGE
    }
  }
  for (const missing of missingRequired(questionnaire, answers, [item])) {
    errors[missing.linkId] = REQUIRED_MESSAGE
  }
  return errors
}

/** The two agreements a member ticks before submitting (each recorded with its version). */
export const CONSENT_KINDS = [
  'consultation-agreement',
  'health-data',
] as const satisfies readonly ConsentKind[]
