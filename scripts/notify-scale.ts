/**
 * Time from an event to the member's badge across two API instances on one PostgreSQL:
 *
 *   bash scripts/ci-postgres.sh npx tsx scripts/notify-scale.ts [--events 100]
 *
 * Two API runtimes (each with its job queue, its LISTEN connections and its badge streams) share a
 * new database beside DATABASE_URL (dropped at the end). A member signs in on instance A and opens
 * the badge's stream (`GET /notifications/events`) on instance B. Each round, one of the member's
 * orders is marked paid by a plain UPDATE (as the payment webhook's transaction does), and the
 * time runs from that commit to the count arriving on B's stream: trigger → notice → the
 * `notify-event` job (on whichever instance took it) → the notification row → its badge notice →
 * B's stream. Prints p50/p95; exits 1 when a round's count never came or came wrong.
 */
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { orders } from '../backend/db/schema/checkout'
import { members } from '../backend/db/schema/members'
import { type ApiRuntime, startApiRuntime } from '../backend/runtime'
import { AccessGrant, OtpRequested } from '../contract/auth/schemas'
import { UnreadBadge } from '../contract/notifications/schemas'
import { positiveArg } from './bench-support'
import { createThrowAwayDatabase } from './throwaway-database'

const { values: args } = parseArgs({ options: { events: { type: 'string' } } })
const EVENTS = positiveArg('events', args.events ?? '100')
const PHONE = '+6281377779999'
const OTP = '246810'
/** A round that takes longer than this is lost. */
const ROUND_TIMEOUT_MS = 10_000

async function call(
  runtime: ApiRuntime,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = {
    'diri-platform': 'web',
    'x-forwarded-for': '203.0.113.9',
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  return runtime.fetch(
    new Request(`http://api.local${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
}

async function signIn(runtime: ApiRuntime): Promise<string> {
  const requested = v.parse(
    OtpRequested,
    await (await call(runtime, 'POST', '/auth/otp/request', { phone: PHONE })).json(),
  )
  const verified = await call(runtime, 'POST', '/auth/otp/verify', {
    phone: PHONE,
    code: OTP,
    challengeId: requested.challengeId,
  })
  return v.parse(AccessGrant, await verified.json()).accessToken
}

/** The counts B's stream sends, each with the moment it arrived. */
function countsOf(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  const waiting: Array<(arrival: { count: number; at: number }) => void> = []
  const arrived: Array<{ count: number; at: number }> = []
  let buffer = ''
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = /^event: unread\ndata: (.*)$/m.exec(event)?.[1]
        if (!data) continue
        const arrival = {
          count: v.parse(UnreadBadge, JSON.parse(data)).unreadCount,
          at: performance.now(),
        }
        const next = waiting.shift()
        if (next) next(arrival)
        else arrived.push(arrival)
      }
    }
  })()
  return {
    next: () =>
      new Promise<{ count: number; at: number }>((resolve, reject) => {
        const ready = arrived.shift()
        if (ready) return resolve(ready)
        const timer = setTimeout(
          () => reject(new Error('No count within the round')),
          ROUND_TIMEOUT_MS,
        )
        waiting.push((arrival) => {
          clearTimeout(timer)
          resolve(arrival)
        })
      }),
    cancel: () => reader.cancel(),
  }
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function main() {
  // A measurement on a throw-away database, never a deployment: a fixed sign-in code (outside
  // production only) and the development stand-ins.
  process.env.NODE_ENV ??= 'development'
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl)
    throw new Error('notify-scale needs DATABASE_URL (run it through scripts/ci-postgres.sh)')
  const database = await createThrowAwayDatabase(databaseUrl, 'diri_notify_scale')
  const common = { databaseUrl: database.url, devOtp: OTP, jobPollingIntervalSeconds: 2 }
  const a = await startApiRuntime(common)
  const b = await startApiRuntime(common)
  let failed = false
  try {
    const token = await signIn(a)
    const [member] = await a.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, PHONE))
    if (!member) throw new Error(`${PHONE} did not become a member`)
    const response = await b.fetch(
      new Request('http://api.local/notifications/events', {
        // As an EventSource asks: the stream answers only that accept header.
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          'diri-platform': 'web',
        },
      }),
    )
    const counts = countsOf(response)
    let expected = (await counts.next()).count
    const latencies: number[] = []
    for (let round = 0; round < EVENTS; round++) {
      const [order] = await a.database.db
        .insert(orders)
        .values({
          number: `DR-SCALE-${String(round).padStart(5, '0')}`,
          memberId: member.id,
          subtotal: 100_000,
          shippingCost: 0,
          total: 100_000,
          address: {},
          shipping: {},
          paymentMethodId: 'bca-va',
          expiresAt: new Date(Date.now() + 60 * 60_000),
        })
        .returning({ id: orders.id })
      if (!order) throw new Error('The order was not inserted')
      const started = performance.now()
      await a.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id))
      const arrival = await counts.next()
      expected += 1
      if (arrival.count !== expected) {
        failed = true
        console.error(`Round ${round}: the badge said ${arrival.count}, expected ${expected}`)
      }
      latencies.push(arrival.at - started)
    }
    await counts.cancel()
    console.info('\n| instances | events | p50 | p95 | max |\n|---|---|---|---|---|')
    console.info(
      `| 2 (event on A, badge on B) | ${latencies.length} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 95).toFixed(1)} ms | ${Math.max(...latencies).toFixed(1)} ms |`,
    )
  } finally {
    await a.close()
    await b.close()
    await database.drop()
  }
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
