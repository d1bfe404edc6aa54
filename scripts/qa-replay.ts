/**
 * `npm run qa:replay -- <machine> [--path N] [--all] [--base URL] [--out DIR]`: replays a
 * machine's generated paths in Chromium against a running site (this repo's `npm start`, or a
 * staging one that accepts the test sign-in code and, for the paths that need it, the fault
 * switch). Without `--path` or `--all` it replays the selection CI runs (the fewest paths that
 * take every transition). Prints each path's result and real-app transition coverage, and writes
 * `<out>/<machine>/results.json` with the screenshots (default out: qa-report/results).
 */
import { chromium } from '@playwright/test'
import { qaModels } from '../tests/qa/replay/qa-models'
import { replayMachine } from '../tests/qa/replay/replay-machine'
import { CHROMIUM_ARGS, findTestChromium } from './ensure-chromium'

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const WITH_VALUE = ['--path', '--base', '--out']
const [name] = args.filter(
  (arg, index) => !arg.startsWith('--') && !WITH_VALUE.includes(args[index - 1] ?? ''),
)
const model = name ? qaModels[name] : undefined
if (!model) {
  console.error(
    `Usage: npm run qa:replay -- <machine> [--path N] [--all] [--base URL] [--out DIR]\nMachines with a test model: ${Object.keys(qaModels).join(', ')}${name ? ` (not ${name})` : ''}`,
  )
  process.exit(2)
}
const pathOption = option('--path')
const pathNumber = pathOption === undefined ? undefined : Number(pathOption)
if (pathNumber !== undefined && !(Number.isInteger(pathNumber) && pathNumber > 0)) {
  console.error(`--path takes a path's number (1, 2, …), not ${JSON.stringify(pathOption)}`)
  process.exit(2)
}
const baseUrl = option('--base') ?? 'http://localhost:3000'
const out = option('--out') ?? 'qa-report/results'

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? findTestChromium() ?? undefined,
  args: CHROMIUM_ARGS,
})
try {
  const started = performance.now()
  const { run, coverage, folder } = await replayMachine(model, {
    baseUrl,
    out,
    selection: pathNumber !== undefined ? 'one' : args.includes('--all') ? 'all' : 'selection',
    pathNumber,
    replayUnreachablePaths: true,
    newContext: async () => ({
      context: await browser.newContext({
        baseURL: baseUrl,
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      }),
      headers: {},
    }),
    onPath: (path) => {
      console.log(`\n[${path.status}] ${model.name} path ${path.index}: ${path.title}`)
      for (const step of path.steps) {
        console.log(`  ${step.status.padEnd(7)} ${step.label} → ${step.stateLabel}`)
        if (step.error) console.log(`          ${step.error.split('\n').join('\n          ')}`)
      }
    },
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\n${model.name}: ${run.paths.length} paths in ${seconds} s, real-app transition coverage ${coverage.covered}/${coverage.total}`,
  )
  for (const missing of coverage.missing)
    console.log(`  missing ${missing.transition}: ${missing.reason}`)
  console.log(`Results: ${folder}/results.json`)
  if (run.paths.some((path) => path.status === 'failed')) process.exitCode = 1
} finally {
  await browser.close()
}
