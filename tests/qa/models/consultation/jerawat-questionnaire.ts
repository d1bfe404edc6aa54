/**
 * The machine's paths walk the fixtures' small questionnaire (a required choice that branches,
 * the question it turns on, a photo, then the consents); the real app asks the seeded Jerawat
 * questionnaire (flow 2001, 15 steps). This is how one stands for the other:
 *
 * - 'keluhan' (Ringan / Berat) is 'jenis-jerawat': comedones, or nodules, which turn 'nyeri' on as
 *   Berat does; 'nyeri' is 'nyeri' ('Sedikit nyeri' for 'Sedikit nyeri bila disentuh'); 'foto' is
 *   'foto'; the consent step is the consent step.
 * - The real steps between (how many inflamed, since when, …) are answered before the page opens,
 *   through the API as the member's own app saves them, so a move of the small questionnaire is
 *   the member pressing 'Lanjut' or 'Kembali' through them: the last press is the move the path
 *   makes (the one whose answer an arrangement decides), the ones before are saves that pass.
 */
import type {
  AnswerValue,
  Questionnaire,
  QuestionnaireItem,
} from '../../../../contract/consults/fhir'
import type { SavedAnswer } from '../../../../contract/consults/schemas'
import { CONSENT_STEP } from '../../../../src/lib/consults/consultation-steps'
import type { ConsultationContext } from '../../../../src/machines/consultation/consultation.model'

export const JERAWAT_FLOW = '2001'

/** The fixture step → the real step it stands for. */
const REAL_STEP: Record<string, string> = {
  keluhan: 'jenis-jerawat',
  nyeri: 'nyeri',
  foto: 'foto',
  [CONSENT_STEP]: CONSENT_STEP,
}

export function realStepOf(fixtureStep: string): string {
  const real = REAL_STEP[fixtureStep]
  if (!real) throw new Error(`No real Jerawat step stands for the fixture step "${fixtureStep}"`)
  return real
}

/** The real options that stand for the fixtures' codes. */
const REAL_CODES: Record<string, string> = { ringan: 'komedo', berat: 'nodul', sedikit: 'ringan' }

/** The real option codes for a fixture answer ('berat' → 'nodul'). */
export function realCodesOf(answer: readonly AnswerValue[] | undefined): string[] {
  return (answer ?? []).flatMap((value) => {
    if (!('valueCoding' in value)) return []
    const real = REAL_CODES[value.valueCoding.code]
    if (!real) throw new Error(`No real Jerawat option stands for "${value.valueCoding.code}"`)
    return [real]
  })
}

/** Whether the fixture answers turn the pain question on (Berat, as nodules do for real). */
export function painAsked(answers: ConsultationContext['answers']): boolean {
  return realCodesOf(answers.keluhan).includes('nodul')
}

/** The real steps in order, the pain question only when nodules are among the kinds. */
export function realSteps(questionnaire: Questionnaire, pain: boolean): string[] {
  return [
    ...questionnaire.item.map((item) => item.linkId).filter((linkId) => linkId !== 'nyeri' || pain),
    CONSENT_STEP,
  ]
}

/** The step's heading as the page shows it (questionnaire-step.tsx). */
export function titleOf(questionnaire: Questionnaire, step: string): string {
  if (step === CONSENT_STEP) return 'Persetujuan sebelum dikirim'
  const item = questionnaire.item.find((candidate) => candidate.linkId === step)
  if (!item) throw new Error(`The Jerawat questionnaire has no step "${step}"`)
  return item.type === 'display' ? 'Sebelum mulai' : (item.text ?? '')
}

/** The option of a real choice question, by code, as its label shows it. */
export function optionLabel(questionnaire: Questionnaire, linkId: string, code: string): string {
  const item = findItem(questionnaire.item, linkId)
  const option = item?.answerOption?.find((candidate) => candidate.valueCoding?.code === code)
  if (!option?.valueCoding?.display) {
    throw new Error(`The Jerawat question "${linkId}" has no option "${code}"`)
  }
  return option.valueCoding.display
}

function findItem(items: readonly QuestionnaireItem[], linkId: string): QuestionnaireItem | null {
  for (const item of items) {
    if (item.linkId === linkId) return item
    const inner = item.item ? findItem(item.item, linkId) : null
    if (inner) return inner
  }
  return null
}

function coding(questionnaire: Questionnaire, linkId: string, code: string): AnswerValue {
  const option = findItem(questionnaire.item, linkId)?.answerOption?.find(
    (candidate) => candidate.valueCoding?.code === code,
  )
  if (!option?.valueCoding) throw new Error(`The Jerawat question "${linkId}" has no "${code}"`)
  return { valueCoding: option.valueCoding }
}

/**
 * The answers of the real steps the small questionnaire does not have, as someone with nothing
 * special to tell, and of 'jenis-jerawat' when the fixture's load has 'keluhan' answered.
 */
export function answersBeforeOpening(
  questionnaire: Questionnaire,
  keluhan: readonly AnswerValue[] | undefined,
): SavedAnswer[] {
  const choice = (linkId: string, code: string) => ({
    linkId,
    answer: [coding(questionnaire, linkId, code)],
  })
  const no = (linkId: string) => ({ linkId, answer: [{ valueBoolean: false }] })
  return [
    choice('lokasi', 'dahi'),
    choice('jumlah', 'kurang-10'),
    choice('lama-keluhan', '1-4-minggu'),
    choice('pemicu.haid', 'tidak-berlaku'),
    no('bekas'),
    choice('perawatan.jenis-kulit', 'normal'),
    choice('perawatan.tabir-surya', 'kadang'),
    choice('pengobatan-sebelumnya', 'belum'),
    no('alergi'),
    no('obat-rutin'),
    no('kehamilan'),
    ...realCodesOf(keluhan).map((code) => choice('jenis-jerawat', code)),
  ]
}
