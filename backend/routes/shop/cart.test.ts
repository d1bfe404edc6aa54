/**
 * The cart's limits under concurrent adds: the same member adding from several tabs (or a double
 * tap) at once. On PGlite every transaction runs alone; on PostgreSQL (`npm run test:backend:pg`)
 * the adds truly overlap, and without the cart's lock several of them passed the checks together.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../../src/api/errors'
import { Cart } from '../../../src/api/shop/schemas'
import { members } from '../../db/schema/members'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import { expectBody, setUpTestApi } from '../../test/harness'
import { MAX_CART_PRODUCTS } from './cart'

const api = setUpTestApi()

beforeEach(async () => {
  await seedShop(api().db)
})

const CONCURRENT_ADDS = 20

async function seededProduct(id: string) {
  const [product] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, id))
  if (!product) throw new Error(`The seed has no product ${id}`)
  return product
}

describe('POST /carts, 20 adds at once by one member', () => {
  it('never holds more of a product than one order may', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const product = await seededProduct('serum-vitamin-c')
    expect(product.maxQuantity).toBeLessThan(CONCURRENT_ADDS)

    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_ADDS }, () =>
        request('POST', '/carts', {
          token,
          body: { items: [{ productId: product.id, quantity: 1 }] },
        }),
      ),
    )

    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(product.maxQuantity)
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      CONCURRENT_ADDS - product.maxQuantity,
    )
    const cart = await expectBody(await request('GET', '/carts', { token }), 200, Cart)
    expect(cart.data.map((item) => [item.product.id, item.quantity])).toEqual([
      [product.id, product.maxQuantity],
    ])
  })

  it(`never holds more than ${MAX_CART_PRODUCTS} different products`, async () => {
    const { db, request, signIn, clock } = api()
    const token = await signIn(DEMO_PHONES.putri)
    // The catalogue has fewer than 50 + 20 products: copies of one fill the rest.
    const template = await seededProduct('serum-vitamin-c')
    const alreadyHeld = MAX_CART_PRODUCTS - 5
    const ids = Array.from(
      { length: alreadyHeld + CONCURRENT_ADDS },
      (_, index) => `uji-keranjang-${index}`,
    )
    await db
      .insert(shopProducts)
      .values(ids.map((id) => ({ ...template, id, name: `Produk uji ${id}` })))
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, DEMO_PHONES.putri))
    if (!member) throw new Error('No demo member Putri')
    await db.insert(shopCartItems).values(
      ids.slice(0, alreadyHeld).map((productId) => ({
        memberId: member.id,
        productId,
        quantity: 1,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    )

    // Twenty different products, each alone in its request: only five more fit.
    const responses = await Promise.all(
      ids
        .slice(alreadyHeld)
        .map((productId) =>
          request('POST', '/carts', { token, body: { items: [{ productId, quantity: 1 }] } }),
        ),
    )

    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    const refused = responses.filter((response) => response.status === 409)
    expect(refused).toHaveLength(CONCURRENT_ADDS - 5)
    for (const response of refused) {
      const body = await expectBody(response, 409, ApiErrorBody)
      expect(body.message).toBe(`Keranjangmu sudah berisi ${MAX_CART_PRODUCTS} produk.`)
    }
    const held = await db
      .select({ productId: shopCartItems.productId })
      .from(shopCartItems)
      .where(eq(shopCartItems.memberId, member.id))
    expect(held).toHaveLength(MAX_CART_PRODUCTS)
  })
})
