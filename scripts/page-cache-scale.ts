/**
 * `npm run test:scale:pages`: the visitor page cache (ADR 016) across two app instances on one
 * PostgreSQL, through the same doors a browser uses.
 *
 *   npm run test:scale:pages        # starts a throw-away PostgreSQL (scripts/ci-postgres.sh)
 *   DATABASE_URL=postgres://… npx tsx scripts/page-cache-scale.ts
 *
 * Two production servers (the current build) share a new database beside DATABASE_URL (dropped at
 * the end). Checked, each printed with ✓ or ✗:
 *
 *   1. an article is rendered once per instance, then served from memory, with a new nonce each time;
 *   2. 50 visitors asking one page at once on a fresh instance cause one render;
 *   3. a session cookie (even `diriAuth =` with a space) is never served from the cache;
 *   4. an article edited in the database shows on both instances within seconds;
 *   5. 20 concurrent transactions that each edit content and sell a product all commit, and raise the content version once each (no deadlock on the version row).
 *
 * Exits 1 when any check fails.
 */

import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { buildIfStale } from '../site-server/build-if-stale'
import { startTestServer, type TestServer } from '../tests/support/app-server'
import { createThrowAwayDatabase } from './throwaway-database'

const ARTICLE = '/artikel/jerawat-hormonal'
/** An edit must reach every instance within this: the version is read once a second. */
const EDIT_DEADLINE_MS = 5_000

let ok = true
function check(label: string, good: boolean, detail = '') {
  ok &&= good
  console.info(`[pages] ${label}${detail ? `: ${detail}` : ''} ${good ? '✓' : '✗'}`)
}

async function visit(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers })
  const html = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  return { status: response.status, cache: response.headers.get('x-diri-cache'), html, nonce }
}

async function main() {
  const DATABASE_URL = process.env.DATABASE_URL
  if (!DATABASE_URL) {
    console.error('Set DATABASE_URL, or run `npm run test:scale:pages` (a throw-away PostgreSQL).')
    process.exit(2)
  }
  buildIfStale()
  const database = await createThrowAwayDatabase(DATABASE_URL, 'diri_pages')
  const servers: TestServer[] = []
  const sql = postgres(database.url, { max: 25, onnotice: () => {} })
  try {
    for (const label of ['A', 'B']) {
      servers.push(await startTestServer({ env: { DATABASE_URL: database.url }, echoStderr: true }))
      console.info(`[pages] instance ${label} at ${servers.at(-1)?.url}`)
    }
    const [a, b] = servers
    if (!a || !b) throw new Error('Two instances did not start')

    // 1. Once per instance, then from memory, with a nonce of its own every time.
    for (const [label, server] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const first = await visit(server.url, ARTICLE)
      const second = await visit(server.url, ARTICLE)
      check(
        `instance ${label}: the article rendered, then served from memory`,
        first.status === 200 && first.cache === 'miss' && second.cache === 'hit',
        `${first.cache} then ${second.cache}`,
      )
      check(
        `instance ${label}: a new nonce in the policy and the page on the copy`,
        Boolean(second.nonce) &&
          second.nonce !== first.nonce &&
          second.html.includes(`nonce="${second.nonce}"`) &&
          !second.html.includes(`nonce="${first.nonce}"`),
      )
    }

    // 2. One render for 50 visitors at once.
    const burst = await Promise.all(Array.from({ length: 50 }, () => visit(b.url, '/promo')))
    const misses = burst.filter((answer) => answer.cache === 'miss').length
    check(
      '50 visitors at once on one page: one render',
      misses === 1 && burst.every((answer) => answer.status === 200),
      `${misses} render(s), ${burst.filter((answer) => answer.cache === 'shared').length} shared`,
    )

    // 3. A session is never served from memory.
    for (const cookie of ['diriAuth=bukan-token', 'lain=1; diriAuth =bukan-token']) {
      const member = await visit(a.url, ARTICLE, { cookie })
      check(`cookie "${cookie}": not from the cache`, member.cache === null)
    }

    // 4. An edit in the database reaches both instances.
    const title = `Jerawat Hormonal: diperbarui ${randomBytes(3).toString('hex')}`
    const edited = performance.now()
    await sql`update articles set title = ${title} where id = 'jerawat-hormonal'`
    const seenAt: Record<string, number> = {}
    while (performance.now() - edited < EDIT_DEADLINE_MS && Object.keys(seenAt).length < 2) {
      for (const [label, server] of [
        ['A', a],
        ['B', b],
      ] as const) {
        if (seenAt[label] !== undefined) continue
        if ((await visit(server.url, ARTICLE)).html.includes(title)) {
          seenAt[label] = Math.round(performance.now() - edited)
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    check(
      `an edited article on both instances within ${EDIT_DEADLINE_MS / 1000} s`,
      seenAt.A !== undefined && seenAt.B !== undefined,
      `A after ${seenAt.A ?? '—'} ms, B after ${seenAt.B ?? '—'} ms`,
    )

    // 5. Concurrent writers: each commits, each raises the version once.
    const articles = await sql<{ id: string }[]>`select id from articles order by id limit 20`
    const products = await sql<{ id: string }[]>`select id from shop_products order by id limit 20`
    const [{ version: before } = { version: '0' }] =
      await sql`select version from content_version where id = 1`
    const writers = articles.map(({ id }, index) =>
      sql.begin(async (tx) => {
        await tx`update articles set excerpt = excerpt || ' ' where id = ${id}`
        const product = products[index % products.length]?.id ?? ''
        // A sale, whose row lock comes before the version's at commit.
        await tx`update shop_products set stock = 3, sold = sold + 1 where id = ${product}`
      }),
    )
    const results = await Promise.allSettled(writers)
    const failed = results.filter((result) => result.status === 'rejected')
    const [{ version: after } = { version: '0' }] =
      await sql`select version from content_version where id = 1`
    const raised = Number(after) - Number(before)
    check(
      `${writers.length} concurrent content transactions: all commit, version raised once each`,
      failed.length === 0 && raised === writers.length,
      `${writers.length - failed.length} committed, version +${raised}${failed.length ? `, first error: ${String((failed[0] as PromiseRejectedResult).reason)}` : ''}`,
    )
  } finally {
    await sql.end()
    for (const server of servers.reverse()) await server.stop()
    await database.drop()
  }
  return ok
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
