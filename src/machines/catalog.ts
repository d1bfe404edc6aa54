/**
 * The machines QA walks: each with the event fixtures its graph is generated from, the inputs it
 * can start with, and the part of its context worth reading at every step.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import { authFixtureList, authInputs } from './auth/auth.fixtures'
import { type AuthContext, authMachine } from './auth/auth.machine'
import { consultStartFixtureList } from './consult-start/consult-start.fixtures'
import {
  type ConsultStartContext,
  consultStartMachine,
} from './consult-start/consult-start.machine'

export interface CatalogEntry {
  machine: AnyStateMachine
  events: ReadonlyArray<AnyEventObject>
  inputs: ReadonlyArray<unknown>
  /** The context that matters to a reader, as short `key: value` pairs. */
  summarize: (context: unknown) => Record<string, unknown>
}

export const machineCatalog: Record<string, CatalogEntry> = {
  'consult-start': {
    machine: consultStartMachine,
    events: consultStartFixtureList,
    inputs: [undefined],
    summarize: (context) => {
      const { modals, signedIn } = context as ConsultStartContext
      const shown = Object.entries(modals).filter(([, value]) => value !== '' && value !== false)
      return { signedIn, ...Object.fromEntries(shown) }
    },
  },
  auth: {
    machine: authMachine,
    events: authFixtureList,
    inputs: authInputs,
    summarize: (context) => {
      const { loading, error, user, hasSession, feeds } = context as AuthContext
      return { hasSession, loading, error, user: user?.user.fullName ?? null, feeds: feeds.length }
    },
  },
}
