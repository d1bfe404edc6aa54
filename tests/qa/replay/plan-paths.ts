/**
 * Which generated paths a replay drives, and what the model says of each before any browser
 * starts: the transitions of every step (from the machine with fake effects), and the first step
 * the real app cannot make. Free of the browser, so unit tests and `qa:report` can read it.
 */
import type { AnyEventObject, StateValue } from 'xstate'
import { generatePaths, type MachinePath } from '../../support/machine-paths/path-testing'
import { type AnyTestModel, isUnreachable, type StateModel } from '../model'
import { transitionsPerStep } from './machine-steps'
import { selectPaths } from './select-paths'

export interface PlannedPath {
  /** 1-based, as `npm run qa:paths` numbers them and `--path N` takes them. */
  number: number
  /** The machine's input the path starts with (undefined for a machine without one). */
  input: unknown
  path: MachinePath
  transitions: string[][]
  /** The first step the real app cannot make, and why. */
  unreachable?: { step: number; reason: string }
  /** Why each step cannot be made in the real app, where it cannot (by step index). */
  unreachableSteps: Array<string | undefined>
}

/** `'idle'`, `{ a: 'b' }` → the model's key: `'idle'`, `'a.b'`. */
function statePath(value: StateValue): string {
  if (typeof value === 'string') return value
  const [key, child] = Object.entries(value)[0] ?? []
  if (key === undefined) throw new Error(`Empty state value ${JSON.stringify(value)}`)
  return child === undefined ? key : `${key}.${statePath(child)}`
}

export function stateModel(model: AnyTestModel, value: StateValue): StateModel<unknown> {
  const found = (model.states as Record<string, StateModel<unknown>>)[statePath(value)]
  if (!found) throw new Error(`Model ${model.name} maps no state ${JSON.stringify(value)}`)
  return found
}

export function eventModel(model: AnyTestModel, event: AnyEventObject) {
  const found = (model.events as Record<string, unknown>)[event.type]
  if (!found) throw new Error(`Model ${model.name} maps no event ${event.type}`)
  return found as {
    label: (event: AnyEventObject) => string
    how: (
      event: AnyEventObject,
      before: unknown,
      state?: StateValue,
      earlier?: readonly AnyEventObject[],
    ) => object
  }
}

/** An invoked actor's answer: `xstate.done.actor.<id>`, `xstate.error.actor.<id>`. */
export const OUTCOME = /^xstate\.(done|error)\.actor\./

/** Every generated path of the model's machine, with its steps' transitions and reachability. */
export async function planPaths(model: AnyTestModel): Promise<PlannedPath[]> {
  // Numbered across the inputs in their order, as `npm run qa:paths` and the report number them.
  const paths = (model.inputs ?? [undefined]).flatMap((input) =>
    generatePaths(model.machine, {
      events: model.fixtures,
      input,
      nobodyActs: model.nobodyActs as never,
    }).map((path) => ({
      input,
      path,
    })),
  )
  return Promise.all(
    paths.map(async ({ input, path }, index) => {
      const transitions = await transitionsPerStep(model.machine, path, {
        deferred: model.deferred,
        input,
      })
      const unreachableSteps = path.steps.map((_, step) => unreachableReason(model, path, step))
      const step = unreachableSteps.findIndex((reason) => reason !== undefined)
      const unreachable = step < 0 ? undefined : { step, reason: unreachableSteps[step] as string }
      return { number: index + 1, input, path, transitions, unreachable, unreachableSteps }
    }),
  )
}

function unreachableReason(
  model: AnyTestModel,
  path: MachinePath,
  step: number,
): string | undefined {
  const { event, value } = path.steps[step] as MachinePath['steps'][number]
  if (step > 0) {
    const previous = path.steps[step - 1]
    const earlier = path.steps.slice(0, step).map((each) => each.event)
    const how = eventModel(model, event).how(event, previous?.context, previous?.value, earlier)
    if (isUnreachable(how)) return how.unreachable
  }
  const state = stateModel(model, value)
  return isUnreachable(state) ? state.unreachable : undefined
}

/** The set cover CI runs: the fewest paths that take every transition, replayable ones first. */
export function selectedPaths(planned: readonly PlannedPath[]): PlannedPath[] {
  const chosen = selectPaths(
    planned.map((plan) => ({
      transitions: plan.transitions.flat(),
      length: plan.path.steps.length,
      replayable: plan.unreachable === undefined,
    })),
  )
  return chosen.map((index) => planned[index] as PlannedPath)
}
