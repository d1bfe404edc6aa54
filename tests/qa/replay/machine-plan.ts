/**
 * The machine side of the QA replay, planned once and committed as `tests/qa/plans/<machine>.json`:
 * every generated path (its input and events by their index in the catalog's lists, the state after
 * each step) with the transitions the machine takes at each step. Generating the paths is the
 * expensive part (the xstate graph: checkout 40–150 s, booking 2–6 min of one core); the file is
 * kept under a hash of what it follows from (`planHash`), and used only while that hash matches.
 * `npm run qa:plan [machine…]` rewrites it; `machine-plan.test.ts` fails while a committed plan is
 * stale. What the test model says of the paths (unreachable steps, the selection) is not in the
 * file: it is cheap, and the models change more often than the machines.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createEmptyActor,
  type StateValue,
} from 'xstate'
import { type CatalogEntry, machineCatalog } from '../../support/machine-paths/catalog'
import {
  describeEvent,
  generatePaths,
  type MachinePath,
  type PathStep,
} from '../../support/machine-paths/path-testing'
import { transitionsPerStep } from './machine-steps'

const ROOT = join(import.meta.dirname, '../../..')
export const PLANS_DIR = join(ROOT, 'tests/qa/plans')

/** Bumped when the file's shape or the way it is made changes without any source below changing. */
const PLAN_FORMAT = 1

/** The folders a machine's paths follow from (test files left out), then the planning code. */
const sourceFolders = (machine: string) => [
  `src/machines/${machine}`,
  'src/machines/shared',
  'tests/support/machine-paths',
]
const PLANNING_CODE = ['tests/qa/replay/machine-plan.ts', 'tests/qa/replay/machine-steps.ts']

export const planFile = (machine: string) => join(PLANS_DIR, `${machine}.json`)
export const planCommand = (machine: string) => `npm run qa:plan ${machine}`

function catalogEntry(machine: string): CatalogEntry {
  const entry = machineCatalog[machine]
  if (!entry) {
    throw new Error(
      `Unknown machine "${machine}". Known: ${Object.keys(machineCatalog).join(', ')}`,
    )
  }
  return entry
}

/** Every invoked actor of the machine: their answers are the paths' steps (the models say so too). */
const actorsOf = (entry: CatalogEntry) => Object.keys(entry.machine.implementations.actors).sort()

// Errors have no enumerable fields; the hash and the events' descriptions read their words.
const withErrors = (_key: string, value: unknown) =>
  value instanceof Error ? { error: value.name, message: value.message } : value

/**
 * The hash of everything a plan follows from: the source text of the machine's folder and the
 * shared machine helpers (test files left out), of the path generator and of this planning code,
 * and the generation's options (the catalog's event fixtures and inputs, the deferred actors).
 */
export function planHash(machine: string): string {
  const entry = catalogEntry(machine)
  const files = [
    ...sourceFolders(machine).flatMap((folder) =>
      readdirSync(join(ROOT, folder))
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => `${folder}/${name}`),
    ),
    ...PLANNING_CODE,
  ].sort()
  const hash = createHash('sha256')
  hash.update(`format ${PLAN_FORMAT}\n`)
  for (const file of files) {
    hash.update(`${file}\n`)
    hash.update(readFileSync(join(ROOT, file)))
  }
  hash.update(
    JSON.stringify(
      { events: entry.events, inputs: entry.inputs, deferred: actorsOf(entry) },
      withErrors,
    ),
  )
  return hash.digest('hex')
}

const CompactPath = v.object({
  /** Index into the catalog entry's `inputs`. */
  input: v.pipe(v.number(), v.integer()),
  /** Index into the catalog entry's `events` of each step after the start. */
  events: v.array(v.pipe(v.number(), v.integer())),
  /** Index into the plan's `states` of each step's state value, the start included. */
  states: v.array(v.pipe(v.number(), v.integer())),
  /** Indices into the plan's `transitions` of the transitions each step takes. */
  transitions: v.array(v.array(v.pipe(v.number(), v.integer()))),
})
type CompactPath = v.InferOutput<typeof CompactPath>

export const MachinePlan = v.object({
  machine: v.string(),
  hash: v.string(),
  refresh: v.string(),
  /** The state values the steps reach, as JSON. */
  states: v.array(v.string()),
  /** The transition keys the steps take (results.ts `TransitionKey`). */
  transitions: v.array(v.string()),
  /** The generated paths in their order: path N is `paths[N - 1]`, as `qa:paths` numbers them. */
  paths: v.array(CompactPath),
})
export type MachinePlan = v.InferOutput<typeof MachinePlan>

/** Generates the machine's paths and replays each against the machine: the slow part. */
export async function createPlan(machine: string): Promise<MachinePlan> {
  const entry = catalogEntry(machine)
  const deferred = actorsOf(entry)
  const states: string[] = []
  const transitions: string[] = []
  const indexIn = (list: string[], item: string) => {
    const at = list.indexOf(item)
    return at >= 0 ? at : list.push(item) - 1
  }
  const paths: CompactPath[] = []
  for (const [input, inputValue] of entry.inputs.entries()) {
    for (const path of generatePaths(entry.machine, {
      events: entry.events,
      input: inputValue as never,
      nobodyActs: entry.nobodyActs,
    })) {
      const perStep = await transitionsPerStep(entry.machine, path, {
        deferred,
        input: inputValue,
      })
      paths.push({
        input,
        events: path.steps.slice(1).map(({ event }) => {
          const at = entry.events.indexOf(event)
          if (at < 0) {
            throw new Error(
              `${machine}: path "${path.description}" takes ${describeEvent(event)}, which is not one of the catalog's event fixtures`,
            )
          }
          return at
        }),
        states: path.steps.map((step) => indexIn(states, JSON.stringify(step.value))),
        transitions: perStep.map((keys) => keys.map((key) => indexIn(transitions, key))),
      })
    }
  }
  return {
    machine,
    hash: planHash(machine),
    refresh: planCommand(machine),
    states,
    transitions,
    paths,
  }
}

/** The file's text: one path a line, so a changed plan reads as a diff of paths. */
export function planText(plan: MachinePlan): string {
  const { paths, ...head } = plan
  const lines = paths.map((path) => `    ${JSON.stringify(path)}`)
  const headText = JSON.stringify(head, null, 2).replace(/\n}$/, '')
  return `${headText},\n  "paths": [\n${lines.join(',\n')}\n  ]\n}\n`
}

export async function writePlan(machine: string): Promise<{ plan: MachinePlan; bytes: number }> {
  const plan = await createPlan(machine)
  const text = planText(plan)
  writeFileSync(planFile(machine), text)
  return { plan, bytes: Buffer.byteLength(text) }
}

export type PlanStatus = 'current' | 'stale' | 'missing'

/** The committed plan when its hash is the sources' hash today. */
export function committedPlan(machine: string): { status: PlanStatus; plan: MachinePlan | null } {
  const file = planFile(machine)
  if (!existsSync(file)) return { status: 'missing', plan: null }
  const parsed = v.safeParse(MachinePlan, JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success || parsed.output.hash !== planHash(machine)) {
    return { status: 'stale', plan: null }
  }
  return { status: 'current', plan: parsed.output }
}

/** The committed plan, or (said on the console) a plan made afresh when it is stale or missing. */
export async function machinePlan(machine: string): Promise<MachinePlan> {
  const { status, plan } = committedPlan(machine)
  if (plan) return plan
  console.info(
    `[qa] ${machine}: the committed plan ${planFile(machine).slice(ROOT.length + 1)} is ${status}; planning the paths afresh (minutes for checkout and booking). \`${planCommand(machine)}\` writes it.`,
  )
  return createPlan(machine)
}

export interface PlanPath {
  /** 1-based, as `npm run qa:paths` numbers them and `--path N` takes them. */
  number: number
  input: unknown
  path: MachinePath
  /** The keys of the transitions each step takes (the first is the start). */
  transitions: string[][]
}

const planned = new Map<string, Promise<PlanPath[]>>()

/**
 * The planned paths with each step's event and context, rebuilt from the machine step by step;
 * once per process (a worker running several shards of one machine plans it once).
 */
export function plannedMachinePaths(machine: string): Promise<PlanPath[]> {
  const known = planned.get(machine)
  if (known) return known
  const paths = planAndRebuild(machine)
  planned.set(machine, paths)
  return paths
}

async function planAndRebuild(machine: string): Promise<PlanPath[]> {
  const plan = await machinePlan(machine)
  try {
    return rebuildPaths(plan)
  } catch (error) {
    // The hash follows the machine's own folder; a change elsewhere (a helper it imports) can
    // still move a step, which the rebuild sees.
    console.info(`[qa] ${machine}: ${(error as Error).message}; planning the paths afresh`)
    return rebuildPaths(await createPlan(machine))
  }
}

/** An actor scope that starts and sends nothing, as xstate/graph walks a machine with. */
function inertScope(): AnyActorScope {
  const empty = createEmptyActor()
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: '',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope
}

const valueLabel = (value: StateValue) =>
  typeof value === 'string' ? value : JSON.stringify(value)

/**
 * Each path's steps as the generator made them: the machine's pure transition from its initial
 * snapshot for each event in turn (what xstate/graph does), shared prefixes computed once. A step
 * that no longer reaches the plan's state means the plan is not the machine's any more.
 */
export function rebuildPaths(plan: MachinePlan): PlanPath[] {
  const entry = catalogEntry(plan.machine)
  const { machine } = entry
  const scope = inertScope()
  const snapshots = new Map<string, AnyMachineSnapshot>()
  return plan.paths.map((compact, index) => {
    const inputValue = entry.inputs[compact.input]
    let key = `${compact.input}`
    let snapshot =
      snapshots.get(key) ??
      (machine.getInitialSnapshot(scope, inputValue as never) as AnyMachineSnapshot)
    snapshots.set(key, snapshot)
    const steps: PathStep[] = [
      { event: { type: 'xstate.init' }, value: snapshot.value, context: snapshot.context },
    ]
    for (const eventIndex of compact.events) {
      const event = entry.events[eventIndex] as AnyEventObject | undefined
      if (!event) throw new Error(`path ${index + 1} names event fixture ${eventIndex}, not there`)
      key = `${key},${eventIndex}`
      snapshot =
        snapshots.get(key) ?? (machine.transition(snapshot, event, scope) as AnyMachineSnapshot)
      snapshots.set(key, snapshot)
      steps.push({ event, value: snapshot.value, context: snapshot.context })
    }
    steps.forEach((step, at) => {
      const expected = plan.states[compact.states[at] ?? -1]
      if (JSON.stringify(step.value) !== expected) {
        throw new Error(
          `path ${index + 1}, step ${at + 1}: the machine is in ${JSON.stringify(step.value)}, the plan says ${expected}`,
        )
      }
    })
    const parts = steps.flatMap((step, at) =>
      at === 0 ? [valueLabel(step.value)] : [describeEvent(step.event), valueLabel(step.value)],
    )
    return {
      number: index + 1,
      input: inputValue,
      path: { description: parts.join(' → '), steps },
      transitions: compact.transitions.map((keys) =>
        keys.map((at) => plan.transitions[at] as string),
      ),
    }
  })
}
