/**
 * The events the consult-start graph is walked with: every event the machine handles, and what
 * its invoked `checkExisting` can answer (a consult of each kind, none, a failure).
 */

import type { ExistingConsult } from '../../../contract/consults/schemas'
import type {
  ActorDoneEvent,
  ActorErrorEvent,
  EventFixtures,
} from '../../../tests/support/machine-paths/path-testing'
import type { CheckExistingOutput, ConsultStartEvent } from './consult-start.machine'

export type ConsultStartPathEvent =
  | ConsultStartEvent
  | ActorDoneEvent<'checkExisting', CheckExistingOutput>
  | ActorErrorEvent<'checkExisting'>

export const JERAWAT = { flowId: '2001', type: 'condition', name: 'jerawat' } as const

export function existingConsult(status: number): ExistingConsult {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    status,
    flowId: JERAWAT.flowId,
    lastVisitedContentId: '4',
    subClinic: 'Poliklinik Kulit',
    conditionName: 'Jerawat',
    checkedConditionName: status === 1 ? null : 'Jerawat Meradang',
  }
}

export const consultStartEvents = {
  START: [
    { type: 'START', entry: JERAWAT, signedIn: false },
    { type: 'START', entry: JERAWAT, signedIn: true },
  ],
  CLOSE_FIRST_TIME: [{ type: 'CLOSE_FIRST_TIME' }],
  CLOSE_CONTINUE_QUESTIONNAIRE: [{ type: 'CLOSE_CONTINUE_QUESTIONNAIRE' }],
  CLOSE_CONTINUE_CHAT: [{ type: 'CLOSE_CONTINUE_CHAT' }],
  CHOOSE_LANJUT: [{ type: 'CHOOSE_LANJUT' }],
  CHOOSE_MULAI_BARU: [{ type: 'CHOOSE_MULAI_BARU' }],
  CHOOSE_LANJUT_KUESIONER: [{ type: 'CHOOSE_LANJUT_KUESIONER' }],
  CHOOSE_CHAT_DOKTER: [{ type: 'CHOOSE_CHAT_DOKTER' }],
  'xstate.done.actor.checkExisting': [
    { type: 'xstate.done.actor.checkExisting', output: null },
    { type: 'xstate.done.actor.checkExisting', output: existingConsult(1) },
    { type: 'xstate.done.actor.checkExisting', output: existingConsult(3) },
  ],
  'xstate.error.actor.checkExisting': [
    {
      type: 'xstate.error.actor.checkExisting',
      error: new Error('API /v2/consults/exists answered HTTP 500'),
    },
  ],
} satisfies EventFixtures<ConsultStartPathEvent>

export const consultStartFixtureList = Object.values(consultStartEvents).flat()
