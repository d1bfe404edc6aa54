import { afterAll, describe, expect, it } from 'vitest'
import type { AnyTransitionDefinition } from 'xstate'
import { coverage, generatePaths, replayPath } from '../path-testing'
import { authFixtureList, authInputs } from './auth.fixtures'
import { authMachine } from './auth.machine'

const taken = new Set<AnyTransitionDefinition>()
let pathCount = 0

describe.each(authInputs)('auth paths from %o (generated from the machine graph)', (input) => {
  const paths = generatePaths(authMachine, { events: authFixtureList, input })
  pathCount += paths.length

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const published: unknown[] = []
    const stored: unknown[] = []
    const machine = authMachine.provide({
      actions: {
        publishUser: (_args, { user }) => published.push(user?.user.id ?? null),
        storeSession: (_args, { session }) => stored.push(session?.user.id ?? null),
      },
    })
    const result = await replayPath(machine, path, {
      input,
      deferred: ['loadMember', 'endSession', 'syncAnalyticsIds'],
      onStep: (step, actual) => {
        expect(actual.value, `state after ${step.event.type}`).toEqual(step.value)
        expect(actual.context, `context after ${step.event.type}`).toEqual(step.context)
        // Loading is on exactly while the member is being loaded.
        expect((actual.context as { loading: boolean }).loading).toBe(
          actual.value === 'loadingUser',
        )
      },
    })
    for (const transition of result.taken) taken.add(transition)

    // What the analytics layer last heard matches who is signed in at the end.
    const end = path.steps.at(-1)
    const endUser = (end?.context as { user: { user: { id: string } } | null } | undefined)?.user
    if (published.length > 0) expect(published.at(-1)).toBe(endUser?.user.id ?? null)
    expect(stored.at(-1) ?? null).toBe(published.at(-1) ?? null)
    // The analytics ids go out once per successful load, without being waited for.
    const loads = path.steps.filter(
      (step) => step.event.type === 'xstate.done.actor.loadMember' && step.value === 'signedIn',
    ).length
    expect(result.actorInputs.syncAnalyticsIds?.length ?? 0).toBe(loads)
  })
})

afterAll(() => {
  const result = coverage(authMachine, taken)
  console.info(
    `[paths] auth: ${pathCount} paths, transition coverage ${result.covered}/${result.total} (${Math.round((100 * result.covered) / result.total)} %)`,
  )
  expect(result.missing, 'transitions no generated path takes').toEqual([])
})
