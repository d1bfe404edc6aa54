/**
 * `npm run bench:search`: site search (GET /v2/public/search) on PostgreSQL with ten times the
 * seeded catalogue, articles and treatments (issue 31's target: p95 ≤ 30 ms).
 *
 *   npm run bench:search                   # starts a throw-away PostgreSQL (scripts/ci-postgres.sh)
 *   DATABASE_URL=postgres://… npx tsx scripts/bench-search.ts [--queries 200]
 *
 * Makes a throw-away database beside DATABASE_URL (dropped at the end), migrates and seeds it,
 * then adds nine copies of every product, article and treatment under varied names, through
 * the same triggers an edit goes through. The API runs in this process with its public answers'
 * cache off, so every request runs the search. After a warm-up, `--queries` requests in five
 * kinds (exact title, prefix, typo, synonym, no hit; the results page's call, every group's top
 * 5) are timed one after another, and p50/p95/max are printed per kind. Exits 1 when a kind's
 * p95 is over 30 ms or an answer breaks the contract.
 */
import { parseArgs } from 'node:util'
import { count, getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import type { Database } from '../backend/db/client'
import { clinicTreatments } from '../backend/db/schema/clinic'
import { articles } from '../backend/db/schema/content'
import { searchDocuments, searchWords } from '../backend/db/schema/search'
import { shopProducts } from '../backend/db/schema/shop'
import { SearchResults } from '../contract/search/schemas'
import { benchApi, positiveArg, withThrowawayDatabase } from './bench-support'
import { printTable } from './bench-table'

const { values: args } = parseArgs({ options: { queries: { type: 'string', default: '200' } } })
const QUERIES = positiveArg('queries', args.queries)
const TARGET_P95_MS = 30
const NOW = new Date('2026-11-24T03:00:00.000Z')
/** The copies' names: the seeded name and one of these, so titles differ as a real catalogue's do. */
const VARIANTS = [
  'Plus',
  'Ekstra',
  'Mini',
  'Travel',
  'Intensif',
  'Harian',
  'Duo',
  'Refill',
  'Edisi Terbatas',
]

const QUERY_KINDS: Record<string, readonly string[]> = {
  exact: [
    'Serum Niacinamide 10%',
    'Tabir Surya Gel SPF 50 PA++++',
    'Jerawat',
    'Flek Hitam',
    'Diri Klinik Panakkukang',
    'Suntik Jerawat',
    'Krim Ceramide Barrier',
    'Ketombe',
  ],
  prefix: ['niacin', 'tabir sur', 'ketom', 'serum vit', 'klinik mak', 'pelem', 'jeraw', 'micell'],
  typo: [
    'niasinamid',
    'sunscren',
    'makasar',
    'jerawt',
    'ketombee',
    'mikrodermabrasi',
    'retinl',
    'hyaluronat asid',
  ],
  synonym: [
    'sunblock',
    'acne',
    'dandruff',
    'moisturizer',
    'hiperpigmentasi',
    'bruntusan',
    'dull',
    'cleanser',
  ],
  'no hit': [
    'xqzvw',
    'kulkas dua pintu',
    'sepeda motor',
    'zzzzzz',
    'laptop gaming',
    'tiket pesawat',
    'qwerty',
    'rumah dijual',
  ],
}

await withThrowawayDatabase('bench:search', { pool: 10, now: NOW }, async (database) => {
  const seeded = performance.now()
  await copyTenTimes(database.db)
  const [documents] = await database.db.select({ count: count() }).from(searchDocuments)
  const [words] = await database.db.select({ count: count() }).from(searchWords)
  console.info(
    `[bench:search] 10× data in ${Math.round(performance.now() - seeded)} ms: ` +
      `${documents?.count} documents, ${words?.count} words in the vocabulary`,
  )

  // Cache off: every request runs the route's queries, as the first after each edit does.
  const { request } = benchApi(database.db, NOW, { publicAnswerCacheBytes: 0 })
  const ask = async (q: string) => {
    const started = performance.now()
    const response = await request('GET', `/v2/public/search?q=${encodeURIComponent(q)}`)
    const text = await response.text()
    const elapsed = performance.now() - started
    if (response.status !== 200) throw new Error(`'${q}' answered ${response.status}: ${text}`)
    if (response.headers.get('x-diri-cache') === 'hit')
      throw new Error(`'${q}' came from the cache`)
    // Every answer must be the contract's, or the timing measures something else.
    v.parse(SearchResults, JSON.parse(text))
    return elapsed
  }

  for (const q of Object.values(QUERY_KINDS).flat()) await ask(q)

  const kinds = Object.entries(QUERY_KINDS)
  const timings = new Map(kinds.map(([kind]) => [kind, [] as number[]]))
  for (let index = 0; index < QUERIES; index++) {
    const [kind, queries] = kinds[index % kinds.length] as [string, readonly string[]]
    const q = queries[Math.floor(index / kinds.length) % queries.length] as string
    timings.get(kind)?.push(await ask(q))
  }

  const rows = [...timings.entries(), ['all', [...timings.values()].flat()] as const]
  printTable(
    ['queries', 'n', 'p50 ms', 'p95 ms', 'max ms'],
    rows.map(([kind, times]) => [
      kind,
      String(times.length),
      percentile(times, 0.5).toFixed(1),
      percentile(times, 0.95).toFixed(1),
      Math.max(...times).toFixed(1),
    ]),
  )
  const over = [...timings.entries()].filter(([, times]) => percentile(times, 0.95) > TARGET_P95_MS)
  for (const [kind] of over) console.error(`[bench:search] ${kind}: p95 over ${TARGET_P95_MS} ms`)
  return over.length === 0
})

function percentile(values: readonly number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0
}

/** Nine copies of every row of `table`, ids and names varied, inserted a copy at a time. */
async function copyRows<T extends PgTable>(
  db: Database,
  table: T,
  vary: (row: Record<string, unknown>, copy: number) => Record<string, unknown>,
) {
  const rows = (await db.select().from(table as PgTable)) as Array<Record<string, unknown>>
  const columns = Object.keys(getTableColumns(table))
  for (let copy = 1; copy <= 9; copy++) {
    const copies = rows.map((row) => ({ ...pick(row, columns), ...vary(row, copy) }))
    await db.insert(table as PgTable).values(copies)
  }
}

function pick(row: Record<string, unknown>, columns: readonly string[]) {
  return Object.fromEntries(
    columns.filter((column) => column in row).map((column) => [column, row[column]]),
  )
}

async function copyTenTimes(db: Database) {
  const variant = (copy: number) => VARIANTS[copy - 1] as string
  await copyRows(db, shopProducts, (row, copy) => ({
    id: `${row.id}-${copy}`,
    name: `${row.name} ${variant(copy)}`,
    sold: 0,
  }))
  await copyRows(db, articles, (row, copy) => ({
    id: `${row.id}-${copy}`,
    title: `${row.title} (${variant(copy)})`,
  }))
  await copyRows(db, clinicTreatments, (row, copy) => ({
    id: `${row.id}-${copy}`,
    name: `${row.name} ${variant(copy)}`,
  }))
}
