/**
 * The questionnaire of a consult: one step at a time (a question, or a group with its
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
 *   navigates to the chat room. A member whose name, date of birth or sex is not known yet is
 *   asked first (`profile`, not skippable; issue 29 §1): saved (`savingProfile`), the
 *   questionnaire is sent at once, its answers untouched. The API's 422 on the field `profile`
 *   (the session was older than the profile) asks the same way.
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
  type ConsentKind,
  type ConsultQuestionnaire,
} from '../../../contract/consults/schemas'
import { MISSING_PROFILE_FIELD } from '../../../contract/profile/schemas'
import {
  answersByLinkId,
  CONSENT_KINDS,
  CONSENT_STEP,
  nextStep,
  previousStep,
  resumeStep,
  stepAnswers,
  stepErrors,
  stepOf,
} from '../../lib/consults/consultation-steps'
import { output } from '../shared/event-params'
import { failureTransitions } from '../shared/failure-transitions'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import { notProvided } from '../shared/not-provided'
import { isSignInRequired } from '../shared/sign-in-required'
import {
  agreedConsents,
  CLOSED_MESSAGE,
  CONSENT_MISSING_MESSAGE,
  CONSULT_STATUS_IN_PROGRESS,
  type ConsultationContext,
  type ConsultationEvent,
  type ConsultationInput,
  consentsToSend,
  findItem,
  LOAD_FAILED_MESSAGE,
  type LoadQuestionnaireInput,
  type LoadQuestionnaireOutput,
  NOT_SAVED_MESSAGE,
  NOT_SENT_MESSAGE,
  onThisStep,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PROFILE_NOT_SAVED_MESSAGE,
  photoContentType,
  photoUrl,
  questionnaireOf,
  type Refusal,
  type SaveAnswersInput,
  type SaveAnswersOutput,
  type SaveProfileInput,
  type SaveProfileOutput,
  type SubmitInput,
  type SubmitOutput,
  TRY_LATER_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type UploadPhotoInput,
  type UploadPhotoOutput,
  visitable,
  visitedContentId,
} from './consultation.model'

const SIGN_IN = 'signInAgain'

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
    saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(notProvided('saveProfile')),
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
    aimAtVisited: assign({
      target: ({ context, event }) => (event.type === 'STEP.VISIT' ? event.step : context.target),
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
    /** The API said the profile is missing: the form asks for it, with the API's words. */
    askForProfile: assign((_, refusal: Refusal) => ({
      profileComplete: false,
      profileErrors: {},
      message: refusal.message,
    })),
    startProfile: assign({ profileErrors: {}, message: null }),
    markProfileComplete: assign({ profileComplete: true, profileErrors: {}, message: null }),
    storeProfileRefusal: assign((_, output: SaveProfileOutput) =>
      output.ok ? {} : { profileErrors: output.errors, message: output.message },
    ),
    storeProfileNotSaved: assign({ message: PROFILE_NOT_SAVED_MESSAGE }),
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
    visitable: ({ context, event }) =>
      event.type === 'STEP.VISIT' && visitable(context, event.step),
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
    profileMissing: ({ context }) => !context.profileComplete,
    profileSaved: (_, output: SaveProfileOutput) => output.ok,
    /** 422 on the field `profile`: the doctor needs name, date of birth and sex first. */
    profileRefused: (_, refusal: Refusal) => refusal.field === MISSING_PROFILE_FIELD,
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
    profileComplete: input.profileComplete ?? true,
    profileErrors: {},
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
            guard: { type: 'notFound', params: output },
            target: 'notFound',
          },
          {
            guard: { type: 'notInProgress', params: output },
            target: 'closed',
            // The consult is kept: one sent to the doctors belongs in its chat room (the page).
            actions: [
              {
                type: 'storeQuestionnaire',
                params: ({ event }) => event.output as ConsultQuestionnaire,
              },
              'sayClosed',
            ],
          },
          {
            guard: { type: 'resumesAtConsent', params: output },
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
        onError: failureTransitions(
          SIGN_IN,
          { guard: 'lastAttempt', target: 'failed', actions: 'giveUp' },
          { target: 'loadFailed', actions: 'countFailure' },
        ),
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
        // Back or Forward in the browser: saved as BACK and NEXT are, then shown.
        'STEP.VISIT': { guard: 'visitable', target: 'saving', actions: 'aimAtVisited' },
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
            guard: { type: 'closedMeanwhile', params: output },
            target: 'closed',
            actions: 'sayClosed',
          },
          {
            guard: { type: 'savedToConsent', params: output },
            target: 'consent',
            actions: 'moveToTarget',
          },
          {
            guard: { type: 'saved', params: output },
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
        onError: failureTransitions(
          SIGN_IN,
          { guard: 'onConsent', target: 'consent', actions: 'storeNotSaved' },
          { target: 'answering', actions: 'storeNotSaved' },
        ),
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
            guard: { type: 'uploaded', params: output },
            target: 'answering',
            actions: { type: 'addPhoto', params: output },
          },
          {
            target: 'answering',
            actions: {
              type: 'storeUploadRefusal',
              params: ({ event }) => event.output as Refusal,
            },
          },
        ],
        onError: failureTransitions(SIGN_IN, { target: 'answering', actions: 'sayUploadFailed' }),
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
        'STEP.VISIT': { guard: 'visitable', target: 'saving', actions: 'aimAtVisited' },
        SUBMIT: [
          { guard: 'consentsMissing', actions: 'sayConsentMissing' },
          { guard: 'profileMissing', target: 'profile', actions: 'startProfile' },
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
            guard: { type: 'sent', params: output },
            target: 'submitted',
            actions: { type: 'storeSubmitted', params: output },
          },
          {
            guard: { type: 'closedMeanwhile', params: output },
            target: 'closed',
            actions: 'sayClosed',
          },
          {
            guard: { type: 'profileRefused', params: ({ event }) => event.output as Refusal },
            target: 'profile',
            actions: { type: 'askForProfile', params: ({ event }) => event.output as Refusal },
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
        onError: failureTransitions(SIGN_IN, { target: 'consent', actions: 'storeNotSent' }),
      },
    },
    // Asked on the consent step, where the member pressed 'Kirim ke Dokter'.
    profile: {
      on: {
        'PROFILE.SAVE': 'savingProfile',
        'PROFILE.CANCEL': { target: 'consent', actions: 'startProfile' },
      },
    },
    savingProfile: {
      tags: 'busy',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => {
          if (event.type !== 'PROFILE.SAVE') throw new Error(`saveProfile started by ${event.type}`)
          return { values: event.values }
        },
        onDone: [
          {
            guard: { type: 'profileSaved', params: output },
            target: 'submitting',
            actions: 'markProfileComplete',
          },
          { target: 'profile', actions: { type: 'storeProfileRefusal', params: output } },
        ],
        onError: failureTransitions(SIGN_IN, {
          target: 'profile',
          actions: 'storeProfileNotSaved',
        }),
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
