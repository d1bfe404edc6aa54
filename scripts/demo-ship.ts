/**
 * `npm run demo:ship <order>`: in development, ships a paid order as the warehouse would, so the
 * order page shows its timeline with a courier and a tracking number. `<order>` is the order's
 * number (`DR-2611-000042`) or id. It packs the order when it is not packed yet, then ships it
 * with JNE and a demo tracking number (`DEMO` and ten digits), as the seeded operator
 * (`+6281200000201`), through the same code the operator API runs: the audit names that operator.
 *
 * From `DATABASE_URL` when set, or the PGlite under `DATA_DIR`. PGlite opens in one process at a
 * time: when a Diri server holds it, this asks that server's operator API instead, signing the
 * operator in with `AUTH_DEV_OTP` (which the server must run with too).
 */
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { serverEnv } from '../app.config'
import { openConfiguredDatabase } from '../backend/db/client'
import { members } from '../backend/db/schema/members'
import { OPERATOR_PHONE } from '../backend/db/seed/operators'
import { ApiProblem } from '../backend/http/problem'
import { moveFulfilment } from '../backend/routes/checkout/order-fulfilment'
import { normalizeIndonesianMobile } from '../contract/auth/phone'
import { type FulfilmentInput, FulfilmentMove } from '../contract/checkout/fulfilment-move'

const env = serverEnv()
const order = process.argv[2]
if (!order) {
  console.error(
    'Usage: npm run demo:ship <order number or id>, e.g. npm run demo:ship DR-2611-000042',
  )
  process.exit(2)
}
// Read as set, not as app.config defaults it (unset means production there, and here a developer
// running the script by hand).
if (process.env.NODE_ENV === 'production') {
  console.error(
    'demo:ship ships orders for the demo only: it refuses to run with NODE_ENV=production.',
  )
  process.exit(1)
}

const steps: FulfilmentInput[] = [
  { state: 'packed' },
  { state: 'shipped', courier: 'jne', trackingNumber: `DEMO${String(randomInt(1e9, 1e10))}` },
]

/** Which moves are still to make: a packed order only ships; a shipped one has nothing left. */
function isAlreadyDone(message: string, step: FulfilmentInput) {
  return step.state === 'packed' && /sudah (dikemas|dikirim|diterima)/.test(message)
}

async function runningServer(): Promise<string | null> {
  const candidates = [
    env.API_BASE_URL,
    `http://127.0.0.1:${env.PORT}/api`,
    `http://127.0.0.1:${env.API_PORT}`,
  ]
  for (const base of candidates.filter((url): url is string => Boolean(url))) {
    try {
      const response = await fetch(`${base}/health`, {
        headers: { 'diri-platform': 'web' },
        signal: AbortSignal.timeout(1_000),
      })
      const health = (await response.json()) as { database?: string }
      if (response.ok && health.database === 'pglite') return base
    } catch {
      // Nothing there: the next candidate.
    }
  }
  return null
}

async function throughServer(base: string) {
  if (!env.AUTH_DEV_OTP) {
    console.error(
      `A Diri server at ${base} holds the PGlite database. Set AUTH_DEV_OTP (the code it runs with) so this can sign in as the operator, or stop the server and run again.`,
    )
    process.exit(1)
  }
  const headers = { 'diri-platform': 'web', 'content-type': 'application/json' }
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      body: JSON.stringify(body),
    })
  const requested = await post('/auth/otp/request', { phone: OPERATOR_PHONE })
  const { challengeId } = (await requested.json()) as { challengeId: string }
  const verified = await post('/auth/otp/verify', {
    phone: OPERATOR_PHONE,
    code: env.AUTH_DEV_OTP,
    challengeId,
  })
  if (!verified.ok)
    throw new Error(`Signing the operator in failed: ${verified.status} ${await verified.text()}`)
  const { accessToken } = (await verified.json()) as { accessToken: string }
  for (const step of steps) {
    const answer = await post(
      `/v2/operator/orders/${encodeURIComponent(order ?? '')}/fulfilment`,
      step,
      accessToken,
    )
    const text = await answer.text()
    if (answer.ok) {
      report(v.parse(FulfilmentMove, JSON.parse(text)))
      continue
    }
    const message = (JSON.parse(text) as { message?: string }).message ?? text
    if (answer.status === 409 && isAlreadyDone(message, step)) continue
    throw new Error(`${step.state}: ${answer.status} ${message}`)
  }
}

async function inDatabase() {
  const database = await openConfiguredDatabase(env)
  try {
    await database.migrate()
    const [operator] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, normalizeIndonesianMobile(OPERATOR_PHONE) ?? OPERATOR_PHONE))
    for (const step of steps) {
      try {
        const { move } = await moveFulfilment(database.db, {
          order: order ?? '',
          input: step,
          actorId: operator?.id ?? null,
          now: new Date(),
        })
        report(move)
      } catch (error) {
        if (
          error instanceof ApiProblem &&
          error.status === 409 &&
          isAlreadyDone(error.message, step)
        )
          continue
        throw error
      }
    }
  } finally {
    await database.close()
  }
}

function report(move: FulfilmentMove) {
  const tracking = move.tracking
    ? `: ${move.tracking.courierName} ${move.tracking.trackingNumber}${move.tracking.trackingUrl ? ` (${move.tracking.trackingUrl})` : ''}`
    : ''
  console.info(`${move.orderNumber}: ${move.from} → ${move.to}${tracking}`)
}

try {
  const server = env.DATABASE_URL ? null : await runningServer()
  if (server) await throughServer(server)
  else await inDatabase()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
