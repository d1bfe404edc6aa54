import { afterAll, describe, expect, it } from 'vitest'
import type { AnyTransitionDefinition } from 'xstate'
import { enabledSteps } from '../../../contract/consults/questionnaire'
import {
  coverage,
  generatePaths,
  replayPath,
} from '../../../tests/support/machine-paths/path-testing'
import { CONSENT_STEP } from '../../lib/consults/consultation-steps'
import { networkDown } from '../shared/actor-fixtures'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import { CONSULT_ID, consultationFixtureList, consultationInputs } from './consultation.fixtures'
import { consultationMachine } from './consultation.machine'
import {
  CLOSED_MESSAGE,
  type ConsultationContext,
  type SaveAnswersInput,
  TRY_LATER_MESSAGE,
} from './consultation.model'
import {
  selectIsBusy,
  selectProgress,
  selectRetriesLeft,
  selectView,
} from './consultation.selectors'

const ACTORS = ['loadQuestionnaire', 'saveAnswers', 'uploadPhoto', 'submit', 'saveProfile'] as const

const runs = consultationInputs.map((input) => ({
  input,
  paths: generatePaths(consultationMachine, { events: consultationFixtureList, input }),
}))
const pathCount = runs.reduce((sum, run) => sum + run.paths.length, 0)
const taken = new Set<AnyTransitionDefinition>()

const cases = runs.flatMap(({ input, paths }) =>
  paths.map(
    (path) =>
      [
        `${input.startAt ? 'resume link' : 'first visit'}${input.profileComplete === false ? ', no profile' : ''}: ${path.description}`,
        input,
        path,
      ] as const,
  ),
)

describe('consultation paths (generated from the machine graph)', () => {
  it('has paths to walk, and a bounded number of them', () => {
    expect(pathCount).toBeGreaterThan(25)
    // A bound on the walk, not a time (times depend on the machine's load): a change that makes
    // the graph explode fails here, not as a suite that never ends.
    expect(pathCount).toBeLessThan(300)
  })

  it.each(cases)('%s', async (_, input, path) => {
    const reported: unknown[] = []
    const navigated: string[] = []
    const machine = consultationMachine.provide({
      actions: {
        reportError: (_args, params) => reported.push(params.error),
        navigate: (_args, params) => navigated.push(params.url),
      },
    })
    const result = await replayPath(machine, path, {
      input,
      deferred: ACTORS,
      onStep: (step, actual) => {
        expect(actual.value, `state after ${step.event.type}`).toEqual(step.value)
        expect(actual.context, `context after ${step.event.type}`).toEqual(step.context)
      },
      onSnapshot: (snapshot) => {
        const context: ConsultationContext = snapshot.context
        const view = selectView(snapshot)

        // 'Langkah N dari M' counts the enabled steps (and the consent step), live.
        const progress = selectProgress(snapshot)
        if (context.data && context.step !== '') {
          const enabled = enabledSteps(context.data.questionnaire, context.answers).length
          expect(progress?.total).toBe(enabled + 1)
          expect(progress?.number).toBeGreaterThanOrEqual(1)
          expect(progress?.number).toBeLessThanOrEqual(enabled + 1)
          if (context.step === CONSENT_STEP) expect(progress?.number).toBe(enabled + 1)
        }

        // The consent view is exactly the consent step.
        if (view === 'consent') expect(context.step).toBe(CONSENT_STEP)
        if (snapshot.matches('consent')) expect(view).toBe('consent')
        if (snapshot.matches('answering')) expect(view).toBe('step')
        // The profile form is shown exactly while the profile is asked for or saved, and only
        // while it is missing.
        const asking = snapshot.matches('profile') || snapshot.matches('savingProfile')
        expect(view === 'profile').toBe(asking)
        if (asking) expect(context.profileComplete).toBe(false)
        if (snapshot.matches('profile')) expect(selectIsBusy(snapshot)).toBe(false)

        // Retries are bounded, and offered exactly while a load has failed.
        expect(context.retries).toBeGreaterThanOrEqual(0)
        expect(context.retries).toBeLessThanOrEqual(MAX_LOAD_ATTEMPTS)
        expect(selectRetriesLeft(snapshot) > 0).toBe(snapshot.matches('loadFailed'))

        // Waiting for the member is never busy.
        if (snapshot.matches('answering') || snapshot.matches('consent')) {
          expect(selectIsBusy(snapshot)).toBe(false)
          expect(context.uploading).toBeNull()
          expect(context.target).toBeNull()
        }
        if (snapshot.status === 'done') expect(selectIsBusy(snapshot)).toBe(false)

        // Every ending says what happened.
        if (view === 'failed') expect(context.message).toBe(TRY_LATER_MESSAGE)
        if (view === 'closed') expect(context.message).toBe(CLOSED_MESSAGE)
        if (view === 'submitted') expect(context.submitted?.status).toBe(2)
      },
    })
    for (const transition of result.taken) taken.add(transition)

    // Every save is of this consult, moves to a step it names, and sends only known questions.
    for (const call of (result.actorInputs.saveAnswers ?? []) as SaveAnswersInput[]) {
      expect(call.consultId).toBe(CONSULT_ID)
      expect(['keluhan', 'nyeri', 'foto']).toContain(call.lastVisitedContentId)
      for (const item of call.items) expect(['keluhan', 'nyeri', 'foto']).toContain(item.linkId)
    }
    // Submitting sends both consents with the versions shown.
    for (const call of result.actorInputs.submit ?? []) {
      expect(call).toEqual({
        consultId: CONSULT_ID,
        consents: [
          { kind: 'consultation-agreement', version: '2026-11' },
          { kind: 'health-data', version: '2026-11' },
        ],
      })
    }
    // Issue 29 §1: nothing is sent while the profile is missing; once it is saved, the answers
    // go unchanged.
    const steps = path.steps
    for (const [index, step] of steps.entries()) {
      const before = steps[index - 1]?.context as ConsultationContext | undefined
      if (step.value === 'submitting' && before) {
        expect(before.profileComplete || step.event.type === 'xstate.done.actor.saveProfile').toBe(
          true,
        )
        expect((step.context as ConsultationContext).answers).toEqual(before.answers)
      }
    }
    // Only a sent questionnaire leads to the chat room, once.
    const last = path.steps.at(-1)
    expect(navigated).toEqual(
      last?.value === 'submitted' ? [`/konsultasi/pesan?chatroom=${CONSULT_ID}`] : [],
    )
    const failures = path.steps.filter(
      (step) =>
        step.event.type.startsWith('xstate.error.actor.') &&
        (step.event as { error?: unknown }).error === networkDown,
    )
    expect(reported).toHaveLength(failures.length)
  })
})

afterAll(() => {
  const result = coverage(consultationMachine, taken)
  console.info(
    `[paths] consultation: ${pathCount} paths over ${runs.length} inputs, transition coverage ${result.covered}/${result.total} (${Math.round((100 * result.covered) / result.total)} %)`,
  )
  expect(result.missing, 'transitions no generated path takes').toEqual([])
})
