/**
 * The running API sweeps lapsed orders every minute (issue 12, item 5) and its simulator's
 * webhooks reach the API in process: the wiring of runtime.ts, end to end.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sha256 } from '../auth/secrets'
import { accessTokens } from '../db/schema/auth'
import { orders, payments, simulatorCharges } from '../db/schema/checkout'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { seedShop } from '../db/seed/shop'
import { startApiRuntime } from '../runtime'
import { setUpTestApi } from '../test/harness'
import { EXPIRY_SWEEP_INTERVAL_MS, startExpirySweep } from './expiry-sweep'
import { placeTestOrder, readBack } from './testing/orders'

describe('startExpirySweep', () => {
  const api = setUpTestApi()
  beforeEach(async () => {
    await seedShop(api().db)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('expires lapsed orders once a minute, and stops', async () => {
    const { orderId } = await placeTestOrder(api(), {
      type: 'va',
      methodId: 'va-bri',
      expiresInMs: 30_000,
    })
    const sweep = startExpirySweep(api().deps)
    api().clock.advance(30_000)
    vi.advanceTimersByTime(EXPIRY_SWEEP_INTERVAL_MS - 1)
    await sweep.stop()
    expect((await readBack(api(), orderId)).order.status).toBe('awaiting_payment')

    const running = startExpirySweep(api().deps)
    vi.advanceTimersByTime(EXPIRY_SWEEP_INTERVAL_MS)
    await running.stop()
    expect((await readBack(api(), orderId)).order.status).toBe('expired')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('reports a failed sweep and keeps going', async () => {
    const sweep = startExpirySweep({
      ...api().deps,
      clock: {
        now: () => {
          throw new Error('The clock stopped')
        },
      },
    })
    expect(await sweep.runOnce()).toBe(0)
    await sweep.stop()
    expect(api().reportedErrors.map((report) => report.message)).toEqual([
      'The expiry sweep failed',
    ])
  })
})

describe('the API runtime', () => {
  it('sweeps on its own and delivers the simulator’s webhooks to itself', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const runtime = await startApiRuntime({ expirySweepIntervalMs: 25 })
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
      // The page's button as the site passes it on: with the order owner's token (issue 25).
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

      await vi.waitFor(
        async () => {
          const [row] = await db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, lapsed.id))
          expect(row?.status).toBe('expired')
        },
        { timeout: 5_000, interval: 25 },
      )
    } finally {
      await runtime.close()
      info.mockRestore()
    }
  })
})
