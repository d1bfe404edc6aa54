/**
 * What was taken, and where: the states and transitions the generated paths take against the
 * machine (replayed with fake effects, as the path tests do), and those a replay in the real app
 * took (its passed steps in results.json). The chart's colours and the tables come from these.
 */
import * as v from 'valibot'
import type { AnyActorLogic, AnyStateMachine, StateValue } from 'xstate'
import type { CatalogEntry } from '../../support/machine-paths/catalog'
import {
  generatePaths,
  type MachinePath,
  replayPath,
  transitionKey,
} from '../../support/machine-paths/path-testing'
import type { QaRun } from '../results'
import { activeStateIds, type MachineGraph } from './machine-graph'

export interface Taken {
  states: Set<string>
  transitions: Set<string>
}

export type Coverage = 'app' | 'machine' | 'none'

const StateValueSchema: v.GenericSchema<StateValue> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => StateValueSchema),
  ),
])

/** Every generated path of the machine, numbered as `npm run qa:paths` numbers them. */
export function pathsOf(entry: CatalogEntry): Array<{ input: unknown; path: MachinePath }> {
  return entry.inputs.flatMap((input) =>
    generatePaths(entry.machine, {
      events: entry.events,
      input: input as never,
      nobodyActs: entry.nobodyActs,
    }).map((path) => ({
      input,
      path,
    })),
  )
}

/**
 * The machine with effects that do nothing: every actor settles only when a path says so, every
 * delay is a step of the path (never a timer that fires), and the app's own actions (navigate,
 * report an error) do nothing. XState's built-ins (assign, spawnChild…) are kept: they are the
 * machine.
 */
function withFakeEffects(machine: AnyStateMachine): AnyStateMachine {
  const { actions, delays } = machine.implementations
  const appActions = Object.entries(actions).filter(([, action]) => {
    const type = (action as { type?: unknown }).type
    return !(typeof type === 'string' && type.startsWith('xstate.'))
  })
  return machine.provide({
    actions: Object.fromEntries(appActions.map(([name]) => [name, () => {}])),
    delays: Object.fromEntries(Object.keys(delays).map((name) => [name, 3_600_000])),
  })
}

/** What the generated paths take when replayed against the machine with fake effects. */
export async function takenByMachine(
  entry: CatalogEntry,
  paths: ReadonlyArray<{ input: unknown; path: MachinePath }>,
): Promise<Taken> {
  const machine = withFakeEffects(entry.machine)
  const actors = Object.keys(entry.machine.implementations.actors as Record<string, AnyActorLogic>)
  const taken: Taken = { states: new Set(), transitions: new Set() }
  for (const { input, path } of paths) {
    const result = await replayPath(machine, path, {
      input: input as never,
      deferred: actors,
      onStep: (_step, actual) => {
        for (const id of activeStateIds(entry.machine, actual.value)) taken.states.add(id)
      },
    })
    for (const transition of result.taken) taken.transitions.add(transitionKey(transition))
  }
  return taken
}

/**
 * What a replay in the real app took: the states and transitions of its passed steps. A failed
 * step's page did not show what the machine says, so its transitions count as not taken there.
 */
export function takenInApp(machine: AnyStateMachine, run: QaRun): Taken {
  const taken: Taken = { states: new Set(), transitions: new Set() }
  for (const path of run.paths) {
    for (const step of path.steps) {
      if (step.status !== 'passed') continue
      const value = v.parse(StateValueSchema, JSON.parse(step.state))
      for (const id of activeStateIds(machine, value)) taken.states.add(id)
      for (const key of step.transitions) taken.transitions.add(key)
    }
  }
  return taken
}

/**
 * The states a taken transition passes through count as taken too: a state left at once by an
 * eventless transition (a decision) is never in a snapshot a step sees.
 */
export function withPassedStates(graph: MachineGraph, taken: Taken): Taken {
  const parentOf = new Map(graph.states.map((state) => [state.id, state.parentId]))
  const states = new Set(taken.states)
  const add = (id: string | null | undefined) => {
    for (let at = id; at; at = parentOf.get(at)) states.add(at)
  }
  for (const transition of graph.transitions) {
    if (!taken.transitions.has(transition.key)) continue
    add(transition.sourceId)
    for (const target of transition.targetIds) add(target)
  }
  return { states, transitions: taken.transitions }
}

export function coverageOf(id: string, app: Set<string> | null, machine: Set<string>): Coverage {
  if (app?.has(id)) return 'app'
  return machine.has(id) ? 'machine' : 'none'
}

export interface Figure {
  covered: number
  total: number
}

export const percent = ({ covered, total }: Figure) =>
  total === 0 ? 100 : Math.floor((100 * covered) / total)

export interface GuardRow {
  guard: string
  keys: string[]
}

/** Each guard with the transitions it guards: a guard is covered once all of them are taken. */
export function guardRows(graph: MachineGraph): GuardRow[] {
  const byGuard = new Map<string, string[]>()
  for (const transition of graph.transitions) {
    if (transition.guard === null) continue
    byGuard.set(transition.guard, [...(byGuard.get(transition.guard) ?? []), transition.key])
  }
  return [...byGuard.entries()]
    .map(([guard, keys]) => ({ guard, keys }))
    .sort((a, b) => a.guard.localeCompare(b.guard))
}

/** States, transitions and guards covered by one set of taken things. */
export function figures(graph: MachineGraph, taken: Taken) {
  const states = graph.states.filter((state) => state.id !== graph.rootId)
  const guards = guardRows(graph)
  return {
    states: { covered: states.filter((s) => taken.states.has(s.id)).length, total: states.length },
    transitions: {
      covered: graph.transitions.filter((t) => taken.transitions.has(t.key)).length,
      total: graph.transitions.length,
    },
    guards: {
      covered: guards.filter((g) => g.keys.every((key) => taken.transitions.has(key))).length,
      total: guards.length,
    },
  }
}
export type Figures = ReturnType<typeof figures>
