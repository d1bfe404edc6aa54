/**
 * What the PostgreSQL benches (bench-orders.ts, bench-booking.ts) share: their arguments, a
 * throw-away database beside DATABASE_URL (created, migrated and seeded, dropped afterwards), and
 * the API app in-process with a way to call it and to sign a member in with the dev code.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import postgres from 'postgres'
import * as v from 'valibot'
import { createApiApp } from '../backend/app'
import { type DatabaseHandle, openPostgres } from '../backend/db/client'
import { members } from '../backend/db/schema/members'
import { seedDatabase } from '../backend/db/seed'
import type { ApiDeps } from '../backend/deps'
import { inProcessConsultEvents } from '../backend/events/consult-events'
import { webhookSecretFrom } from '../backend/payments/secrets'
import { createPaymentSimulator } from '../backend/payments/simulator/simulator'
import { databaseFileStore } from '../backend/storage/file-store'
import { normalizeIndonesianMobile } from '../contract/auth/phone'
import { IDEMPOTENCY_HEADER } from '../contract/checkout/schemas'

export const DEV_CODE = '000000'
/** The sign-in codes' key of the benches' API, in process or as a child (crash-rounds.ts). */
export const AUTH_SECRET = 'diri-bench-auth-secret-0123456789abcdef'

/** A `--name` argument that must be a whole number from 1; exits 2 otherwise. */
export function positiveArg(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a positive whole number, got ${JSON.stringify(value)}`)
    process.exit(2)
  }
  return number
}

/**
 * Runs `work` on a new database beside DATABASE_URL, seeded as of `now`, and drops it afterwards
 * whatever happens. `work` says whether every guarantee held; the process exits 1 if not.
 */
export async function withThrowawayDatabase(
  label: string,
  options: { pool: number; now: Date },
  work: (database: DatabaseHandle, url: string) => Promise<boolean>,
): Promise<never> {
  const DATABASE_URL = process.env.DATABASE_URL
  if (!DATABASE_URL) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL server (a database there is created and dropped).',
    )
    process.exit(2)
  }
  const name = `diri_bench_${randomBytes(6).toString('hex')}`
  const admin = postgres(DATABASE_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(DATABASE_URL)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString(), { max: options.pool })
  let failed = false
  try {
    const started = performance.now()
    await database.migrate()
    await seedDatabase(database.db, { now: options.now })
    const version = await admin.unsafe('show server_version')
    console.info(
      `[${label}] PostgreSQL ${version[0]?.server_version}, database ${name}, pool ${options.pool}, ` +
        `seeded in ${Math.round(performance.now() - started)} ms`,
    )
    failed = !(await work(database, url.toString()))
  } finally {
    await database.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
  process.exit(failed ? 1 : 0)
}

export interface BenchRequestOptions {
  token?: string
  body?: unknown
  ip?: string
  key?: string
}

/**
 * The API app on `db` at the fixed instant `now`, as the web app calls it (platform header, a
 * forwarded address per caller, the member's token, an Idempotency-Key). `overrides` changes its
 * dependencies (bench-search.ts turns the public answers' cache off).
 */
export function benchApi(db: DatabaseHandle['db'], now: Date, overrides: Partial<ApiDeps> = {}) {
  const clock = { now: () => new Date(now) }
  const deps: ApiDeps = {
    db,
    databaseKind: 'postgres',
    otpSender: { send: async () => {} },
    clock,
    authSecret: AUTH_SECRET,
    // No webhook delivery: charges stay as they opened (VA: pending), which is all benches need.
    payments: createPaymentSimulator({
      db,
      clock,
      webhookSecret: webhookSecretFrom(AUTH_SECRET),
    }),
    publicPath: '',
    devOtp: DEV_CODE,
    trustedProxyHops: 1,
    faultInjection: false,
    logError: (message, details) => console.error(`[api] ${message}\n${details}`),
    // One process, as the benches run the API in process.
    events: inProcessConsultEvents(),
    files: databaseFileStore(db),
    ...overrides,
  }
  const app = createApiApp(deps)

  function request(method: string, path: string, options: BenchRequestOptions = {}) {
    const headers = new Headers({
      'diri-platform': 'web',
      'x-forwarded-for': options.ip ?? '203.0.113.7',
    })
    if (options.token) headers.set('authorization', `Bearer ${options.token}`)
    if (options.key) headers.set(IDEMPOTENCY_HEADER, options.key)
    let body: string | undefined
    if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers.set('content-type', 'application/json')
    }
    return app.fetch(new Request(`http://api.bench${path}`, { method, headers, body }))
  }

  async function expectJson<S extends v.GenericSchema>(
    response: Response,
    status: number,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    const text = await response.text()
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${text}`)
    return v.parse(schema, JSON.parse(text))
  }

  /** Signs `phone` in from `ip` with the dev code: the member's id and access token. */
  async function signIn(phone: string, ip: string): Promise<{ id: string; token: string }> {
    const { challengeId } = await expectJson(
      await request('POST', '/auth/otp/request', { body: { phone }, ip }),
      200,
      v.object({ challengeId: v.string() }),
    )
    const grant = await expectJson(
      await request('POST', '/auth/otp/verify', {
        body: { phone, code: DEV_CODE, challengeId },
        ip,
      }),
      200,
      v.object({ accessToken: v.string() }),
    )
    const normalized = normalizeIndonesianMobile(phone) ?? phone
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, normalized))
    if (!member) throw new Error(`Signing in ${phone} made no member`)
    return { id: member.id, token: grant.accessToken }
  }

  return { request, expectJson, signIn }
}
