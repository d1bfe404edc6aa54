/**
 * An order's idempotency key after the process placing it was killed: before the
 * commit nothing was placed and the key must be free, after it the key must answer the order.
 * Before the key was written in the order's transaction, both retries answered 409 for ever.
 * test/crash.ts says how the process dies on PGlite and on PostgreSQL. Also: a refusal is kept
 * with the key in the same transaction, so requests with one key at once all get that refusal.
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_HEADER, Order } from '../../../contract/checkout/schemas'
import type { Database } from '../../db/client'
import { idempotencyKeys, orders, payments } from '../../db/schema/checkout'
import { shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { doomedInstance, type StopPoint, sameTimeAs } from '../../test/crash'
import { anotherInstance, expectBody, expectProblem, type TestApi } from '../../test/harness'
import { fillCart, review, setUpCheckoutApi, shopper } from './checkout-test-support'
import { STILL_RUNNING } from './idempotency'
import { ORDER_KEY_LEASE_MS } from './place-order'

const api = setUpCheckoutApi()
const SERUM = 'serum-niacinamide-10'

async function ordersOf(db: Database, memberId: string) {
  const [row] = await db.select({ rows: count() }).from(orders).where(eq(orders.memberId, memberId))
  return row?.rows ?? 0
}

/** Putri, her cart of two serums reviewed: the body she sends, and how to send it to an app. */
async function putriAtCheckout() {
  const putri = await shopper(api(), DEMO_PHONES.putri)
  await fillCart(api(), putri.id, [[SERUM, 2]])
  const { body } = await review(putri, [[SERUM, 2, 115_000]])
  const key = randomUUID()
  const place = (app: TestApi) =>
    app.request('POST', '/orders/checkout/cart', {
      token: putri.token,
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
    })
  return { putri, place }
}

/** An app that stops `place` at `at`, the request left waiting there. */
async function stoppedAt(place: (app: TestApi) => Promise<Response>, at: StopPoint) {
  const doomed = doomedInstance(api(), at)
  const answer = place(doomed.app)
  // A request that answers is not stopped: the test would wait for ever.
  const answeredFirst = answer.then(async (response) => {
    throw new Error(`Answered ${response.status} before the stop: ${await response.text()}`)
  })
  answeredFirst.catch(() => {})
  await Promise.race([doomed.stopped, answeredFirst])
  return doomed
}

describe('a process killed while placing an order', () => {
  it('inside the transaction: the retry with the same key places the order', async () => {
    const { putri, place } = await putriAtCheckout()
    const doomed = await stoppedAt(place, 'beforeCommit')
    const restarted = await doomed.crash()
    expect(await ordersOf(restarted.db, putri.id)).toBe(0)

    const retried = await place(restarted)
    const text = await retried.clone().text()
    const order = await expectBody(retried, 201, Order)
    expect(order.items).toEqual([expect.objectContaining({ productId: SERUM, quantity: 2 })])
    expect(await ordersOf(restarted.db, putri.id)).toBe(1)
    // From now on the key answers that order, byte for byte, and places nothing more.
    const again = await place(restarted)
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(text)
    expect(await ordersOf(restarted.db, putri.id)).toBe(1)
  })

  it('after the commit: the retry answers the order it placed, never a second one', async () => {
    const { putri, place } = await putriAtCheckout()
    const doomed = await stoppedAt(place, 'afterCommit')
    const restarted = await doomed.crash()
    const [placed] = await restarted.db.select().from(orders).where(eq(orders.memberId, putri.id))
    if (!placed) throw new Error('The order did not commit before the kill')

    // The first process might still be opening the charge: for the lease, a retry is asked to wait.
    const early = await place(restarted)
    expect((await expectProblem(early, 409)).message).toBe(STILL_RUNNING)
    restarted.clock.advance(ORDER_KEY_LEASE_MS + 1)
    const retried = await expectBody(await place(restarted), 201, Order)
    expect(retried.id).toBe(placed.id)
    expect(retried.number).toBe(placed.number)
    // The charge was never opened: the payment waits, with its placeholder reference, for the
    // recovery job (not this key's business) to open it.
    const [payment] = await restarted.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id))
    expect(payment?.providerRef).toBe(`pending:${payment?.id}`)
    expect(await expectBody(await place(restarted), 201, Order)).toMatchObject({ id: placed.id })
    expect(await ordersOf(restarted.db, putri.id)).toBe(1)
    // No key is left running: the lease given up, the key is done and answers the order.
    const keys = await restarted.db
      .select({ state: idempotencyKeys.state })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.memberId, putri.id))
    expect(keys).toEqual([{ state: 'done' }])
  })
})

describe('a process killed while paying an order again', () => {
  it('after the commit: the retry answers the order with that one new attempt', async () => {
    const { putri, place } = await putriAtCheckout()
    const order = await expectBody(await place(api()), 201, Order)
    await api()
      .db.update(payments)
      .set({ status: 'failed', failureReason: 'Kartu ditolak oleh bank penerbit.' })
      .where(eq(payments.id, order.payment.id))
    api().clock.advance(1000)
    const key = randomUUID()
    const payAgain = (app: TestApi) =>
      app.request('POST', `/orders/${order.id}/payments`, {
        token: putri.token,
        body: { paymentMethodId: 'qris' },
        headers: { [IDEMPOTENCY_HEADER]: key },
      })

    const restarted = await (await stoppedAt(payAgain, 'afterCommit')).crash()
    restarted.clock.advance(ORDER_KEY_LEASE_MS + 1)
    const retried = await expectBody(await payAgain(restarted), 200, Order)
    expect(retried.id).toBe(order.id)
    expect(retried.payment).toMatchObject({ methodId: 'qris', status: 'pending' })
    const attempts = await restarted.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, order.id))
    expect(attempts).toHaveLength(2)
  })
})

describe('a first process that was only slow', () => {
  it('is shown the order meanwhile, and its own answer, once it comes, is replayed', async () => {
    const { place } = await putriAtCheckout()
    const slow = doomedInstance(api(), 'afterCommit')
    const first = place(slow.app)
    await slow.stopped
    api().clock.advance(ORDER_KEY_LEASE_MS + 1)
    const meanwhile = await expectBody(await place(api()), 201, Order)

    slow.resume()
    const answered = await first
    const text = await answered.text()
    expect(answered.status).toBe(201)
    expect(v.parse(Order, JSON.parse(text)).id).toBe(meanwhile.id)
    const replay = await place(api())
    expect(await replay.text()).toBe(text)
  })
})

describe('one key refused, asked 10 times at once', () => {
  it('gives every request the same refusal, and changes nothing', async () => {
    const { putri, place } = await putriAtCheckout()
    await api().db.update(shopProducts).set({ stock: 1 }).where(eq(shopProducts.id, SERUM))

    const answers = await Promise.all(Array.from({ length: 10 }, () => place(api())))
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(409))
    // The first refusal is kept with the key; the others waited for it, none was "still running".
    expect(new Set(texts).size).toBe(1)
    expect(JSON.parse(texts[0] ?? '{}').message).toMatch(/^Stok .+ tidak cukup: tersisa 1\.$/)
    expect(await ordersOf(api().db, putri.id)).toBe(0)
    const [serum] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, SERUM))
    expect(serum?.stock).toBe(1)
  })
})

describe('a failure after the order committed', () => {
  it('answers the order to the retry at once, without waiting out the lease', async () => {
    const { putri, place } = await putriAtCheckout()
    const failing = sameTimeAs(
      api(),
      anotherInstance(api(), {
        keyFaults: {
          afterCommit: async () => {
            throw new Error('The charge could not be opened (test)')
          },
        },
      }),
    )
    // The process lives and sees its failure (500), so it ends the key's lease itself.
    const failed = await place(failing)
    expect(failed.status, await failed.clone().text()).toBe(500)
    const [placed] = await api().db.select().from(orders).where(eq(orders.memberId, putri.id))
    const retried = await expectBody(await place(api()), 201, Order)
    expect(retried.id).toBe(placed?.id)
    expect(await ordersOf(api().db, putri.id)).toBe(1)
  })
})
