/**
 * 'Beli Lagi' (`POST /carts/from-order/{orderId}`): a past order's products back in the cart with
 * today's states, and each line saying what changed since.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ReorderResult, reorderNotes } from '../../../contract/checkout/reorder'
import { Order } from '../../../contract/checkout/schemas'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import { fillCart, placeOrder, review, setUpCheckoutApi, shopper } from './checkout-test-support'

const api = setUpCheckoutApi()

const SERUM = 'serum-niacinamide-10' // Rp115.000 after its discount
const PATCH = 'patch-jerawat' // Rp29.000 after its discount
const VITAMIN_C = 'serum-vitamin-c' // Rp169.000

async function putrisOrder() {
  const putri = await shopper(api(), DEMO_PHONES.putri)
  await fillCart(api(), putri.id, [
    [SERUM, 2],
    [PATCH, 1],
    [VITAMIN_C, 3],
  ])
  const reviewed = await review(putri, [
    [SERUM, 2, 115_000],
    [PATCH, 1, 29_000],
    [VITAMIN_C, 3, 169_000],
  ])
  const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)
  // Placing the order empties those lines from the cart.
  await api().db.delete(shopCartItems).where(eq(shopCartItems.memberId, putri.id))
  return { putri, order }
}

describe('Beli Lagi', () => {
  it('puts what it can back, and says what changed: price, discontinued, stock', async () => {
    const { putri, order } = await putrisOrder()
    const { db } = api()
    await db
      .update(shopProducts)
      .set({ price: 150_000, discountPrice: 125_000 })
      .where(eq(shopProducts.id, SERUM))
    await db.update(shopProducts).set({ discontinued: true }).where(eq(shopProducts.id, PATCH))
    await db.update(shopProducts).set({ stock: 2 }).where(eq(shopProducts.id, VITAMIN_C))

    const result = await expectBody(
      await putri.send('POST', `/carts/from-order/${order.id}`),
      201,
      ReorderResult,
    )
    const byId = new Map(result.lines.map((line) => [line.productId, line]))
    expect(byId.get(SERUM)).toMatchObject({ added: 2, priceThen: 115_000, priceNow: 125_000 })
    expect(byId.get(PATCH)).toMatchObject({ added: 0, availability: 'discontinued' })
    expect(byId.get(VITAMIN_C)).toMatchObject({
      ordered: 3,
      added: 2,
      availability: 'insufficient_stock',
    })
    expect(result.cart.data.map((item) => [item.product.id, item.quantity]).sort()).toEqual([
      [SERUM, 2],
      [VITAMIN_C, 2],
    ])
    const serum = byId.get(SERUM)
    const patch = byId.get(PATCH)
    if (!serum || !patch) throw new Error('A line is missing')
    expect(reorderNotes(serum, 'Serum Niacinamide')).toEqual([
      'Harga Serum Niacinamide sekarang Rp125.000, lebih mahal dari Rp115.000 saat kamu memesan.',
    ])
    expect(reorderNotes(patch, 'Patch Jerawat')).toEqual([
      'Patch Jerawat sudah tidak dijual lagi, jadi tidak masuk keranjang.',
    ])
  })

  it('adds nothing past the most one order may hold when the cart already has it', async () => {
    const { putri, order } = await putrisOrder()
    const [serum] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, SERUM))
    if (!serum) throw new Error('No serum')
    await fillCart(api(), putri.id, [[SERUM, serum.maxQuantity]])
    const result = await expectBody(
      await putri.send('POST', `/carts/from-order/${order.id}`),
      201,
      ReorderResult,
    )
    expect(result.lines.find((line) => line.productId === SERUM)).toMatchObject({
      added: 0,
      availability: 'larger_than_max_quantity',
    })
    const inCart = result.cart.data.find((item) => item.product.id === SERUM)
    expect(inCart?.quantity).toBe(serum.maxQuantity)
  })

  it("answers 404 for another member's order and an unknown one, adding nothing", async () => {
    const { order } = await putrisOrder()
    const budi = await shopper(api(), DEMO_PHONES.budi)
    await expectProblem(await budi.send('POST', `/carts/from-order/${order.id}`), 404)
    await expectProblem(
      await budi.send('POST', '/carts/from-order/00000000-0000-4000-8000-000000000000'),
      404,
    )
    await expectProblem(await budi.send('POST', '/carts/from-order/DR-2611-000001'), 404)
    const cart = await api()
      .db.select()
      .from(shopCartItems)
      .where(eq(shopCartItems.memberId, budi.id))
    expect(cart).toEqual([])
  })
})
