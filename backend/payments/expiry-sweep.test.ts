/**
 * The expiry sweep as a job (on pg-boss): `expire-orders` lapses
 * unpaid orders past their expiry and puts their stock back, scheduled every minute; the running
 * API starts the queue, sweeps once at start, and its simulator's webhooks reach it in process.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sha256 } from '../auth/secrets'
import { accessTokens } from '../db/schema/auth'
import { orders, payments, simulatorCharges } from '../db/schema/checkout'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { seedShop } from '../db/seed/shop'
import { QUEUES } from '../jobs/job-queue'
import { finished, startTestQueue } from '../jobs/testing/test-queue'
import { startApiRuntime } from '../runtime'
import { setUpTestApi } from '../test/harness'
import { placeTestOrder, readBack, stockOf } from './testing/orders'

describe('the expire-orders job', () => {
  const api = setUpTestApi()
  beforeEach(async () => {
    await seedShop(api().db)
  })

  it('expires an order once its time is up and puts its stock back, once', async () => {
    const before = await stockOf(api())
    const { orderId } = await placeTestOrder(api(), {
      type: 'va',
      methodId: 'va-bri',
      expiresInMs: 30_000,
    })
    const queue = await startTestQueue(api())

    const early = await finished(
      queue,
      QUEUES.expireOrders,
      await queue.send(QUEUES.expireOrders, {}),
    )
    expect(early.state).toBe('completed')
    expect(early.output).toEqual({ expired: 0 })
    expect((await readBack(api(), orderId)).order.status).toBe('awaiting_payment')

    api().clock.advance(30_000)
    const due = await finished(
      queue,
      QUEUES.expireOrders,
      await queue.send(QUEUES.expireOrders, {}),
    )
    expect(due.output).toEqual({ expired: 1 })
    const lapsed = await readBack(api(), orderId)
    expect(lapsed.order.status).toBe('expired')
    expect(lapsed.payments.map((payment) => payment.status)).toEqual(['expired'])
    expect(lapsed.stock).toEqual(before)

    // Again: nothing left to expire, and the stock is not given back twice.
    const again = await finished(
      queue,
      QUEUES.expireOrders,
      await queue.send(QUEUES.expireOrders, {}),
    )
    expect(again.output).toEqual({ expired: 0 })
    expect((await readBack(api(), orderId)).stock).toEqual(before)
  })

  it('is scheduled every minute, with the three other sweeps', async () => {
    const queue = await startTestQueue(api(), { schedule: true })
    const schedules = await queue.boss.getSchedules()
    expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual([
      [QUEUES.expireOrders, '* * * * *'],
      [QUEUES.findNotificationEvents, '* * * * *'],
      [QUEUES.findOwedRefunds, '* * * * *'],
      [QUEUES.findUnopenedCharges, '* * * * *'],
    ])
  })

  it('fails as a job, to be retried, when the sweep fails', async () => {
    const queue = await startTestQueue(api(), {
      deps: {
        ...api().deps,
        clock: {
          now: () => {
            throw new Error('The clock stopped')
          },
        },
      },
      retry: { retryLimit: 0 },
    })
    const job = await finished(
      queue,
      QUEUES.expireOrders,
      await queue.send(QUEUES.expireOrders, {}),
    )
    expect(job.state).toBe('failed')
    expect(job.output).toMatchObject({ message: 'The clock stopped' })
  })
})

describe('the API runtime', () => {
  it('sweeps with its job queue and delivers the simulator’s webhooks to itself', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const runtime = await startApiRuntime({ jobPollingIntervalSeconds: 0.5 })
    try {
      const { db } = runtime.database
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.phone, DEMO_PHONES.putri))
      if (!member) throw new Error('no demo member')
      const order = (number: string, expiresAt: Date) => ({
        number,
        memberId: member.id,
        subtotal: 150_000,
        shippingCost: 0,
        total: 150_000,
        address: {},
        shipping: {},
        paymentMethodId: 'va-bca',
        expiresAt,
      })
      const [lapsed] = await db
        .insert(orders)
        .values(order('DR-RT-1', new Date(Date.now() - 1000)))
        .returning()
      const [open] = await db
        .insert(orders)
        .values(order('DR-RT-2', new Date(Date.now() + 3_600_000)))
        .returning()
      if (!lapsed || !open) throw new Error('orders not inserted')

      // A VA charge of the simulator, and the payment that names it, as the checkout leaves them.
      const ref = `sim_${randomUUID().replace(/-/g, '').slice(0, 24)}`
      const expiresAt = new Date(Date.now() + 3_600_000)
      await db.insert(simulatorCharges).values({
        ref,
        type: 'va',
        amount: 150_000,
        status: 'pending',
        details: { bank: 'BCA', vaNumber: '7001200000000001' },
        expiresAt,
      })
      await db.insert(payments).values({
        orderId: open.id,
        methodId: 'va-bca',
        type: 'va',
        amount: 150_000,
        providerRef: ref,
        expiresAt,
      })
      // The page's button as the site passes it on: with the order owner's token.
      const token = `rt-${randomUUID()}`
      await db.insert(accessTokens).values({
        memberId: member.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      const pressed = await runtime.fetch(
        new Request(`http://api.test/payments/simulator/va/${ref}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Bearer ${token}`,
          },
          body: 'action=pay',
        }),
      )
      expect(pressed.status).toBe(200)
      const [paid] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, open.id))
      expect(paid?.status).toBe('paid')

      // The minute's schedule sends this job; the test does not wait a minute for it.
      await runtime.jobs.send(QUEUES.expireOrders, {})
      await vi.waitFor(
        async () => {
          const [row] = await db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, lapsed.id))
          expect(row?.status).toBe('expired')
        },
        { timeout: 10_000, interval: 50 },
      )
      const schedules = await runtime.jobs.boss.getSchedules()
      expect(schedules.map((schedule) => schedule.name)).toContain(QUEUES.expireOrders)
    } finally {
      await runtime.close()
      info.mockRestore()
    }
    // Start-up migrates and seeds a fresh PGlite and installs pg-boss's schema: about 10 s alone,
    // past 30 s on a loaded two-core machine.
  }, 90_000)
})
