/**
 * `npm run bench:api`: how fast the reference API answers on this machine, on loopback.
 *
 * Starts the API in this process on a free 127.0.0.1 port with a fresh, seeded in-memory PGlite,
 * signs a demo member in with a fixed development code, then loads three routes with autocannon
 * (in a worker thread, so the load generator does not share the API's event loop). Rounds are
 * interleaved (health, me, cities, health, …) so a slow patch of the machine hits every route
 * alike; the table reports medians over rounds and each route's throughput relative to /health,
 * the floor cost of a request through the stack.
 *
 * Options: --rounds 3 --duration 5 (seconds per route per round) --connections 10
 */
import { parseArgs } from 'node:util'
import { serve } from 'srvx'
import { startApiRuntime } from '../backend/runtime'
import { type AutocannonResult, autocannon } from './autocannon'
import { printTable, sum } from './bench-table'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
})
const ROUNDS = positive('rounds', args.rounds)
const DURATION_SECONDS = positive('duration', args.duration)
const CONNECTIONS = positive('connections', args.connections)
const DEV_CODE = '000000'
const DEMO_PHONE = '+6281200000001'

function positive(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a positive whole number, got ${JSON.stringify(value)}`)
    process.exit(2)
  }
  return number
}

const api = await startApiRuntime({ devOtp: DEV_CODE })
const server = serve({
  fetch: api.fetch,
  hostname: '127.0.0.1',
  port: 0,
  silent: true,
  gracefulShutdown: false,
})
await server.ready()
const origin = new URL(server.url ?? '').origin
const platform = { 'diri-platform': 'web' }

try {
  const token = await signIn()
  const routes = [
    { name: 'GET /health', path: '/health', headers: platform },
    {
      name: 'GET /auth/me',
      path: '/auth/me',
      headers: { ...platform, authorization: `Bearer ${token}` },
    },
    {
      name: 'GET /misc/cities?provinceId=31',
      path: '/misc/cities?provinceId=31',
      headers: platform,
    },
  ]

  const run = (route: (typeof routes)[number], duration: number) =>
    autocannon({
      url: `${origin}${route.path}`,
      headers: route.headers,
      connections: CONNECTIONS,
      duration,
      workers: 1,
    })

  console.info(
    `[bench] ${origin}: ${ROUNDS} rounds × ${DURATION_SECONDS} s per route, ${CONNECTIONS} connections, 1 s warm-up each`,
  )
  for (const route of routes) await run(route, 1)

  const results = new Map(routes.map((route) => [route.name, [] as AutocannonResult[]]))
  for (let round = 1; round <= ROUNDS; round++) {
    for (const route of routes) {
      const result = await run(route, DURATION_SECONDS)
      results.get(route.name)?.push(result)
      console.info(
        `[bench] round ${round}/${ROUNDS} ${route.name}: ${Math.round(result.requests.average)} req/s`,
      )
    }
  }

  const rows = routes.map((route) => {
    const runs = results.get(route.name) ?? []
    return {
      route: route.name,
      reqPerSecond: median(runs.map((r) => r.requests.average)),
      p50: median(runs.map((r) => r.latency.p50)),
      p99: median(runs.map((r) => r.latency.p99)),
      errors: sum(runs.map((r) => r.errors + r.timeouts)),
      non2xx: sum(runs.map((r) => r.non2xx)),
    }
  })
  const baseline = rows[0]?.reqPerSecond ?? 1
  printTable(
    ['route', 'median req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs /health'],
    rows.map((row) => [
      row.route,
      Math.round(row.reqPerSecond).toLocaleString('en'),
      row.p50.toFixed(0),
      row.p99.toFixed(0),
      String(row.errors),
      String(row.non2xx),
      `${(row.reqPerSecond / baseline).toFixed(2)}×`,
    ]),
  )
  if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) process.exitCode = 1
} finally {
  await server.close(true)
  await api.close()
}

async function signIn(): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...platform, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return response.json() as Promise<Record<string, unknown>>
  }
  const { challengeId } = await post('/auth/otp/request', { phone: DEMO_PHONE })
  const grant = await post('/auth/otp/verify', { phone: DEMO_PHONE, code: DEV_CODE, challengeId })
  return String(grant.accessToken)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
