// @vitest-environment jsdom
/**
 * The QA report rendered from a replay's results of the auth machine (a fixture: three paths,
 * one failed at its last step, two screenshots), read as a person reads it: the chart, the
 * coverage figures, a path's steps with their screenshots and the failing assertion.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authMachine } from '../../../src/machines/auth/auth.machine'
import { buildReport, type ReportSummary } from './build-report'
import { machineGraph } from './machine-graph'

const FIXTURES = join(import.meta.dirname, 'fixtures')
let out: string
let summaries: ReportSummary[]

// The pages as a browser parses them (jsdom's DOMParser), asked what a reader sees.
const read = async (file: string) =>
  new DOMParser().parseFromString(await readFile(join(out, file), 'utf8'), 'text/html')

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim()
const cells = (row: Element | undefined) =>
  [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => text(cell))

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'qa-report-'))
  // consult-start has no results in the fixtures: the report says it was not replayed.
  summaries = await buildReport({
    resultsDir: FIXTURES,
    outDir: out,
    machines: ['auth', 'consult-start'],
    now: new Date('2026-11-28T09:00:00Z'),
  })
})

afterAll(async () => {
  await rm(out, { recursive: true, force: true })
})

describe('npm run qa:report', () => {
  it('draws one node per state of the machine, coloured by where it was taken', async () => {
    const doc = await read('auth/index.html')
    expect(doc.documentElement.lang).toBe('id')
    const nodes = [...doc.querySelectorAll('svg.state-chart [data-state]')]
    const ids = machineGraph(authMachine).states.map((state) => state.id)
    expect(nodes.map((node) => node.getAttribute('data-state')).sort()).toEqual(ids.sort())
    const coverageOf = (id: string) =>
      doc.querySelector(`svg.state-chart [data-state="${id}"]`)?.getAttribute('data-coverage')
    // Every state was shown by a passed step in the browser: droppingSession by the failed path's
    // third step, which passed before its fourth failed.
    expect(coverageOf('auth.signedIn')).toBe('app')
    expect(coverageOf('auth.droppingSession')).toBe('app')
    // The root is the frame the states are drawn in, not a state a path can miss.
    expect(coverageOf('auth')).toBe('root')
    // The transition whose step failed counts only against the machine.
    const failedStep = doc.querySelector(
      'svg.state-chart [data-transition="auth.droppingSession|xstate.done.actor.endSession||auth.signedOut"]',
    )
    expect(failedStep?.getAttribute('data-coverage')).toBe('machine')
    // Not only colour: each transition says its coverage in words.
    expect(text(failedStep?.querySelector('title'))).toContain('Hanya di mesin')
  })

  it('gives the coverage of states, transitions and guards in the machine and in the app', async () => {
    const auth = summaries.find((summary) => summary.machine === 'auth')
    expect(auth?.figures.transitions).toEqual({ covered: 14, total: 14 })
    // Paths 5, 11 and 15 passed 5 distinct transitions in the browser (15's last step failed).
    expect(auth?.appFigures?.transitions).toEqual({ covered: 5, total: 14 })
    expect(auth?.appFigures?.states).toEqual({ covered: 5, total: 5 })

    const doc = await read('auth/index.html')
    expect(text(doc.querySelector('#cakupan-transisi'))).toBe(
      'Transisi: di mesin 14/14 (100%), di aplikasi 5/14 (35%)',
    )
    expect(text(doc.querySelector('#cakupan-status'))).toBe(
      'Status: di mesin 5/5 (100%), di aplikasi 5/5 (100%)',
    )
    // isMember guards three transitions; the browser took one of them (loading → signedIn) and
    // signedOut → signedIn; otherMember and visitor none.
    const guardRow = [...doc.querySelectorAll('tr')].find(
      (row) => text(row.querySelector('td')) === 'isMember',
    )
    expect(cells(guardRow)).toEqual(['isMember', '3', '3/3', '2/3'])
    expect(text(doc.querySelector('#cakupan-syarat'))).toBe(
      'Syarat (guard): di mesin 3/3 (100%), di aplikasi 0/3 (0%)',
    )

    const index = await read('index.html')
    const authRow = [...index.querySelectorAll('tbody tr')].find((row) =>
      text(row)?.includes('auth'),
    )
    expect(cells(authRow)).toEqual([
      'Sesi masuk auth',
      '14/14 (100%)',
      '5/14 (35%)',
      '5/5 (100%)',
      '0/3 (0%)',
      '2 lulus, 1 gagal, dari 3',
      '16',
    ])
  })

  it('shows a failed step with its assertion, its screenshot and the command to rerun it', async () => {
    const doc = await read('auth/jalur-15.html')
    const steps = [...doc.querySelectorAll('.steps > li')]
    expect(steps.map((step) => text(step.querySelector('h2')))).toEqual([
      '1. Buka beranda',
      '2. Masuk sebagai Budi',
      '3. Notifikasi gagal dimuat',
      '4. Server menghapus cookie',
    ])
    const failed = steps[3]
    expect(text(failed?.querySelector('.mark'))).toBe('✗ Gagal')
    expect(failed?.querySelector('pre.error')?.textContent).toContain(
      "Locator: getByRole('link', { name: 'Masuk' })",
    )
    const image = failed?.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('Halaman setelah langkah 4: Server menghapus cookie')
    // The screenshot is copied into the site, so the folder can be kept as an artifact alone.
    expect(existsSync(join(out, 'auth', image?.getAttribute('src') ?? 'missing'))).toBe(true)
    expect(text(doc.querySelector('pre code'))).toBe('npm run qa:replay -- auth --path 15')
  })

  it('says in Indonesian when a machine has not been replayed in the browser', async () => {
    const doc = await read('consult-start/index.html')
    expect(text(doc.querySelector('#jalur + .notice'))).toContain(
      'Jalur mesin ini belum diputar di browser.',
    )
    expect(doc.querySelectorAll('svg.state-chart [data-state]').length).toBe(
      machineGraph(
        (await import('../../../src/machines/consult-start/consult-start.machine'))
          .consultStartMachine,
      ).states.length,
    )
    expect(doc.querySelector('svg.state-chart [data-coverage="app"]')).toBeNull()
  })
})
