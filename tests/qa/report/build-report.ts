/**
 * `npm run qa:report`'s work: for each machine, its graph, the generated paths replayed against
 * it, and (when a replay in the browser left one) its `results.json` with the screenshots, made
 * into a static site: `index.html`, `style.css`, and per machine `<machine>/index.html`, a page
 * per replayed path and the screenshots beside them.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, normalize, sep } from 'node:path'
import * as v from 'valibot'
import { machineCatalog } from '../../support/machine-paths/catalog'
import { QaRun } from '../results'
import { machineGraph } from './machine-graph'
import {
  coverageOf,
  figures,
  pathsOf,
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

/** A run's results for one machine, parsed; null when the paths were never replayed. */
async function readRun(resultsDir: string, machine: string): Promise<QaRun | null> {
  const file = join(resultsDir, machine, 'results.json')
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
    const paths = pathsOf(entry)
    const machineTaken = withPassedStates(graph, await takenByMachine(entry, paths))
    const run = await readRun(options.resultsDir, name)
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
      generatedPaths: paths.length,
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
