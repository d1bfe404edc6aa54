/**
 * Everything the API needs from outside, passed in once: tests swap the clock and the SMS sender,
 * the embedded and standalone entries pass the real ones.
 */

import type { Database, DatabaseKind } from './db/client'
import type { ConsultEventBus } from './events/consult-events'
import type { NotificationBadgeBus } from './events/notification-badges'
import type { BackgroundJobs } from './jobs/background-jobs'
import type { NotificationChannels } from './notifications/channels/notification-channels'
import type { CaptureError } from './observability/error-reporter'
import type { PaymentProvider } from './payments/provider'
import type { FileStore } from './storage/file-store'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/**
 * Delivers a sign-in code to a phone: WhatsApp or an SMS gateway (backend/otp/, ADR 024), or the
 * log. Throws when the provider did not take it; the route then answers 503.
 */
export interface OtpSender {
  send(message: { phone: string; code: string; expiresAt: Date }): Promise<void>
}

/**
 * No provider: codes go to the server log, where a developer can read them. A real deployment
 * runs with it only when told (`OTP_PROVIDER=log`, app.config.ts's otpDeliveryRefusal).
 */
export const logOtpSender: OtpSender = {
  async send({ phone, code }) {
    console.info(`[api] OTP for ${phone} : ${code}`)
  },
}

/**
 * Where backend tests stop a write that runs once per idempotency key, to kill the process around
 * its commit (routes/checkout/idempotency.ts). Never set outside tests.
 */
export interface KeyFaults {
  /** Inside the transaction, the key and the work written, before the commit. */
  beforeCommit?(scope: string): Promise<void>
  /** Right after the commit, before the answer is made and stored. */
  afterCommit?(scope: string): Promise<void>
}

export interface ApiDeps {
  db: Database
  databaseKind: DatabaseKind
  otpSender: OtpSender
  clock: Clock
  /** The key of the sign-in codes' HMAC: `AUTH_SECRET`, or the one kept under DATA_DIR. */
  authSecret: string
  /** The payment provider: the development simulator unless a real one is configured. */
  payments: PaymentProvider
  /**
   * Where the API's routes are as a browser reaches them: '/api' when embedded in the site, ''
   * when it runs alone. The payment pages (3-D Secure, VA, QRIS) are linked under it.
   */
  publicPath: string
  /** `AUTH_DEV_OTP`: when set, every sign-in code is this value. Never in production. */
  devOtp?: string | undefined
  /**
   * How many proxies in front of the API append to `X-Forwarded-For` (see http/client-ip.ts).
   * The embedded API trusts one, the web server, which always sets the visitor's address.
   */
  trustedProxyHops: number
  /**
   * Honour the `x-diri-fault` request header (http/fault-injection.ts), so end-to-end tests can
   * make a call fail on purpose. Only outside production: there the header is ignored.
   */
  faultInjection: boolean
  /**
   * Where unexpected errors are reported; the console by default. `details` is the error as the
   * log shows it (http/report-error.ts): name, message, stack and causes, never query parameters.
   */
  logError?: (message: string, details: string) => void
  /** Unexpected failures to error reporting (Sentry, with SENTRY_DSN); none in most tests. */
  captureError?: CaptureError | undefined
  /**
   * Changes of a consult's room heard by every instance (events/consult-events.ts): PostgreSQL
   * LISTEN/NOTIFY with DATABASE_URL, in process on PGlite.
   */
  events: ConsultEventBus
  /**
   * A member's unread count changed, heard by every instance (events/notification-badges.ts):
   * the header badge's stream. Absent, the stream sends the count once and then only keeps alive.
   */
  notificationBadges?: NotificationBadgeBus | undefined
  /**
   * Where uploaded photos are kept (storage/file-store.ts): `FILE_STORE`, by default the
   * database with PostgreSQL, `DATA_DIR/uploads` beside PGlite, memory in tests.
   */
  files: FileStore
  /**
   * How many bytes of public answers each instance keeps in memory (http/public-answer-cache.ts):
   * `API_CACHE_MB`; 0 keeps none. Unset: 32 MB.
   */
  publicAnswerCacheBytes?: number
  /**
   * How long one read of the content version serves the public answers (content/content-version.ts);
   * 1 s unless set. The backend tests use 0: each request reads it.
   */
  contentVersionTtlMs?: number
  /** Test-only stops around the commit of an idempotent write (KeyFaults). */
  keyFaults?: KeyFaults | undefined
  /**
   * The job queue (jobs/job-queue.ts), to do work after a response: recover a charge that did not
   * open, make a refund. Absent in most tests; the work then waits for a sweep or the test.
   */
  jobs?: BackgroundJobs | undefined
  /**
   * How notifications leave the app (notifications/channels/): email, Web Push, WhatsApp, each
   * null when not configured. Absent in most tests: then no notification leaves by any channel.
   */
  notificationChannels?: NotificationChannels | undefined
  /** `OPS_API_TOKEN`: the operators' API (routes/ops.ts) answers only its bearer; unset, 404. */
  opsApiToken?: string | undefined
}

/** The Hono environment of every route: `c.var.member` is set by `requireMember`. */
export interface ApiEnv {
  Variables: {
    member: { id: string; phone: string; tokenHash: string }
  }
}
