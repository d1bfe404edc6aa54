/**
 * Crash rounds for the PostgreSQL benches: the standalone API (`backend/server.ts`, as
 * `npm run api` starts it) in a child process on the bench's database, writes that run once per
 * Idempotency-Key fired at it at once, each with its own key, and the child killed with SIGKILL at
 * a random moment while they are in flight. The API is started again and every key retried until
 * it answers something other than "still running" (which a key may say for its lease). Then:
 *
 *   - keys left running: keys of the round still `running` in the database (must be 0);
 *   - committed answering 409: writes committed before the kill whose key still answers 409
 *     (must be 0);
 *   - duplicates: members with more than one write made in the round (must be 0).
 *
 * bench-orders.ts runs it on placing orders, bench-booking.ts on booking.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../backend/db/client'
import { idempotencyKeys } from '../backend/db/schema/checkout'
import { IDEMPOTENCY_HEADER } from '../contract/checkout/schemas'
import { ApiErrorBody } from '../contract/errors'
import { AUTH_SECRET } from './bench-support'

export interface ApiChild {
  baseUrl: string
  /** `kill -9`: no handler runs, no connection is closed politely. */
  kill(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error(`No port from ${JSON.stringify(address)}`))
      })
    })
  })
}

/**
 * Starts `backend/server.ts` on `databaseUrl` and waits for `/health`. Node itself with tsx's
 * loader, not the `tsx` command, which would run the server in a grandchild a kill misses.
 */
export async function startApiChild(databaseUrl: string): Promise<ApiChild> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      // Not production: the bench's member tokens come from its own sign-ins on this database.
      NODE_ENV: 'development',
      AUTH_SECRET,
      PAYMENT_PROVIDER: 'simulator',
      // Each bench member calls from its own address, forwarded as the web server would.
      TRUSTED_PROXY_HOPS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${stderr}`)
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The API did not answer /health within 120 s:\n${stderr}`)
    }
    await sleep(200)
  }
  return {
    baseUrl,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One write of a round: its member, its key, and how to send it to an API. */
export interface CrashAttempt {
  memberId: string
  key: string
  token: string
  ip: string
  path: string
  body: unknown
}

/** A member's POST to the child API, as the web app sends it. */
export function postToChild(
  baseUrl: string,
  path: string,
  from: { token: string; ip: string; key?: string },
  body: unknown,
) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'diri-platform': 'web',
      'x-forwarded-for': from.ip,
      authorization: `Bearer ${from.token}`,
      ...(from.key ? { [IDEMPOTENCY_HEADER]: from.key } : {}),
    },
    body: JSON.stringify(body),
  })
}

/** The child's answer as `schema` parses it, or an error naming the call and the answer. */
export async function childJson<S extends v.GenericSchema>(
  response: Promise<Response>,
  what: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const answer = await response
  const text = await answer.text()
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${text.slice(0, 300)}`)
  return v.parse(schema, JSON.parse(text))
}

export const sendAttempt = (baseUrl: string, attempt: CrashAttempt) =>
  postToChild(baseUrl, attempt.path, attempt, attempt.body)

export interface CrashRoundsOptions {
  label: string
  databaseUrl: string
  db: Database
  rounds: number
  /** The success status of the write (201). */
  created: number
  /** The key's "still running" message, and how long it may say it (the lease). */
  stillRunning: string
  leaseMs: number
  /** The round's writes, their members' carts ready, made with the API at `baseUrl`. */
  prepare(round: number, baseUrl: string): Promise<CrashAttempt[]>
  /** How many writes (orders, bookings) each member has now. */
  madeBy(memberIds: string[]): Promise<Map<string, number>>
}

const messageOf = (text: string) => {
  try {
    const parsed = v.safeParse(ApiErrorBody, JSON.parse(text))
    return parsed.success ? parsed.output.message : text
  } catch {
    return text
  }
}

/** Runs the rounds, prints a line each, and says whether every guarantee held. */
export async function crashRounds(options: CrashRoundsOptions): Promise<boolean> {
  const { db, rounds } = options
  let ok = true
  const check = (condition: boolean, what: string) => {
    if (!condition) {
      ok = false
      console.error(`  ✗ ${what}`)
    }
  }
  let api = await startApiChild(options.databaseUrl)
  const totals = { leftRunning: 0, committed409: 0, duplicates: 0 }
  try {
    // A round without a kill: how long the writes take, so the kills land while they run.
    const warmUp = await options.prepare(0, api.baseUrl)
    const started = performance.now()
    await Promise.all(warmUp.map((attempt) => sendAttempt(api.baseUrl, attempt)))
    const batchMs = performance.now() - started
    console.info(
      `\n(crash) ${options.label}: ${warmUp.length} at once, each its own key, kill -9 within ${Math.round(batchMs)} ms, ${rounds} rounds`,
    )
    console.info(
      'round  kill ms  answered  committed  retries 409  final ok  keys left running  committed 409  duplicates',
    )
    for (let round = 1; round <= rounds; round++) {
      const attempts = await options.prepare(round, api.baseUrl)
      const members = attempts.map((attempt) => attempt.memberId)
      const before = await options.madeBy(members)
      let answered = 0
      const inFlight = attempts.map((attempt) =>
        sendAttempt(api.baseUrl, attempt).then(
          async (response) => {
            await response.text()
            answered++
          },
          () => {},
        ),
      )
      const killAfter = Math.round(Math.random() * batchMs)
      await sleep(killAfter)
      const answeredAtKill = answered
      await api.kill()
      await Promise.all(inFlight)
      const atKill = await options.madeBy(members)
      const committed = new Set(
        members.filter((member) => (atKill.get(member) ?? 0) > (before.get(member) ?? 0)),
      )
      api = await startApiChild(options.databaseUrl)

      let waits = 0
      const finals = await Promise.all(
        attempts.map(async (attempt) => {
          const deadline = Date.now() + options.leaseMs + 20_000
          for (;;) {
            const response = await sendAttempt(api.baseUrl, attempt)
            const text = await response.text()
            const running = response.status === 409 && messageOf(text) === options.stillRunning
            if (!running || Date.now() > deadline) return { attempt, status: response.status, text }
            waits++
            await sleep(1000)
          }
        }),
      )
      const after = await options.madeBy(members)
      const keys = attempts.map((attempt) => attempt.key)
      const running = await db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(and(inArray(idempotencyKeys.key, keys), eq(idempotencyKeys.state, 'running')))
      const committed409 = finals.filter(
        (final) => committed.has(final.attempt.memberId) && final.status === 409,
      ).length
      const duplicates = members.filter(
        (member) => (after.get(member) ?? 0) - (before.get(member) ?? 0) > 1,
      ).length
      const good = finals.filter((final) => final.status === options.created).length
      console.info(
        `${pad(round, 5)}  ${pad(killAfter, 7)}  ${pad(answeredAtKill, 8)}  ${pad(committed.size, 9)}  ` +
          `${pad(waits, 11)}  ${pad(good, 8)}  ${pad(running.length, 17)}  ${pad(committed409, 13)}  ${pad(duplicates, 10)}`,
      )
      for (const final of finals.filter((final) => final.status !== options.created).slice(0, 3))
        console.error(`  ${final.status}: ${final.text.slice(0, 200)}`)
      totals.leftRunning += running.length
      totals.committed409 += committed409
      totals.duplicates += duplicates
      check(running.length === 0, `round ${round}: ${running.length} keys left running`)
      check(committed409 === 0, `round ${round}: ${committed409} committed writes answer 409`)
      check(duplicates === 0, `round ${round}: ${duplicates} members with a duplicate`)
      check(
        good === attempts.length,
        `round ${round}: ${attempts.length - good} keys answered other than ${options.created}`,
      )
    }
  } finally {
    await api.kill()
  }
  console.info(
    `(crash) ${options.label} after ${rounds} rounds: keys left running ${totals.leftRunning}, ` +
      `committed answering 409 ${totals.committed409}, duplicates ${totals.duplicates}`,
  )
  return ok
}

function pad(value: number, width: number) {
  return String(value).padStart(width)
}
