/**
 * The consult-start decision (spec §4): what happens when someone presses 'Mulai Konsul'.
 *
 * Reset every dialog flag. A visitor gets the first-time dialog. A member's open consult for the
 * flow is looked up: status 1 (questionnaire in progress) offers to resume it, any other status
 * offers its chat room, none (the API's 404) is the first-time dialog again. Any other failure
 * shows nothing and is reported. Closing a dialog hides only that one; choosing an action closes
 * all three and navigates.
 */
import { assign, fromPromise, setup } from 'xstate'
import { CONSULT_STATUS_QUESTIONNAIRE_IN_PROGRESS } from '../../../app.config'
import type { ExistingConsult } from '../../api/consults/schemas'
import { type ConsultEntry, chatRoomUrl, consultUrl, questionnaireUrl } from './flow-routes'

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
  modals: ConsultModals
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
    // Provided by the app (a server function); tests provide fakes.
    checkExisting: fromPromise<CheckExistingOutput, { flowId: string }>(async () => {
      throw new Error('checkExisting is not provided')
    }),
  },
  actions: {
    // Provided by the app: the router's navigation and the error reporter.
    navigate: (_, _params: { url: string }) => {},
    reportError: (_, _params: { error: unknown }) => {},
    resetModals: assign({ modals: () => closedModals }),
    start: assign(({ event }) => {
      if (event.type !== 'START') return {}
      return { entry: event.entry, signedIn: event.signedIn, modals: closedModals }
    }),
    showFirstTime: assign({
      modals: ({ context }) => ({
        ...closedModals,
        isShowFirstTimeModal: true,
        consultUrl: consultUrl(context.entry),
      }),
    }),
    showContinueQuestionnaire: assign({
      modals: ({ context }, consult: ExistingConsult) => ({
        ...closedModals,
        isShowContinueQuestionnaireModal: true,
        existPolyclinicName: consult.subClinic,
        existConditionName: consult.conditionName,
        conditionName: consult.checkedConditionName ?? consult.conditionName,
        consultUrl: consultUrl(context.entry),
        existingQuestionnaireUrl: questionnaireUrl(consult, context.entry),
      }),
    }),
    showContinueChat: assign({
      modals: ({ context }, consult: ExistingConsult) => ({
        ...closedModals,
        isShowContinueChatModal: true,
        existPolyclinicName: consult.subClinic,
        conditionName: consult.checkedConditionName ?? consult.conditionName,
        existConditionName: consult.conditionName,
        consultUrl: consultUrl(context.entry),
        chatRoomUrl: chatRoomUrl(consult),
      }),
    }),
    hideFirstTime: assign({
      modals: ({ context }) => ({ ...context.modals, isShowFirstTimeModal: false }),
    }),
    hideContinueQuestionnaire: assign({
      modals: ({ context }) => ({ ...context.modals, isShowContinueQuestionnaireModal: false }),
    }),
    hideContinueChat: assign({
      modals: ({ context }) => ({ ...context.modals, isShowContinueChatModal: false }),
    }),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    noConsult: (_, output: CheckExistingOutput) => output === null,
    questionnaireInProgress: (_, output: CheckExistingOutput) =>
      output?.status === CONSULT_STATUS_QUESTIONNAIRE_IN_PROGRESS,
  },
}).createMachine({
  id: 'consultStart',
  context: { entry: { flowId: '' }, signedIn: false, modals: closedModals },
  initial: 'idle',
  // A new press of a call to action starts over from wherever the flow is.
  on: { START: { target: '.deciding', actions: 'start' } },
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
            actions: {
              type: 'showContinueQuestionnaire',
              params: ({ event }) => event.output as ExistingConsult,
            },
          },
          {
            target: 'continueChat',
            actions: {
              type: 'showContinueChat',
              params: ({ event }) => event.output as ExistingConsult,
            },
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            'resetModals',
          ],
        },
      },
    },
    firstTime: {
      entry: 'showFirstTime',
      on: {
        CLOSE_FIRST_TIME: { target: 'idle', actions: 'hideFirstTime' },
        CHOOSE_LANJUT: {
          target: 'idle',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ url: context.modals.consultUrl }) },
            'resetModals',
          ],
        },
      },
    },
    continueQuestionnaire: {
      on: {
        CLOSE_CONTINUE_QUESTIONNAIRE: { target: 'idle', actions: 'hideContinueQuestionnaire' },
        CHOOSE_MULAI_BARU: {
          target: 'idle',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ url: context.modals.consultUrl }) },
            'resetModals',
          ],
        },
        CHOOSE_LANJUT_KUESIONER: {
          target: 'idle',
          actions: [
            {
              type: 'navigate',
              params: ({ context }) => ({ url: context.modals.existingQuestionnaireUrl }),
            },
            'resetModals',
          ],
        },
      },
    },
    continueChat: {
      on: {
        CLOSE_CONTINUE_CHAT: { target: 'idle', actions: 'hideContinueChat' },
        CHOOSE_CHAT_DOKTER: {
          target: 'idle',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ url: context.modals.chatRoomUrl }) },
            'resetModals',
          ],
        },
      },
    },
  },
})
