/**
 * The paths generated from the machines, replayed in Chromium against the production build, the
 * real API and its database (issue 32 §2): for each machine with a test model (tests/qa/models/),
 * the fewest paths that take every transition. Each path runs in a browser context of its own;
 * the run is written as qa-report/results/<machine>/results.json with its screenshots, which
 * `npm run qa:report` reads. `npm run qa:replay -- <machine> --all` replays every path instead.
 */
import { expect, test } from '@playwright/test'
import { qaModels } from '../qa/replay/qa-models'
import { replayMachine } from '../qa/replay/replay-machine'

/**
 * Transitions the real app cannot be put through today, by machine: each is named with its
 * reason by the model (and in the report); a new one here is a model or an app that got worse.
 */
const UNREACHABLE_TRANSITIONS: Record<string, number> = {
  'consult-start': 0,
  auth: 3,
  consultation: 7,
  booking: 54,
  checkout: 30,
}

/**
 * A machine's whole replay, planning included, where it takes longer than the default 3 minutes
 * with one worker: checkout's 175 paths and booking's 728 are generated and replayed against the
 * machine (1.5 to 6 min on CI's two cores) before the first browser opens.
 */
const TIMEOUTS: Record<string, number> = {
  consultation: 420_000,
  checkout: 600_000,
  booking: 1_500_000,
}

// One machine per worker: each path already runs in a browser context of its own.
test.describe.configure({ mode: 'parallel' })

/**
 * The machines the suite (`npm test`, CI) replays. Checkout and booking are left to
 * `QA_MACHINES=checkout,booking` and `npm run qa:replay` for now: before their first browser opens,
 * their 175 and 728 generated paths are replayed against the machine (1.5 to 6 min on two cores),
 * and booking's selection then drives 63 paths (4 to 7 min): together more than the suite's whole
 * margin under CI's 30 minutes. They join when the plan is cached by the machine's hash and the
 * selection is split over the workers.
 */
const IN_THE_SUITE = ['consult-start', 'auth', 'consultation']

/** `QA_MACHINES=checkout,booking` replays only those, `QA_MACHINES=all` every machine. */
const asked = process.env.QA_MACHINES?.split(',').map((name) => name.trim())
const only = asked?.includes('all') ? Object.keys(qaModels) : (asked ?? IN_THE_SUITE)

for (const [name, model] of Object.entries(qaModels)) {
  if (!only.includes(name)) continue
  test(`${name}: the selected generated paths pass in the real app`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(TIMEOUTS[name] ?? 180_000)
    if (!baseURL) throw new Error('No baseURL: the global setup starts the test server')
    const { run, coverage } = await replayMachine(model, {
      baseUrl: baseURL,
      // `npm run qa:mutants` keeps each mutant's run apart from the suite's.
      out: process.env.QA_RESULTS_DIR ?? 'qa-report/results',
      selection: 'selection',
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
    expect(failures, 'steps that failed in the real app').toEqual([])
    console.info(
      `[qa] ${name}: ${run.paths.length} paths, real-app transition coverage ${coverage.covered}/${coverage.total}`,
    )
    expect(coverage.missing.length, JSON.stringify(coverage.missing, null, 2)).toBe(
      UNREACHABLE_TRANSITIONS[name],
    )
  })
}
