/**
 * A questionnaire step answered before the app's JavaScript has loaded (ADR 007): the step is a
 * plain form posted to `/konsultasi/kuesioner/jawab` (route: `src/routes/konsultasi/kuesioner.jawab.ts`).
 * The step engine is pure (`consultation.steps.ts`), so the server moves exactly as the page's
 * machine does: it reads the questionnaire, takes the step's answers from the form, saves them
 * with the step moved to, and answers 303 to that step's address (the resume link). A required
 * question left open saves what was given and returns to the step with `belum=1`, where the page
 * says what is missing. On the consent step, 'Kirim ke Dokter' submits with the texts' versions
 * and lands in the chat room. Photos are chosen once the app runs (the page says so).
 */
import * as v from 'valibot'
import type { AnswerValue, QuestionnaireItem } from '../../../contract/consults/fhir'
import type { ConsentKind } from '../../../contract/consults/schemas'
import { isApiError } from '../../../contract/errors'
import {
  getConsultQuestionnaire,
  saveConsultAnswers,
  submitConsult,
} from '../../api/consults/questionnaire-calls'
import { signInHref } from '../../lib/auth/sign-in-href'
import {
  answersByLinkId,
  CONSENT_KINDS,
  CONSENT_STEP,
  nextStep,
  OTHER_CODE,
  previousStep,
  questionsOf,
  stepErrors,
  stepOf,
} from '../../lib/consults/consultation-steps'
import { clearSession, readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { ConsultId, refusalOf } from './consultation.functions'
import { CONSULT_ANSWER_FIELDS } from './consultation-forms'

const FORM_REFUSED =
  'Jawaban kuesioner tidak dikenali. Muat ulang halaman kuesioner, lalu jawab lagi.'

export async function answerStepFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const data = await postedForm(request)
  if (!data) return plainText(400, FORM_REFUSED)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const consultId = text(CONSULT_ANSWER_FIELDS.consultId)
  const step = text(CONSULT_ANSWER_FIELDS.step)
  const go = text(CONSULT_ANSWER_FIELDS.go)
  if (!v.is(ConsultId, consultId) || !['lanjut', 'kembali', 'kirim'].includes(go)) {
    return plainText(400, FORM_REFUSED)
  }
  const here = (contentId: string, extra: Record<string, string> = {}) =>
    `/konsultasi/kuesioner?${new URLSearchParams({ consultId, contentId, ...extra })}`

  const token = readSessionToken()
  if (!token) return seeOther(signInHref({ href: here(step) }, { params: {} }))
  try {
    const current = await getConsultQuestionnaire(token, consultId)
    const { questionnaire } = current
    if (current.consult.status !== 1) {
      return seeOther(`/konsultasi/pesan?chatroom=${encodeURIComponent(consultId)}`)
    }
    const saved = answersByLinkId(current.answers)

    if (step === CONSENT_STEP) {
      if (go === 'kembali') {
        return seeOther(here(previousStep(questionnaire, saved, CONSENT_STEP) ?? CONSENT_STEP))
      }
      const agreed = new Set(data.getAll(CONSULT_ANSWER_FIELDS.consent))
      if (CONSENT_KINDS.some((kind) => !agreed.has(kind))) {
        return seeOther(here(CONSENT_STEP, { belum: '1' }))
      }
      const consents = CONSENT_KINDS.map((kind: ConsentKind) => ({
        kind,
        version: current.consentVersions[kind],
      }))
      const result = await submitConsult(token, consultId, { consents }).catch((error) => {
        const refused = refusalOf(error)
        if (!refused) throw error
        return refused
      })
      if ('ok' in result) {
        const question = result.field ? stepOf(questionnaire, result.field) : null
        return seeOther(here(question ?? CONSENT_STEP, { belum: '1' }))
      }
      return seeOther(`/konsultasi/pesan?chatroom=${encodeURIComponent(consultId)}`)
    }

    if (!questionnaire.item.some((item) => item.linkId === step)) return seeOther(here(''))
    const answers = { ...saved }
    for (const item of questionsOf(questionnaire, saved, step)) {
      // Photos are not part of the form (chosen once the app runs): they stay as saved.
      if (item.type === 'attachment') continue
      answers[item.linkId] = answersFromForm(item, data)
    }
    const items = questionsOf(questionnaire, answers, step)
      .filter((item) => item.type !== 'attachment')
      .map((item) => ({ linkId: item.linkId, answer: answers[item.linkId] ?? [] }))
    const incomplete =
      go === 'lanjut' && Object.keys(stepErrors(questionnaire, answers, step)).length > 0
    const target = incomplete
      ? step
      : go === 'kembali'
        ? (previousStep(questionnaire, answers, step) ?? step)
        : nextStep(questionnaire, answers, step)
    // The API records the questionnaire's steps only: the consent step is recorded as the last.
    const visited = target === CONSENT_STEP ? step : target
    await saveConsultAnswers(token, consultId, { items, lastVisitedContentId: visited })
    return seeOther(here(target, incomplete ? { belum: '1' } : {}))
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      return seeOther(signInHref({ href: here(step) }, { params: {} }))
    }
    if (isApiError(error, 404)) return seeOther(here(step))
    const refused = refusalOf(error)
    if (refused) return seeOther(here(step, { belum: '1' }))
    throw error
  }
}

/** One question's answers as the form sent them, in the value kind its type takes. */
export function answersFromForm(item: QuestionnaireItem, data: FormData): AnswerValue[] {
  const values = data
    .getAll(item.linkId)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value !== '')
  const coding = (code: string) =>
    item.answerOption?.find((option) => option.valueCoding.code === code)?.valueCoding
  switch (item.type) {
    case 'choice':
    case 'open-choice': {
      const out: AnswerValue[] = []
      for (const code of item.repeats ? values : values.slice(0, 1)) {
        if (code === OTHER_CODE) {
          const own = data.get(`${item.linkId}${CONSULT_ANSWER_FIELDS.otherSuffix}`)
          if (typeof own === 'string' && own.trim() !== '') {
            out.push({ valueString: own.trim().slice(0, 2000) })
          }
          continue
        }
        const option = coding(code)
        if (option) out.push({ valueCoding: option })
      }
      return out
    }
    case 'boolean':
      return values[0] === 'ya'
        ? [{ valueBoolean: true }]
        : values[0] === 'tidak'
          ? [{ valueBoolean: false }]
          : []
    case 'integer': {
      const number = Number(values[0])
      return values[0] !== undefined && Number.isInteger(number) ? [{ valueInteger: number }] : []
    }
    case 'date':
      return values[0] && /^\d{4}-\d{2}-\d{2}$/.test(values[0]) ? [{ valueDate: values[0] }] : []
    case 'string':
    case 'text':
      return values[0] ? [{ valueString: values[0].slice(0, item.maxLength ?? 2000) }] : []
    default:
      return []
  }
}
