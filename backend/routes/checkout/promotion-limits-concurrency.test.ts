/**
 * Promotion limits under concurrent orders: 20 members each sending 5 orders with
 * DIRIBARU at once, 20 members after the last 5 places of a total limit, and 5 redemptions of one
 * member written straight into the table at once, as a writer that skips every check would. On
 * PGlite every transaction runs alone, so these pass trivially there; on PostgreSQL
 * (`npm run test:backend:pg`) the requests truly overlap, and the guarantee comes from the
 * database: the trigger on `promotion_redemptions` queues a promotion's redemptions on its counter
 * row and counts under that lock, and the counter's CHECK holds the total.
 * `scripts/bench-orders.ts` runs the 20-member race too and prints the figures.
 */
import { randomUUID } from 'node:crypto'
import { count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Order } from '../../../contract/checkout/schemas'
import { orders, shopPromotionRules } from '../../db/schema/checkout'
import { promotionRedemptions } from '../../db/schema/promotion-redemptions'
import { shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  fillCart,
  placeOrder,
  type Review,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'
import { ALREADY_USED, QUOTA_GONE } from './promotion-redemptions'

const api = setUpCheckoutApi()

/** Five products of at least Rp100.000 each (DIRIBARU's minimum): one order each. */
const PRODUCTS = [
  'serum-vitamin-c',
  'serum-hyaluronat',
  'serum-retinol-malam',
  'serum-peptida',
  'essence-beras',
] as const
const MEMBERS = 20

async function members(): Promise<Shopper[]> {
  const all: Shopper[] = []
  for (let index = 0; index < MEMBERS; index++) {
    const nn = String(index).padStart(2, '0')
    // One address each: sign-in limits count numbers per address (ADR 010).
    all.push(await shopper(api(), `0812 9922 00${nn}`, { ip: `198.51.100.${index + 1}` }))
  }
  return all
}

async function priceOf(productId: string) {
  const [product] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, productId))
  if (!product) throw new Error(`No product ${productId}`)
  return product.discountPrice ?? product.price
}

async function redemptionsOf(promotionId: string) {
  return api()
    .db.select()
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, promotionId))
}

async function counterOf(promotionId: string) {
  const [rule] = await api()
    .db.select({ redeemed: shopPromotionRules.redeemed })
    .from(shopPromotionRules)
    .where(eq(shopPromotionRules.promotionId, promotionId))
  return rule?.redeemed
}

describe('20 members, each sending 5 orders with DIRIBARU at once', () => {
  it('makes exactly 20 redemptions, one per member; every other order is refused in words', async () => {
    await api()
      .db.update(shopProducts)
      .set({ stock: 1000 })
      .where(inArray(shopProducts.id, [...PRODUCTS]))
    const buyers = await members()
    // Each member reviewed five orders, one per product, with the code, before placing any.
    const reviewed: Array<{ buyer: Shopper; body: Review['body'] }> = []
    for (const buyer of buyers) {
      await fillCart(
        api(),
        buyer.id,
        PRODUCTS.map((id) => [id, 1] as const),
      )
      for (const id of PRODUCTS) {
        const { body } = await review(buyer, [[id, 1, await priceOf(id)]], { code: 'DIRIBARU' })
        reviewed.push({ buyer, body })
      }
    }

    const responses = await Promise.all(
      reviewed.map(({ buyer, body }) => placeOrder(buyer, body, randomUUID())),
    )

    const placed = responses.filter((response) => response.status === 201)
    const refused = responses.filter((response) => response.status === 409)
    expect(placed).toHaveLength(MEMBERS)
    expect(refused).toHaveLength(MEMBERS * 4)
    const owners = new Set<string>()
    for (const response of placed) {
      const order = await expectBody(response, 201, Order)
      expect(order.promotion).toMatchObject({ code: 'DIRIBARU', saving: 25_000 })
      owners.add(order.id)
    }
    for (const response of refused) {
      const problem = await expectProblem(response, 409)
      expect(problem.errors).toEqual([{ path: 'code', message: ALREADY_USED }])
    }
    const redemptions = await redemptionsOf('diri-baru')
    expect(redemptions).toHaveLength(MEMBERS)
    expect(new Set(redemptions.map((row) => row.memberId)).size).toBe(MEMBERS)
    expect(new Set(redemptions.map((row) => row.orderId))).toEqual(owners)
    expect(await counterOf('diri-baru')).toBe(MEMBERS)
    const [made] = await api().db.select({ rows: count() }).from(orders)
    expect(made?.rows).toBe(MEMBERS)
  })
})

describe('20 members after the last 5 places of SERUM20, at once', () => {
  it('makes exactly 5 redemptions; the 15 others hear the quota is gone', async () => {
    const places = 5
    await api()
      .db.update(shopPromotionRules)
      .set({ totalLimit: places })
      .where(eq(shopPromotionRules.promotionId, 'serum-pencerah-member'))
    const buyers = await members()
    const price = await priceOf('serum-vitamin-c')
    const reviewed: Array<{ buyer: Shopper; body: Review['body'] }> = []
    for (const buyer of buyers) {
      await fillCart(api(), buyer.id, [['serum-vitamin-c', 1]])
      const { body } = await review(buyer, [['serum-vitamin-c', 1, price]], { code: 'SERUM20' })
      reviewed.push({ buyer, body })
    }

    const responses = await Promise.all(
      reviewed.map(({ buyer, body }) => placeOrder(buyer, body, randomUUID())),
    )

    const placed = responses.filter((response) => response.status === 201)
    const refused = responses.filter((response) => response.status === 409)
    expect(placed).toHaveLength(places)
    expect(refused).toHaveLength(MEMBERS - places)
    for (const response of refused) {
      const problem = await expectProblem(response, 409)
      expect(problem.errors).toEqual([{ path: 'code', message: QUOTA_GONE }])
    }
    expect(await redemptionsOf('serum-pencerah-member')).toHaveLength(places)
    expect(await counterOf('serum-pencerah-member')).toBe(places)
  })
})

describe('a writer that skips every check: 5 redemptions of one member at once', () => {
  it('keeps exactly one under a per-member limit of one', async () => {
    const { db } = api()
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const price = await priceOf('serum-vitamin-c')
    const placed: string[] = []
    for (let index = 0; index < 5; index++) {
      await fillCart(api(), putri.id, [['serum-vitamin-c', 1]])
      const { body } = await review(putri, [['serum-vitamin-c', 1, price]], { noPromo: true })
      placed.push((await expectBody(await placeOrder(putri, body), 201, Order)).id)
    }
    await db
      .update(shopPromotionRules)
      .set({ perMemberLimit: 1 })
      .where(eq(shopPromotionRules.promotionId, 'serum-pencerah-member'))

    const writes = await Promise.allSettled(
      placed.map((orderId) =>
        db
          .insert(promotionRedemptions)
          .values({ orderId, promotionId: 'serum-pencerah-member', memberId: putri.id }),
      ),
    )

    expect(writes.filter((write) => write.status === 'fulfilled')).toHaveLength(1)
    expect(await redemptionsOf('serum-pencerah-member')).toHaveLength(1)
    expect(await counterOf('serum-pencerah-member')).toBe(1)
  })
})
