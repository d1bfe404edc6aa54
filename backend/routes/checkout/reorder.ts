/**
 * `POST /carts/from-order/{orderId}`: 'Beli Lagi'. The member's own order's products go back
 * into the cart, each as far as today allows (no longer sold and sold out stay out; a quantity
 * over the stock or over the most one order may hold is cut to it), and the answer says for each
 * line what today's price and state are, so the page can say what changed. Another member's
 * order, like an unknown one, is 404.
 *
 * Under the member's cart lock, as every cart change: what the cart holds is read in the
 * transaction that adds to it, so two presses at once never pass the maximum.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ReorderLine, ReorderResult } from '../../../contract/checkout/reorder'
import { orderItems, orders } from '../../db/schema/checkout'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { isUuid } from '../../http/ids'
import { requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { availabilityOf, loadCart, lockCart } from '../shop/cart'
import { addLinesToCart } from '../shop/cart-add'
import { ORDER_NOT_FOUND } from './order-view'
import { unitPriceOf } from './pricing'

export function reorderRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/carts/from-order/:orderId', member, async (c) => {
    const memberId = c.var.member.id
    const orderId = c.req.param('orderId')
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND)
    const lines = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)))
      if (!order) throw notFound(ORDER_NOT_FOUND)
      await lockCart(tx, memberId)
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.productId))
      const ids = items.map((item) => item.productId)
      const [products, held] = await Promise.all([
        tx.select().from(shopProducts).where(inArray(shopProducts.id, ids)),
        tx
          .select({ productId: shopCartItems.productId, quantity: shopCartItems.quantity })
          .from(shopCartItems)
          .where(and(eq(shopCartItems.memberId, memberId), inArray(shopCartItems.productId, ids))),
      ])
      const productOf = new Map(products.map((product) => [product.id, product]))
      const heldOf = new Map(held.map((row) => [row.productId, row.quantity]))
      const result: ReorderLine[] = items.map((item) => {
        const product = productOf.get(item.productId)
        if (!product)
          throw new Error(`Order ${order.id} names an unknown product ${item.productId}`)
        const inCart = heldOf.get(item.productId) ?? 0
        const availability = availabilityOf(product, inCart + item.quantity)
        const sellable = !product.discontinued && product.stock > 0
        const room = Math.min(product.stock, product.maxQuantity) - inCart
        return {
          productId: item.productId,
          ordered: item.quantity,
          added: sellable ? Math.max(0, Math.min(item.quantity, room)) : 0,
          availability,
          priceThen: item.unitPrice,
          priceNow: unitPriceOf(product),
        }
      })
      const wanted = result
        .filter((line) => line.added > 0)
        .map((line) => ({ productId: line.productId, quantity: line.added }))
      // The cut quantities pass the same checks as any add (and the cart's 50-product limit,
      // whose 409 stands: the member has to make room first).
      if (wanted.length > 0) await addLinesToCart(tx, memberId, wanted, clock.now(), 'add')
      return result
    })
    return c.json({ lines, cart: await loadCart(db, memberId) } satisfies ReorderResult, 201)
  })
}
