/**
 * How payments and their orders move: forward only, one paid payment
 * per order, fraud fails the order, a lapse expires it, and an order closed unpaid puts its stock
 * back exactly once, however many API instances sweep at the same moment.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { orders, payments as paymentRows } from '../db/schema/checkout'
import { seedShop } from '../db/seed/shop'
import { anotherInstance, setUpTestApi, type TestApi } from '../test/harness'
import {
  DEFAULT_FAILURE_REASON,
  expireLapsedOrders,
  recordChargeStatus,
  SECOND_PAYMENT_REASON,
} from './payment-status'
import { FAILURE_REASONS, type ProviderStatus } from './provider'
import { openTestPayment, placeTestOrder, readBack, stockOf, TEST_QUANTITY } from './testing/orders'

const api = setUpTestApi()
beforeEach(async () => {
  await seedShop(api().db)
})

const MINUTE = 60 * 1000

/** A VA order: its payment starts 'pending', and nothing but the updates below moves it. */
const vaOrder = (options: { expiresInMs?: number } = {}) =>
  placeTestOrder(api(), { type: 'va', methodId: 'va-bca', ...options })

function update(
  paymentId: string,
  status: ProviderStatus,
  extra: { failureReason?: string | null; failureCode?: 'fraud' | 'declined' | null } = {},
) {
  const now = api().clock.now()
  return recordChargeStatus(
    api().db,
    {
      paymentId,
      status,
      failureReason: extra.failureReason ?? null,
      ...(extra.failureCode === undefined ? {} : { failureCode: extra.failureCode }),
      paidAt: status === 'paid' ? now : null,
      now,
    },
    api().deps,
  )
}

describe('a payment moves forward only', () => {
  it('pending → requires_action → paid, and then nothing moves it back', async () => {
    const { orderId, paymentId } = await vaOrder()
    expect(await update(paymentId, 'requires_action')).toBe('applied')
    expect(await update(paymentId, 'pending')).toBe('unchanged')
    expect((await readBack(api(), orderId)).payments[0]?.status).toBe('requires_action')

    expect(await update(paymentId, 'paid')).toBe('applied')
    for (const later of ['pending', 'requires_action', 'failed', 'expired'] as const) {
      expect(await update(paymentId, later), later).toBe('unchanged')
    }
    const { order, payments } = await readBack(api(), orderId)
    expect(payments[0]).toMatchObject({ status: 'paid', failureReason: null })
    expect(order.status).toBe('paid')
    expect(order.paidAt).toEqual(payments[0]?.paidAt)
  })

  it('takes events out of order: requires_action after paid changes nothing', async () => {
    const { orderId, paymentId } = await vaOrder()
    await update(paymentId, 'paid')
    expect(await update(paymentId, 'requires_action')).toBe('unchanged')
    expect((await readBack(api(), orderId)).payments[0]?.status).toBe('paid')
  })

  it('keeps a failure final: paid after failed changes nothing', async () => {
    const { orderId, paymentId } = await vaOrder()
    await update(paymentId, 'failed', { failureCode: 'declined' })
    expect(await update(paymentId, 'paid')).toBe('unchanged')
    const { order, payments } = await readBack(api(), orderId)
    expect(payments[0]).toMatchObject({ status: 'failed', failureReason: DEFAULT_FAILURE_REASON })
    expect(order.status).toBe('awaiting_payment')
  })

  it('answers unknown_payment for an id no payment has, well-formed or not', async () => {
    expect(await update('00000000-0000-4000-8000-000000000000', 'paid')).toBe('unknown_payment')
    expect(await update('not-a-uuid', 'paid')).toBe('unknown_payment')
  })
})

describe('what a payment does to its order', () => {
  it('a paid payment pays the order and closes its other open attempts', async () => {
    const { orderId, paymentId: first } = await vaOrder()
    api().clock.advance(MINUTE)
    const { paymentId: second } = await openTestPayment(api(), orderId, {
      type: 'qris',
      methodId: 'qris',
    })
    expect(await update(second, 'paid')).toBe('applied')
    const { order, payments } = await readBack(api(), orderId)
    expect(order.status).toBe('paid')
    expect(Object.fromEntries(payments.map((p) => [p.id, p.status]))).toEqual({
      [first]: 'expired',
      [second]: 'paid',
    })
  })

  it('a bank decline fails the payment only: the order still awaits payment, stock held', async () => {
    const { orderId, paymentId } = await vaOrder()
    const held = await stockOf(api())
    await update(paymentId, 'failed', {
      failureReason: FAILURE_REASONS.declined,
      failureCode: 'declined',
    })
    const { order, payments, stock } = await readBack(api(), orderId)
    expect(payments[0]).toMatchObject({ status: 'failed', failureReason: FAILURE_REASONS.declined })
    expect(order.status).toBe('awaiting_payment')
    expect(stock).toEqual(held)
  })

  it('a fraud refusal fails the order and puts its stock back, once', async () => {
    const before = await stockOf(api())
    const { orderId, paymentId } = await vaOrder()
    const fraud = { failureReason: FAILURE_REASONS.fraud, failureCode: 'fraud' as const }
    expect(await update(paymentId, 'failed', fraud)).toBe('applied')
    expect(await update(paymentId, 'failed', fraud)).toBe('unchanged')
    const { order, payments, stock } = await readBack(api(), orderId)
    expect(order.status).toBe('failed')
    expect(payments[0]).toMatchObject({ status: 'failed', failureReason: FAILURE_REASONS.fraud })
    expect(stock).toEqual(before)
  })

  it('knows fraud by its words when a caller passes no failure code', async () => {
    const { orderId, paymentId } = await vaOrder()
    await update(paymentId, 'failed', { failureReason: FAILURE_REASONS.fraud })
    expect((await readBack(api(), orderId)).order.status).toBe('failed')
  })

  it('an expired payment expires its order and releases the stock, once', async () => {
    const before = await stockOf(api())
    const { orderId, paymentId } = await vaOrder()
    expect((await stockOf(api())).stock).toBe(before.stock - TEST_QUANTITY)
    expect(await update(paymentId, 'expired')).toBe('applied')
    expect(await update(paymentId, 'expired')).toBe('unchanged')
    const { order, stock } = await readBack(api(), orderId)
    expect(order.status).toBe('expired')
    expect(stock).toEqual(before)
  })

  it('an expired attempt leaves the order open while another attempt can still pay it', async () => {
    const { orderId, paymentId: first } = await vaOrder()
    await openTestPayment(api(), orderId, { type: 'qris', methodId: 'qris' })
    await update(first, 'expired')
    expect((await readBack(api(), orderId)).order.status).toBe('awaiting_payment')
  })
})

describe('money that comes when it should not', () => {
  it('a payment paid after its order lapsed is recorded paid, the order stays expired, a refund is reported', async () => {
    const before = await stockOf(api())
    const { orderId, paymentId } = await vaOrder({ expiresInMs: 10 * MINUTE })
    api().clock.advance(11 * MINUTE)
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(1)

    expect(await update(paymentId, 'paid')).toBe('applied')
    expect(await update(paymentId, 'paid')).toBe('unchanged')
    const { order, payments, stock } = await readBack(api(), orderId)
    expect(order).toMatchObject({ status: 'expired', paidAt: null })
    expect(payments[0]?.status).toBe('paid')
    expect(stock).toEqual(before)
    expect(api().reportedErrors.map((e) => e.message)).toEqual(['A payment needs a refund'])
    expect(String(api().reportedErrors[0]?.error)).toMatch(/after the order was expired: refund it/)
  })

  it('a second paid payment for one order is refused by the unique index, closed and reported, not a 500', async () => {
    const { orderId, paymentId: first } = await vaOrder()
    api().clock.advance(MINUTE)
    const { paymentId: second } = await openTestPayment(api(), orderId, {
      type: 'qris',
      methodId: 'qris',
    })
    // Paid, then the other attempt reopened behind the lock's back, as a careless writer might.
    await update(first, 'paid')
    await api().db.update(paymentRows).set({ status: 'pending' }).where(eq(paymentRows.id, second))
    expect(await update(second, 'paid')).toBe('second_payment_refused')
    // Closed as failed: the provider's repeats find it final.
    expect(await update(second, 'paid')).toBe('unchanged')
    const { order, payments } = await readBack(api(), orderId)
    expect(order.status).toBe('paid')
    expect(payments.find((p) => p.id === first)?.status).toBe('paid')
    expect(payments.find((p) => p.id === second)).toMatchObject({
      status: 'failed',
      failureReason: SECOND_PAYMENT_REASON,
    })
    // Reported once, however often the provider repeats it.
    expect(api().reportedErrors).toHaveLength(1)
  })

  it('a second attempt paid after the first, when the first closed it, is refused the same way', async () => {
    const { orderId, paymentId: first } = await vaOrder()
    api().clock.advance(MINUTE)
    const { paymentId: second } = await openTestPayment(api(), orderId, {
      type: 'qris',
      methodId: 'qris',
    })
    await update(first, 'paid')
    // The second attempt was closed as expired by the first's payment; the money came anyway.
    expect(await update(second, 'paid')).toBe('second_payment_refused')
    const { payments } = await readBack(api(), orderId)
    expect(payments.find((p) => p.id === second)).toMatchObject({
      status: 'expired',
      failureReason: SECOND_PAYMENT_REASON,
    })
    // Still 'expired', so a repeat is refused again, but reported once.
    expect(await update(second, 'paid')).toBe('second_payment_refused')
    expect(api().reportedErrors).toHaveLength(1)
  })
})

describe('the expiry sweep', () => {
  it('expires the lapsed orders with their open payments, releases their stock, leaves the rest', async () => {
    const before = await stockOf(api())
    const lapsing = await vaOrder({ expiresInMs: 10 * MINUTE })
    const later = await vaOrder({ expiresInMs: 60 * MINUTE })
    api().clock.advance(10 * MINUTE)

    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(1)
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(0)
    const lapsed = await readBack(api(), lapsing.orderId)
    expect(lapsed.order.status).toBe('expired')
    expect(lapsed.payments.map((p) => p.status)).toEqual(['expired'])
    expect((await readBack(api(), later.orderId)).order.status).toBe('awaiting_payment')
    expect(lapsed.stock.stock).toBe(before.stock - TEST_QUANTITY)
  })

  it('leaves paid and failed orders alone', async () => {
    const paid = await vaOrder({ expiresInMs: MINUTE })
    await update(paid.paymentId, 'paid')
    api().clock.advance(2 * MINUTE)
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(0)
    expect((await readBack(api(), paid.orderId)).order.status).toBe('paid')
  })

  it('releases stock exactly once when two instances sweep the same orders at once', async () => {
    const before = await stockOf(api())
    const placed: string[] = []
    for (let index = 0; index < 6; index++)
      placed.push((await vaOrder({ expiresInMs: MINUTE })).orderId)
    api().clock.advance(2 * MINUTE)
    const now = api().clock.now()
    const instances: TestApi[] = [api(), anotherInstance(api()), anotherInstance(api())]

    const counts = await Promise.all(
      instances.map((instance) => expireLapsedOrders(instance.db, now)),
    )

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(placed.length)
    const statuses = await api().db.select({ status: orders.status }).from(orders)
    expect(statuses.every(({ status }) => status === 'expired')).toBe(true)
    expect(await stockOf(api())).toEqual(before)
  })

  it('releases stock once when a sweep and an expiry webhook close the same order at once', async () => {
    const before = await stockOf(api())
    const { orderId, paymentId } = await vaOrder({ expiresInMs: MINUTE })
    api().clock.advance(2 * MINUTE)
    const other = anotherInstance(api())
    await Promise.all([
      expireLapsedOrders(other.db, api().clock.now()),
      update(paymentId, 'expired'),
      expireLapsedOrders(api().db, api().clock.now()),
    ])
    const { order, stock } = await readBack(api(), orderId)
    expect(order.status).toBe('expired')
    expect(stock).toEqual(before)
  })

  it('a payment racing the sweep either pays the order or is reported for a refund: stock stays right', async () => {
    const before = await stockOf(api())
    const { orderId, paymentId } = await vaOrder({ expiresInMs: MINUTE })
    api().clock.advance(2 * MINUTE)
    const other = anotherInstance(api())
    await Promise.all([expireLapsedOrders(other.db, api().clock.now()), update(paymentId, 'paid')])
    const { order, payments, stock } = await readBack(api(), orderId)
    expect(payments[0]?.status).toBe('paid')
    if (order.status === 'paid') {
      expect(stock.stock).toBe(before.stock - TEST_QUANTITY)
      expect(api().reportedErrors).toEqual([])
    } else {
      expect(order.status).toBe('expired')
      expect(stock).toEqual(before)
      expect(api().reportedErrors).toHaveLength(1)
    }
  })

  it('sweeps more orders than one read holds', async () => {
    const { orderId } = await vaOrder({ expiresInMs: MINUTE })
    const [template] = await api().db.select().from(orders).where(eq(orders.id, orderId))
    if (!template) throw new Error('no order')
    const { id: _id, serial: _serial, number: _number, ...rest } = template
    await api()
      .db.insert(orders)
      .values(Array.from({ length: 150 }, (_, index) => ({ ...rest, number: `DR-BULK-${index}` })))
    api().clock.advance(2 * MINUTE)
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(151)
  })
})
