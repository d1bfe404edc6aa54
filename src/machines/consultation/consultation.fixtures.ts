/**
 * The events the consultation graph is walked with: every event the machine handles, and what
 * each invoked actor can answer (a success, the refusals it models, a failure). Records are parsed
 * with their contract schemas, so a fixture the API could not send fails here first.
 *
 * A small questionnaire on purpose (the graph's vertices are state and context together): a
 * required choice that branches, the question it turns on, and one photo.
 */
import * as v from 'valibot'
import type { AnswerValue } from '../../../contract/consults/fhir'
import {
  ATTACHMENT_MAX_BYTES,
  ConsultAttachment,
  ConsultQuestionnaire,
  ConsultSummary,
} from '../../../contract/consults/schemas'
import { MISSING_PROFILE_FIELD, PROFILE_MESSAGES } from '../../../contract/profile/schemas'
import type { EventFixtures } from '../../../tests/support/machine-paths/path-testing'
import { CONSENT_STEP } from '../../lib/consults/consultation-steps'
import { type ActorEvent, answers, failures } from '../shared/actor-fixtures'
import type {
  ConsultationEvent,
  ConsultationInput,
  LoadQuestionnaireOutput,
  Refusal,
  SaveAnswersOutput,
  SaveProfileOutput,
  SubmitOutput,
  UploadPhotoOutput,
} from './consultation.model'

export type ConsultationPathEvent =
  | ConsultationEvent
  | ActorEvent<'loadQuestionnaire', LoadQuestionnaireOutput>
  | ActorEvent<'saveAnswers', SaveAnswersOutput>
  | ActorEvent<'uploadPhoto', UploadPhotoOutput>
  | ActorEvent<'submit', SubmitOutput>
  | ActorEvent<'saveProfile', SaveProfileOutput>

/** The API reading too many photos at once (503): the photo to send again. */
export const serverBusy: UploadPhotoOutput = {
  ok: false,
  status: 503,
  message:
    'Server sedang memproses banyak foto. Fotomu belum terkirim; coba kirim lagi dalam beberapa detik.',
  field: null,
}

export const CONSULT_ID = 'c0ffee00-0000-4000-8000-000000000015'
export const ATTACHMENT_ID = '0a77ac4e-0000-4000-8000-000000000001'

const coding = (code: string, display: string) => ({
  system: 'https://diri.co.id/fhir/CodeSystem/jawaban-kuesioner',
  code,
  display,
})
export const RINGAN = coding('ringan', 'Ringan')
export const BERAT = coding('berat', 'Berat')
export const SEDIKIT = coding('sedikit', 'Sedikit nyeri')

export const QUESTIONNAIRE = {
  resourceType: 'Questionnaire' as const,
  id: 'kuesioner-2001-v1',
  url: 'https://diri.co.id/fhir/Questionnaire/kuesioner-2001',
  version: '1',
  name: 'KuesionerJerawat',
  title: 'Kuesioner Jerawat',
  status: 'active' as const,
  item: [
    {
      linkId: 'keluhan',
      text: 'Seberapa berat jerawatmu?',
      type: 'choice' as const,
      required: true,
      answerOption: [{ valueCoding: RINGAN }, { valueCoding: BERAT }],
    },
    {
      linkId: 'nyeri',
      text: 'Seberapa nyeri?',
      type: 'choice' as const,
      required: true,
      enableWhen: [{ question: 'keluhan', operator: '=' as const, answerCoding: BERAT }],
      answerOption: [{ valueCoding: SEDIKIT }],
    },
    { linkId: 'foto', text: 'Unggah foto jerawatmu.', type: 'attachment' as const },
  ],
}

const summary = (status: number) =>
  v.parse(ConsultSummary, {
    id: CONSULT_ID,
    status,
    flowId: '2001',
    lastVisitedContentId: null,
    subClinic: 'Poliklinik Kulit',
    conditionName: 'Jerawat',
    checkedConditionName: null,
    doctorName: null,
    createdAt: '2026-12-01T03:00:00.000Z',
  })

export function consultQuestionnaire(
  overrides: Partial<ConsultQuestionnaire> = {},
  status = 1,
): ConsultQuestionnaire {
  return v.parse(ConsultQuestionnaire, {
    consult: summary(status),
    questionnaire: QUESTIONNAIRE,
    answers: [],
    lastVisitedContentId: null,
    consentVersions: { 'consultation-agreement': '2026-11', 'health-data': '2026-11' },
    consents: [],
    ...overrides,
  })
}

/** A first visit: nothing answered yet. */
export const freshQuestionnaire = consultQuestionnaire()
/** Everything answered, last seen on the consent step. */
export const answeredQuestionnaire = consultQuestionnaire({
  answers: [{ linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] }],
  lastVisitedContentId: CONSENT_STEP,
})

export const attachment = v.parse(ConsultAttachment, {
  id: ATTACHMENT_ID,
  contentType: 'image/jpeg',
  size: 182_000,
  width: 1200,
  height: 1600,
  createdAt: '2026-12-01T03:05:00.000Z',
})

export const photo = new Blob([new Uint8Array(16)], { type: 'image/jpeg' })
export const notAPhoto = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
/** Declares more than 8 MB without holding them. */
export const hugePhoto = Object.defineProperty(
  new Blob([new Uint8Array(4)], { type: 'image/png' }),
  'size',
  { value: ATTACHMENT_MAX_BYTES + 1 },
)

export const closedRefusal: Refusal = {
  ok: false,
  status: 409,
  message: 'Kuesioner ini sudah dikirim.',
  field: null,
}
export const unfitRefusal: Refusal = {
  ok: false,
  status: 422,
  message: 'Jawaban untuk pertanyaan ini tidak dikenali.',
  field: 'keluhan',
}
export const consentRefusal: Refusal = {
  ok: false,
  status: 422,
  message: 'Teks persetujuan baru saja diperbarui. Baca lalu centang lagi.',
  field: 'consents',
}

/** The API's 422 when the member's name, date of birth or sex is not known (issue 29 §1). */
export const profileRefusal: Refusal = {
  ok: false,
  status: 422,
  message: PROFILE_MESSAGES.neededForConsult,
  field: MISSING_PROFILE_FIELD,
}

export const profileValues = {
  fullName: 'Wayan Sudirta',
  dateOfBirth: '1990-01-31',
  gender: 'male',
  email: '',
}

const answer = (linkId: string, values: AnswerValue[]) =>
  ({ type: 'ANSWER', linkId, answer: values }) as const

export const consultationEvents = {
  ANSWER: [
    // 'Berat' turns the pain question on (the pinned journeys turn it off again with 'Ringan').
    answer('keluhan', [{ valueCoding: BERAT }]),
    answer('nyeri', [{ valueCoding: SEDIKIT }]),
  ],
  NEXT: [{ type: 'NEXT' }],
  BACK: [{ type: 'BACK' }],
  ATTACH_PHOTO: [
    { type: 'ATTACH_PHOTO', linkId: 'foto', file: photo, name: 'wajah.jpg' },
    // (A photo over 8 MB is refused by the same transition: the pinned journeys check its words.)
    { type: 'ATTACH_PHOTO', linkId: 'foto', file: notAPhoto, name: 'hasil-lab.pdf' },
  ],
  SET_CONSENT: [
    { type: 'SET_CONSENT', kind: 'consultation-agreement', agreed: true },
    { type: 'SET_CONSENT', kind: 'health-data', agreed: true },
  ],
  SUBMIT: [{ type: 'SUBMIT' }],
  'PROFILE.SAVE': [{ type: 'PROFILE.SAVE', values: profileValues }],
  'PROFILE.CANCEL': [{ type: 'PROFILE.CANCEL' }],
  RETRY: [{ type: 'RETRY' }],
  // Back and Forward in the browser: to each step, the consent step included.
  'STEP.VISIT': ['keluhan', 'nyeri', 'foto', 'persetujuan'].map((step) => ({
    type: 'STEP.VISIT' as const,
    step,
  })),
  'xstate.done.actor.loadQuestionnaire': answers(
    'loadQuestionnaire',
    freshQuestionnaire,
    answeredQuestionnaire,
    null,
    consultQuestionnaire({}, 2),
  ),
  'xstate.error.actor.loadQuestionnaire': failures('loadQuestionnaire'),
  'xstate.done.actor.saveAnswers': answers(
    'saveAnswers',
    { ok: true },
    unfitRefusal,
    closedRefusal,
  ),
  'xstate.error.actor.saveAnswers': failures('saveAnswers'),
  'xstate.done.actor.uploadPhoto': [
    { type: 'xstate.done.actor.uploadPhoto', output: { ok: true, attachment } },
    {
      type: 'xstate.done.actor.uploadPhoto',
      output: { ok: false, status: 422, message: 'Foto ini tidak bisa dibaca.', field: null },
    },
    { type: 'xstate.done.actor.uploadPhoto', output: serverBusy },
  ],
  'xstate.error.actor.uploadPhoto': failures('uploadPhoto'),
  'xstate.done.actor.submit': answers(
    'submit',
    { ok: true, consult: summary(2) },
    closedRefusal,
    unfitRefusal,
    consentRefusal,
    profileRefusal,
  ),
  'xstate.error.actor.submit': failures('submit'),
  'xstate.done.actor.saveProfile': answers(
    'saveProfile',
    { ok: true },
    { ok: false, errors: { dateOfBirth: PROFILE_MESSAGES.dateFuture }, message: null },
  ),
  'xstate.error.actor.saveProfile': failures('saveProfile'),
} satisfies EventFixtures<ConsultationPathEvent>

export const consultationFixtureList = Object.values(consultationEvents).flat()

/**
 * The resume link of the 'Lanjut Kuesioner' dialog, at the consent step: a first visit (nothing
 * answered) starts at the first step instead, a finished one at the consent step. One input, so
 * the graph stays small enough to walk in seconds.
 */
export const consultationInputs: ConsultationInput[] = [
  { consultId: CONSULT_ID, startAt: CONSENT_STEP },
  // A member who skipped the first-sign-in profile step: asked for it before the questionnaire goes.
  { consultId: CONSULT_ID, startAt: CONSENT_STEP, profileComplete: false },
]
