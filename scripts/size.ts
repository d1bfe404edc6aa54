/**
 * `npm run size`: the JavaScript a phone downloads on the first load of a page, gzipped, against a
 * budget. It serves the production build (built when stale) on a free port with a throwaway
 * database, reads each page's HTML, and counts every script the page loads at once: `<script
 * src>`, `<link rel="modulepreload">`, the entry and preloads the app loader starts once the
 * page has loaded (`data-entry`, `data-preload`: src/server/http/defer-app-scripts.server.ts), inline
 * `<script>` contents, and the static imports of those chunks (followed transitively; a dynamic
 * `import()` loads later, so it is not counted).
 * It measures twice, without and with SENTRY_DSN (error reporting loads after the app is ready,
 * ADR 017, so the two must agree), and prints both. Exits 1 when a page goes over the budget.
 */
import { gzipSync } from 'node:zlib'
import { buildIfStale } from '../site-server/build-if-stale'
import { startTestServer } from '../tests/support/app-server'
import { memberCookie } from '../tests/support/member-cookie'

/** Each page measured, with its budget in KiB of gzipped JavaScript. */
const PAGES: Array<{
  path: string
  budgetKib: number
  member?: boolean
  /** The chat page: opened as this demo member, on the room of their first consult. */
  chatroomOf?: string
}> = [
  { path: '/', budgetKib: 150 },
  { path: '/masuk', budgetKib: 150 },
  // The clinic's public pages: content pages, the content budget.
  { path: '/klinik', budgetKib: 150 },
  { path: '/klinik/cabang/diri-klinik-renon', budgetKib: 150 },
  { path: '/klinik/perawatan/facial-acne-peel', budgetKib: 150 },
  // The shop's catalogue and product pages carry more (filters, ratings, add to cart): 170 KiB.
  { path: '/product/katalog', budgetKib: 170 },
  { path: '/product/serum-niacinamide-10', budgetKib: 170 },
  // Checkout (the cart page hosts every step and its machine), as a signed-in member sees it.
  { path: '/product/keranjang', budgetKib: 200, member: true },
  // The clinic booking flow (its page hosts every step and its machine), as a member sees it.
  { path: '/klinik/booking', budgetKib: 200, member: true },
  // The consultation chat (ADR 009: a member page like the cart), as Sari sees her room.
  { path: '/konsultasi/pesan', budgetKib: 200, member: true, chatroomOf: '0812-0000-0003' },
]
const KIB = 1024

interface ScriptCost {
  label: string
  /** How the page came to load it. */
  via: string
  raw: number
  gzip: number
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/**
 * A script element the browser runs: no type, a JavaScript type, or a module. Data blocks
 * (`application/ld+json` structured data, `application/json`) are never run, so they are not
 * JavaScript the page loads.
 */
function isJavaScript(type: string | undefined) {
  const value = type?.trim().toLowerCase()
  return !value || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value)
}

/** What the HTML itself asks for: external scripts, module preloads, and inline script bodies. */
function scriptsInHtml(html: string, pageUrl: string) {
  const external: Array<{ url: string; via: string }> = []
  const inline: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match
    const src = attribute(` ${attributes}`, 'src')
    const entry = attribute(` ${attributes}`, 'data-entry')
    if (src) external.push({ url: new URL(src, pageUrl).href, via: '<script src>' })
    if (entry) {
      external.push({ url: new URL(entry, pageUrl).href, via: 'app loader' })
      for (const href of (attribute(` ${attributes}`, 'data-preload') ?? '').split(' '))
        if (href) external.push({ url: new URL(href, pageUrl).href, via: 'app loader preload' })
    }
    if (!src && body.trim() !== '' && isJavaScript(attribute(` ${attributes}`, 'type'))) {
      inline.push(body)
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0]
    if (attribute(tag, 'rel')?.toLowerCase() !== 'modulepreload') continue
    const href = attribute(tag, 'href')
    if (href) external.push({ url: new URL(href, pageUrl).href, via: 'modulepreload' })
  }
  return { external, inline }
}

/**
 * Specifiers of static `import … from "x"`, `import "x"` and `export … from "x"` in a (minified)
 * module. `import("x")` is left out: it runs later, on demand.
 */
function staticImports(code: string): string[] {
  const found = new Set<string>()
  const pattern =
    /(?:^|[;}\s)])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+|\{[^}]*\}|\*)?\s*from\s*)?["']([^"'\n]+)["']/g
  for (const match of code.matchAll(pattern)) {
    if (match[1]) found.add(match[1])
  }
  return [...found]
}

function gzipSize(content: Buffer) {
  return gzipSync(content, { level: 9 }).length
}

async function fetchOk(url: string, init?: RequestInit): Promise<Buffer> {
  const response = await fetch(url, { ...init, redirect: 'manual' })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

async function measurePage(origin: string, path: string, cookie?: string): Promise<ScriptCost[]> {
  const pageUrl = new URL(path, origin).href
  const html = (await fetchOk(pageUrl, cookie ? { headers: { cookie } } : undefined)).toString(
    'utf8',
  )
  const { external, inline } = scriptsInHtml(html, pageUrl)

  const costs: ScriptCost[] = inline.map((body, index) => {
    const content = Buffer.from(body, 'utf8')
    const preview = body.replace(/\s+/g, ' ').trim().slice(0, 28)
    return {
      label: `inline #${index + 1}: ${preview}…`,
      via: 'inline',
      raw: content.length,
      gzip: gzipSize(content),
    }
  })

  const seen = new Set<string>()
  const queue = [...external]
  while (queue.length > 0) {
    const next = queue.shift()
    if (!next || seen.has(next.url)) continue
    seen.add(next.url)
    const content = await fetchOk(next.url)
    const url = new URL(next.url)
    const label = url.origin === origin ? url.pathname : url.href
    costs.push({ label, via: next.via, raw: content.length, gzip: gzipSize(content) })
    for (const specifier of staticImports(content.toString('utf8'))) {
      // Bare specifiers cannot load in a browser without an import map; the build has none.
      if (!/^(\.{0,2}\/|https?:)/.test(specifier)) continue
      const imported = new URL(specifier, next.url).href
      if (!seen.has(imported))
        queue.push({ url: imported, via: `import in ${label.split('/').pop()}` })
    }
  }
  return costs
}

function printTable(path: string, costs: ScriptCost[]) {
  const labelWidth = Math.max(40, ...costs.map((cost) => cost.label.length)) + 2
  const viaWidth = Math.max(14, ...costs.map((cost) => cost.via.length)) + 2
  const row = (label: string, via: string, raw: string, gzip: string) =>
    `  ${label.padEnd(labelWidth)}${via.padEnd(viaWidth)}${raw.padStart(10)}${gzip.padStart(10)}`
  console.log(`\n${path}`)
  console.log(row('script', 'loaded by', 'raw B', 'gzip B'))
  for (const cost of costs) {
    console.log(row(cost.label, cost.via, String(cost.raw), String(cost.gzip)))
  }
  const raw = costs.reduce((sum, cost) => sum + cost.raw, 0)
  const gzip = costs.reduce((sum, cost) => sum + cost.gzip, 0)
  console.log(
    row(
      `total (${costs.length} scripts)`,
      '',
      `${(raw / KIB).toFixed(1)} KiB`,
      `${(gzip / KIB).toFixed(1)} KiB`,
    ),
  )
  return gzip
}

/** The chat page of a demo member's first consult, and that member's cookie. */
async function chatPage(origin: string, path: string, phone: string) {
  const cookie = await memberCookie(origin, phone)
  const [, value = ''] = cookie.split('=')
  const { accessToken } = JSON.parse(decodeURIComponent(value)) as { accessToken: string }
  const home = await fetch(`${origin}/api/consults/home`, {
    headers: { authorization: `Bearer ${accessToken}`, 'diri-platform': 'web' },
  })
  const consults = (await home.json()) as { data: Array<{ id: string }> }
  const consult = consults.data[0]
  if (!consult) throw new Error(`${phone} has no consult to open the chat of`)
  return { path: `${path}?chatroom=${consult.id}`, cookie }
}

/**
 * A DSN for the second run: Sentry's SDK is imported only after the app is ready (ADR 017), so a
 * DSN must change nothing here. Nothing is sent: no browser runs, and the port takes no envelope.
 */
const SIZE_SENTRY_DSN = 'http://publickey@127.0.0.1:9/4242'

/** Every page's first-load JavaScript (gzip bytes) on a server started with `env`. */
async function measureAll(env: Record<string, string>, print: boolean) {
  const server = await startTestServer({ echoStderr: true, env })
  const totals = new Map<string, number>()
  try {
    let cookie: string | undefined
    for (const { path, member, chatroomOf } of PAGES) {
      // Putri: a demo member with an empty cart (the page's code is the same either way).
      if (member) cookie ??= await memberCookie(server.url, '0812-0000-0001')
      const page = chatroomOf ? await chatPage(server.url, path, chatroomOf) : undefined
      const costs = await measurePage(
        server.url,
        page?.path ?? path,
        page?.cookie ?? (member ? cookie : undefined),
      )
      totals.set(path, print ? printTable(path, costs) : costs.reduce((sum, c) => sum + c.gzip, 0))
    }
  } finally {
    await server.stop()
  }
  return totals
}

async function main() {
  buildIfStale()
  const withoutDsn = await measureAll({}, true)
  const withDsn = await measureAll({ SENTRY_DSN: SIZE_SENTRY_DSN }, false)
  const overBudget: string[] = []
  const kib = (bytes: number | undefined) => `${((bytes ?? 0) / KIB).toFixed(1)} KiB`
  console.log('\nFirst-load JavaScript (gzip), without and with SENTRY_DSN:')
  console.log(
    `  ${'page'.padEnd(40)}${'no DSN'.padStart(12)}${'with DSN'.padStart(12)}${'budget'.padStart(10)}`,
  )
  for (const { path, budgetKib } of PAGES) {
    const plain = withoutDsn.get(path)
    const reporting = withDsn.get(path)
    console.log(
      `  ${path.padEnd(40)}${kib(plain).padStart(12)}${kib(reporting).padStart(12)}${`${budgetKib} KiB`.padStart(10)}`,
    )
    for (const [label, gzip] of [
      ['', plain],
      [' with SENTRY_DSN', reporting],
    ] as const) {
      if ((gzip ?? 0) > budgetKib * KIB) {
        overBudget.push(`${path}${label}: ${kib(gzip)} gzip, budget ${budgetKib} KiB`)
      }
    }
  }
  console.log('')
  if (overBudget.length > 0) {
    console.error(`Over the first-load budget of gzipped JavaScript:\n  ${overBudget.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    'Every page is within its first-load budget of gzipped JavaScript, with and without a DSN.',
  )
}

await main()
