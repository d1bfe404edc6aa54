/**
 * Placing orders at once: one member's double submit with one idempotency key, and
 * fifty members after the last five units. On PGlite every transaction runs alone, so these pass
 * trivially there; on PostgreSQL (`npm run test:backend:pg`) the requests truly overlap, and the
 * guarantees come from the database: the key's claim is one INSERT … ON CONFLICT DO NOTHING, and
 * stock is taken by a conditional UPDATE under the product's row lock.
 * `scripts/bench-orders.ts` runs the same two scenarios and prints the figures.
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Order } from '../../../contract/checkout/schemas'
import { orders } from '../../db/schema/checkout'
import { shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  fillCart,
  placeOrder,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'
import { STILL_RUNNING } from './idempotency'

const api = setUpCheckoutApi()

async function orderRows() {
  const [row] = await api().db.select({ rows: count() }).from(orders)
  return row?.rows ?? 0
}

describe('one member, one idempotency key, 20 requests at once', () => {
  it('places exactly one order; every answer is that order or "still running"', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    await fillCart(api(), putri.id, [['serum-vitamin-c', 2]])
    const { body } = await review(putri, [['serum-vitamin-c', 2, 169_000]])
    const key = randomUUID()

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(putri, body, key)),
    )

    const created = responses.filter((response) => response.status === 201)
    const waiting = responses.filter((response) => response.status === 409)
    expect(created.length + waiting.length).toBe(20)
    expect(created.length).toBeGreaterThanOrEqual(1)
    const texts = new Set(await Promise.all(created.map((response) => response.text())))
    expect(texts.size).toBe(1)
    for (const response of waiting)
      expect((await expectProblem(response, 409)).message).toBe(STILL_RUNNING)
    expect(await orderRows()).toBe(1)
    // Once the first has finished, the key answers its order to anyone who asks again.
    const [text = ''] = texts
    const again = await placeOrder(putri, body, key)
    expect(await again.text()).toBe(text)
  })
})

describe('50 members after the last 5 units, at once', () => {
  it('sells exactly 5; the 45 others get a clear refusal; stock ends at 0, never below', async () => {
    const product = 'serum-azelaic'
    const buyers: Shopper[] = []
    for (let index = 0; index < 50; index++) {
      const nn = String(index).padStart(2, '0')
      // One address each: sign-in limits count numbers per address (ADR 010).
      const buyer = await shopper(api(), `0812 9900 00${nn}`, { ip: `198.51.100.${index + 1}` })
      await fillCart(api(), buyer.id, [[product, 1]])
      buyers.push(buyer)
    }
    await api().db.update(shopProducts).set({ stock: 5 }).where(eq(shopProducts.id, product))
    const [first] = buyers
    if (!first) throw new Error('No buyer')
    const { body } = await review(first, [[product, 1, 159_000]])

    const responses = await Promise.all(
      buyers.map((buyer) => placeOrder(buyer, { ...body, addressId: buyer.addressId })),
    )

    const sold = responses.filter((response) => response.status === 201)
    const refused = responses.filter((response) => response.status === 409)
    expect(sold).toHaveLength(5)
    expect(refused).toHaveLength(45)
    for (const response of sold) await expectBody(response, 201, Order)
    for (const response of refused) {
      const problem = await expectProblem(response, 409)
      expect(problem.message).toBe('Stok Serum Asam Azelat 10% tidak cukup: tersisa 0.')
      expect(problem.errors).toEqual([{ path: 'products.0', message: problem.message }])
    }
    const [left] = await api()
      .db.select({ stock: shopProducts.stock })
      .from(shopProducts)
      .where(eq(shopProducts.id, product))
    expect(left?.stock).toBe(0)
    expect(await orderRows()).toBe(5)
  })
})
