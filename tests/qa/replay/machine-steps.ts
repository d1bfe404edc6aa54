/**
 * The transitions the machine takes at each step of a path, from a replay against the machine
 * with fake effects: what a step of the real app is credited with when its page passes.
 *
 * `replayPath` (path-testing.ts) answers the transitions of a whole path as a set; a step's own,
 * repeats included, need the inspection per step, so this replays the path the same way (the
 * deferred actors settle only on their answer's step) and asks `replayPath` nothing.
 */
import {
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
} from 'xstate'
import { type MachinePath, transitionKey } from '../../support/machine-paths/path-testing'

/** For each step of `path` (the first is the start), the keys of the transitions it takes. */
export async function transitionsPerStep(
  machine: AnyStateMachine,
  path: MachinePath,
  options: { deferred: readonly string[]; input?: unknown },
): Promise<string[][]> {
  const pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (e: unknown) => void }
  >()
  const fakes = Object.fromEntries(
    options.deferred.map((id) => [
      id,
      fromPromise<unknown, unknown>(
        () => new Promise((resolve, reject) => pending.set(id, { resolve, reject })),
      ),
    ]),
  )
  let current: string[] = []
  const actor = createActor(machine.provide({ actors: fakes } as never), {
    input: options.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return
      for (const transition of (inspection as { _transitions: AnyTransitionDefinition[] })
        ._transitions) {
        current.push(transitionKey(transition))
      }
    },
  })
  const perStep: string[][] = []
  actor.start()
  try {
    const [, ...rest] = path.steps
    perStep.push(current)
    for (const step of rest) {
      current = []
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type)
      if (settled) {
        const [, kind, id = ''] = settled
        const fake = pending.get(id)
        if (!fake) throw new Error(`Step ${step.event.type}: actor "${id}" is not running`)
        pending.delete(id)
        if (kind === 'done') fake.resolve((step.event as { output?: unknown }).output)
        else fake.reject((step.event as { error?: unknown }).error)
      } else {
        actor.send(step.event)
      }
      // Let promise callbacks and the actor's own microtasks run.
      await new Promise((resolve) => setTimeout(resolve, 0))
      const value = JSON.stringify(actor.getSnapshot().value)
      if (value !== JSON.stringify(step.value)) {
        throw new Error(
          `Path "${path.description}": after ${step.event.type} the machine is in ${value}, the path says ${JSON.stringify(step.value)}`,
        )
      }
      perStep.push(current)
    }
  } finally {
    actor.stop()
  }
  return perStep
}
