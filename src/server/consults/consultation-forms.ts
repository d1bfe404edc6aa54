/**
 * The questionnaire's page addresses that take a POST (see `page-forms.ts`): starting a consult
 * and answering a step before the app's JavaScript has loaded (ADR 007), and the photo upload the
 * page sends as raw bytes. Importable from the browser.
 */
import { ATTACHMENT_MAX_BYTES } from '../../../contract/consults/schemas'

/** `flowId`, `restart` ('1' for 'Mulai Baru'), and the entry page's `type` and `name`. */
export const CONSULT_START_FORM_PATH = '/konsultasi/mulai'
export const CONSULT_START_FORM_MAX_BODY_BYTES = 1024
export const CONSULT_START_FIELDS = {
  flowId: 'flowId',
  restart: 'restart',
  type: 'type',
  name: 'name',
} as const

/** One step's answers: a few codes and at most a 2,000-character text per question. */
export const CONSULT_ANSWER_FORM_PATH = '/konsultasi/kuesioner/jawab'
export const CONSULT_ANSWER_FORM_MAX_BODY_BYTES = 32 * 1024
/** The fields beside the questions' own (named by their linkId). */
export const CONSULT_ANSWER_FIELDS = {
  consultId: '_consultId',
  step: '_langkah',
  /** The button pressed: 'lanjut', 'kembali' or 'kirim'. */
  go: '_arah',
  consent: '_setuju',
  /** An open-choice's own words: `<linkId>` + this. */
  otherSuffix: '.lainnya',
} as const

/** `POST /konsultasi/lampiran/{consultId}`: one photo, as the API takes it, and a little room. */
export const CONSULT_UPLOAD_PATH = /^\/konsultasi\/lampiran\/[^/]{1,64}$/
export const CONSULT_UPLOAD_MAX_BODY_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024
