/**
 * Model-based paths for our machines: generated from the machine's graph so that every
 * transition is taken at least once, replayed against a live actor with fake effects, and
 * measured by the transitions the live actor really took. Used by the path tests and by
 * `npm run qa:paths`.
 */
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import { getAdjacencyMap } from 'xstate/graph'

/**
 * Event fixtures: for every event type the machine (or its invoked actors) can send, the
 * variants to try. Typing the record by the event union makes a new event without a fixture a
 * compile error.
 */
export type EventFixtures<TEvent extends AnyEventObject> = {
  [K in TEvent['type']]: ReadonlyArray<Extract<TEvent, { type: K }>>
}

/** `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: what an invoked promise sends back. */
export type ActorDoneEvent<Id extends string, Output> = {
  type: `xstate.done.actor.${Id}`
  output: Output
}
export type ActorErrorEvent<Id extends string> = {
  type: `xstate.error.actor.${Id}`
  error: unknown
}

export interface PathStep {
  event: AnyEventObject
  value: StateValue
  context: unknown
}

export interface MachinePath {
  /** `idle → START → checking → …` */
  description: string
  steps: PathStep[]
}

const stateKey = (snapshot: { value: StateValue }) => JSON.stringify(snapshot.value)

/** `START(signedIn: false, entry: {…})`: short enough to read in a list of paths. */
export function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event
  const parts = Object.entries(payload).map(([key, value]) => `${key}: ${summarize(value)}`)
  return parts.length > 0 ? `${type}(${parts.join(', ')})` : type
}

function summarize(value: unknown): string {
  if (value instanceof Error) return `Error "${value.message}"`
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.length} items]`
  const record = value as Record<string, unknown>
  // An actor's answer that may be a refusal reads best by whether it is, and why.
  if ('ok' in record) {
    const parts = [`ok: ${JSON.stringify(record.ok)}`]
    if ('reason' in record) parts.push(`reason: ${JSON.stringify(record.reason)}`)
    if ('order' in record) parts.push(`order: ${summarize(record.order)}`)
    return `{${parts.join(', ')}}`
  }
  // Saved progress reads best by its step.
  const settings = record.settings
  if (settings && typeof settings === 'object' && 'step' in settings) {
    return `{step: ${JSON.stringify(settings.step)}}`
  }
  // Consults, orders and other records read best by their status (an order's payment's too).
  if ('status' in record) {
    const payment = record.payment
    const paymentStatus =
      payment && typeof payment === 'object' && 'status' in payment
        ? `, payment: ${JSON.stringify(payment.status)}`
        : ''
    return `{status: ${JSON.stringify(record.status)}${paymentStatus}}`
  }
  if ('flowId' in record) return `{flowId: ${JSON.stringify(record.flowId)}}`
  // A member session reads best by whose it is.
  const user = record.user
  if (user && typeof user === 'object' && 'fullName' in user) {
    return `{user: ${JSON.stringify(user.fullName)}}`
  }
  // A cart by whether checkout may start.
  const meta = record.meta
  if (meta && typeof meta === 'object' && 'readyForCheckout' in meta) {
    return `{readyForCheckout: ${JSON.stringify(meta.readyForCheckout)}}`
  }
  // The best of several offers by its title, a list answer by its length.
  const best = record.best
  if ('best' in record) {
    const title = best && typeof best === 'object' && 'title' in best ? best.title : null
    return `{best: ${JSON.stringify(title)}}`
  }
  if (Array.isArray(record.data)) return `{data: [${record.data.length} items]}`
  // An actor's answer of several kinds (booked, conflict, ownBooking…) by its kind, so two kinds
  // that lead to one state are two transitions, each with its path.
  if (typeof record.kind === 'string') return `{kind: ${JSON.stringify(record.kind)}}`
  return '{…}'
}

function valueLabel(value: StateValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * One path per transition of the graph: the shortest path to the transition's source state,
 * then the transition. Paths that are prefixes of longer ones are dropped.
 */
export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    events: ReadonlyArray<AnyEventObject>
    input?: InputFrom<TMachine>
    /**
     * Where nobody can act (the machine runs before any page exists): only the machine's own
     * events (`xstate.*`: an actor's answer, a delay) are tried there, not a person's.
     */
    nobodyActs?: (snapshot: AnyMachineSnapshot) => boolean
  },
): MachinePath[] {
  const { nobodyActs } = options
  // Vertices are state value and context together, so every prefix carries its true context.
  // Only the events a state can take are tried: the others would leave it as it is, and skipping
  // them keeps a machine with many fixtures (checkout) to seconds.
  const traversal = {
    events: options.events,
    input: options.input,
    filterEvents: (state: AnyMachineSnapshot, event: AnyEventObject) =>
      state.can(event) &&
      (nobodyActs === undefined || event.type.startsWith('xstate.') || !nobodyActs(state)),
  } as never
  const adjacency = getAdjacencyMap(machine, traversal)
  const prefixes = shortestPrefixes(adjacency)
  const byTransition = new Map<string, MachinePath>()

  const candidates: MachinePath[] = []
  for (const [key, vertex] of Object.entries(adjacency)) {
    const source = vertex.state as AnyMachineSnapshot
    const prefixSteps = prefixes.get(key)
    if (!prefixSteps) continue
    const transitions = Object.values(vertex.transitions) as Array<{
      event: AnyEventObject
      state: AnyMachineSnapshot
    }>
    for (const { event, state: next } of transitions) {
      // An event the state does not handle leaves the snapshot as it was: not a transition.
      if (sameSnapshot(next, source)) continue
      candidates.push(toPath([...prefixSteps, { event, value: next.value, context: next.context }]))
    }
  }

  // One path per distinct step (state, event, next state): the shortest that takes it.
  candidates.sort(
    (a, b) => a.steps.length - b.steps.length || a.description.localeCompare(b.description),
  )
  for (const path of candidates) {
    const last = path.steps.at(-1)
    const before = path.steps.at(-2)
    if (!last || !before) continue
    const key = `${valueLabel(before.value)}|${describeEvent(last.event)}|${valueLabel(last.value)}`
    if (!byTransition.has(key)) byTransition.set(key, path)
  }
  const chosen = [...byTransition.values()]
  // A path that is the start of a longer chosen one adds nothing.
  const descriptions = chosen.map((path) => path.description)
  return chosen.filter(
    (path) =>
      !descriptions.some(
        (other) => other !== path.description && other.startsWith(`${path.description} → `),
      ),
  )
}

type Adjacency = ReturnType<typeof getAdjacencyMap>
type Edge = { event: AnyEventObject; state: AnyMachineSnapshot }

/**
 * The shortest way to every vertex of the graph, by its key, as the steps from the initial
 * state: a breadth-first walk, where the first way found to a vertex is kept (what xstate/graph's
 * `getShortestPaths` picks too, without building the graph a second time).
 */
function shortestPrefixes(adjacency: Adjacency): Map<string, PathStep[]> {
  // The map's first vertex is the initial state: the traversal starts from it.
  const vertices = Object.entries(adjacency).map(([key, vertex]) => ({
    key,
    state: vertex.state as AnyMachineSnapshot,
    edges: Object.values(vertex.transitions) as Edge[],
  }))
  const byKey = new Map(vertices.map((vertex) => [vertex.key, vertex]))
  const keyOf = new Map(vertices.map((vertex) => [snapshotKey(vertex.state), vertex.key]))
  const prefixes = new Map<string, PathStep[]>()
  const [initial] = vertices
  if (!initial) return prefixes
  prefixes.set(initial.key, [
    { event: { type: 'xstate.init' }, value: initial.state.value, context: initial.state.context },
  ])
  const queue = [initial.key]
  for (let index = 0; index < queue.length; index++) {
    const key = queue[index] as string
    const steps = prefixes.get(key) ?? []
    for (const { event, state: next } of byKey.get(key)?.edges ?? []) {
      const nextKey = keyOf.get(snapshotKey(next))
      if (nextKey === undefined || prefixes.has(nextKey)) continue
      prefixes.set(nextKey, [...steps, { event, value: next.value, context: next.context }])
      queue.push(nextKey)
    }
  }
  return prefixes
}

function snapshotKey(snapshot: AnyMachineSnapshot) {
  return `${stateKey(snapshot)}|${JSON.stringify(snapshot.context)}`
}

function sameSnapshot(a: AnyMachineSnapshot, b: AnyMachineSnapshot) {
  return snapshotKey(a) === snapshotKey(b)
}

function toPath(steps: PathStep[]): MachinePath {
  const [first, ...rest] = steps
  const parts = first ? [valueLabel(first.value)] : []
  for (const step of rest) parts.push(describeEvent(step.event), valueLabel(step.value))
  return { description: parts.join(' → '), steps }
}

/** Every transition the machine defines: guarded alternatives and eventless ones count apart. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const found: AnyTransitionDefinition[] = []
  const visit = (node: AnyStateMachine['root']) => {
    for (const list of node.transitions.values()) found.push(...list)
    if (node.always) found.push(...node.always)
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return found
}

export function describeTransition(transition: AnyTransitionDefinition): string {
  const guard = transition.guard
    ? ` [${typeof transition.guard === 'string' ? transition.guard : ((transition.guard as { type?: string }).type ?? 'guard')}]`
    : ''
  const targets = transition.target?.map((target) => target.key).join(', ') ?? '(stay)'
  return `${transition.source.key} --${transition.eventType || 'always'}${guard}--> ${targets}`
}

export interface ReplayResult {
  /** Every transition the live actor took, as TransitionDefinition objects. */
  taken: Set<AnyTransitionDefinition>
  /** The inputs the fake actors were started with, by actor id, in order. */
  actorInputs: Record<string, unknown[]>
}

/**
 * Replays a path against a live actor. Invoked promise actors named in `deferred` are replaced by
 * fakes that settle only when the path's `xstate.done.actor.<id>` or `xstate.error.actor.<id>`
 * step comes; the other steps are sent as events. After every step the actor's state value and
 * context must equal the path's. Returns what the actor did, for coverage and further checks.
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: MachinePath,
  options: {
    input?: InputFrom<TMachine>
    deferred: readonly string[]
    onStep?: (step: PathStep, actual: { value: StateValue; context: unknown }) => void
    /** The live snapshot after every step, typed, for selectors that read state and context. */
    onSnapshot?: (snapshot: SnapshotFrom<TMachine>) => void
  },
): Promise<ReplayResult> {
  const pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >()
  const actorInputs: Record<string, unknown[]> = {}
  const fakes = Object.fromEntries(
    options.deferred.map((id) => [
      id,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            actorInputs[id] = [...(actorInputs[id] ?? []), input]
            pending.set(id, { resolve, reject })
          }),
      ),
    ]),
  )
  const taken = new Set<AnyTransitionDefinition>()
  const actor = createActor(machine.provide({ actors: fakes } as never), {
    input: options.input,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') {
        for (const transition of (inspection as { _transitions: AnyTransitionDefinition[] })
          ._transitions) {
          taken.add(transition)
        }
      }
    },
  })
  actor.start()
  try {
    const [first, ...rest] = path.steps
    if (first) check(first)
    for (const step of rest) {
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type)
      if (settled) {
        const [, kind, id] = settled
        const fake = pending.get(id as string)
        if (!fake) throw new Error(`Step ${step.event.type}: actor "${id}" is not running`)
        pending.delete(id as string)
        if (kind === 'done') fake.resolve((step.event as { output?: unknown }).output)
        else fake.reject((step.event as { error?: unknown }).error)
      } else {
        actor.send(step.event)
      }
      // Let promise callbacks and the actor's own microtasks run.
      await new Promise((resolve) => setTimeout(resolve, 0))
      check(step)
    }
  } finally {
    actor.stop()
  }
  return { taken, actorInputs }

  function check(step: PathStep) {
    const snapshot = actor.getSnapshot()
    const actual = { value: snapshot.value, context: snapshot.context }
    options.onStep?.(step, actual)
    // The actor runs `machine` with fake effects, so its snapshot is the machine's own kind;
    // `provide()` on a generic machine loses that in its type.
    options.onSnapshot?.(snapshot as SnapshotFrom<TMachine>)
  }
}

export interface Coverage {
  covered: number
  total: number
  missing: string[]
}

/**
 * Transitions are compared by identity of source, event, guard and targets, not by object:
 * `machine.provide()` (how tests swap effects) builds new transition objects. The QA replay
 * writes transitions by this key (tests/qa/results.ts `TransitionKey`) and the report reads them.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as { type?: string } | string | undefined
  const guardName = typeof guard === 'string' ? guard : (guard?.type ?? '')
  const targets = transition.target?.map((target) => target.id).join(',') ?? ''
  return `${transition.source.id}|${transition.eventType}|${guardName}|${targets}`
}

export function coverage(
  machine: AnyStateMachine,
  taken: Iterable<AnyTransitionDefinition>,
): Coverage {
  const all = allTransitions(machine)
  const seen = new Set([...taken].map(transitionKey))
  const missing = all
    .filter((transition) => !seen.has(transitionKey(transition)))
    .map(describeTransition)
  return { covered: all.length - missing.length, total: all.length, missing }
}
