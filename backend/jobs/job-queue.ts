/**
 * The API's background work on pg-boss (ADR 019): a PostgreSQL job queue in our own
 * database, `pgboss` schema, started by the runtime and stopped by its `close()`.
 *
 * On PostgreSQL pg-boss keeps its own small pool on `DATABASE_URL`; on PGlite it runs through the
 * embedded client (pg-boss's `fromPglite` adapter of `executeSql`), one process as PGlite is.
 *
 * The jobs, each retried with exponential backoff (JOB_RETRY) and each on an `exclusive` queue:
 * at most one job per key is queued or running at a time (a unique index of pg-boss's), so a key
 * sent twice (after placing, and again by a sweep) is one job, and of two instances polling, one
 * takes it (`FOR UPDATE SKIP LOCKED`). What the jobs write is guarded in our tables too (see each).
 * - `expire-orders`, every minute: lapses unpaid orders past their expiry (`expireLapsedOrders`).
 * - `find-unopened-charges`, every minute: sends `recover-charge` for each payment whose charge
 *   never opened; `recover-charge` (key: the payment) opens it or fails a card (charge-recovery.ts).
 * - `find-owed-refunds`, every minute: sends `refund` for each refund still owed; `refund` (key:
 *   the refund) asks the provider and marks it refunded (payments/refunds.ts).
 * - `deliver-notification` (key: the notification): sends one notification by email, push and
 *   WhatsApp as the member chose, each channel at most once (notifications/deliver-notification.ts).
 * - `find-notification-events`, every minute: records the bookings' reminders now due, and sends
 *   `notify-event` for each recorded event not yet written (and hands off again any written
 *   notification a crash kept from its channels); `notify-event` (key: the event's key) writes
 *   the notification (notifications/write-notification.ts), then sends `deliver-notification`
 *   (key: the notification's id), whose worker the channels register. Besides the sweep, each
 *   instance LISTENs for the triggers' notices of a new event and sends its job at once.
 * The schedules are pg-boss's cron: each minute's job is sent once, whichever instance's clock
 * sees it first, and the work it does is idempotent anyway.
 */
import { fromPglite, PgBoss, type Queue } from 'pg-boss'
import type { DatabaseHandle } from '../db/client'
import type { ApiDeps } from '../deps'
import { listenForNotices, type NoticeListener } from '../events/database-notices'
import { reportError } from '../http/report-error'
import { recordDueReminders } from '../notifications/booking-reminders'
import { deliverNotification } from '../notifications/deliver-notification'
import {
  dueEventKeys,
  type NotifyFaults,
  unhandedEventKeys,
  writeNotificationFor,
} from '../notifications/write-notification'
import { expireLapsedOrders } from '../payments/payment-status'
import { owedRefundIds, settleRefund } from '../payments/refunds'
import {
  RECOVERY_GRACE_MS,
  recoverCharge,
  unopenedPaymentIds,
} from '../routes/checkout/charge-recovery'
import type { BackgroundJobs } from './background-jobs'

/** What the triggers of migration 0020 send on commit: a new event's key and its delay. */
export const NOTIFICATION_EVENTS_CHANNEL = 'diri_notification_events'

export const QUEUES = {
  expireOrders: 'expire-orders',
  findUnopenedCharges: 'find-unopened-charges',
  recoverCharge: 'recover-charge',
  findOwedRefunds: 'find-owed-refunds',
  refund: 'refund',
  findNotificationEvents: 'find-notification-events',
  notifyEvent: 'notify-event',
  /** Worked by the channels (email, push, WhatsApp): data `{ notificationId }`, key its id. */
  deliverNotification: 'deliver-notification',
} as const
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]

/** pg-boss's own schema in our database; `npm run jobs` reads it. */
export const JOB_SCHEMA = 'pgboss'

/**
 * Retries: 5 after the first try, waiting about 5 s, 10 s, 20 s, 40 s, 80 s (pg-boss doubles the
 * delay with jitter, at most 5 minutes); a job running longer than 2 minutes counts as failed and
 * is retried. After the last retry the job stays `failed`, listed by `npm run jobs`, and the
 * minute's sweep sends the work again while its rows say it is still to do.
 */
export const JOB_RETRY = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 120,
} as const

const EVERY_MINUTE = '* * * * *'

/**
 * A refund is owed in a transaction that may go on after the hint (the webhook's): its job is due
 * a little later, and a refund not found yet is retried rather than given up (refunds.ts).
 */
const REFUND_DELAY_SECONDS = 2
const SWEEP_BATCH = 100

export interface JobQueueOptions {
  database: DatabaseHandle
  /** PostgreSQL's URL, for pg-boss's own pool; absent on PGlite. */
  databaseUrl?: string | undefined
  /** Everything the jobs need: the API's dependencies, as the routes have them. */
  deps: ApiDeps
  /** How often an idle worker looks for jobs, in seconds (pg-boss's minimum is 0.5). Default 2. */
  pollingIntervalSeconds?: number
  /** Workers per instance for the jobs of one payment or refund each (default 4): provider calls. */
  concurrency?: number
  /** Run the minute's schedules (the sweeps). Default on; tests send the jobs themselves. */
  schedule?: boolean
  /** Run workers in this instance. Default on; `npm run jobs` only reads. */
  work?: boolean
  /** Test-only stops in the writing of a notification (crash-and-retry tests). */
  notifyFaults?: NotifyFaults
  /** Overrides of JOB_RETRY, for tests that watch a retry happen. */
  retry?: Partial<Record<Exclude<keyof typeof JOB_RETRY, 'retryBackoff'>, number>>
}

export interface JobQueue extends BackgroundJobs {
  readonly boss: PgBoss
  /** Sends a queue's job now (a sweep, or a job by key), as a schedule or a route would. */
  send(
    name: QueueName,
    data: object,
    key?: string,
    startAfterSeconds?: number,
  ): Promise<string | null>
  /** Stops the workers, waiting for jobs under way, then pg-boss. The database stays open. */
  stop(): Promise<void>
}

/** pg-boss over our database: its own pool on PostgreSQL, the embedded client on PGlite. */
export function createBoss(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  options: { schedule: boolean; supervise: boolean },
): PgBoss {
  const common = {
    schema: JOB_SCHEMA,
    schedule: options.schedule,
    supervise: options.supervise,
    // Workers wake on a NOTIFY when a job is sent, rather than at their next poll.
    useListenNotify: true,
  }
  if (databaseUrl) {
    return new PgBoss({ ...common, connectionString: databaseUrl, max: 3 })
  }
  if (!database.pglite) {
    throw new Error('The job queue needs DATABASE_URL or a PGlite database, and was given neither')
  }
  return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { deps } = options
  const schedule = options.schedule ?? true
  const work = options.work ?? true
  const boss = createBoss(options.database, options.databaseUrl, {
    schedule,
    supervise: work,
  })
  // pg-boss's own troubles (a maintenance query failing) are reported, never thrown at nobody.
  boss.on('error', (error) => reportError(deps, 'The job queue reported an error', error))
  await boss.start()

  const queue: Omit<Queue, 'name'> = {
    policy: 'exclusive',
    notify: true,
    ...JOB_RETRY,
    ...options.retry,
  }
  for (const name of Object.values(QUEUES)) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { ...JOB_RETRY, ...options.retry })
    else await boss.createQueue(name, queue)
  }

  const send = (name: QueueName, data: object, key?: string, startAfterSeconds?: number) =>
    boss.send(name, data, {
      ...(key ? { singletonKey: key } : {}),
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
    })

  // Hints (background-jobs.ts): not awaited; a failure is reported, and the sweeps do the work.
  const hint = (what: string, send: () => Promise<unknown>) => {
    send().catch((error: unknown) => reportError(deps, `Sending the job to ${what} failed`, error))
  }
  let notices: NoticeListener | null = null
  if (work) {
    const every = options.pollingIntervalSeconds ?? 2
    // A NOTIFY wakes a worker when a job is sent, but nothing does when a retry's delay is over:
    // the poll stays as frequent with NOTIFY as without (pg-boss would relax it to 30 s).
    const polling = {
      pollingIntervalSeconds: every,
      notifyPollingIntervalSeconds: every,
      batchSize: 1,
    }
    // Each of these waits on the provider: a few at once in each instance, so one slow call does
    // not hold the others up.
    const perItem = { ...polling, localConcurrency: options.concurrency ?? 4 }
    const each =
      <T>(run: (data: T) => Promise<unknown>) =>
      async (jobs: Array<{ data: T }>) => {
        // batchSize 1: one job per call, so its failure is its own retry.
        const results = []
        for (const job of jobs) results.push(await run(job.data))
        return results.length === 1 ? results[0] : results
      }
    await boss.work(
      QUEUES.expireOrders,
      polling,
      each(async () => ({ expired: await expireLapsedOrders(deps.db, deps.clock.now()) })),
    )
    await boss.work(
      QUEUES.findUnopenedCharges,
      polling,
      each(async () => {
        const ids = await unopenedPaymentIds(deps.db, deps.clock.now())
        for (const paymentId of ids) await send(QUEUES.recoverCharge, { paymentId }, paymentId)
        return { sent: ids.length }
      }),
    )
    await boss.work(
      QUEUES.recoverCharge,
      perItem,
      each(async (data: { paymentId: string }) => ({
        outcome: await recoverCharge(deps, data.paymentId),
      })),
    )
    await boss.work(
      QUEUES.findOwedRefunds,
      polling,
      each(async () => {
        const ids = await owedRefundIds(deps.db, SWEEP_BATCH)
        for (const refundId of ids) await send(QUEUES.refund, { refundId }, refundId)
        return { sent: ids.length }
      }),
    )
    await boss.work(
      QUEUES.refund,
      perItem,
      each(async (data: { refundId: string }) => ({
        outcome: await settleRefund(deps, data.refundId),
      })),
    )
    await boss.work(
      QUEUES.deliverNotification,
      perItem,
      each(async (data: { notificationId: string }) => ({
        outcome: await deliverNotification(deps, data.notificationId),
      })),
    )
    const notifyContext = {
      db: deps.db,
      now: () => deps.clock.now(),
      handOff: (notificationId: string) =>
        send(QUEUES.deliverNotification, { notificationId }, notificationId),
      faults: options.notifyFaults,
    }
    await boss.work(
      QUEUES.findNotificationEvents,
      polling,
      each(async () => {
        const reminders = await recordDueReminders(deps.db, deps.clock.now())
        const keys = [
          ...(await dueEventKeys(deps.db, SWEEP_BATCH)),
          ...(await unhandedEventKeys(deps.db, SWEEP_BATCH)),
        ]
        for (const eventKey of keys) await send(QUEUES.notifyEvent, { eventKey }, eventKey)
        return { reminders, sent: keys.length }
      }),
    )
    await boss.work(
      QUEUES.notifyEvent,
      polling,
      each(async (data: { eventKey: string }) =>
        writeNotificationFor(notifyContext, data.eventKey),
      ),
    )
    // A new event's job at once, rather than at the next minute's sweep. Every instance hears it
    // and sends; the singleton key makes that one job.
    notices = await listenForNotices(
      { database: options.database, databaseUrl: options.databaseUrl },
      NOTIFICATION_EVENTS_CHANNEL,
      (payload) => {
        const notice = parseEventNotice(payload)
        if (!notice) return
        hint(`write the notification of ${notice.key}`, () =>
          send(QUEUES.notifyEvent, { eventKey: notice.key }, notice.key, notice.delay),
        )
      },
      // Notices lost while the connection was down: the sweep finds their events now.
      () =>
        hint('sweep the notification events', () =>
          send(QUEUES.findNotificationEvents, {}, QUEUES.findNotificationEvents),
        ),
    )
  }
  if (schedule) {
    for (const name of [
      QUEUES.expireOrders,
      QUEUES.findUnopenedCharges,
      QUEUES.findOwedRefunds,
      QUEUES.findNotificationEvents,
    ]) {
      await boss.schedule(name, EVERY_MINUTE, {}, { singletonKey: name })
    }
    // Once now as well: orders that lapsed while no instance ran go back on sale at start.
    await send(QUEUES.expireOrders, {}, QUEUES.expireOrders)
  }

  return {
    boss,
    send,
    recoverChargeLater: (paymentId) =>
      hint(`recover payment ${paymentId}`, () =>
        send(QUEUES.recoverCharge, { paymentId }, paymentId, RECOVERY_GRACE_MS / 1000),
      ),
    refundSoon: (refundId) =>
      hint(`make refund ${refundId}`, () =>
        send(QUEUES.refund, { refundId }, refundId, REFUND_DELAY_SECONDS),
      ),
    stop: async () => {
      await notices?.close()
      await boss.stop({ graceful: true, close: true, timeout: 10_000 })
    },
  }
}

function parseEventNotice(payload: string): { key: string; delay: number } | null {
  try {
    const { key, delay } = JSON.parse(payload) as { key?: unknown; delay?: unknown }
    if (typeof key !== 'string') return null
    return { key, delay: typeof delay === 'number' && delay > 0 ? delay : 0 }
  } catch {
    // Another program's NOTIFY on our channel: not ours to read.
    return null
  }
}
