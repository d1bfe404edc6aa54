/**
 * `npm run qa:report`'s work: for each machine, its graph, the generated paths replayed against
 * it (its committed plan, tests/qa/plans/), and (when a replay in the browser left one) its
 * `results.json` (or its shards', merged) with the screenshots, made
 * into a static site: `index.html`, `style.css`, and per machine `<machine>/index.html`, a page
 * per replayed path and the screenshots beside them.
 */
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, normalize, sep } from 'node:path'
import { machineCatalog } from '../../support/machine-paths/catalog'
import { machinePlan } from '../replay/machine-plan'
import { readMachineRun } from '../replay/shards'
import { machineGraph } from './machine-graph'
import {
  coverageOf,
  figures,
  takenByMachine,
  takenInApp,
  withPassedStates,
} from './report-coverage'
import { REPORT_CSS } from './report-style'
import { indexPage, type MachineReport, machinePage, pathFile, pathPage } from './site-pages'
import { renderStateChart } from './state-chart'

/** The flows in Indonesian, as the index and headings name them. */
const MACHINE_TITLES: Record<string, string> = {
  'consult-start': 'Mulai konsultasi',
  auth: 'Sesi masuk',
  checkout: 'Checkout dan pembayaran',
  booking: 'Booking klinik',
  consultation: 'Kuesioner konsultasi',
}

const SCREENSHOTS = 'tangkapan'

/** A screenshot's path inside its run's folder; one that climbs out of it is refused. */
function screenshotPath(file: string, screenshot: string): string {
  const relative = normalize(screenshot)
  if (isAbsolute(relative) || relative.startsWith(`..${sep}`) || relative === '..') {
    throw new Error(`${file}: screenshot "${screenshot}" is not inside the results folder`)
  }
  return relative
}

export interface ReportSummary {
  machine: string
  generatedPaths: number
  replayedPaths: number | null
  figures: MachineReport['machineFigures']
  appFigures: MachineReport['appFigures']
}

export async function buildReport(options: {
  resultsDir: string
  outDir: string
  machines?: readonly string[]
  now?: Date
}): Promise<ReportSummary[]> {
  const names = options.machines ?? Object.keys(machineCatalog)
  await rm(options.outDir, { recursive: true, force: true })
  await mkdir(options.outDir, { recursive: true })
  const reports: MachineReport[] = []
  for (const name of names) {
    const entry = machineCatalog[name]
    if (!entry) {
      throw new Error(`Unknown machine "${name}". Known: ${Object.keys(machineCatalog).join(', ')}`)
    }
    const graph = machineGraph(entry.machine)
    const plan = await machinePlan(name)
    const machineTaken = withPassedStates(graph, takenByMachine(entry.machine, plan))
    const run = await readMachineRun(options.resultsDir, name)
    const appTaken = run ? withPassedStates(graph, takenInApp(entry.machine, run)) : null
    const known = new Set(graph.transitions.map((transition) => transition.key))
    const unknownTransitions = appTaken
      ? [...appTaken.transitions].filter((key) => !known.has(key))
      : []
    const chartSvg = await renderStateChart({
      machineName: name,
      graph,
      stateLabels: run?.stateLabels ?? {},
      stateCoverage: (id) => coverageOf(id, appTaken?.states ?? null, machineTaken.states),
      transitionCoverage: (key) =>
        coverageOf(key, appTaken?.transitions ?? null, machineTaken.transitions),
    })
    const report: MachineReport = {
      name,
      title: MACHINE_TITLES[name] ?? name,
      graph,
      generatedPaths: plan.paths.length,
      machineTaken,
      machineFigures: figures(graph, machineTaken),
      run,
      appTaken,
      appFigures: appTaken ? figures(graph, appTaken) : null,
      unknownTransitions,
      chartSvg,
      screenshotHref: (screenshot) =>
        [SCREENSHOTS, ...screenshotPath(name, screenshot).split(sep)].join('/'),
    }
    const machineDir = join(options.outDir, name)
    await mkdir(machineDir, { recursive: true })
    await writeFile(join(machineDir, 'index.html'), machinePage(report))
    for (const path of run?.paths ?? []) {
      await writeFile(join(machineDir, pathFile(path.index)), pathPage(report, path))
      for (const step of path.steps) {
        if (!step.screenshot) continue
        const resultsFile = join(options.resultsDir, name, 'results.json')
        const relative = screenshotPath(resultsFile, step.screenshot)
        const target = join(machineDir, SCREENSHOTS, relative)
        await mkdir(dirname(target), { recursive: true })
        await copyFile(join(options.resultsDir, name, relative), target)
      }
    }
    reports.push(report)
  }
  await writeFile(join(options.outDir, 'style.css'), REPORT_CSS)
  await writeFile(join(options.outDir, 'index.html'), indexPage(reports, options.now ?? new Date()))
  return reports.map((report) => ({
    machine: report.name,
    generatedPaths: report.generatedPaths,
    replayedPaths: report.run?.paths.length ?? null,
    figures: report.machineFigures,
    appFigures: report.appFigures,
  }))
}
