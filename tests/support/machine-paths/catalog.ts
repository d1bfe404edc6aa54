/**
 * The machines QA walks: each with the event fixtures its graph is generated from, the inputs it
 * can start with, and the part of each step worth reading (from its state and context).
 */
import type { AnyEventObject, AnyStateMachine, StateValue } from 'xstate'
import { authFixtureList } from '../../../src/machines/auth/auth.fixtures'
import { type AuthContext, authMachine } from '../../../src/machines/auth/auth.machine'
import { consultStartFixtureList } from '../../../src/machines/consult-start/consult-start.fixtures'
import {
  type ConsultStartContext,
  consultStartMachine,
} from '../../../src/machines/consult-start/consult-start.machine'

export interface CatalogEntry {
  machine: AnyStateMachine
  events: ReadonlyArray<AnyEventObject>
  inputs: ReadonlyArray<unknown>
  /** What matters to a reader at a step, as short `key: value` pairs. */
  summarize: (step: { value: StateValue; context: unknown }) => Record<string, unknown>
}

export const machineCatalog: Record<string, CatalogEntry> = {
  'consult-start': {
    machine: consultStartMachine,
    events: consultStartFixtureList,
    inputs: [undefined],
    // The dialog shown is the state itself (spec §3's flags are derived from it).
    summarize: ({ context }) => {
      const { signedIn, consult } = context as ConsultStartContext
      return { signedIn, consult: consult ? `status ${consult.status}` : null }
    },
  },
  auth: {
    machine: authMachine,
    events: authFixtureList,
    inputs: [undefined],
    summarize: ({ context }) => {
      const { loading, error, memberId } = context as AuthContext
      return { loading, error, memberId }
    },
  },
}
