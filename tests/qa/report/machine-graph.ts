/**
 * A machine's own config as a plain graph the report draws and counts: its states (with nesting
 * and initial states) and its transitions (with event and guard names), read from
 * `machine.root`, so the chart can never drift from the machine.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate'
import { allTransitions, transitionKey } from '../../support/machine-paths/path-testing'

export interface ChartState {
  /** `checkout.awaitingPayment.waiting` */
  id: string
  /** `waiting` */
  key: string
  parentId: string | null
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** The child a compound state starts in. */
  initialId: string | null
  childIds: string[]
}

export interface ChartTransition {
  /** The transition key the replay writes (`TransitionKey` in results.ts). */
  key: string
  sourceId: string
  /** Empty for a transition that stays (actions only). */
  targetIds: string[]
  /** `''` for an eventless (`always`) transition. */
  eventType: string
  guard: string | null
}

export interface MachineGraph {
  rootId: string
  /** Every state node, the root first, parents before their children. */
  states: ChartState[]
  transitions: ChartTransition[]
}

function guardName(transition: AnyTransitionDefinition): string | null {
  const guard = transition.guard as { type?: string } | string | undefined
  if (guard === undefined) return null
  return typeof guard === 'string' ? guard : (guard.type ?? 'guard')
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: ChartState[] = []
  const visit = (node: AnyStateNode, parentId: string | null) => {
    const children = Object.values(node.states) as AnyStateNode[]
    states.push({
      id: node.id,
      key: node.key,
      parentId,
      type: node.type,
      initialId: node.initial?.target[0]?.id ?? null,
      childIds: children.map((child) => child.id),
    })
    for (const child of children) visit(child, node.id)
  }
  visit(machine.root, null)
  const transitions = allTransitions(machine).map((transition) => ({
    key: transitionKey(transition),
    sourceId: transition.source.id,
    targetIds: transition.target?.map((target) => target.id) ?? [],
    eventType: transition.eventType,
    guard: guardName(transition),
  }))
  return { rootId: machine.root.id, states, transitions }
}

/** The ids of the states a state value is in, parents included, the root not. */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = []
  const walk = (node: AnyStateNode, part: StateValue) => {
    const entries = typeof part === 'string' ? [[part, {}] as const] : Object.entries(part)
    for (const [key, inner] of entries) {
      const child = node.states[key] as AnyStateNode | undefined
      if (!child) {
        throw new Error(`State value ${JSON.stringify(value)}: ${node.id} has no state "${key}"`)
      }
      ids.push(child.id)
      if (inner !== undefined) walk(child, inner as StateValue)
    }
  }
  walk(machine.root, value)
  return ids
}
