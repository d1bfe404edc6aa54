import { afterAll, describe, expect, it, vi } from 'vitest'
import type { AnyTransitionDefinition } from 'xstate'
import {
  coverage,
  generatePaths,
  replayPath,
} from '../../../tests/support/machine-paths/path-testing'
import { consultStartFixtureList, JERAWAT } from './consult-start.fixtures'
import { consultStartMachine, selectConsultModals } from './consult-start.machine'

const paths = generatePaths(consultStartMachine, { events: consultStartFixtureList })
const taken = new Set<AnyTransitionDefinition>()

describe('consult-start paths (generated from the machine graph)', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(5)
  })

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const navigate = vi.fn()
    const reportError = vi.fn()
    const machine = consultStartMachine.provide({
      actions: {
        navigate: (_args, params) => navigate(params.url),
        reportError: (_args, params) => reportError(params.error),
      },
    })
    const result = await replayPath(machine, path, {
      deferred: ['checkExisting'],
      onStep: (step, actual) => {
        expect(actual.value, `state after ${step.event.type}`).toEqual(step.value)
        expect(actual.context, `context after ${step.event.type}`).toEqual(step.context)
      },
      onSnapshot: (snapshot) => {
        // Spec §3's flags follow the state: exactly the dialog of the state is shown.
        const modals = selectConsultModals(snapshot)
        expect(modals.isShowFirstTimeModal).toBe(snapshot.matches('firstTime'))
        expect(modals.isShowContinueQuestionnaireModal).toBe(
          snapshot.matches('continueQuestionnaire'),
        )
        expect(modals.isShowContinueChatModal).toBe(snapshot.matches('continueChat'))
      },
    })
    for (const transition of result.taken) taken.add(transition)

    // The lookup is always for the flow that was started.
    for (const input of result.actorInputs.checkExisting ?? []) {
      expect(input).toEqual({ flowId: JERAWAT.flowId })
    }
    // A choice navigates exactly once; an API failure is reported, never shown.
    const last = path.steps.at(-1)?.event.type ?? ''
    expect(navigate).toHaveBeenCalledTimes(last.startsWith('CHOOSE_') ? 1 : 0)
    expect(reportError).toHaveBeenCalledTimes(last === 'xstate.error.actor.checkExisting' ? 1 : 0)
  })
})

afterAll(() => {
  const result = coverage(consultStartMachine, taken)
  console.info(
    `[paths] consult-start: ${paths.length} paths, transition coverage ${result.covered}/${result.total} (${Math.round((100 * result.covered) / result.total)} %)`,
  )
  expect(result.missing, 'transitions no generated path takes').toEqual([])
})
