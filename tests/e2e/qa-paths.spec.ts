/**
 * The paths generated from the machines, replayed in Chromium against the production build, the
 * real API and its database (issue 32 §2): for each machine with a test model (tests/qa/models/),
 * the fewest paths that take every transition, split over a few tests (`SHARDS`). Each path runs
 * in a browser context of its own; each shard writes qa-report/results/<machine>/shard-K-of-N/
 * results.json with its screenshots, which `npm run qa:report` merges. `npm run qa:replay --
 * <machine> --all` replays every path instead.
 */
import { expect, test } from '@playwright/test'
import { planPaths, selectedPaths, unreachableTransitions } from '../qa/replay/plan-paths'
import { qaModels } from '../qa/replay/qa-models'
import { replayMachine } from '../qa/replay/replay-machine'
import { allTransitions } from '../support/machine-paths/path-testing'

/**
 * Transitions the real app cannot be put through today, by machine: each is named with its
 * reason by the model (and in the report); a new one here is a model or an app that got worse.
 */
const UNREACHABLE_TRANSITIONS: Record<string, number> = {
  'consult-start': 0,
  auth: 3,
  consultation: 7,
  booking: 18,
  checkout: 30,
}

/**
 * How many tests (shards) share a machine's selected paths, so the suite's workers replay one
 * machine side by side: about a minute or two of paths each (booking's 63 replayable paths take
 * 4–7 min in one worker, checkout's 22 about 70–100 s, consultation's 25 about 3–4 min). The paths
 * are dealt by their estimated cost (tests/qa/replay/shards.ts), the same way in every worker.
 */
const SHARDS: Record<string, number> = {
  consultation: 3,
  checkout: 2,
  booking: 4,
}

/**
 * A shard's time, planning included, where it can take longer than the default 3 minutes: the
 * machine side comes from the committed plan (tests/qa/plans/) in a second; a stale plan is made
 * afresh in every worker first (checkout 1–2.5 min, booking 2–6 min on two cores).
 */
const TIMEOUTS: Record<string, number> = {
  consultation: 420_000,
  checkout: 480_000,
  booking: 720_000,
}

// The shards and machines spread over the workers: each path runs in a browser context of its own.
test.describe.configure({ mode: 'parallel' })

/** The machines the suite (`npm test`, CI) replays: all of them. */
const IN_THE_SUITE = ['consult-start', 'auth', 'consultation', 'checkout', 'booking']

/** `QA_MACHINES=checkout,booking` replays only those, `QA_MACHINES=all` every machine. */
const asked = process.env.QA_MACHINES?.split(',').map((name) => name.trim())
const only = asked?.includes('all') ? Object.keys(qaModels) : (asked ?? IN_THE_SUITE)

// The machines with the most work first, so the workers do not end on a long shard.
const byWork = Object.entries(qaModels).sort(([a], [b]) => (SHARDS[b] ?? 1) - (SHARDS[a] ?? 1))

for (const [name, model] of byWork) {
  if (!only.includes(name)) continue

  // From the plan and the model, no browser: the browser shards below prove each of the
  // selection's replayable steps passes, so these are the transitions the app is not put through.
  test(`${name}: the transitions no replayable path takes are the ones named`, async () => {
    test.setTimeout(TIMEOUTS[name] ?? 180_000)
    const selected = selectedPaths(await planPaths(model))
    const missing = unreachableTransitions(model, selected)
    const total = allTransitions(model.machine).length
    console.info(
      `[qa] ${name}: ${selected.length} selected paths, real-app transition coverage ${total - missing.length}/${total}`,
    )
    expect(missing.length, JSON.stringify(missing, null, 2)).toBe(UNREACHABLE_TRANSITIONS[name])
  })

  const count = SHARDS[name] ?? 1
  for (let index = 1; index <= count; index++) {
    test(`${name} ${index}/${count}: the selected generated paths pass in the real app`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(TIMEOUTS[name] ?? 180_000)
      if (!baseURL) throw new Error('No baseURL: the global setup starts the test server')
      const { run } = await replayMachine(model, {
        baseUrl: baseURL,
        // `npm run qa:mutants` keeps each mutant's run apart from the suite's.
        out: process.env.QA_RESULTS_DIR ?? 'qa-report/results',
        selection: 'selection',
        shard: { index, count },
        replayUnreachablePaths: false,
        newContext: async (pathNumber) => {
          // A network of its own per path, as the fixtures give each test (sign-in codes are
          // counted per address, ADR 010); the test server believes one proxy hop.
          const headers = {
            'x-forwarded-for': `198.51.100.${((testInfo.workerIndex * 50 + pathNumber) % 254) + 1}`,
          }
          const context = await browser.newContext({
            baseURL,
            locale: 'id-ID',
            timezoneId: 'Asia/Jakarta',
            extraHTTPHeaders: headers,
          })
          return { context, headers }
        },
      })
      const failures = run.paths.flatMap((path) =>
        path.steps
          .filter((step) => step.status === 'failed')
          .map((step) => `path ${path.index} "${step.label}" → ${step.stateLabel}: ${step.error}`),
      )
      const replayed = run.paths.filter((path) => path.status !== 'not-run').length
      console.info(`[qa] ${name} ${index}/${count}: ${replayed} paths replayed in the browser`)
      expect(failures, 'steps that failed in the real app').toEqual([])
    })
  }
}
