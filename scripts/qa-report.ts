/**
 * `npm run qa:report [machine…] [--results DIR] [--out DIR]`: the static HTML report QA reads
 * (issue 32): per machine its state chart coloured by coverage, the coverage tables, and each
 * path replayed in the browser with its screenshots. Reads `qa-report/results/<machine>/results.json`
 * (what `npm run qa:replay` writes) and writes `qa-report/site/`; open `qa-report/site/index.html`.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildReport } from '../tests/qa/report/build-report'
import { percent } from '../tests/qa/report/report-coverage'

const { values, positionals } = parseArgs({
  options: {
    results: { type: 'string', default: 'qa-report/results' },
    out: { type: 'string', default: 'qa-report/site' },
  },
  allowPositionals: true,
})

const started = performance.now()
const summaries = await buildReport({
  resultsDir: resolve(values.results),
  outDir: resolve(values.out),
  machines: positionals.length > 0 ? positionals : undefined,
})
for (const summary of summaries) {
  const machine = `${summary.figures.transitions.covered}/${summary.figures.transitions.total} (${percent(summary.figures.transitions)} %)`
  const app = summary.appFigures
    ? `${summary.appFigures.transitions.covered}/${summary.appFigures.transitions.total} (${percent(summary.appFigures.transitions)} %) in ${summary.replayedPaths} replayed paths`
    : 'not replayed in a browser yet'
  console.log(
    `${summary.machine}: ${summary.generatedPaths} paths; transitions against the machine ${machine}, in the app ${app}`,
  )
}
console.log(
  `Report written to ${resolve(values.out, 'index.html')} in ${Math.round(performance.now() - started)} ms`,
)
