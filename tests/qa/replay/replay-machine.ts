/**
 * Replays a machine's generated paths in Chromium against a running site (issue 32 §2–3): for
 * each path, the person's action of every step (the model's), then the state's assertions, then
 * a screenshot; each step is credited with the transitions the machine takes for it. Writes the
 * run as `<out>/<machine>/results.json` (results.ts's `QaRun`, parsed before it is written), the
 * screenshots beside it. Used by tests/e2e/qa-paths.spec.ts and `npm run qa:replay`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import * as v from 'valibot'
import {
  allTransitions,
  describeTransition,
  transitionKey,
} from '../../support/machine-paths/path-testing'
import type { AnyTestModel, Arrangement, StateModel } from '../model'
import { QaPathResult, QaRun, type QaStepResult } from '../results'
import {
  eventModel,
  OUTCOME,
  type PlannedPath,
  planPaths,
  selectedPaths,
  stateModel,
} from './plan-paths'
import { QaWorld } from './qa-world'
import { clearForShard, type Shard, shardFolder, shardOf } from './shards'

/** Chromium's errors come coloured for a terminal; the report wants the words. */
function plainMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts ANSI colour codes.
  return text.replace(/\u001b\[[0-9;]*m/g, '').trim()
}

export async function replayInBrowser(
  model: AnyTestModel,
  plan: PlannedPath,
  /** Null: the path is not driven in a browser, only reported (its unreachable steps' reasons). */
  world: QaWorld | null,
  folder: string,
): Promise<QaPathResult> {
  const { steps } = plan.path
  const results: QaStepResult[] = []
  let stopped = false
  /** How to know the answer arranged for the next step has come, when the page cannot say. */
  let awaitedAnswer: Arrangement['settled']
  /** The first step a person takes: the answers before it are the first load's chain. */
  const firstPerson = steps.findIndex((each, at) => at > 0 && !OUTCOME.test(each.event.type))
  const firstLoadEnd = firstPerson < 0 ? steps.length : firstPerson
  for (const [index, step] of steps.entries()) {
    const state = stateModel(model, step.value)
    const label = index === 0 ? model.start.label : eventModel(model, step.event).label(step.event)
    const result: QaStepResult = {
      label,
      event: step.event.type,
      state: JSON.stringify(step.value),
      stateLabel: state.label,
      transitions: plan.transitions[index] ?? [],
      status: 'not-run',
    }
    results.push(result)
    const unreachable = plan.unreachableSteps[index]
    if (unreachable !== undefined) {
      // Said on every such step, so each of its transitions is reported with its own reason.
      result.error = `Tidak bisa dibuat di aplikasi sungguhan: ${unreachable}`
      stopped = true
    }
    if (stopped || !world) continue
    try {
      // An actor's answer is put in place before the step that starts the actor.
      const next = steps[index + 1]
      if (next && OUTCOME.test(next.event.type) && plan.unreachable?.step !== index + 1) {
        const earlier = steps.slice(0, index + 1).map((each) => each.event)
        const arrangement = eventModel(model, next.event).how(
          next.event,
          step.context,
          step.value,
          earlier,
        )
        if ('arrange' in arrangement) {
          const { arrange, settled } = arrangement as Arrangement
          // The start arranged it already, before the page opened (`arrangesFirstLoad`).
          const arrangedByStart =
            index > 0 && model.start.arrangesFirstLoad === true && index + 1 < firstLoadEnd
          if (!arrangedByStart) await arrange(world)
          awaitedAnswer = settled
        }
      }
      if (index === 0) {
        await model.start.act(world, next?.event, {
          input: plan.input,
          events: steps.map((each) => each.event),
          steps,
        })
      } else if (OUTCOME.test(step.event.type)) {
        await awaitedAnswer?.(world)
        awaitedAnswer = undefined
      } else {
        const previous = steps[index - 1]
        const how = eventModel(model, step.event).how(
          step.event,
          previous?.context,
          previous?.value,
          steps.slice(0, index).map((each) => each.event),
        )
        await (how as { act: (world: QaWorld) => Promise<void> }).act(world)
      }
      if ('expect' in state) await state.expect(world.page, step.context)
      world.takeUnexpectedErrors()
      result.status = 'passed'
    } catch (error) {
      result.status = 'failed'
      // What the browser said meanwhile often names the cause (a call that failed, and which).
      const said = [...world.takeErrors(), ...world.lastCalls().map((call) => `call: ${call}`)]
      result.error = [
        plainMessage(error),
        ...(said.length > 0 ? ['', 'The browser said:', ...said] : []),
      ].join('\n')
      stopped = true
    }
    const screenshot = `path-${plan.number}/step-${index + 1}.png`
    try {
      await world.page.screenshot({ path: join(folder, screenshot) })
      result.screenshot = screenshot
    } catch {
      // A page that is gone (a crash the step already reports) has no picture to keep.
    }
  }
  const status = results.some((step) => step.status === 'failed')
    ? 'failed'
    : results.some((step) => step.status === 'not-run')
      ? 'not-run'
      : 'passed'
  return v.parse(QaPathResult, {
    index: plan.number,
    title: results.map((step) => step.label).join(' → '),
    status,
    rerun: `npm run qa:replay -- ${model.name} --path ${plan.number}`,
    steps: results,
  })
}

export interface RealAppCoverage {
  covered: number
  total: number
  /** Each transition no passed step took, with why. */
  missing: Array<{ transition: string; reason: string }>
}

/** Transitions taken by passed steps in the browser, against every transition of the machine. */
export function realAppCoverage(model: AnyTestModel, run: QaRun): RealAppCoverage {
  const passed = new Set<string>()
  const reasons = new Map<string, string>()
  for (const path of run.paths) {
    // A step after the one that stopped the path did not run for that step's reason.
    const stoppedBy = path.steps.find((step) => step.error)?.error
    for (const step of path.steps) {
      for (const key of step.transitions) {
        if (step.status === 'passed') passed.add(key)
        else if (!reasons.has(key)) {
          reasons.set(
            key,
            step.error ??
              stoppedBy ??
              `Langkah "${step.label}" di jalur ${path.index} tidak dijalankan.`,
          )
        }
      }
    }
  }
  const all = allTransitions(model.machine)
  const missing = all
    .filter((transition) => !passed.has(transitionKey(transition)))
    .map((transition) => ({
      transition: describeTransition(transition),
      reason:
        reasons.get(transitionKey(transition)) ?? 'Tidak ada jalur yang diputar ulang melewatinya.',
    }))
  return { covered: all.length - missing.length, total: all.length, missing }
}

export interface ReplayOptions {
  baseUrl: string
  /** The results folder; the machine's run goes in `<out>/<machine>/`. */
  out: string
  selection: QaRun['selection']
  /** With `selection: 'one'`, the path's number. */
  pathNumber?: number
  /** A fresh browser context for each path, with the headers its requests must carry. */
  newContext: (
    pathNumber: number,
  ) => Promise<{ context: BrowserContext; headers: Record<string, string> }>
  /**
   * Drive a path with a step the real app cannot make up to that step (pictures of its start).
   * Off in CI: the steps before are taken by the replayable paths already, and it costs a browser
   * context and a page load each; the path is still reported, with its reason.
   */
  replayUnreachablePaths: boolean
  /**
   * With `selection: 'selection'`: drive only this shard's share of it, and write the results in
   * `<out>/<machine>/shard-K-of-N/` (shards.ts merges them for the report).
   */
  shard?: Shard
  onPath?: (result: QaPathResult) => void
}

export async function replayMachine(model: AnyTestModel, options: ReplayOptions) {
  const startedAt = new Date().toISOString()
  const planned = await planPaths(model)
  const { shard } = options
  if (shard && options.selection !== 'selection') {
    throw new Error(`Shards split the selection, not selection "${options.selection}"`)
  }
  const plans =
    options.selection === 'all'
      ? planned
      : options.selection === 'one'
        ? planned.filter((plan) => plan.number === options.pathNumber)
        : shard
          ? shardOf(selectedPaths(planned), shard, options.replayUnreachablePaths)
          : selectedPaths(planned)
  if (plans.length === 0 && !shard) {
    throw new Error(
      `${model.name} has no path ${options.pathNumber}: its paths are 1 to ${planned.length}`,
    )
  }
  const machineFolder = join(options.out, model.name)
  const folder = shard ? join(machineFolder, shardFolder(shard)) : machineFolder
  if (shard) await clearForShard(machineFolder, shard)
  else await rm(machineFolder, { recursive: true, force: true })
  await mkdir(folder, { recursive: true })

  const paths: QaPathResult[] = []
  for (const plan of plans) {
    if (plan.unreachable && !options.replayUnreachablePaths) {
      const result = await replayInBrowser(model, plan, null, folder)
      paths.push(result)
      options.onPath?.(result)
      continue
    }
    await mkdir(join(folder, `path-${plan.number}`), { recursive: true })
    const { context, headers } = await options.newContext(plan.number)
    let page: Page | undefined
    try {
      page = await context.newPage()
      const world = new QaWorld(context, page, { baseUrl: options.baseUrl, headers })
      const result = await replayInBrowser(model, plan, world, folder)
      paths.push(result)
      options.onPath?.(result)
    } finally {
      await context.close()
    }
  }
  const stateLabels = Object.fromEntries(
    Object.entries(model.states as Record<string, StateModel<unknown>>).map(([path, state]) => [
      `${model.machine.id}.${path}`,
      state.label,
    ]),
  )
  const run = v.parse(QaRun, {
    machine: model.name,
    startedAt,
    baseUrl: options.baseUrl,
    selection: options.selection,
    stateLabels,
    paths,
  })
  await writeFile(join(folder, 'results.json'), `${JSON.stringify(run, null, 2)}\n`)
  return { run, coverage: realAppCoverage(model, run), folder }
}
