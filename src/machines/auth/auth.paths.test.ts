import { afterAll, describe, expect, it } from 'vitest'
import type { AnyTransitionDefinition } from 'xstate'
import {
  coverage,
  generatePaths,
  replayPath,
} from '../../../tests/support/machine-paths/path-testing'
import { authFixtureList } from './auth.fixtures'
import { type AuthContext, authMachine } from './auth.machine'

const taken = new Set<AnyTransitionDefinition>()
const paths = generatePaths(authMachine, { events: authFixtureList })

describe('auth paths (generated from the machine graph)', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(5)
  })

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const published: Array<string | null> = []
    let forgotten = 0
    const machine = authMachine.provide({
      actions: {
        publishUser: (_args, { session }) => published.push(session?.user.id ?? null),
        forgetSession: () => {
          forgotten += 1
        },
      },
    })
    const result = await replayPath(machine, path, {
      deferred: ['endSession', 'syncAnalyticsIds'],
      onStep: (step, actual) => {
        expect(actual.value, `state after ${step.event.type}`).toEqual(step.value)
        expect(actual.context, `context after ${step.event.type}`).toEqual(step.context)
        // Spec §4: loading is on exactly while the session loads, error only after a failure.
        const context = actual.context as AuthContext
        expect(context.loading).toBe(actual.value === 'loading')
        expect(context.error).toBe(actual.value === 'failed')
      },
    })
    for (const transition of result.taken) taken.add(transition)

    // What the analytics layer last heard matches who is signed in at the end.
    const end = path.steps.at(-1)?.context as AuthContext | undefined
    if (published.length > 0 && end && !end.error) expect(published.at(-1)).toBe(end.memberId)
    // The analytics ids go out once for each member that arrives, without being waited for.
    const arrivals = path.steps.filter(
      (step, index) =>
        step.value === 'signedIn' &&
        (path.steps[index - 1]?.context as AuthContext | undefined)?.memberId !==
          (step.context as AuthContext).memberId,
    ).length
    expect(result.actorInputs.syncAnalyticsIds?.length ?? 0).toBe(arrivals)
    // A dropped session is forgotten by the page as it drops, before the server hears of it.
    const drops = path.steps.filter((step) => step.event.type === 'SESSION.DROP').length
    expect(forgotten).toBe(drops)
  })
})

afterAll(() => {
  const result = coverage(authMachine, taken)
  console.info(
    `[paths] auth: ${paths.length} paths, transition coverage ${result.covered}/${result.total} (${Math.round((100 * result.covered) / result.total)} %)`,
  )
  expect(result.missing, 'transitions no generated path takes').toEqual([])
})
