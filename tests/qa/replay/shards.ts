/**
 * A machine's selection split over several Playwright tests (shards), so the suite's workers
 * replay one machine side by side: each shard drives its share of the replayable paths and writes
 * its own `results.json` in `<out>/<machine>/shard-K-of-N/`; `readMachineRun` merges them into the
 * one run the report and `qa:mutants` read.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { QaRun } from '../results'
import type { PlannedPath } from './plan-paths'

export interface Shard {
  /** 1-based. */
  index: number
  count: number
}

export const shardFolder = ({ index, count }: Shard) => `shard-${index}-of-${count}`
const SHARD_FOLDER = /^shard-(\d+)-of-(\d+)$/

/**
 * A path's cost in the browser, in about seconds: its start (a member, the arrangements and the
 * first page load through the API) weighs more than a step (booking: 3.6 s a path on average, its
 * 15-step reschedules 9–11 s). A path that is only reported costs nothing.
 */
export function pathCost(plan: PlannedPath, drivesUnreachable: boolean): number {
  if (plan.unreachable && !drivesUnreachable) return 0
  const steps = plan.unreachable ? plan.unreachable.step : plan.path.steps.length
  return 2 + steps / 2
}

/**
 * The shard's share of the selection: the costliest path first, each to the shard with the least
 * cost so far (the lowest on a tie), so the shards take about as long; paths that cost nothing go
 * to the first. The same selection splits the same way in every worker.
 */
export function shardOf(
  selected: readonly PlannedPath[],
  shard: Shard,
  drivesUnreachable: boolean,
): PlannedPath[] {
  if (!(Number.isInteger(shard.count) && shard.count >= 1)) {
    throw new Error(`A shard count is a whole number from 1, not ${shard.count}`)
  }
  const totals = new Array<number>(shard.count).fill(0)
  const owner = new Map<number, number>()
  const byCost = [...selected]
    .map((plan) => ({ plan, cost: pathCost(plan, drivesUnreachable) }))
    .sort((a, b) => b.cost - a.cost || a.plan.number - b.plan.number)
  for (const { plan, cost } of byCost) {
    const lightest = cost === 0 ? 0 : totals.indexOf(Math.min(...totals))
    totals[lightest] = (totals[lightest] ?? 0) + cost
    owner.set(plan.number, lightest + 1)
  }
  return selected.filter((plan) => owner.get(plan.number) === shard.index)
}

/**
 * Before a shard writes: what another layout of the machine's results left (a whole run's
 * `results.json` and pictures, shards of another count) and this shard's own last run go, so the
 * report never merges a stale shard. The other shards of this count are left to their own tests.
 */
export async function clearForShard(machineFolder: string, shard: Shard): Promise<void> {
  const entries = existsSync(machineFolder) ? await readdir(machineFolder) : []
  for (const entry of entries) {
    const match = SHARD_FOLDER.exec(entry)
    const ownLayout = match !== null && Number(match[2]) === shard.count
    if (ownLayout && entry !== shardFolder(shard)) continue
    await rm(join(machineFolder, entry), { recursive: true, force: true })
  }
}

async function readRunFile(file: string, machine: string): Promise<QaRun | null> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const parsed = v.safeParse(QaRun, JSON.parse(text))
  if (!parsed.success) {
    throw new Error(`${file} does not fit the QaRun shape:\n${v.summarize(parsed.issues)}`)
  }
  if (parsed.output.machine !== machine) {
    throw new Error(`${file} is a run of machine "${parsed.output.machine}", not "${machine}"`)
  }
  return parsed.output
}

/**
 * A machine's run, parsed: its `results.json`, or its shards' merged (paths in their order,
 * screenshots named from the machine's folder); null when the paths were never replayed.
 */
export async function readMachineRun(resultsDir: string, machine: string): Promise<QaRun | null> {
  const folder = join(resultsDir, machine)
  const whole = await readRunFile(join(folder, 'results.json'), machine)
  if (whole) return whole
  const shards = existsSync(folder)
    ? (await readdir(folder)).filter((entry) => SHARD_FOLDER.test(entry)).sort()
    : []
  const runs: QaRun[] = []
  for (const shard of shards) {
    const run = await readRunFile(join(folder, shard, 'results.json'), machine)
    if (!run) continue
    runs.push({
      ...run,
      paths: run.paths.map((path) => ({
        ...path,
        steps: path.steps.map((step) =>
          step.screenshot ? { ...step, screenshot: `${shard}/${step.screenshot}` } : step,
        ),
      })),
    })
  }
  const [first] = runs
  if (!first) return null
  return {
    ...first,
    startedAt: runs.map((run) => run.startedAt).sort()[0] ?? first.startedAt,
    stateLabels: Object.assign({}, ...runs.map((run) => run.stateLabels)),
    paths: runs.flatMap((run) => run.paths).sort((a, b) => a.index - b.index),
  }
}
