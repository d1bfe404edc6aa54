/**
 * What was taken, and where: the states and transitions the generated paths take against the
 * machine (replayed with fake effects, as the path tests do), and those a replay in the real app
 * took (its passed steps in results.json). The chart's colours and the tables come from these.
 */
import * as v from 'valibot'
import type { AnyStateMachine, StateValue } from 'xstate'
import type { MachinePlan } from '../replay/machine-plan'
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

/**
 * What the generated paths take against the machine (replayed with fake effects, as the path
 * tests do): read from the machine's plan (tests/qa/replay/machine-plan.ts), whose steps are that
 * replay's, with the state each step reaches.
 */
export function takenByMachine(machine: AnyStateMachine, plan: MachinePlan): Taken {
  const taken: Taken = { states: new Set(), transitions: new Set() }
  for (const path of plan.paths) {
    for (const state of path.states) {
      const value = v.parse(StateValueSchema, JSON.parse(plan.states[state] ?? 'null'))
      for (const id of activeStateIds(machine, value)) taken.states.add(id)
    }
    for (const keys of path.transitions) {
      for (const key of keys) taken.transitions.add(plan.transitions[key] as string)
    }
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
