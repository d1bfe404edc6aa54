/**
 * Opens a database, brings it up to date and puts the API on top: the shared start-up of the
 * embedded API (index.ts), the standalone server (server.ts) and the benchmark.
 */

import { serverEnv } from '../app.config'
import { createApiApp } from './app'
import { resolveAuthSecret } from './auth/auth-secret'
import { type DatabaseHandle, openConfiguredDatabase, openPglite } from './db/client'
import { seedWhatIsMissing } from './db/seed'
import { type Clock, type OtpSender, systemClock } from './deps'
import { type ConsultEventBus, inProcessConsultEvents } from './events/consult-events'
import {
  listenForNotificationBadges,
  type NotificationBadgeBus,
} from './events/notification-badges'
import { postgresConsultEvents } from './events/postgres-consult-events'
import { laterBoundJobs } from './jobs/background-jobs'
import { type JobQueue, startJobQueue } from './jobs/job-queue'
import {
  type ConfiguredChannels,
  configuredNotificationChannels,
} from './notifications/channels/configured-channels'
import type { NotificationChannels } from './notifications/channels/notification-channels'
import { type CaptureError, serverErrorReporter } from './observability/error-reporter'
import { configuredOtpDelivery, type OtpDelivery } from './otp/configured-otp-sender'
import { createMidtransProvider, midtransOptionsFrom } from './payments/midtrans/midtrans-provider'
import { MIDTRANS_NOTIFICATION_PATH } from './payments/midtrans/notification-routes'
import { webhookSecretFrom } from './payments/secrets'
import { createPaymentSimulator } from './payments/simulator/simulator'
import { openFileStore } from './storage/file-store'

export interface ApiRuntimeOptions {
  /** Real PostgreSQL; when absent, PGlite. */
  databaseUrl?: string | undefined
  /** PGlite's data folder's parent (`<dataDir>/pglite`); in memory when absent. */
  dataDir?: string | undefined
  devOtp?: string | undefined
  /** The codes' HMAC key; by default `AUTH_SECRET`, else one kept under `dataDir` (auth-secret.ts). */
  authSecret?: string | undefined
  /** Proxies in front of the API that append to `X-Forwarded-For`; none by default. */
  trustedProxyHops?: number
  /** Where sign-in codes go; by default as OTP_PROVIDER says (backend/otp/). */
  otpSender?: OtpSender
  clock?: Clock
  /** Honour `x-diri-fault` (see ApiDeps); by default everywhere but `NODE_ENV=production`. */
  faultInjection?: boolean
  /** Where the routes are as a browser reaches them: '/api' when embedded, '' (default) alone. */
  publicPath?: string
  /** The payment webhooks' key; by default `PAYMENT_WEBHOOK_SECRET`, else derived from the auth secret. */
  paymentWebhookSecret?: string | undefined
  /** How often an idle job worker looks for work, in seconds (default 2, at least 0.5). */
  jobPollingIntervalSeconds?: number
  /** Where uploads are kept; by default `FILE_STORE`, else as storage/file-store.ts chooses. */
  fileStore?: 'disk' | 'database' | undefined
  /** Where unexpected failures are reported; by default Sentry when SENTRY_DSN is set. */
  captureError?: CaptureError
  /** How notifications leave the app; by default as SMTP_URL, VAPID_* and WHATSAPP_* say. */
  notificationChannels?: NotificationChannels
}

export interface ApiRuntime {
  fetch(request: Request): Promise<Response>
  close(): Promise<void>
  database: DatabaseHandle
  /** The background work's queue (jobs/job-queue.ts): stopped by `close()`. */
  jobs: JobQueue
}

export async function startApiRuntime(options: ApiRuntimeOptions): Promise<ApiRuntime> {
  const started = performance.now()
  const clock = options.clock ?? systemClock
  // Before the database opens: a configuration that may not send codes stops the start at once.
  const otpDelivery: OtpDelivery = options.otpSender
    ? { sender: options.otpSender, announcement: null }
    : configuredOtpDelivery(serverEnv(), options.devOtp, clock)
  const database = options.databaseUrl
    ? await openConfiguredDatabase({ DATABASE_URL: options.databaseUrl, DATA_DIR: '' })
    : options.dataDir
      ? await openConfiguredDatabase({ DATA_DIR: options.dataDir })
      : await openPglite()
  let authSecret: string
  let notificationChannels: ConfiguredChannels
  let notificationBadges: NotificationBadgeBus
  // PGlite is one process: its bus is too. PostgreSQL may have other instances to tell.
  const events: ConsultEventBus = options.databaseUrl
    ? postgresConsultEvents(options.databaseUrl)
    : inProcessConsultEvents()
  try {
    await events.ready()
    await database.migrate()
    await seedWhatIsMissing(database.db)
    authSecret = await resolveAuthSecret({
      configured: options.authSecret ?? serverEnv().AUTH_SECRET,
      dataDir: options.dataDir,
    })
    notificationChannels = options.notificationChannels
      ? { channels: options.notificationChannels, announcements: [] }
      : await configuredNotificationChannels(serverEnv(), {
          db: database.db,
          dataDir: options.dataDir,
        })
    // Last: nothing after it can fail and leave its connection open.
    notificationBadges = await listenForNotificationBadges({
      database,
      databaseUrl: options.databaseUrl,
    })
  } catch (error) {
    await events.close()
    await database.close()
    throw error
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(`[api] database ready (${database.kind}) in ${seconds} s`)
  announceOtpDelivery(otpDelivery, options.devOtp)
  for (const { level, text } of notificationChannels.announcements) {
    if (level === 'warning') console.warn(text)
    else console.info(text)
  }

  const publicPath = options.publicPath ?? ''
  // PAYMENT_PROVIDER (app.config.ts): Midtrans, whose notifications come over HTTP to
  // /payments/midtrans/notification, or the simulator, whose webhooks go to this app in process:
  // bound late, since the app is made with the provider.
  let app: ReturnType<typeof createApiApp> | undefined
  const payments =
    serverEnv().PAYMENT_PROVIDER === 'midtrans'
      ? createMidtransProvider(midtransOptionsFrom(serverEnv(), clock))
      : createPaymentSimulator({
          db: database.db,
          clock,
          webhookSecret:
            options.paymentWebhookSecret ??
            serverEnv().PAYMENT_WEBHOOK_SECRET ??
            webhookSecretFrom(authSecret),
          deliver: async (request) => {
            if (!app) throw new Error('The API is not ready for webhooks yet')
            return app.fetch(request)
          },
        })
  if (payments.name === 'midtrans') announceMidtrans()
  else announcePaymentProvider()
  const files = openFileStore({
    configured: options.fileStore ?? serverEnv().FILE_STORE,
    databaseKind: database.kind,
    dataDir: options.dataDir,
    db: database.db,
  })
  console.info(`[api] uploads are kept in: ${files.kind}`)
  const background = laterBoundJobs()
  const deps = {
    db: database.db,
    databaseKind: database.kind,
    otpSender: otpDelivery.sender,
    clock,
    payments,
    publicPath,
    devOtp: options.devOtp,
    authSecret,
    trustedProxyHops: options.trustedProxyHops ?? 0,
    faultInjection: options.faultInjection ?? serverEnv().NODE_ENV !== 'production',
    events,
    notificationBadges,
    files: files.store,
    publicAnswerCacheBytes: serverEnv().API_CACHE_MB * 1024 * 1024,
    captureError: options.captureError ?? serverErrorReporter() ?? undefined,
    jobs: background.jobs,
    opsApiToken: serverEnv().OPS_API_TOKEN,
    notificationChannels: notificationChannels.channels,
  }
  const api = createApiApp(deps)
  app = api
  // The background work (expiry sweep, charge recovery, refunds): pg-boss in this database.
  let queue: JobQueue
  try {
    queue = await startJobQueue({
      database,
      databaseUrl: options.databaseUrl,
      deps,
      pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    })
  } catch (error) {
    payments.close()
    await notificationBadges.close()
    await events.close()
    await database.close()
    throw error
  }
  background.attach(queue)
  return {
    fetch: async (request) => api.fetch(request),
    close: async () => {
      payments.close()
      background.detach()
      await queue.stop()
      await notificationBadges.close()
      await events.close()
      await database.close()
    },
    database,
    jobs: queue,
  }
}

function announcePaymentProvider() {
  if (serverEnv().NODE_ENV !== 'production') return
  console.info(
    "[api] Payments go to the development simulator (PAYMENT_PROVIDER=simulator): demo mode, no money moves, and a member's own order is marked paid by a button on its page.",
  )
}

/** Where Midtrans must post: the site's /api, which reaches the API embedded or proxied alike. */
function announceMidtrans() {
  const env = serverEnv()
  const standIn = env.MIDTRANS_API_BASE_URL
    ? ` through ${env.MIDTRANS_API_BASE_URL} (a test stand-in)`
    : ''
  console.info(
    `[api] Payments go to Midtrans (${env.MIDTRANS_ENV})${standIn}. Its Payment Notification URL: ${env.PUBLIC_SITE_URL}/api${MIDTRANS_NOTIFICATION_PATH}`,
  )
}

/** How sign-in codes go out, once at start-up; nothing when a test passed its own sender. */
function announceOtpDelivery(delivery: OtpDelivery, devOtp: string | undefined) {
  if (!delivery.announcement) return
  const { level, text } = delivery.announcement
  if (level === 'warning') console.warn(text)
  else console.info(text)
  if (devOtp) console.info(`[api] AUTH_DEV_OTP is set: every sign-in code is ${devOtp}.`)
}
