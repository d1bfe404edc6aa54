/**
 * The consult questionnaire's model: its constants and the sentences it says, the input, context
 * and events, the contracts of the actors the app provides (`consultation.actors.ts`), and the
 * pure derivations that the machine, its selectors and the page share. The flow itself is told in
 * `consultation.machine.ts`.
 */

import type { AnswerValue } from '../../../contract/consults/fhir'
import {
  ATTACHMENT_TYPES,
  type ConsentKind,
  type ConsultAttachment,
  type ConsultQuestionnaire,
  type ConsultSummary,
  type SavedAnswer,
} from '../../../contract/consults/schemas'
import {
  CONSENT_KINDS,
  CONSENT_STEP,
  progressOf,
  questionsOf,
  stepErrors,
  stepIds,
} from '../../lib/consults/consultation-steps'
import type { ProfileErrors, ProfileValues } from '../../lib/profile/check-profile'

// ---------------------------------------------------------------------------------------------
// Constants

export const CONSULT_STATUS_IN_PROGRESS = 1

export const LOAD_FAILED_MESSAGE =
  'Kuesioner belum termuat. Periksa koneksimu lalu tekan Coba lagi.'
export const TRY_LATER_MESSAGE = 'Kuesioner belum bisa dibuka sekarang. Coba lagi nanti.'
export const NOT_SAVED_MESSAGE =
  'Jawabanmu belum tersimpan. Periksa koneksimu lalu tekan tombolnya lagi.'
/** The profile could not be saved (no answer came): said on the profile form. */
export const PROFILE_NOT_SAVED_MESSAGE =
  'Profil belum tersimpan. Periksa koneksi internetmu, lalu coba lagi.'

export const NOT_SENT_MESSAGE =
  'Kuesioner belum terkirim. Periksa koneksimu lalu tekan Kirim ke Dokter lagi.'
export const CLOSED_MESSAGE =
  'Kuesioner ini sudah dikirim atau tidak berlaku lagi. Lihat konsultasimu untuk melanjutkan.'
export const PHOTO_TYPE_MESSAGE = 'Foto harus berformat JPG, PNG, WEBP, atau HEIC.'
export const PHOTO_SIZE_MESSAGE = 'Ukuran foto paling besar 8 MB. Pilih foto yang lebih kecil.'
export const UPLOAD_FAILED_MESSAGE = 'Foto belum terunggah. Periksa koneksimu lalu coba lagi.'
export const CONSENT_MISSING_MESSAGE =
  'Centang kedua persetujuan dulu supaya dokter bisa membaca jawabanmu.'

// ---------------------------------------------------------------------------------------------
// Input, context, events

export interface ConsultationInput {
  consultId: string
  /** The resume link's `contentId`, when the address had one. */
  startAt?: string | null
  /**
   * Whether the member's name, date of birth and sex are known (the session's); false asks for
   * them before the questionnaire is sent (issue 29 §1). Absent: known, and the API's refusal
   * asks instead.
   */
  profileComplete?: boolean
}

export interface ConsultationContext {
  consultId: string
  startAt: string | null
  data: ConsultQuestionnaire | null
  /** The member's answers, by linkId, as they stand in this visit. */
  answers: Record<string, AnswerValue[]>
  /** The current step: a top-level linkId, or `CONSENT_STEP`. */
  step: string
  /** The step a save is moving to. */
  target: string | null
  /** Said at a question, by its linkId. */
  errors: Record<string, string>
  consents: Record<ConsentKind, boolean>
  /** Said for the whole step: a save that got no answer, a refusal without a question. */
  message: string | null
  retries: number
  /** The photo question an upload is for. */
  uploading: string | null
  /**
   * The photo of the last upload, kept while it may simply be sent again: the server was busy
   * (503) or no answer came. 'Kirim ulang' sends it without picking it again; a new pick, a photo
   * taken or a refusal of the photo itself drops it.
   */
  unsent: { linkId: string; file: Blob; name: string } | null
  submitted: ConsultSummary | null
  /** Whether the member's profile holds what a doctor needs (name, date of birth, sex). */
  profileComplete: boolean
  /** The profile form's refusals, by field, while it asks for the profile. */
  profileErrors: ProfileErrors
}

export type ConsultationEvent =
  | { type: 'ANSWER'; linkId: string; answer: AnswerValue[] }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** A photo picked for an attachment question (`name` helps when the browser gives no type). */
  | { type: 'ATTACH_PHOTO'; linkId: string; file: Blob; name: string }
  | { type: 'SET_CONSENT'; kind: ConsentKind; agreed: boolean }
  | { type: 'SUBMIT' }
  /** The profile form asked for before sending: its values as typed. */
  | { type: 'PROFILE.SAVE'; values: ProfileValues }
  /** 'Kembali' on the profile form: back to the consent step, nothing sent. */
  | { type: 'PROFILE.CANCEL' }
  | { type: 'RETRY' }
  /**
   * Back or Forward in the browser went to this step (a top-level linkId, or the consent step):
   * taken if the member reached it, ignored otherwise (the page then puts the address back).
   */
  | { type: 'STEP.VISIT'; step: string }

// ---------------------------------------------------------------------------------------------
// The actors' contracts (implemented by the app in `consultation.actors.ts`)

/** Null when the member has no consult by that id (the API's 404). */
export type LoadQuestionnaireOutput = ConsultQuestionnaire | null
export type LoadQuestionnaireInput = { consultId: string }
export type Refusal = { ok: false; status: number; message: string; field: string | null }
export type SaveAnswersInput = {
  consultId: string
  items: SavedAnswer[]
  lastVisitedContentId: string
}
export type SaveAnswersOutput = { ok: true } | Refusal
export type UploadPhotoInput = {
  consultId: string
  linkId: string
  file: Blob
  contentType: string
}
export type UploadPhotoOutput = { ok: true; attachment: ConsultAttachment } | Refusal
export type SubmitInput = {
  consultId: string
  consents: Array<{ kind: ConsentKind; version: string }>
}
export type SubmitOutput = { ok: true; consult: ConsultSummary } | Refusal
export type SaveProfileInput = { values: ProfileValues }
export type SaveProfileOutput =
  | { ok: true }
  | { ok: false; errors: ProfileErrors; message: string | null }

// ---------------------------------------------------------------------------------------------
// Pure derivations

/** Where a consult's photo is opened: the site's own route, for its member and their doctor. */
export function photoUrl(consultId: string, attachmentId: string) {
  return `/konsultasi/lampiran/${encodeURIComponent(consultId)}/${encodeURIComponent(attachmentId)}`
}

/**
 * The content type to send a picked file as, or null when it is not a photo the API takes.
 * Some browsers give a HEIC photo no type: its name says it.
 */
export function photoContentType(file: { type: string }, name: string): string | null {
  const type = file.type.toLowerCase()
  if ((ATTACHMENT_TYPES as readonly string[]).includes(type)) return type
  if (type === 'image/jpg') return 'image/jpeg'
  if ((type === '' || type === 'application/octet-stream') && /\.hei[cf]$/i.test(name)) {
    return 'image/heic'
  }
  return null
}

export function questionnaireOf(context: ConsultationContext) {
  if (!context.data) throw new Error('The questionnaire is used before it was loaded')
  return context.data.questionnaire
}

/** The consents' versions as the member sees them now. */
export function consentsToSend(context: ConsultationContext): SubmitInput['consents'] {
  const versions = context.data?.consentVersions
  if (!versions) return []
  return CONSENT_KINDS.map((kind) => ({ kind, version: versions[kind] }))
}

/** Consents already given to the texts' current versions stay ticked. */
export function agreedConsents(data: ConsultQuestionnaire): Record<ConsentKind, boolean> {
  const agreed = (kind: ConsentKind) =>
    data.consents.some(
      (consent) => consent.kind === kind && consent.version === data.consentVersions[kind],
    )
  return {
    'consultation-agreement': agreed('consultation-agreement'),
    'health-data': agreed('health-data'),
  }
}

/**
 * The step the API records as last visited: the one moved to. The API knows only the
 * questionnaire's steps, so moving on to the consent step records the last question's step.
 */
export function visitedContentId(context: ConsultationContext): string {
  const target = context.target ?? context.step
  return target === CONSENT_STEP ? context.step : target
}

/** Whether a question is one of the current step's enabled ones. */
export function onThisStep(context: ConsultationContext, linkId: string): boolean {
  return questionsOf(questionnaireOf(context), context.answers, context.step).some(
    (item) => item.linkId === linkId,
  )
}

export function findItem(
  items: ConsultQuestionnaire['questionnaire']['item'],
  linkId: string,
): ConsultQuestionnaire['questionnaire']['item'][number] | null {
  for (const item of items) {
    if (item.linkId === linkId) return item
    const inner = item.item ? findItem(item.item, linkId) : null
    if (inner) return inner
  }
  return null
}

/**
 * Whether Back or Forward may show `target` now: an enabled step before the current one, or
 * one after it when every step on the way is answered as NEXT would ask (the consent step once
 * every step is); never the current step, nor one the branching has turned off.
 */
export function visitable(context: ConsultationContext, target: string): boolean {
  if (!context.data || target === context.step) return false
  const questionnaire = context.data.questionnaire
  const steps = stepIds(questionnaire, context.answers)
  const from = context.step === CONSENT_STEP ? steps.length : steps.indexOf(context.step)
  const to = target === CONSENT_STEP ? steps.length : steps.indexOf(target)
  if (from < 0 || to < 0) return false
  if (to < from) return true
  return steps
    .slice(from, to)
    .every((step) => Object.keys(stepErrors(questionnaire, context.answers, step)).length === 0)
}

/** A step's document title (before ' | Diri'): where it stands in the questionnaire. */
export function questionnaireTitleOf(
  context: Pick<ConsultationContext, 'data' | 'answers'>,
  step: string | null,
): string {
  const page = 'Kuesioner Konsultasi'
  if (!context.data || step === null || step === '') return page
  if (step === CONSENT_STEP) return `Persetujuan · ${page}`
  const { number, total } = progressOf(context.data.questionnaire, context.answers, step)
  return `Langkah ${number} dari ${total} · ${page}`
}
