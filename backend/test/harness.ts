/**
 * The backend suite's test bench: a migrated, seeded database per test file, reset to the seed
 * before each test; an app with a fake clock and a capturing SMS sender; request helpers.
 *
 * In-memory PGlite by default; with `DATABASE_URL` set, the same tests run on real PostgreSQL,
 * each file in its own throw-away database. Either way each file's database is a copy of one
 * migrated and seeded template (seeded-template.ts), and member data is truncated and re-seeded
 * before each test.
 */
import { randomBytes } from 'node:crypto'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { serverEnv } from '../../app.config'
import { normalizeIndonesianMobile } from '../../contract/auth/phone'
import { OtpRequested } from '../../contract/auth/schemas'
import { ApiErrorBody } from '../../contract/errors'
import { createApiApp } from '../app'
import { type DatabaseHandle, openPostgres } from '../db/client'
import * as schema from '../db/schema'
import { seedDemoMembers } from '../db/seed/demo-members'
import { seedDoctors } from '../db/seed/doctors'
import { seedOperators } from '../db/seed/operators'
import type { ApiDeps, Clock, OtpSender } from '../deps'
import { type ConsultEventBus, inProcessConsultEvents } from '../events/consult-events'
import { postgresConsultEvents } from '../events/postgres-consult-events'
import { webhookSecretFrom } from '../payments/secrets'
import { createPaymentSimulator, type PaymentSimulator } from '../payments/simulator/simulator'
import { ManualScheduler } from '../payments/testing/manual-scheduler'
import { memoryFileStore } from '../storage/file-store'
import { memberDataReset } from './member-data-reset'
import { seededPglite, seededPostgresTemplate } from './seeded-template'

/** The key of the sign-in codes' HMAC in tests (32 bytes, as AUTH_SECRET requires). */
export const TEST_AUTH_SECRET = 'diri-test-auth-secret-0123456789abcdef'

/** The key the simulator signs its webhooks with in tests, derived as the API derives it. */
export const TEST_WEBHOOK_SECRET = webhookSecretFrom(TEST_AUTH_SECRET)
/** The operators' API's bearer in tests (OPS_API_TOKEN): the fuzz reaches /ops with it. */
export const TEST_OPS_TOKEN = 'diri-test-ops-token-0123456789abcdef'

/** The seed's "now": notifications and feeds are placed in time relative to it. */
export const SEED_TIME = new Date('2025-06-02T02:00:00.000Z')

export class FakeClock implements Clock {
  private time: number
  constructor(start: Date) {
    this.time = start.getTime()
  }
  now() {
    return new Date(this.time)
  }
  advance(ms: number) {
    this.time += ms
  }
}

/** Keeps every code "sent", newest last, instead of sending an SMS. */
export class CapturingOtpSender implements OtpSender {
  readonly sent: Array<{ phone: string; code: string; expiresAt: Date }> = []
  async send(message: { phone: string; code: string; expiresAt: Date }) {
    this.sent.push(message)
  }
  lastCodeFor(phone: string): string {
    const message = this.sent.findLast((sent) => sent.phone === phone)
    if (!message) throw new Error(`No code was sent to ${phone}`)
    return message.code
  }
}

// ---------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------

interface TestDatabase {
  /** The database in the freshly seeded state, for one test. */
  fresh(): Promise<DatabaseHandle>
  /** The PostgreSQL database's URL (for its LISTEN/NOTIFY bus); undefined on PGlite. */
  url: string | undefined
  close(): Promise<void>
}

/**
 * Places, polyclinics and questionnaires are read-only at run time; every other table is member
 * data, reset between tests.
 */
const READ_ONLY_TABLES = new Set<unknown>([
  schema.provinces,
  schema.cities,
  schema.suburbs,
  schema.postalCodes,
  schema.polyclinics,
  schema.conditions,
  schema.questionnaires,
  // One row the migration writes; the triggers raise it, nothing resets it.
  schema.contentVersion,
  // Kept by triggers from the tables above and the content tables: emptied with them, never alone.
  schema.searchDocuments,
  schema.searchWords,
])
const MEMBER_DATA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable) && !READ_ONLY_TABLES.has(value))
  .map((table) => getTableName(table as PgTable))

async function openTestDatabase(): Promise<TestDatabase> {
  const { DATABASE_URL } = serverEnv()
  let database: DatabaseHandle
  let dropDatabase = async () => {}
  let databaseUrl: string | undefined
  if (DATABASE_URL) {
    // A throw-away database per test file keeps parallel files (and a developer's data) apart;
    // each is a copy of the seeded template, made once per server (seeded-template.ts).
    const template = await seededPostgresTemplate(DATABASE_URL, SEED_TIME)
    const name = `diri_test_${randomBytes(6).toString('hex')}`
    const admin = postgres(DATABASE_URL, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}" template "${template}"`)
    const url = new URL(DATABASE_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    database = openPostgres(databaseUrl, { max: 4 })
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  } else {
    database = await seededPglite(SEED_TIME)
  }
  const resetMemberData = await memberDataReset(database.db, MEMBER_DATA_TABLES)
  return {
    url: databaseUrl,
    // Emptying member data and re-seeding the demo members is far cheaper than a new copy of the
    // seeded database, and runs the same way on PostgreSQL.
    fresh: async () => {
      await resetMemberData()
      // The doctors are members too: before the demo members, whose consult one of them answers.
      await seedDoctors(database.db)
      await seedOperators(database.db)
      await seedDemoMembers(database.db, SEED_TIME)
      return database
    },
    close: async () => {
      await database.close()
      await dropDatabase()
    },
  }
}

// ---------------------------------------------------------------------------
// The app under test
// ---------------------------------------------------------------------------

export interface RequestOptions {
  body?: unknown
  /** A raw body, sent as is (malformed JSON, a photo's bytes). */
  rawBody?: string | Uint8Array<ArrayBuffer>
  token?: string
  ip?: string
  /** `null` leaves the `diri-platform` header out. */
  platform?: string | null
  headers?: Record<string, string>
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>

/** The PostgreSQL buses the tests' apps opened, closed after each test. */
const openEventBuses = new Set<ConsultEventBus>()

/** As the runtime: LISTEN/NOTIFY on PostgreSQL (one connection per app, as per instance). */
function testEventBus(databaseUrl: string | undefined): ConsultEventBus {
  if (!databaseUrl) return inProcessConsultEvents()
  const bus = postgresConsultEvents(databaseUrl)
  openEventBuses.add(bus)
  return bus
}

function createTestApi(
  database: DatabaseHandle,
  overrides: Partial<ApiDeps> = {},
  databaseUrl?: string,
) {
  const clock = new FakeClock(new Date(SEED_TIME.getTime() + 60_000))
  const sms = new CapturingOtpSender()
  const reportedErrors: Array<{ message: string; error: unknown }> = []
  // The simulator's webhooks go to this app. Delayed deliveries and retries wait for the test
  // (`webhookScheduler.runDue()`), and which events come twice is fixed: every 'paid', no other.
  const webhookScheduler = new ManualScheduler()
  let app: ReturnType<typeof createApiApp> | undefined
  const simulator: PaymentSimulator = createPaymentSimulator({
    db: database.db,
    clock,
    webhookSecret: TEST_WEBHOOK_SECRET,
    scheduler: webhookScheduler,
    duplicate: (event) => event.status === 'paid',
    deliver: async (request) => {
      if (!app) throw new Error('The test app is not made yet')
      return app.fetch(request)
    },
  })
  const deps: ApiDeps = {
    db: database.db,
    databaseKind: database.kind,
    otpSender: sms,
    clock,
    logError: (message, error) => reportedErrors.push({ message, error }),
    authSecret: TEST_AUTH_SECRET,
    payments: simulator,
    publicPath: '',
    // As embedded: one trusted proxy (the web server) in front, which sets X-Forwarded-For.
    trustedProxyHops: 1,
    // Tests run outside production, where `x-diri-fault` is honoured.
    faultInjection: true,
    events: overrides.events ?? testEventBus(databaseUrl),
    files: memoryFileStore(),
    // Tests edit the database and ask at once: every request reads the content version.
    contentVersionTtlMs: 0,
    opsApiToken: TEST_OPS_TOKEN,
    ...overrides,
  }
  const testApp = createApiApp(deps)
  app = testApp

  async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers = new Headers(options.headers)
    if (options.platform !== null) headers.set('diri-platform', options.platform ?? 'web')
    if (options.token) headers.set('authorization', `Bearer ${options.token}`)
    headers.set('x-forwarded-for', options.ip ?? '203.0.113.7')
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody
    if (options.body !== undefined) body = JSON.stringify(options.body)
    // JSON unless the test says otherwise (the payment simulator's pages post forms).
    if (body !== undefined && !headers.has('content-type')) {
      headers.set('content-type', 'application/json')
    }
    return testApp.fetch(new Request(`http://api.test${path}`, { method, headers, body }))
  }

  /** Signs `phone` in through the API itself and returns the access token. */
  async function signIn(phone: string, options: { ip?: string } = {}) {
    const requested = await request('POST', '/auth/otp/request', { body: { phone }, ...options })
    expect(requested.status).toBe(200)
    const { challengeId } = v.parse(OtpRequested, await requested.json())
    const verified = await request('POST', '/auth/otp/verify', {
      body: {
        phone,
        code: sms.lastCodeFor(normalizeIndonesianMobile(phone) ?? phone),
        challengeId,
      },
      ...options,
    })
    expect(verified.status).toBe(200)
    const grant = (await verified.json()) as { accessToken: string }
    return grant.accessToken
  }

  return {
    app: testApp,
    deps,
    databaseUrl,
    db: database.db,
    database,
    clock,
    sms,
    reportedErrors,
    request,
    signIn,
    /** The payment provider of this app (the simulator, unless `overrides.payments` says otherwise). */
    simulator,
    webhookScheduler,
  }
}

/**
 * Registers the hooks of a test file: one seeded database for the file, reset to the seed and
 * given a fresh app (clock, SMS outbox) before each test. Call the returned function inside a test to get that test's app.
 */
export function setUpTestApi(): () => TestApi {
  let database: TestDatabase | undefined
  let current: TestApi | undefined
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(async () => {
    if (!database) throw new Error('The test database did not open')
    current = createTestApi(await database.fresh(), {}, database.url)
    await current.deps.events.ready()
  })
  afterEach(async () => {
    current = undefined
    await Promise.all([...openEventBuses].map((bus) => bus.close()))
    openEventBuses.clear()
  })
  return () => {
    if (!current) throw new Error('setUpTestApi() is only available inside a test')
    return current
  }
}

/**
 * A second app on the same database, as a second API instance would be: on PostgreSQL with its
 * own LISTEN/NOTIFY bus (await `deps.events.ready()` before counting on it); on PGlite, which
 * one process alone can open, with the first app's in-process bus.
 */
export function anotherInstance(api: TestApi, overrides: Partial<ApiDeps> = {}) {
  const events = api.databaseUrl ? undefined : api.deps.events
  return createTestApi(
    api.database,
    { ...(events ? { events } : {}), ...overrides },
    api.databaseUrl,
  )
}

/**
 * An app on another handle of the test's data, as a process started again after a crash would be
 * (test/crash.ts): the handle's own connections, or a PGlite opened from the data's image.
 */
export function instanceOn(
  database: DatabaseHandle,
  api: TestApi,
  overrides: Partial<ApiDeps> = {},
) {
  return createTestApi(
    database,
    overrides,
    database.kind === 'postgres' ? api.databaseUrl : undefined,
  )
}

// ---------------------------------------------------------------------------
// Assertions
// ---------------------------------------------------------------------------

/** The body parsed by the contract's own schema: a mismatch fails the test with valibot's issues. */
export async function expectBody<S extends v.GenericSchema>(
  response: Response,
  status: number,
  schema: S,
): Promise<v.InferOutput<S>> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return v.parse(schema, JSON.parse(text))
}

/** An error answer: the status, the contract's error body, and its `statusCode` agreeing. */
export async function expectProblem(response: Response, status: number) {
  const body = await expectBody(response, status, ApiErrorBody)
  expect(body.statusCode).toBe(status)
  return body
}
