/**
 * The questionnaire of a consult (issue #15): one step at a time (a question, or a group with its
 * children), each saved on the server as the member moves on or back, then the two consents and
 * the submit that sends the consult to the doctors.
 *
 * - `loading` reads the consult's questionnaire, its answers and where the member was; the visit
 *   starts at the resume link's step (`input.startAt`), else the last visited one, else the first.
 *   A load may fail three times in a row (`MAX_LOAD_ATTEMPTS`), then `failed`.
 * - `answering` holds the current step (`context.step`, a top-level linkId). ANSWER changes the
 *   answers in the context (the branching, and so 'Langkah N dari M', follows at once); NEXT is
 *   refused at the step while a required question is unanswered; NEXT and BACK go through
 *   `saving`, which PUTs the step's answers with `lastVisitedContentId` = the step moved to, so a
 *   reload or another device resumes there.
 * - `uploading` sends one photo (type and size checked first) and adds it to the item's answers.
 * - `consent` is the last step: both consents, then SUBMIT → `submitting` → `submitted`, which
 *   navigates to the chat room.
 *
 * Expected refusals are actor outputs: a 422 names the question (`field`, its linkId) and is said
 * there; a 409 means the questionnaire is no longer open (sent or set aside in another tab):
 * `closed`. `onError` means no answer came or something broke. A session that ended
 * (`SignInRequiredError`) goes to `signInAgain` from anywhere.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AnswerValue } from '../../../contract/consults/fhir'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type ConsentKind,
  type ConsultAttachment,
  type ConsultQuestionnaire,
  type ConsultSummary,
  type SavedAnswer,
} from '../../../contract/consults/schemas'
import {
  answersByLinkId,
  CONSENT_STEP,
  nextStep,
  previousStep,
  questionsOf,
  resumeStep,
  stepAnswers,
  stepErrors,
  stepOf,
} from '../../lib/consults/consultation-steps'

// ---------------------------------------------------------------------------------------------
// Constants

export const MAX_LOAD_ATTEMPTS = 3
export const CONSULT_STATUS_IN_PROGRESS = 1

export const LOAD_FAILED_MESSAGE =
  'Kuesioner belum termuat. Periksa koneksimu lalu tekan Coba lagi.'
export const TRY_LATER_MESSAGE = 'Kuesioner belum bisa dibuka sekarang. Coba lagi nanti.'
export const NOT_SAVED_MESSAGE =
  'Jawabanmu belum tersimpan. Periksa koneksimu lalu tekan tombolnya lagi.'
export const NOT_SENT_MESSAGE =
  'Kuesioner belum terkirim. Periksa koneksimu lalu tekan Kirim ke Dokter lagi.'
export const CLOSED_MESSAGE =
  'Kuesioner ini sudah dikirim atau tidak berlaku lagi. Lihat konsultasimu untuk melanjutkan.'
export const PHOTO_TYPE_MESSAGE = 'Foto harus berformat JPG, PNG, WEBP, atau HEIC.'
export const PHOTO_SIZE_MESSAGE = 'Ukuran foto paling besar 8 MB. Pilih foto yang lebih kecil.'
export const UPLOAD_FAILED_MESSAGE = 'Foto belum terunggah. Periksa koneksimu lalu coba lagi.'
export const CONSENT_MISSING_MESSAGE =
  'Centang kedua persetujuan dulu supaya dokter bisa membaca jawabanmu.'

export const CONSENT_KINDS = [
  'consultation-agreement',
  'health-data',
] as const satisfies readonly ConsentKind[]

// ---------------------------------------------------------------------------------------------
// Input, context, events

export interface ConsultationInput {
  consultId: string
  /** The resume link's `contentId`, when the address had one. */
  startAt?: string | null
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
}

export type ConsultationEvent =
  | { type: 'ANSWER'; linkId: string; answer: AnswerValue[] }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** A photo picked for an attachment question (`name` helps when the browser gives no type). */
  | { type: 'ATTACH_PHOTO'; linkId: string; file: Blob; name: string }
  | { type: 'SET_CONSENT'; kind: ConsentKind; agreed: boolean }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }

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

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`)
}

// ---------------------------------------------------------------------------------------------
// Pure derivations

export function isSignInRequired(error: unknown): boolean {
  return error instanceof Error && error.name === 'SignInRequiredError'
}

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

function questionnaireOf(context: ConsultationContext) {
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
function agreedConsents(data: ConsultQuestionnaire): Record<ConsentKind, boolean> {
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
function onThisStep(context: ConsultationContext, linkId: string): boolean {
  return questionsOf(questionnaireOf(context), context.answers, context.step).some(
    (item) => item.linkId === linkId,
  )
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

// ---------------------------------------------------------------------------------------------
// The machine

export const consultationMachine = setup({
  types: {} as {
    context: ConsultationContext
    events: ConsultationEvent
    input: ConsultationInput
    tags: 'busy'
  },
  actors: {
    // Provided by the app (`consultationActors`); tests provide fakes.
    loadQuestionnaire: fromPromise<LoadQuestionnaireOutput, LoadQuestionnaireInput>(
      notProvided('loadQuestionnaire'),
    ),
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(notProvided('saveAnswers')),
    uploadPhoto: fromPromise<UploadPhotoOutput, UploadPhotoInput>(notProvided('uploadPhoto')),
    submit: fromPromise<SubmitOutput, SubmitInput>(notProvided('submit')),
  },
  actions: {
    // Provided by the app: the router's navigation and the error reporter.
    navigate: (_, _params: { url: string }) => {},
    reportError: (_, _params: { error: unknown }) => {},

    countFailure: assign({
      retries: ({ context }) => Math.min(MAX_LOAD_ATTEMPTS, context.retries + 1),
      message: LOAD_FAILED_MESSAGE,
    }),
    giveUp: assign({ retries: MAX_LOAD_ATTEMPTS, message: TRY_LATER_MESSAGE }),
    storeQuestionnaire: assign(({ context }, data: ConsultQuestionnaire) => {
      const answers = answersByLinkId(data.answers)
      return {
        data,
        answers,
        step: resumeStep(data.questionnaire, answers, [context.startAt, data.lastVisitedContentId]),
        consents: agreedConsents(data),
        retries: 0,
        message: null,
      }
    }),
    sayClosed: assign({ message: CLOSED_MESSAGE }),

    answer: assign(({ context }, params: { linkId: string; answer: AnswerValue[] }) => {
      const { [params.linkId]: _, ...errors } = context.errors
      return {
        answers: { ...context.answers, [params.linkId]: params.answer },
        errors,
        message: null,
      }
    }),
    markStepErrors: assign({
      errors: ({ context }) => stepErrors(questionnaireOf(context), context.answers, context.step),
      message: null,
    }),
    aimNext: assign({
      target: ({ context }) => nextStep(questionnaireOf(context), context.answers, context.step),
    }),
    aimBack: assign({
      target: ({ context }) =>
        previousStep(questionnaireOf(context), context.answers, context.step),
    }),
    /** The save went through: the member is on the step it moved to. */
    moveToTarget: assign(({ context }) => ({
      step: context.target ?? context.step,
      target: null,
      errors: {},
      message: null,
    })),
    /** Said at the question the API named, or for the step. */
    storeRefusal: assign(({ context }, refusal: Refusal) => {
      const question =
        refusal.field && context.data && stepOf(context.data.questionnaire, refusal.field)
          ? refusal.field
          : null
      return {
        target: null,
        errors: question ? { ...context.errors, [question]: refusal.message } : context.errors,
        message: question ? null : refusal.message,
      }
    }),
    storeNotSaved: assign({ target: null, message: NOT_SAVED_MESSAGE }),

    refusePhoto: assign(({ context }, params: { linkId: string; message: string }) => ({
      errors: { ...context.errors, [params.linkId]: params.message },
      unsent: null,
    })),
    startUpload: assign((_, params: { linkId: string; file: Blob; name: string }) => ({
      uploading: params.linkId,
      unsent: params,
    })),
    /** A repeating photo question gathers photos; another takes the new one instead. */
    addPhoto: assign(({ context }, output: UploadPhotoOutput) => {
      const linkId = context.uploading
      if (!output.ok || !linkId) return { uploading: null }
      const { attachment } = output
      const value: AnswerValue = {
        valueAttachment: {
          id: attachment.id,
          contentType: attachment.contentType,
          url: photoUrl(context.consultId, attachment.id),
          size: attachment.size,
          creation: attachment.createdAt,
        },
      }
      const item = context.data?.questionnaire
        ? findItem(context.data.questionnaire.item, linkId)
        : null
      const before = item?.repeats ? (context.answers[linkId] ?? []) : []
      const { [linkId]: _, ...errors } = context.errors
      return {
        uploading: null,
        unsent: null,
        answers: { ...context.answers, [linkId]: [...before, value] },
        errors,
      }
    }),
    storeUploadRefusal: assign(({ context }, refusal: Refusal) => ({
      uploading: null,
      // Busy (503) is no verdict on the photo: it is kept to send again.
      unsent: refusal.status === 503 ? context.unsent : null,
      errors: context.uploading
        ? { ...context.errors, [context.uploading]: refusal.message }
        : context.errors,
    })),
    sayUploadFailed: assign(({ context }) => ({
      uploading: null,
      errors: context.uploading
        ? { ...context.errors, [context.uploading]: UPLOAD_FAILED_MESSAGE }
        : context.errors,
    })),

    setConsent: assign(({ context }, params: { kind: ConsentKind; agreed: boolean }) => ({
      consents: { ...context.consents, [params.kind]: params.agreed },
      message: null,
    })),
    sayConsentMissing: assign({ message: CONSENT_MISSING_MESSAGE }),
    /** The API named a question still unanswered: the member goes back to it. */
    backToQuestion: assign(({ context }, refusal: Refusal) => {
      const step = refusal.field ? stepOf(questionnaireOf(context), refusal.field) : null
      return {
        step: step ?? context.step,
        errors: refusal.field ? { [refusal.field]: refusal.message } : {},
        message: null,
      }
    }),
    storeSubmitRefusal: assign({ message: (_, refusal: Refusal) => refusal.message }),
    storeNotSent: assign({ message: NOT_SENT_MESSAGE }),
    storeSubmitted: assign({
      submitted: (_, output: SubmitOutput) => (output.ok ? output.consult : null),
      message: null,
    }),
  },
  guards: {
    signInRequired: (_, params: { error: unknown }) => isSignInRequired(params.error),
    lastAttempt: ({ context }) => context.retries + 1 >= MAX_LOAD_ATTEMPTS,
    notFound: (_, output: LoadQuestionnaireOutput) => output === null,
    notInProgress: (_, output: LoadQuestionnaireOutput) =>
      output !== null && output.consult.status !== CONSULT_STATUS_IN_PROGRESS,
    onConsent: ({ context }) => context.step === CONSENT_STEP,
    onThisStep: ({ context }, params: { linkId: string }) => onThisStep(context, params.linkId),
    /** The visit starts at the consent step (the resume link's, or the last visited). */
    resumesAtConsent: ({ context }, output: LoadQuestionnaireOutput) =>
      output !== null &&
      resumeStep(output.questionnaire, answersByLinkId(output.answers), [
        context.startAt,
        output.lastVisitedContentId,
      ]) === CONSENT_STEP,

    stepIncomplete: ({ context }) =>
      Object.keys(stepErrors(questionnaireOf(context), context.answers, context.step)).length > 0,
    hasPrevious: ({ context }) =>
      previousStep(questionnaireOf(context), context.answers, context.step) !== null,
    saved: (_, output: SaveAnswersOutput) => output.ok,
    savedToConsent: ({ context }, output: SaveAnswersOutput) =>
      output.ok && context.target === CONSENT_STEP,
    /** 409: the questionnaire is no longer open (sent, or set aside by 'Mulai Baru' elsewhere). */
    closedMeanwhile: (_, output: { ok: boolean; status?: number }) =>
      !output.ok && output.status === 409,
    askedAbout: ({ context }, refusal: Refusal) =>
      refusal.field !== null && stepOf(questionnaireOf(context), refusal.field) !== null,

    /** A file for this step's photo question that is no photo the API takes, or too large. */
    photoToRefuse: ({ context }, params: { linkId: string; file: Blob; name: string }) =>
      onThisStep(context, params.linkId) &&
      (photoContentType(params.file, params.name) === null ||
        params.file.size > ATTACHMENT_MAX_BYTES),
    uploaded: (_, output: UploadPhotoOutput) => output.ok,

    consentsMissing: ({ context }) => CONSENT_KINDS.some((kind) => !context.consents[kind]),
    sent: (_, output: SubmitOutput) => output.ok,
  },
}).createMachine({
  id: 'consultation',
  context: ({ input }) => ({
    consultId: input.consultId,
    startAt: input.startAt ?? null,
    data: null,
    answers: {},
    step: '',
    target: null,
    errors: {},
    consents: { 'consultation-agreement': false, 'health-data': false },
    message: null,
    retries: 0,
    uploading: null,
    unsent: null,
    submitted: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadQuestionnaire',
        src: 'loadQuestionnaire',
        input: ({ context }) => ({ consultId: context.consultId }),
        onDone: [
          {
            guard: { type: 'notFound', params: ({ event }) => event.output },
            target: 'notFound',
          },
          {
            guard: { type: 'notInProgress', params: ({ event }) => event.output },
            target: 'closed',
            actions: 'sayClosed',
          },
          {
            guard: { type: 'resumesAtConsent', params: ({ event }) => event.output },
            target: 'consent',
            actions: {
              type: 'storeQuestionnaire',
              params: ({ event }) => event.output as ConsultQuestionnaire,
            },
          },
          {
            target: 'answering',
            actions: {
              type: 'storeQuestionnaire',
              // notFound took the null: this is the questionnaire.
              params: ({ event }) => event.output as ConsultQuestionnaire,
            },
          },
        ],
        onError: [
          { guard: { type: 'signInRequired', params: errorParams }, target: 'signInAgain' },
          {
            guard: 'lastAttempt',
            target: 'failed',
            actions: [{ type: 'reportError', params: errorParams }, 'giveUp'],
          },
          {
            target: 'loadFailed',
            actions: [{ type: 'reportError', params: errorParams }, 'countFailure'],
          },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    answering: {
      on: {
        // Only the step's own questions are answered here (a stale event for another is ignored).
        ANSWER: {
          guard: { type: 'onThisStep', params: ({ event }) => ({ linkId: event.linkId }) },
          actions: {
            type: 'answer',
            params: ({ event }) => ({ linkId: event.linkId, answer: event.answer }),
          },
        },
        NEXT: [
          { guard: 'stepIncomplete', actions: 'markStepErrors' },
          { target: 'saving', actions: 'aimNext' },
        ],
        BACK: { guard: 'hasPrevious', target: 'saving', actions: 'aimBack' },
        ATTACH_PHOTO: [
          {
            guard: {
              type: 'photoToRefuse',
              params: ({ event }) => ({ linkId: event.linkId, file: event.file, name: event.name }),
            },
            actions: {
              type: 'refusePhoto',
              params: ({ event }) => ({
                linkId: event.linkId,
                message:
                  photoContentType(event.file, event.name) === null
                    ? PHOTO_TYPE_MESSAGE
                    : PHOTO_SIZE_MESSAGE,
              }),
            },
          },
          {
            guard: { type: 'onThisStep', params: ({ event }) => ({ linkId: event.linkId }) },
            target: 'uploading',
            actions: {
              type: 'startUpload',
              params: ({ event }) => ({ linkId: event.linkId, file: event.file, name: event.name }),
            },
          },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context }) => ({
          consultId: context.consultId,
          items:
            context.step === CONSENT_STEP
              ? []
              : stepAnswers(questionnaireOf(context), context.answers, context.step),
          lastVisitedContentId: visitedContentId(context),
        }),
        onDone: [
          {
            guard: { type: 'closedMeanwhile', params: ({ event }) => event.output },
            target: 'closed',
            actions: 'sayClosed',
          },
          {
            guard: { type: 'savedToConsent', params: ({ event }) => event.output },
            target: 'consent',
            actions: 'moveToTarget',
          },
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'answering',
            actions: 'moveToTarget',
          },
          {
            guard: 'onConsent',
            target: 'consent',
            actions: {
              type: 'storeRefusal',
              params: ({ event }) => event.output as Refusal,
            },
          },
          {
            target: 'answering',
            actions: {
              type: 'storeRefusal',
              // `saved` took the successes: this is a refusal.
              params: ({ event }) => event.output as Refusal,
            },
          },
        ],
        onError: [
          { guard: { type: 'signInRequired', params: errorParams }, target: 'signInAgain' },
          {
            guard: 'onConsent',
            target: 'consent',
            actions: [{ type: 'reportError', params: errorParams }, 'storeNotSaved'],
          },
          {
            target: 'answering',
            actions: [{ type: 'reportError', params: errorParams }, 'storeNotSaved'],
          },
        ],
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context, event }) => {
          if (event.type !== 'ATTACH_PHOTO') throw new Error(`uploadPhoto started by ${event.type}`)
          return {
            consultId: context.consultId,
            linkId: event.linkId,
            file: event.file,
            contentType: photoContentType(event.file, event.name) ?? event.file.type,
          }
        },
        onDone: [
          {
            guard: { type: 'uploaded', params: ({ event }) => event.output },
            target: 'answering',
            actions: { type: 'addPhoto', params: ({ event }) => event.output },
          },
          {
            target: 'answering',
            actions: {
              type: 'storeUploadRefusal',
              params: ({ event }) => event.output as Refusal,
            },
          },
        ],
        onError: [
          { guard: { type: 'signInRequired', params: errorParams }, target: 'signInAgain' },
          {
            target: 'answering',
            actions: [{ type: 'reportError', params: errorParams }, 'sayUploadFailed'],
          },
        ],
      },
    },
    consent: {
      on: {
        SET_CONSENT: {
          actions: {
            type: 'setConsent',
            params: ({ event }) => ({ kind: event.kind, agreed: event.agreed }),
          },
        },
        BACK: { guard: 'hasPrevious', target: 'saving', actions: 'aimBack' },
        SUBMIT: [
          { guard: 'consentsMissing', actions: 'sayConsentMissing' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          consultId: context.consultId,
          consents: consentsToSend(context),
        }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'submitted',
            actions: { type: 'storeSubmitted', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'closedMeanwhile', params: ({ event }) => event.output },
            target: 'closed',
            actions: 'sayClosed',
          },
          {
            guard: { type: 'askedAbout', params: ({ event }) => event.output as Refusal },
            target: 'answering',
            actions: { type: 'backToQuestion', params: ({ event }) => event.output as Refusal },
          },
          {
            target: 'consent',
            actions: {
              type: 'storeSubmitRefusal',
              params: ({ event }) => event.output as Refusal,
            },
          },
        ],
        onError: [
          { guard: { type: 'signInRequired', params: errorParams }, target: 'signInAgain' },
          {
            target: 'consent',
            actions: [{ type: 'reportError', params: errorParams }, 'storeNotSent'],
          },
        ],
      },
    },
    submitted: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({
          url: `/konsultasi/pesan?chatroom=${encodeURIComponent(context.consultId)}`,
        }),
      },
    },
    notFound: { type: 'final' },
    closed: { type: 'final' },
    failed: { type: 'final' },
    signInAgain: { type: 'final' },
  },
})

function findItem(
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
