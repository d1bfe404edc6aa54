/**
 * The committed plans (tests/qa/plans/) are the machines' own: a plan whose hash is not the
 * sources' hash today is stale, and the QA spec and report would plan afresh for minutes in CI.
 * And a plan stands for the generated paths exactly: rebuilt from it, the small machines' paths
 * are the generator's, step by step, context included.
 */
import { describe, expect, it } from 'vitest'
import { machineCatalog } from '../../support/machine-paths/catalog'
import { generatePaths } from '../../support/machine-paths/path-testing'
import { committedPlan, createPlan, planCommand, rebuildPaths } from './machine-plan'

describe('the committed machine plans', () => {
  it.each(Object.keys(machineCatalog))('%s: the plan is current', (machine) => {
    const { status } = committedPlan(machine)
    expect(
      status,
      `tests/qa/plans/${machine}.json is ${status}: run \`${planCommand(machine)}\` and commit it`,
    ).toBe('current')
  })

  it.each(['consult-start', 'auth'])(
    '%s: the paths rebuilt from its plan are the generated ones',
    async (machine) => {
      const entry = machineCatalog[machine]
      if (!entry) throw new Error(`No machine ${machine}`)
      const generated = entry.inputs.flatMap((input) =>
        generatePaths(entry.machine, {
          events: entry.events,
          input: input as never,
          nobodyActs: entry.nobodyActs,
        }),
      )
      const rebuilt = rebuildPaths(await createPlan(machine))
      expect(rebuilt.map((planned) => planned.path)).toEqual(generated)
      expect(rebuilt.map((planned) => planned.number)).toEqual(generated.map((_, at) => at + 1))
    },
  )

  it('refuses a plan whose steps no longer reach its states', async () => {
    const plan = await createPlan('auth')
    const wrong = {
      ...plan,
      states: plan.states.map((state, at) => (at === 1 ? '"elsewhere"' : state)),
    }
    expect(() => rebuildPaths(wrong)).toThrow(/the plan says "elsewhere"/)
  })
})
