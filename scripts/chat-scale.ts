/**
 * `npm run test:scale` and `npm run bench:chat`: the consultation chat across app instances on
 * one PostgreSQL, through the same doors a browser uses.
 *
 *   npm run test:scale                     # starts a throw-away PostgreSQL (scripts/ci-postgres.sh)
 *   DATABASE_URL=postgres://… npx tsx scripts/chat-scale.ts [--bench] [--messages 1000] [--disconnects 200]
 *
 * Two production servers (the current build, `npm run build`) on loopback share a new database
 * beside DATABASE_URL (dropped at the end). A member signs in on instance A, fills the Jerawat
 * questionnaire and submits it; dr. Anisa signs in on instance B and takes the consult. Each
 * listens to the room through the site's own event stream (`/konsultasi/kanal/{id}`, the session
 * cookie), and they write to each other through their own instance's API:
 *
 *   1. both ways across instances: every message reaches the other side's stream, exactly once;
 *   2. (--bench) latency from send to the other side's stream, p50/p95, on one instance and on two;
 *   3. a reconnect storm: the member's stream is dropped `--disconnects` times during a
 *      `--messages` exchange and reconnects with Last-Event-ID; messages lost or repeated.
 *
 * Without --bench the counts are small (a CI-sized run) and only the guarantees are checked.
 * Exits 1 when a message was lost or repeated.
 */

import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../app.config'
import { AccessGrant, OtpRequested } from '../contract/auth/schemas'
import {
  ChatMessage,
  ConsultQuestionnaire,
  ConsultSummary,
  ExistingConsult,
} from '../contract/consults/schemas'
import { buildIfStale } from '../site-server/build-if-stale'
import { answerEveryStep, TEST_PATIENT_PROFILE } from '../tests/support/answer-questionnaire'
import { startTestServer, TEST_OTP, type TestServer } from '../tests/support/app-server'
import { positiveArg } from './bench-support'
import { createThrowAwayDatabase } from './throwaway-database'

const { values: args } = parseArgs({
  options: {
    bench: { type: 'boolean', default: false },
    messages: { type: 'string' },
    disconnects: { type: 'string' },
  },
})
const bench = args.bench
const stormMessages = positiveArg('messages', args.messages ?? (bench ? '1000' : '200'))
const stormDisconnects = positiveArg('disconnects', args.disconnects ?? (bench ? '200' : '40'))
const latencyMessages = bench ? 200 : 20

const MEMBER_PHONE = '+6281200000001'
const DOCTOR_PHONE = '+6281200000101'
const FLOW = '2001'

// ---------------------------------------------------------------------------------------------
// Talking to an instance as a browser would: its /api for calls, its page routes for the stream.

interface Caller {
  origin: string
  token: string
  cookie: string
}

async function call<S extends v.GenericSchema>(
  caller: Pick<Caller, 'origin'> & { token?: string },
  method: string,
  path: string,
  schema: S,
  body?: unknown,
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { 'diri-platform': 'web' }
  if (caller.token) headers.authorization = `Bearer ${caller.token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${caller.origin}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return v.parse(schema, text === '' ? null : JSON.parse(text))
}

async function signIn(origin: string, phone: string): Promise<Caller> {
  const { challengeId } = await call({ origin }, 'POST', '/auth/otp/request', OtpRequested, {
    phone,
  })
  const grant = await call({ origin }, 'POST', '/auth/otp/verify', AccessGrant, {
    phone,
    code: TEST_OTP,
    challengeId,
  })
  const cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: grant.accessToken }))}`
  return { origin, token: grant.accessToken, cookie }
}

/** Answers every enabled question of every step, step by step as the page does, and submits. */
async function submitQuestionnaire(member: Caller, consultId: string) {
  const room = await call(
    member,
    'GET',
    `/v2/consults/${consultId}/questionnaire`,
    ConsultQuestionnaire,
  )
  await call(member, 'PUT', '/auth/me/profile', v.unknown(), TEST_PATIENT_PROFILE)
  await answerEveryStep(
    room,
    (body) => call(member, 'PUT', `/v2/consults/${consultId}/answers`, v.unknown(), body),
    (body) => call(member, 'POST', `/v2/consults/${consultId}/submit`, ConsultSummary, body),
  )
}

// ---------------------------------------------------------------------------------------------
// The room's event stream, read as EventSource would, with the reconnects under our control.

interface Stream {
  /** Every message event received, in order (duplicates included, so they can be counted). */
  received: Array<{ seq: number; clientId: string | null; at: number }>
  lastSeq: number
  /** Drops the connection and opens a new one from the last seq received. */
  reconnect(): Promise<void>
  close(): void
}

async function openStream(caller: Caller, consultId: string): Promise<Stream> {
  const received: Stream['received'] = []
  let lastSeq = 0
  let controller: AbortController | undefined
  let listeners: Array<() => void> = []

  async function connect() {
    controller = new AbortController()
    const response = await fetch(`${caller.origin}/konsultasi/kanal/${consultId}`, {
      headers: {
        cookie: caller.cookie,
        accept: 'text/event-stream',
        ...(lastSeq > 0 ? { 'last-event-id': String(lastSeq) } : {}),
      },
      signal: controller.signal,
    })
    if (!response.ok || !response.body)
      throw new Error(`The event stream answered ${response.status}`)
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    const signal = controller.signal
    void (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          buffer += value
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const fields = new Map<string, string>()
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':')
              if (colon <= 0) continue
              const name = line.slice(0, colon)
              const value = line.slice(colon + 1).replace(/^ /, '')
              fields.set(name, (fields.has(name) ? `${fields.get(name)}\n` : '') + value)
            }
            if (fields.get('event') !== 'message') continue
            const message = v.parse(ChatMessage, JSON.parse(fields.get('data') ?? 'null'))
            received.push({ seq: message.seq, clientId: message.clientId, at: performance.now() })
            lastSeq = Math.max(lastSeq, message.seq)
            for (const listener of listeners) listener()
          }
        }
      } catch (error) {
        if (!signal.aborted) throw error
      }
    })()
  }

  await connect()
  return {
    received,
    get lastSeq() {
      return lastSeq
    },
    async reconnect() {
      controller?.abort()
      await connect()
    },
    close() {
      controller?.abort()
      listeners = []
    },
  }
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function send(caller: Caller, consultId: string, text: string) {
  const clientId = randomUUID()
  const sentAt = performance.now()
  await call(caller, 'POST', `/v2/consults/${consultId}/messages`, ChatMessage, { clientId, text })
  return { clientId, sentAt }
}

/** Sends `count` messages alternately from each side and measures arrival on the other stream. */
async function exchange(
  consultId: string,
  sides: Array<{ caller: Caller; otherStream: Stream }>,
  count: number,
) {
  const latencies: number[] = []
  for (let index = 0; index < count; index++) {
    const side = sides[index % sides.length]
    if (!side) throw new Error('no side')
    const { clientId, sentAt } = await send(side.caller, consultId, `Pesan uji ${index + 1}`)
    await waitFor(
      () => side.otherStream.received.some((event) => event.clientId === clientId),
      `message ${index + 1} on the other side`,
    )
    const arrival = side.otherStream.received.find((event) => event.clientId === clientId)
    if (arrival) latencies.push(arrival.at - sentAt)
  }
  return latencies
}

/** Lost and repeated seqs of a stream against the room's messages 1..last. */
function integrity(stream: Stream, lastSeq: number) {
  const counts = new Map<number, number>()
  for (const event of stream.received) counts.set(event.seq, (counts.get(event.seq) ?? 0) + 1)
  let lost = 0
  let repeated = 0
  for (let seq = 1; seq <= lastSeq; seq++) {
    const seen = counts.get(seq) ?? 0
    if (seen === 0) lost++
    if (seen > 1) repeated += seen - 1
  }
  const ordered = stream.received.every(
    (event, index, all) => index === 0 || event.seq > (all[index - 1]?.seq ?? 0),
  )
  return { lost, repeated, ordered }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<boolean> {
  const DATABASE_URL = process.env.DATABASE_URL
  if (!DATABASE_URL) {
    console.error('Set DATABASE_URL, or run `npm run test:scale` (a throw-away PostgreSQL).')
    process.exit(2)
  }
  buildIfStale()
  const database = await createThrowAwayDatabase(DATABASE_URL, 'diri_scale')
  const servers: TestServer[] = []
  const streams: Stream[] = []
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const label of ['A', 'B']) {
      const started = performance.now()
      servers.push(await startTestServer({ env: { DATABASE_URL: database.url }, echoStderr: true }))
      console.info(
        `[scale] instance ${label} at ${servers.at(-1)?.url} in ${Math.round(performance.now() - started)} ms`,
      )
    }
    const [a, b] = servers
    if (!a || !b) throw new Error('Two instances did not start')

    const member = await signIn(a.url, MEMBER_PHONE)
    const doctor = await signIn(b.url, DOCTOR_PHONE)
    const consult = await call(member, 'POST', '/v2/consults', ExistingConsult, { flowId: FLOW })
    await submitQuestionnaire(member, consult.id)
    await call(doctor, 'POST', `/v2/doctor/consults/${consult.id}/claim`, ConsultSummary)
    console.info(`[scale] consult ${consult.id} submitted on A, taken by the doctor on B`)

    let ok = true
    const report = (label: string, result: ReturnType<typeof integrity>) => {
      const good = result.lost === 0 && result.repeated === 0 && result.ordered
      ok &&= good
      console.info(
        `[scale] ${label}: lost ${result.lost}, repeated ${result.repeated}, in order ${result.ordered ? 'yes' : 'NO'} ${good ? '✓' : '✗'}`,
      )
    }
    /** The room's newest seq, paging through the messages (the API answers a page at a time). */
    const roomLastSeq = async () => {
      let after = 0
      for (;;) {
        const page = await call(
          member,
          'GET',
          `/v2/consults/${consult.id}/messages?after=${after}`,
          v.object({ data: v.array(ChatMessage) }),
        )
        const newest = page.data.at(-1)?.seq
        if (newest === undefined) return after
        after = newest
      }
    }

    // 1 and 2: both ways across the instances (member on A, doctor on B).
    const memberOnA = await openStream(member, consult.id)
    const doctorOnB = await openStream(doctor, consult.id)
    streams.push(memberOnA, doctorOnB)
    const twoInstances = await exchange(
      consult.id,
      [
        { caller: member, otherStream: doctorOnB },
        { caller: doctor, otherStream: memberOnA },
      ],
      latencyMessages,
    )
    let last = await roomLastSeq()
    await waitFor(
      () => memberOnA.lastSeq === last && doctorOnB.lastSeq === last,
      'both streams to settle',
    )
    report('member on A ↔ doctor on B, member stream', integrity(memberOnA, last))
    report('member on A ↔ doctor on B, doctor stream', integrity(doctorOnB, last))

    if (bench) {
      // The same exchange with everyone on instance A.
      const doctorOnA: Caller = { ...doctor, origin: a.url }
      const doctorStreamA = await openStream(doctorOnA, consult.id)
      streams.push(doctorStreamA)
      const oneInstance = await exchange(
        consult.id,
        [
          { caller: member, otherStream: doctorStreamA },
          { caller: doctorOnA, otherStream: memberOnA },
        ],
        latencyMessages,
      )
      const row = (label: string, values: number[]) =>
        `| ${label} | ${values.length} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 95).toFixed(1)} ms |`
      console.info('\n| instances | messages | p50 | p95 |\n|---|---|---|---|')
      console.info(row('one (A ↔ A)', oneInstance))
      console.info(row('two (A ↔ B)', twoInstances))
      console.info('')
    }

    // 3: the reconnect storm. The doctor (B) and the member (A) write in turns; the member's
    // stream is dropped and reopened from its Last-Event-ID every few messages.
    const every = Math.max(1, Math.floor(stormMessages / stormDisconnects))
    const storm = await openStream(member, consult.id)
    streams.push(storm)
    let disconnects = 0
    const started = performance.now()
    for (let index = 0; index < stormMessages; index++) {
      await send(index % 2 === 0 ? doctor : member, consult.id, `Badai ${index + 1}`)
      if ((index + 1) % every === 0 && disconnects < stormDisconnects) {
        disconnects++
        await storm.reconnect()
      }
    }
    last = await roomLastSeq()
    await waitFor(() => storm.lastSeq === last, 'the stormed stream to catch up', 60_000)
    console.info(
      `[scale] reconnect storm: ${stormMessages} messages, ${disconnects} disconnects, ${Math.round(performance.now() - started)} ms`,
    )
    report('reconnect storm, member stream', integrity(storm, last))
    report('reconnect storm, doctor stream (no reconnects)', integrity(doctorOnB, last))
    return ok
  } finally {
    for (const stream of streams) stream.close()
    for (const server of servers.reverse()) await server.stop()
    await database.drop()
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
