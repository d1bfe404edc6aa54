import { describe, expect, it } from 'vitest'
import type { AuthPathEvent } from '../../src/machines/auth/auth.fixtures'
import type { authMachine } from '../../src/machines/auth/auth.machine'
import type { TestModel } from './model'
import { authModel } from './models/auth.model'
import { consultStartModel } from './models/consult-start.model'

type AuthModel = TestModel<typeof authMachine, AuthPathEvent>

describe('a test model', () => {
  it('that leaves out a state or an event does not compile', () => {
    // The complete model compiles: the errors below are the left-out keys, nothing else.
    const complete: AuthModel = authModel
    const { failed: _failed, ...withoutFailed } = authModel.states
    // @ts-expect-error: the state `failed` is not mapped
    const missingState: AuthModel = { ...authModel, states: withoutFailed }
    const { 'SESSION.DROP': _drop, ...withoutDrop } = authModel.events
    // @ts-expect-error: the event SESSION.DROP is not mapped
    const missingEvent: AuthModel = { ...authModel, events: withoutDrop }
    const { 'xstate.error.actor.endSession': _error, ...withoutError } = authModel.events
    // @ts-expect-error: the actor answer xstate.error.actor.endSession is not mapped
    const missingOutcome: AuthModel = { ...authModel, events: withoutError }
    // The same models, checked as the replay reads them: by their keys.
    expect(Object.keys(complete.states)).toContain('failed')
    expect(Object.keys(missingState.states)).not.toContain('failed')
    expect(Object.keys(missingEvent.events)).not.toContain('SESSION.DROP')
    expect(Object.keys(missingOutcome.events)).not.toContain('xstate.error.actor.endSession')
  })

  it.each([
    ['auth', authModel],
    ['consult-start', consultStartModel],
  ] as const)(
    'of %s maps every state of its machine and every event of its fixtures',
    (_, model) => {
      const leaves = (node: { states: Record<string, unknown> }, prefix: string): string[] =>
        Object.entries(node.states).flatMap(([key, child]) => {
          const path = `${prefix}${key}`
          const states = (child as { states: Record<string, unknown> }).states
          return Object.keys(states).length > 0 ? leaves({ states }, `${path}.`) : [path]
        })
      expect(Object.keys(model.states).sort()).toEqual(leaves(model.machine.root, '').sort())
      const eventTypes = [...new Set(model.fixtures.map((event) => event.type))].sort()
      expect(Object.keys(model.events).sort()).toEqual(eventTypes)
    },
  )
})
