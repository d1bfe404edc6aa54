/**
 * The consult-start decision (spec §4): what happens when someone presses 'Mulai Konsul'.
 *
 * Reset every dialog flag. A visitor gets the first-time dialog. A member's open consult for the
 * flow is looked up: status 1 (questionnaire in progress) offers to resume it, any other status
 * offers its chat room, none (the API's 404) is the first-time dialog again. Any other failure
 * shows nothing and is reported. Closing a dialog hides only that one; choosing an action closes
 * all three and navigates.
 *
 * The machine's states are the dialogs: the spec's modal flags (§3) are derived from the state by
 * `selectConsultModals`, never kept beside it, so they cannot drift out of step.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { CONSULT_STATUS_QUESTIONNAIRE_IN_PROGRESS } from '../../../app.config'
import type { ExistingConsult } from '../../../contract/consults/schemas'
import {
  type ConsultEntry,
  chatRoomUrl,
  consultUrl,
  questionnaireUrl,
} from '../../lib/consults/flow-routes'
import { notProvided } from '../shared/not-provided'

/** The modal state of spec §3, as the dialogs read it. */
export interface ConsultModals {
  isShowFirstTimeModal: boolean
  isShowContinueQuestionnaireModal: boolean
  isShowContinueChatModal: boolean
  existPolyclinicName: string
  conditionName: string
  consultUrl: string
  existingQuestionnaireUrl: string
  existConditionName: string
  chatRoomUrl: string
}

export const closedModals: ConsultModals = {
  isShowFirstTimeModal: false,
  isShowContinueQuestionnaireModal: false,
  isShowContinueChatModal: false,
  existPolyclinicName: '',
  conditionName: '',
  consultUrl: '',
  existingQuestionnaireUrl: '',
  existConditionName: '',
  chatRoomUrl: '',
}

export interface ConsultStartContext {
  entry: ConsultEntry
  signedIn: boolean
  /** The member's open consult for the flow, once the API has named one. */
  consult: ExistingConsult | null
}

export type ConsultStartEvent =
  | { type: 'START'; entry: ConsultEntry; signedIn: boolean }
  | { type: 'CLOSE_FIRST_TIME' }
  | { type: 'CLOSE_CONTINUE_QUESTIONNAIRE' }
  | { type: 'CLOSE_CONTINUE_CHAT' }
  | { type: 'CHOOSE_LANJUT' }
  | { type: 'CHOOSE_MULAI_BARU' }
  | { type: 'CHOOSE_LANJUT_KUESIONER' }
  | { type: 'CHOOSE_CHAT_DOKTER' }

/** The open consult for a flow, or null when the API says there is none (its 404). */
export type CheckExistingOutput = ExistingConsult | null

export const consultStartMachine = setup({
  types: {} as {
    context: ConsultStartContext
    events: ConsultStartEvent
  },
  actors: {
    // Provided by the app (`consultStartActors`); tests provide fakes.
    checkExisting: fromPromise<CheckExistingOutput, { flowId: string }>(
      notProvided('checkExisting'),
    ),
  },
  actions: {
    // Provided by the app: the router's navigation and the error reporter.
    navigate: (_, _params: { url: string }) => {},
    reportError: (_, _params: { error: unknown }) => {},
    start: assign((_, params: { entry: ConsultEntry; signedIn: boolean }) => ({
      entry: params.entry,
      signedIn: params.signedIn,
      consult: null,
    })),
    storeConsult: assign({ consult: (_, consult: CheckExistingOutput) => consult }),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    noConsult: (_, output: CheckExistingOutput) => output === null,
    questionnaireInProgress: (_, output: CheckExistingOutput) =>
      output?.status === CONSULT_STATUS_QUESTIONNAIRE_IN_PROGRESS,
  },
}).createMachine({
  id: 'consultStart',
  context: { entry: { flowId: '' }, signedIn: false, consult: null },
  initial: 'idle',
  // A new press of a call to action starts over from wherever the flow is.
  on: {
    START: {
      target: '.deciding',
      actions: {
        type: 'start',
        params: ({ event }) => ({ entry: event.entry, signedIn: event.signedIn }),
      },
    },
  },
  states: {
    idle: {},
    deciding: {
      always: [{ guard: 'signedOut', target: 'firstTime' }, { target: 'checking' }],
    },
    checking: {
      invoke: {
        id: 'checkExisting',
        src: 'checkExisting',
        input: ({ context }) => ({ flowId: context.entry.flowId }),
        onDone: [
          {
            guard: { type: 'noConsult', params: ({ event }) => event.output },
            target: 'firstTime',
          },
          {
            guard: { type: 'questionnaireInProgress', params: ({ event }) => event.output },
            target: 'continueQuestionnaire',
            actions: { type: 'storeConsult', params: ({ event }) => event.output },
          },
          {
            target: 'continueChat',
            actions: { type: 'storeConsult', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    firstTime: {
      on: {
        CLOSE_FIRST_TIME: 'idle',
        CHOOSE_LANJUT: {
          target: 'idle',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ url: consultUrl(context.entry) }),
          },
        },
      },
    },
    continueQuestionnaire: {
      on: {
        CLOSE_CONTINUE_QUESTIONNAIRE: 'idle',
        CHOOSE_MULAI_BARU: {
          target: 'idle',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ url: consultUrl(context.entry, { baru: true }) }),
          },
        },
        CHOOSE_LANJUT_KUESIONER: {
          target: 'idle',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({
              url: context.consult ? questionnaireUrl(context.consult, context.entry) : '',
            }),
          },
        },
      },
    },
    continueChat: {
      on: {
        CLOSE_CONTINUE_CHAT: 'idle',
        CHOOSE_CHAT_DOKTER: {
          target: 'idle',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ url: context.consult ? chatRoomUrl(context.consult) : '' }),
          },
        },
      },
    },
  },
})

export type ConsultStartSnapshot = SnapshotFrom<typeof consultStartMachine>

/**
 * The modal state of spec §3, derived from where the machine is: one dialog at most is open, and
 * its names and links come from the flow that was started and the consult the API named.
 */
export function selectConsultModals(snapshot: ConsultStartSnapshot): ConsultModals {
  const { entry, consult } = snapshot.context
  if (snapshot.matches('firstTime')) {
    return { ...closedModals, isShowFirstTimeModal: true, consultUrl: consultUrl(entry) }
  }
  if (consult && snapshot.matches('continueQuestionnaire')) {
    return {
      ...closedModals,
      isShowContinueQuestionnaireModal: true,
      existPolyclinicName: consult.subClinic,
      existConditionName: consult.conditionName,
      conditionName: consult.checkedConditionName ?? consult.conditionName,
      consultUrl: consultUrl(entry),
      existingQuestionnaireUrl: questionnaireUrl(consult, entry),
    }
  }
  if (consult && snapshot.matches('continueChat')) {
    return {
      ...closedModals,
      isShowContinueChatModal: true,
      existPolyclinicName: consult.subClinic,
      conditionName: consult.checkedConditionName ?? consult.conditionName,
      existConditionName: consult.conditionName,
      consultUrl: consultUrl(entry),
      chatRoomUrl: chatRoomUrl(consult),
    }
  }
  return closedModals
}
