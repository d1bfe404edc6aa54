/**
 * `npm run bench:ssr`: how many pages a second the production server renders, against what
 * TanStack Start itself costs and what a static file costs, on this machine.
 *
 * It builds the app when stale and the minimal Start site of `bench/minimal-start/` (one route,
 * an `<h1>`, the same Start and React plugins), and serves each as `npm start` does
 * (site-server/serve.ts through tests/support/serve-child.ts, each in a process of its own, in
 * production mode): the app twice on fresh seeded PGlite databases, once as configured and once
 * with the HTML page cache off (`PAGE_CACHE_MB=0`) for the "uncached" row of `/`. After one warm-up
 * per target, autocannon runs interleaved rounds (every target once per round, so a slow patch of
 * the machine hits them all alike) with a browser's `Accept` and `Accept-Encoding`. The table gives
 * the mean req/s over rounds and the median over rounds of each round's p99.
 *
 * Then the image stress: `--images` (100) different `/_img` variants nobody asked for yet (sources
 * from the pages' HTML × the allowed widths × qualities × AVIF/WebP/original by `Accept`), all at
 * once, while `/api/health` is asked every 20 ms; it counts the 5xx (503 with Retry-After apart)
 * and gives the health check's p50/p99.
 *
 * A bench, not a test: the targets print ✓/✗ and the exit code stays 0 whatever they say; it is 1
 * when a request failed (a network error, a timeout, a non-2xx answer in the rounds, a 500 from
 * `/_img`) or a server stopped answering.
 *
 * Options: --rounds 3 --duration 5 (seconds per target per round) --connections 20 --images 100
 *          --smoke (1 round of 0.3 s per target, 2 connections, 8 images: only that it runs; CI)
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { IMAGE } from '../app.config'
import { buildIfStale } from '../site-server/build-if-stale'
import {
  freePort,
  spawnRecorded,
  startTestServer,
  stopChild,
  testProcessEnv,
  waitUntilHealthy,
} from '../tests/support/app-server'
import { type AutocannonResult, autocannon } from './autocannon'
import { printTable, sum } from './bench-table'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    images: { type: 'string', default: '100' },
    smoke: { type: 'boolean', default: false },
  },
})
const SMOKE = args.smoke
const ROUNDS = SMOKE ? 1 : positive('rounds', args.rounds)
const DURATION_SECONDS = SMOKE ? 0.3 : positive('duration', args.duration)
const WARM_UP_SECONDS = SMOKE ? 0.2 : 1
const CONNECTIONS = SMOKE ? 2 : positive('connections', args.connections)
const IMAGE_REQUESTS = SMOKE ? 8 : positive('images', args.images)
const HEALTH_POLL_MS = 20
const IMAGE_TIMEOUT_MS = 120_000
/** The connections the p99 target is stated at. */
const TARGET_CONNECTIONS = 20

const MINIMAL_START_CONFIG = 'bench/minimal-start/vite.config.ts'
/** Inside node_modules, so the server bundle's bare imports resolve from the project's. */
const MINIMAL_START_DIST = join(process.cwd(), 'node_modules', '.cache', 'diri-bench-ssr', 'dist')
const SERVE_CHILD = join(import.meta.dirname, '..', 'tests', 'support', 'serve-child.ts')

/** As a browser asks for a page; the server compresses what it sends, as it would for one. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
}
const IMAGE_ACCEPT = {
  avif: 'image/avif,image/webp,*/*',
  webp: 'image/webp,*/*',
  original: '*/*',
} as const

/**
 * Production, as `npm start` runs: no fixed sign-in code (empty is unset, and the test default
 * would refuse to start in production) and no proxy in front.
 */
const PRODUCTION_ENV = { NODE_ENV: 'production', AUTH_DEV_OTP: '', TRUSTED_PROXY_HOPS: '0' }

function positive(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a positive whole number, got ${JSON.stringify(value)}`)
    process.exit(2)
  }
  return number
}

/** What a row is for in the targets: the two baselines, a page (cached unless said), an image. */
type TargetKind = 'minimal' | 'page' | 'uncached page' | 'static' | 'image'

interface Target {
  name: string
  kind: TargetKind
  url: string
  headers: Record<string, string>
}

interface MinimalServer {
  url: string
  output: () => string
  stop: () => Promise<void>
}

buildIfStale()
buildMinimalStart()

let failed = false
const servers: Array<{ stop: () => Promise<void> }> = []
try {
  const [app, uncachedApp, minimal] = await Promise.all([
    startTestServer({ env: PRODUCTION_ENV }),
    startTestServer({ env: { ...PRODUCTION_ENV, PAGE_CACHE_MB: '0' } }),
    startMinimalStart(),
  ])
  servers.push(app, uncachedApp, minimal)

  const pages = await discoverPages(app.url)
  const targets: Target[] = [
    { name: 'minimal Start page', kind: 'minimal', url: `${minimal.url}/`, headers: PAGE_HEADERS },
    page(app.url, '/'),
    { ...page(uncachedApp.url, '/'), name: '`/` uncached', kind: 'uncached page' },
    page(app.url, pages.article),
    page(app.url, '/product/katalog'),
    page(app.url, '/product/serum-niacinamide-10'),
    {
      name: '`/favicon.svg` (static)',
      kind: 'static',
      url: `${app.url}/favicon.svg`,
      headers: PAGE_HEADERS,
    },
    {
      name: '`/_img` (cached)',
      kind: 'image',
      url: `${app.url}${pages.homeImage}`,
      headers: { accept: IMAGE_ACCEPT.avif },
    },
  ]
  // The image is encoded on this first request; the rounds measure the cached copy.
  for (const target of targets) await expectOk(target)

  console.info(
    `[bench:ssr] ${ROUNDS} round(s) × ${DURATION_SECONDS} s per target, ${CONNECTIONS} connections, ` +
      `${WARM_UP_SECONDS} s warm-up each${SMOKE ? ' (smoke: only that it runs)' : ''}`,
  )
  for (const target of targets) await load(target, WARM_UP_SECONDS)
  const runs = new Map(targets.map((target) => [target.name, [] as AutocannonResult[]]))
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const result = await load(target, DURATION_SECONDS)
      runs.get(target.name)?.push(result)
      console.info(
        `[bench:ssr] round ${round}/${ROUNDS} ${target.name}: ${Math.round(result.requests.total / result.duration)} req/s, p99 ${result.latency.p99} ms`,
      )
    }
  }
  const rows = summarize(targets, runs)
  if (rows.some((row) => row.failures > 0)) failed = true

  const stress = await imageStress(app.url, pages.images, pages.homeImage)
  if (stress.serverErrors > 0 || stress.networkErrors > 0) failed = true

  for (const server of [app, uncachedApp, minimal]) {
    if (!(await answers(server === minimal ? `${server.url}/` : `${server.url}/api/health`))) {
      console.error(
        `[bench:ssr] ${server.url} no longer answers.\n--- server output ---\n${server.output()}`,
      )
      failed = true
    }
  }

  printReport(rows, stress)
} catch (error) {
  console.error('[bench:ssr] failed:', error)
  failed = true
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}
process.exit(failed ? 1 : 0)

/** Always rebuilt: it takes a couple of seconds, and a stale copy would compare the wrong Start. */
function buildMinimalStart() {
  const result = spawnSync(
    'vite',
    [
      'build',
      '--config',
      MINIMAL_START_CONFIG,
      '--outDir',
      MINIMAL_START_DIST,
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (result.status !== 0) {
    console.error(`[bench:ssr] the build of ${MINIMAL_START_CONFIG} failed; see above.`)
    process.exit(result.status ?? 1)
  }
}

/** The minimal site behind the same production server as the app, in a process of its own. */
async function startMinimalStart(): Promise<MinimalServer> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const { child, output } = spawnRecorded(
    SERVE_CHILD,
    testProcessEnv({ ...PRODUCTION_ENV, PORT: String(port), DIST_DIR: MINIMAL_START_DIST }),
    { label: `minimal:${port}`, echoStderr: false, echoStdout: false },
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.removeListener('exit', killOnExit)
    await stopChild(child)
  }
  try {
    await waitUntilHealthy(`${url}/`, child, output, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, output, stop }
}

/**
 * What the bench needs from the pages as they are today: the first article listed on `/artikel`,
 * the first image on `/`, and every image source the public pages show.
 */
async function discoverPages(origin: string) {
  const html = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { headers: PAGE_HEADERS })
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}; the bench needs it to answer 200.`)
    return response.text()
  }
  const [home, articles, catalogue, product] = await Promise.all(
    ['/', '/artikel', '/product/katalog', '/product/serum-niacinamide-10'].map(html),
  )
  const article = /href="(\/artikel\/[^"?#/]+)"/.exec(articles ?? '')?.[1]
  if (!article) throw new Error('No `/artikel/…` link on /artikel to bench an article with.')
  const homeImage = imageUrlsIn(home ?? '')[0]
  if (!homeImage) throw new Error('No `/_img?…` address in the HTML of / to bench.')
  const images = [home, articles, catalogue, product, await html(article)].flatMap((page) =>
    imageUrlsIn(page ?? ''),
  )
  return { article, homeImage, images }
}

/** `/_img?…` addresses in `src` and `srcset` attributes, HTML entities undone. */
function imageUrlsIn(html: string): string[] {
  return [...html.matchAll(/\/_img\?[^"'\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&'))
}

function page(origin: string, path: string): Target {
  return { name: `\`${path}\``, kind: 'page', url: `${origin}${path}`, headers: PAGE_HEADERS }
}

async function expectOk(target: Target) {
  const response = await fetch(target.url, { headers: target.headers })
  await response.arrayBuffer()
  if (response.status !== 200)
    throw new Error(`${target.name} (${target.url}) answered ${response.status}, not 200.`)
}

function load(target: Target, duration: number) {
  return autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration,
    // A worker thread: the load generator does not share this process's event loop.
    workers: 1,
  })
}

interface Row {
  name: string
  kind: TargetKind
  reqPerSecond: number
  p99: number
  /** Network errors, timeouts and non-2xx answers over every round. */
  failures: number
  statusCodes: string
}

function summarize(targets: Target[], runs: Map<string, AutocannonResult[]>): Row[] {
  return targets.map((target) => {
    const results = runs.get(target.name) ?? []
    const codes = new Map<string, number>()
    for (const result of results)
      for (const [code, { count }] of Object.entries(result.statusCodeStats))
        codes.set(code, (codes.get(code) ?? 0) + count)
    return {
      name: target.name,
      kind: target.kind,
      // Completed requests over the run's length: per-second samples miss most of a short run.
      reqPerSecond: mean(results.map((result) => result.requests.total / result.duration)),
      p99: median(results.map((result) => result.latency.p99)),
      failures: sum(results.map((result) => result.errors + result.timeouts + result.non2xx)),
      statusCodes: [...codes].map(([code, count]) => `${count} × ${code}`).join(', '),
    }
  })
}

interface ImageStress {
  requests: number
  seconds: number
  ok: number
  /** 503 with Retry-After: the endpoint saying it is busy, as it should under load. */
  busy: number
  serverErrors: number
  otherStatuses: string
  networkErrors: number
  healthChecks: number
  healthFailures: number
  healthP50: number
  healthP99: number
}

/**
 * `count` variants of the pages' images that no one has asked for yet, all at once, while
 * `/api/health` is asked every HEALTH_POLL_MS: does the image work starve the rest of the server?
 */
async function imageStress(
  origin: string,
  pageImages: string[],
  alreadyAsked: string,
): Promise<ImageStress> {
  const sources = [
    ...new Set(pageImages.map((url) => new URL(url, origin).searchParams.get('src') ?? '')),
  ].filter(Boolean)
  const asked = new URL(alreadyAsked, origin).searchParams
  const variants: Array<{ path: string; accept: string }> = []
  for (const src of sources)
    for (const width of IMAGE.widths)
      for (const quality of imageQualities())
        for (const [format, accept] of Object.entries(IMAGE_ACCEPT)) {
          const params = new URLSearchParams({ src, w: String(width), q: String(quality) })
          const isAsked =
            format === 'avif' &&
            src === asked.get('src') &&
            String(width) === asked.get('w') &&
            String(quality) === (asked.get('q') ?? String(IMAGE.defaultQuality))
          if (!isAsked) variants.push({ path: `/_img?${params}`, accept })
        }
  // Spread over sources, widths and formats rather than all of the first source's.
  const chosen = spread(variants, IMAGE_REQUESTS)
  console.info(
    `[bench:ssr] image stress: ${chosen.length} uncached /_img requests at once ` +
      `(${sources.length} sources × ${IMAGE.widths.length} widths × ${imageQualities().length} ` +
      `qualities × 3 formats to choose from), /api/health every ${HEALTH_POLL_MS} ms`,
  )

  const statuses = new Map<number, number>()
  let busy = 0
  let networkErrors = 0
  const health: number[] = []
  let healthFailures = 0
  let done = false
  const started = performance.now()

  const poll = (async () => {
    const pending: Promise<void>[] = []
    while (!done) {
      pending.push(
        (async () => {
          const sent = performance.now()
          try {
            const response = await fetch(`${origin}/api/health`, {
              signal: AbortSignal.timeout(10_000),
            })
            await response.arrayBuffer()
            if (response.status === 200) health.push(performance.now() - sent)
            else healthFailures++
          } catch {
            healthFailures++
          }
        })(),
      )
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS))
    }
    await Promise.all(pending)
  })()

  await Promise.all(
    chosen.map(async (variant) => {
      try {
        const response = await fetch(`${origin}${variant.path}`, {
          headers: { accept: variant.accept },
          signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS),
        })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status === 503 && response.headers.has('retry-after')) busy++
      } catch (error) {
        networkErrors++
        console.error(`[bench:ssr] ${variant.path}: ${String(error)}`)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  done = true
  await poll

  const serverErrors = sum(
    [...statuses].filter(([status]) => status >= 500).map(([, count]) => count),
  )
  return {
    requests: chosen.length,
    seconds,
    ok: statuses.get(200) ?? 0,
    busy,
    serverErrors: serverErrors - busy,
    otherStatuses: [...statuses]
      .filter(([status]) => status !== 200)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', '),
    networkErrors,
    healthChecks: health.length + healthFailures,
    healthFailures,
    healthP50: percentile(health, 50),
    healthP99: percentile(health, 99),
  }
}

/**
 * The qualities `/_img` accepts: the default, and the fixed set where app.config.ts names one
 * (`IMAGE.qualities`); any other quality would be refused rather than encoded.
 */
function imageQualities(): number[] {
  const listed: unknown = 'qualities' in IMAGE ? IMAGE.qualities : []
  const extra = Array.isArray(listed)
    ? listed.filter((quality): quality is number => Number.isInteger(quality))
    : []
  return [...new Set([IMAGE.defaultQuality, ...extra])]
}

/** `count` items taken at an even stride, so consecutive near-duplicates are not all chosen. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items
  // A stride coprime with the length visits every item once before repeating.
  let stride = Math.floor(items.length / count) + 1
  while (gcd(stride, items.length) !== 1) stride++
  return Array.from({ length: count }, (_, index) => items[(index * stride) % items.length] as T)
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}

async function answers(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

function printReport(rows: Row[], stress: ImageStress) {
  const rate = (kind: TargetKind) => rows.find((row) => row.kind === kind)?.reqPerSecond ?? 0
  const minimal = rate('minimal')
  const staticFile = rate('static')
  const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`

  console.info(
    `\n## SSR bench: ${ROUNDS} round(s) × ${DURATION_SECONDS} s, ${CONNECTIONS} connections` +
      ' (req/s: mean of rounds; p99: median of rounds)\n',
  )
  printTable(
    ['target', 'req/s', 'p99', 'vs minimal Start', 'vs static'],
    rows.map((row) => [
      row.name,
      Math.round(row.reqPerSecond).toLocaleString('en'),
      `${Math.round(row.p99)} ms`,
      ratio(row.reqPerSecond, minimal),
      ratio(row.reqPerSecond, staticFile),
    ]),
  )
  for (const row of rows.filter((row) => row.failures > 0))
    console.info(`✗ ${row.name}: ${row.failures} failed request(s) (${row.statusCodes})`)

  console.info(
    `\n## Image stress: ${stress.requests} uncached /_img at once, ${stress.seconds.toFixed(1)} s\n`,
  )
  console.info(`- 200: ${stress.ok}; other answers: ${stress.otherStatuses || 'none'}`)
  console.info(
    `- 5xx: ${stress.serverErrors} (503 with Retry-After apart: ${stress.busy}); ` +
      `network errors or timeouts: ${stress.networkErrors}`,
  )
  console.info(
    `- /api/health meanwhile: ${stress.healthChecks} checks, p50 ${Math.round(stress.healthP50)} ms, ` +
      `p99 ${Math.round(stress.healthP99)} ms, ${stress.healthFailures} failed`,
  )

  const cachedPages = rows.filter((row) => row.kind === 'page')
  const uncachedHome = rate('uncached page')
  const atConnections =
    CONNECTIONS === TARGET_CONNECTIONS ? '' : ` (measured at ${CONNECTIONS}, not 20)`
  const checks: Array<[boolean, string]> = [
    ...cachedPages.map((row): [boolean, string] => [
      row.reqPerSecond >= 0.5 * staticFile,
      `cached ${row.name} ≥ 0.5× the static file: ${ratio(row.reqPerSecond, staticFile)}`,
    ]),
    [
      uncachedHome >= 0.3 * minimal,
      `uncached \`/\` ≥ 0.3× the minimal Start page: ${ratio(uncachedHome, minimal)}`,
    ],
    ...cachedPages.map((row): [boolean, string] => [
      row.p99 <= 100,
      `cached ${row.name} p99 ≤ 100 ms at 20 connections${atConnections}: ${Math.round(row.p99)} ms`,
    ]),
    [
      stress.serverErrors + stress.busy === 0,
      `0 × 5xx from /_img under ${stress.requests} concurrent requests: ${stress.serverErrors} × 5xx, ${stress.busy} × 503 busy`,
    ],
    [
      stress.healthFailures === 0 && stress.healthP99 <= 50,
      `/api/health p99 ≤ 50 ms meanwhile: ${Math.round(stress.healthP99)} ms, ${stress.healthFailures} failed`,
    ],
  ]
  console.info('\n## Targets (bench, not tests)\n')
  for (const [met, text] of checks) console.info(`- ${met ? '✓' : '✗'} ${text}`)
}

function mean(values: number[]): number {
  return values.length ? sum(values) / values.length : 0
}

function median(values: number[]): number {
  return percentile(values, 50)
}

/** The nearest-rank percentile; 0 for no values. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
