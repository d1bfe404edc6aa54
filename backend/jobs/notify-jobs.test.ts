/**
 * The notification jobs through pg-boss: an event's trigger notice sends its `notify-event` job at
 * once, the job writes the notification and sends `deliver-notification` (key: the notification's
 * id). Then a crash-and-retry round on two instances: every job is made to fail once, before its
 * commit or before its hand-off, and pg-boss retries it; duplicates must be 0. Meaningful on
 * PostgreSQL (`bash scripts/ci-postgres.sh npx vitest run backend/jobs/notify-jobs.test.ts`), where
 * the two instances have their own connections and race; on PGlite they share one.
 */
import { count, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { notificationEvents, notifications } from '../db/schema/notifications'
import { seedShop } from '../db/seed/shop'
import {
  insertOrder,
  newMember,
  notificationsOf,
  setOrderStatus,
  setPaymentStatus,
} from '../notifications/test-events'
import type { NotifyFaults } from '../notifications/write-notification'
import { anotherInstance, setUpTestApi } from '../test/harness'
import { JOB_SCHEMA, QUEUES } from './job-queue'
import { startTestQueue } from './testing/test-queue'

const api = setUpTestApi()
beforeEach(async () => {
  await seedShop(api().db)
})

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline)
      throw new Error(`Still not done after ${ms} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>
  return (result as { rows: Array<Record<string, unknown>> }).rows
}

async function jobsOf(name: string) {
  return rowsOf(
    await api().db.execute(sql`
      select singleton_key, state::text as state, retry_count, data
      from ${sql.raw(JOB_SCHEMA)}.job where name = ${name}
    `),
  )
}

describe('the notification jobs', () => {
  it('an event’s notice sends its job at once; the job writes the notification and hands it to the channels', async () => {
    const current = api()
    await startTestQueue(current)
    const memberId = await newMember(current.db, '+6281377771001')
    const order = await insertOrder(current.db, memberId, current.clock.now())
    await setPaymentStatus(current.db, order.paymentId, 'paid')
    await setOrderStatus(current.db, order.orderId, 'paid')

    // No sweep is sent: the trigger's notice alone starts the job.
    const [written] = await eventually(
      () => notificationsOf(current.db, memberId),
      (rows) => rows.length === 1,
    )
    expect(written).toMatchObject({ kind: 'order.paid', title: 'Pembayaran berhasil' })
    const delivered = await eventually(
      () => jobsOf(QUEUES.deliverNotification),
      (jobs) => jobs.length === 1,
    )
    expect(delivered[0]).toMatchObject({
      singleton_key: written?.id,
      data: { notificationId: written?.id },
    })
  })

  it('the minute’s sweep writes what a lost notice left, and hands off again what a crash kept', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377771002')
    // Events made while no queue listened: their notices are gone.
    const order = await insertOrder(current.db, memberId, current.clock.now())
    await setOrderStatus(current.db, order.orderId, 'expired')
    const queue = await startTestQueue(current)
    await queue.send(QUEUES.findNotificationEvents, {}, QUEUES.findNotificationEvents)
    await eventually(
      () => notificationsOf(current.db, memberId),
      (rows) => rows.length === 1,
    )
    const handedOff = await eventually(
      () =>
        current.db
          .select({ at: notificationEvents.handedOffAt })
          .from(notificationEvents)
          .where(eq(notificationEvents.memberId, memberId)),
      (rows) => rows.every((row) => row.at !== null),
    )
    expect(handedOff).toHaveLength(1)
  })

  it('a crash-and-retry round on two instances: every event written once, 0 duplicates', async () => {
    const current = api()
    const N = 60
    const memberId = await newMember(current.db, '+6281377771003')
    // Each job fails once: a third before its commit, a third after it (before the hand-off).
    const failedOnce = new Set<string>()
    const faultsOf = (instance: string): NotifyFaults => {
      const once = (point: string, which: number) => async (eventKey: string) => {
        const index = Number(eventKey.slice(-2).replace(/\D/g, '')) || 0
        if (index % 3 !== which || failedOnce.has(eventKey)) return
        failedOnce.add(eventKey)
        throw new Error(`${instance} crashed ${point} of ${eventKey}`)
      }
      return {
        beforeCommit: once('before the commit', 0),
        beforeHandOff: once('before the hand-off', 1),
      }
    }
    const other = anotherInstance(current)
    await other.deps.events.ready()
    const first = await startTestQueue(current, { notifyFaults: faultsOf('A') })
    const second = await startTestQueue(other, { notifyFaults: faultsOf('B') })

    const started = Date.now()
    const orders = []
    for (let i = 0; i < N; i++)
      orders.push(await insertOrder(current.db, memberId, current.clock.now()))
    for (const order of orders) await setOrderStatus(current.db, order.orderId, 'paid')
    // Both instances also sweep, as their minute's schedules would: every job sent twice more.
    await first.send(QUEUES.findNotificationEvents, {}, QUEUES.findNotificationEvents)
    await second.send(QUEUES.findNotificationEvents, {}, QUEUES.findNotificationEvents)

    await eventually(
      async () => {
        const [row] = await current.db
          .select({ handed: count() })
          .from(notificationEvents)
          .where(
            sql`${notificationEvents.memberId} = ${memberId} and ${notificationEvents.handedOffAt} is not null`,
          )
        return row?.handed ?? 0
      },
      (handed) => handed === N,
      90_000,
    )
    const seconds = (Date.now() - started) / 1000

    const written = await current.db
      .select({ key: notifications.eventKey })
      .from(notifications)
      .where(eq(notifications.memberId, memberId))
    const duplicates = written.length - new Set(written.map((row) => row.key)).size
    expect(written).toHaveLength(N)
    expect(duplicates).toBe(0)
    const notifyJobs = await jobsOf(QUEUES.notifyEvent)
    const retries = notifyJobs.reduce((sum, job) => sum + Number(job.retry_count), 0)
    const deliverJobs = await jobsOf(QUEUES.deliverNotification)
    const deliverKeys = deliverJobs.map((job) => job.singleton_key)
    expect(new Set(deliverKeys).size).toBe(N)
    expect(failedOnce.size).toBeGreaterThan(N / 2)
    expect(retries).toBeGreaterThanOrEqual(failedOnce.size)
    console.info(
      `[notify] ${current.database.kind}: ${N} events, ${notifyJobs.length} notify-event jobs run ` +
        `(${failedOnce.size} crashed once, ${retries} retries), ${written.length} notifications, ` +
        `${duplicates} duplicates, ${deliverJobs.length} deliver-notification jobs ` +
        `(${deliverKeys.length - new Set(deliverKeys).size} doubled), in ${seconds.toFixed(1)} s`,
    )
  })
})
