/**
 * The report's pages, as HTML strings: the index of machines, a page per machine (chart,
 * coverage tables, its paths) and a page per replayed path (its steps with their screenshots).
 * Everything a person reads is Indonesian; the machine's own names (states, events, guards) stay
 * as the code spells them, in `<code>`, so QA and engineers speak of the same thing.
 */
import type { QaPathResult, QaRun } from '../results'
import { escapeHtml as h } from './html'
import type { MachineGraph } from './machine-graph'
import {
  type Coverage,
  type Figure,
  type Figures,
  guardRows,
  percent,
  type Taken,
} from './report-coverage'
import { COVERAGE_SIGNS, COVERAGE_WORDS, eventWords } from './state-chart'

export interface MachineReport {
  name: string
  /** The flow in Indonesian: 'Checkout dan pembayaran'. */
  title: string
  graph: MachineGraph
  generatedPaths: number
  machineTaken: Taken
  machineFigures: Figures
  run: QaRun | null
  appTaken: Taken | null
  appFigures: Figures | null
  /** Transitions results.json names that the machine no longer has: a run of another version. */
  unknownTransitions: string[]
  chartSvg: string
  /** A step's screenshot in the site, relative to the machine's folder, by its path in results. */
  screenshotHref: (screenshot: string) => string
}

const STATUS_WORDS: Record<QaPathResult['status'], string> = {
  passed: '✓ Lulus',
  failed: '✗ Gagal',
  'not-run': '– Tidak dijalankan',
}

const SELECTION_WORDS: Record<QaRun['selection'], string> = {
  selection: 'pilihan CI (setiap transisi sekali)',
  all: 'semua jalur',
  one: 'satu jalur',
}

const statusMark = (status: QaPathResult['status']) =>
  `<span class="mark ${status}">${STATUS_WORDS[status]}</span>`

const coverageMark = (coverage: Coverage, text = COVERAGE_WORDS[coverage]) =>
  `<span class="mark cov-${coverage}">${COVERAGE_SIGNS[coverage]} ${h(text)}</span>`

/** `28 Nov 2026, 09.00 UTC`: a time a reader in any of Indonesia's three zones converts alike. */
const timeText = (iso: string | Date) =>
  `${new Date(iso).toLocaleString('id-ID', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC`

const figureText = (figure: Figure) => `${figure.covered}/${figure.total} (${percent(figure)}%)`

export const pathFile = (index: number) => `jalur-${index}.html`

export function page(options: { title: string; body: string; depth: number }): string {
  const up = '../'.repeat(options.depth)
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(options.title)}</title>
<link rel="stylesheet" href="${up}style.css">
</head>
<body>
<header class="site"><a href="${up}index.html">Laporan QA Diri</a></header>
<main>
${options.body}
</main>
</body>
</html>
`
}

function figureCard(heading: string, figures: Figures | null, missing: string) {
  const rows = figures
    ? `<dt>Status</dt><dd>${figureText(figures.states)}</dd><dt>Transisi</dt><dd>${figureText(figures.transitions)}</dd><dt>Syarat (guard)</dt><dd>${figureText(figures.guards)}</dd>`
    : `<dt>${h(missing)}</dt><dd></dd>`
  return `<section class="figure-card"><h3>${h(heading)}</h3><dl>${rows}</dl></section>`
}

export function indexPage(reports: MachineReport[], generatedAt: Date): string {
  const rows = reports.map((report) => {
    const paths = report.run?.paths ?? []
    const passed = paths.filter((path) => path.status === 'passed').length
    const failed = paths.filter((path) => path.status === 'failed').length
    const app = report.appFigures
    return `<tr>
<th scope="row"><a href="${h(report.name)}/index.html">${h(report.title)}</a> <code>${h(report.name)}</code></th>
<td class="num">${figureText(report.machineFigures.transitions)}</td>
<td class="num">${app ? figureText(app.transitions) : 'belum diputar'}</td>
<td class="num">${app ? figureText(app.states) : '–'}</td>
<td class="num">${app ? figureText(app.guards) : '–'}</td>
<td class="num">${report.run ? `${passed} lulus, ${failed} gagal, dari ${paths.length}` : '–'}</td>
<td class="num">${report.generatedPaths}</td>
</tr>`
  })
  return page({
    title: 'Laporan QA Diri',
    depth: 0,
    body: `<h1>Laporan QA: jalur dari mesin status</h1>
<p>Setiap alur Diri (checkout, booking, konsultasi…) adalah mesin status. Jalur dibuat dari mesin itu sehingga setiap transisi diambil sekali, lalu diputar di Chromium terhadap aplikasi sungguhan. Di sini kamu melihat mana yang sudah diambil di aplikasi, mana yang baru diambil terhadap mesin saja, dan setiap jalur langkah demi langkah.</p>
<p class="muted">Dibuat ${h(timeText(generatedAt))}.</p>
<div class="table-scroll"><table>
<caption class="muted">Cakupan per mesin</caption>
<thead><tr><th scope="col">Mesin</th><th scope="col">Transisi di mesin</th><th scope="col">Transisi di aplikasi</th><th scope="col">Status di aplikasi</th><th scope="col">Syarat di aplikasi</th><th scope="col">Jalur di browser</th><th scope="col">Jalur dibuat</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table></div>`,
  })
}

function legend() {
  const item = (coverage: Coverage, text: string) =>
    `<li><svg width="64" height="20" aria-hidden="true"><g class="transition cov-${coverage}"><path class="edge" d="M2,10 L40,10"/></g><g class="state atomic cov-${coverage}"><rect x="44" y="2" width="18" height="16" rx="4"/></g></svg>${coverageMark(coverage)}<span class="muted">${h(text)}</span></li>`
  return `<ul class="legend" aria-label="Keterangan warna">
${item('app', 'garis penuh: lulus saat diputar di Chromium terhadap aplikasi')}
${item('machine', 'garis putus-putus: diambil jalur terhadap mesin (efek palsu), belum di aplikasi')}
${item('none', 'garis titik-titik: belum diambil jalur mana pun')}
</ul>`
}

function stateTable(report: MachineReport) {
  const labels = report.run?.stateLabels ?? {}
  const rows = report.graph.states
    .filter((state) => state.id !== report.graph.rootId)
    .map(
      (state) => `<tr><td><code>${h(state.id)}</code></td><td>${h(labels[state.id] ?? '–')}</td>
<td>${coverageMark(report.machineTaken.states.has(state.id) ? 'machine' : 'none', report.machineTaken.states.has(state.id) ? 'Diambil' : 'Belum')}</td>
<td>${appCell(report, report.appTaken?.states.has(state.id))}</td></tr>`,
    )
  return `<h3 id="cakupan-status">Status: di mesin ${figureText(report.machineFigures.states)}, di aplikasi ${report.appFigures ? figureText(report.appFigures.states) : 'belum diputar'}</h3>
<div class="table-scroll"><table>
<thead><tr><th scope="col">Status</th><th scope="col">Nama</th><th scope="col">Di mesin</th><th scope="col">Di aplikasi</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
}

function appCell(report: MachineReport, taken: boolean | undefined) {
  if (!report.appTaken) return '<span class="muted">belum diputar</span>'
  return taken ? coverageMark('app', 'Diambil') : coverageMark('none', 'Belum')
}

function transitionTable(report: MachineReport) {
  const rows = report.graph.transitions.map((transition) => {
    const inMachine = report.machineTaken.transitions.has(transition.key)
    return `<tr><td><code>${h(transition.sourceId)}</code></td><td><code>${h(eventWords(transition.eventType))}</code></td><td>${transition.guard ? `<code>${h(transition.guard)}</code>` : '–'}</td><td>${transition.targetIds.length > 0 ? transition.targetIds.map((id) => `<code>${h(id)}</code>`).join(', ') : '(tetap)'}</td>
<td>${coverageMark(inMachine ? 'machine' : 'none', inMachine ? 'Diambil' : 'Belum')}</td>
<td>${appCell(report, report.appTaken?.transitions.has(transition.key))}</td></tr>`
  })
  return `<h3 id="cakupan-transisi">Transisi: di mesin ${figureText(report.machineFigures.transitions)}, di aplikasi ${report.appFigures ? figureText(report.appFigures.transitions) : 'belum diputar'}</h3>
<div class="table-scroll"><table>
<thead><tr><th scope="col">Dari</th><th scope="col">Peristiwa</th><th scope="col">Syarat</th><th scope="col">Ke</th><th scope="col">Di mesin</th><th scope="col">Di aplikasi</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
}

function guardTable(report: MachineReport) {
  const rows = guardRows(report.graph).map(({ guard, keys }) => {
    const inMachine = keys.filter((key) => report.machineTaken.transitions.has(key)).length
    const inApp = keys.filter((key) => report.appTaken?.transitions.has(key)).length
    return `<tr><td><code>${h(guard)}</code></td><td class="num">${keys.length}</td><td class="num">${inMachine}/${keys.length}</td><td class="num">${report.appTaken ? `${inApp}/${keys.length}` : 'belum diputar'}</td></tr>`
  })
  return `<h3 id="cakupan-syarat">Syarat (guard): di mesin ${figureText(report.machineFigures.guards)}, di aplikasi ${report.appFigures ? figureText(report.appFigures.guards) : 'belum diputar'}</h3>
<p class="muted">Sebuah syarat tercakup bila setiap transisi yang dijaganya sudah diambil.</p>
<div class="table-scroll"><table>
<thead><tr><th scope="col">Syarat</th><th scope="col">Transisi yang dijaga</th><th scope="col">Diambil di mesin</th><th scope="col">Diambil di aplikasi</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
}

function pathsSection(report: MachineReport) {
  const { run } = report
  if (!run) {
    return `<h2 id="jalur">Jalur</h2>
<p class="notice">Jalur mesin ini belum diputar di browser. Diagram dan cakupan di atas hanya dari ${report.generatedPaths} jalur yang diputar terhadap mesin dengan efek palsu. Putar di Chromium dengan <code>npm run qa:replay -- ${h(report.name)}</code>, lalu buat laporan lagi dengan <code>npm run qa:report</code>.</p>`
  }
  const rows = run.paths.map(
    (path) =>
      `<tr><td class="num">${path.index}</td><td><a href="${pathFile(path.index)}">${h(path.title)}</a></td><td>${statusMark(path.status)}</td></tr>`,
  )
  return `<h2 id="jalur">Jalur yang diputar di browser (${run.paths.length})</h2>
<p>Diputar ${h(timeText(run.startedAt))} di <code>${h(run.baseUrl)}</code>, ${h(SELECTION_WORDS[run.selection])}.</p>
<div class="table-scroll"><table>
<thead><tr><th scope="col">No.</th><th scope="col">Langkah</th><th scope="col">Hasil</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
}

export function machinePage(report: MachineReport): string {
  const unknown =
    report.unknownTransitions.length > 0
      ? `<p class="notice">Hasil di browser menyebut ${report.unknownTransitions.length} transisi yang tidak ada lagi di mesin ini (hasil dari versi lain): ${report.unknownTransitions.map((key) => `<code>${h(key)}</code>`).join(', ')}. Putar ulang jalurnya.</p>`
      : ''
  return page({
    title: `${report.title}: laporan QA`,
    depth: 1,
    body: `<h1>${h(report.title)} <code>${h(report.name)}</code></h1>
${report.run ? '' : `<p class="notice">Jalur mesin ini belum diputar di browser: yang tampil hanya cakupan terhadap mesin.</p>`}
${unknown}
<div class="figures">
${figureCard(`Terhadap mesin (${report.generatedPaths} jalur, efek palsu)`, report.machineFigures, '')}
${figureCard('Di aplikasi (Chromium)', report.appFigures, 'Belum diputar di browser')}
</div>
<h2 id="diagram">Diagram status</h2>
<p>Digambar dari konfigurasi mesin itu sendiri. Status bertingkat ada di dalam kotak induknya; titik hitam menunjuk status awal. Geser diagram bila lebih lebar dari layar.</p>
${legend()}
<div class="chart-scroll" tabindex="0" role="region" aria-label="Diagram status ${h(report.name)}">
${report.chartSvg}
</div>
<h2 id="cakupan">Cakupan</h2>
${stateTable(report)}
${transitionTable(report)}
${guardTable(report)}
${pathsSection(report)}`,
  })
}

export function pathPage(report: MachineReport, path: QaPathResult): string {
  const steps = path.steps.map((step, index) => {
    const number = index + 1
    const shot = step.screenshot
      ? `<figure><img src="${h(report.screenshotHref(step.screenshot))}" alt="Halaman setelah langkah ${number}: ${h(step.label)}" loading="lazy"><figcaption>Halaman setelah langkah ${number}</figcaption></figure>`
      : '<p class="muted">Tidak ada tangkapan layar untuk langkah ini.</p>'
    const error = step.error
      ? `<p><strong>Pemeriksaan yang gagal:</strong></p><pre class="error">${h(step.error)}</pre>`
      : ''
    return `<li class="step ${step.status}" id="langkah-${number}">
<div>
<h2>${number}. ${h(step.label)}</h2>
<p>${statusMark(step.status)}</p>
<p>Halaman yang diharapkan: <strong>${h(step.stateLabel)}</strong> <code>${h(step.state)}</code><br><span class="muted">Peristiwa: <code>${h(eventWords(step.event))}</code></span></p>
${error}
</div>
${shot}
</li>`
  })
  return page({
    title: `Jalur ${path.index} ${report.name}: laporan QA`,
    depth: 1,
    body: `<p><a href="index.html">← ${h(report.title)}</a></p>
<h1>Jalur ${path.index}: ${h(report.title)}</h1>
<p>${statusMark(path.status)} ${h(path.title)}</p>
<p>Ulangi jalur ini saja:</p>
<pre><code>${h(path.rerun)}</code></pre>
<ol class="steps">
${steps.join('\n')}
</ol>`,
  })
}
