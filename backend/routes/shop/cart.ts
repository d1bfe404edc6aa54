/**
 * The member's cart: `GET /carts` with each item's availability computed here (spec §3),
 * `POST /carts` adding quantities to it, `PUT /carts` setting an item's quantity or whether it is
 * chosen for checkout (409 for an item no longer in the cart), and `DELETE /carts` removing items.
 * Every change runs under the member's cart lock (`lockCart`), which placing an order takes too.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { CartRemoveInput, CartUpdateInput } from '../../../contract/checkout/schemas'
import { isUnavailable } from '../../../contract/shop/cart-availability'
import { type Cart, CartAddInput, type CartAvailability } from '../../../contract/shop/schemas'
import type { Database, Transaction } from '../../db/client'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { ApiProblem, conflict, invalidInput } from '../../http/problem'
import { readJson } from '../../http/validation'
import { addLinesToCart, quantityRefusal } from './cart-add'
import { productImage } from './products'

/**
 * What stands between an item and checkout, the most final first: a product no longer sold, then
 * one sold out, then more than one order may hold, then more than the shop has.
 */
export function availabilityOf(
  product: { discontinued: boolean; stock: number; maxQuantity: number },
  quantity: number,
): CartAvailability {
  if (product.discontinued) return 'discontinued'
  if (product.stock === 0) return 'empty_stock'
  if (quantity > product.maxQuantity) return 'larger_than_max_quantity'
  if (quantity > product.stock) return 'insufficient_stock'
  return 'available'
}

/**
 * One cart change per member at a time: concurrent changes (two tabs, a double tap, an order being
 * placed) wait here until the transaction that holds it ends, then read the cart it left.
 */
export async function lockCart(tx: Transaction, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${memberId}`}))`)
}

/** A product as a cart line (or a saved one) shows it. */
export function cartProductOf(product: typeof shopProducts.$inferSelect) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    discountPrice: product.discountPrice,
    stock: product.stock,
    maxQuantity: product.maxQuantity,
    image: productImage(product),
  }
}

export async function loadCart(db: Database, memberId: string): Promise<Cart> {
  const rows = await db
    .select({ item: shopCartItems, product: shopProducts })
    .from(shopCartItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCartItems.productId))
    .where(eq(shopCartItems.memberId, memberId))
    .orderBy(asc(shopCartItems.createdAt), asc(shopCartItems.productId))
  const items = rows.map(({ item, product }) => {
    const availability = availabilityOf(product, item.quantity)
    return {
      id: item.id,
      quantity: item.quantity,
      availability,
      // A line that cannot be bought is never chosen, so no total counts it. The member's own
      // choice stays stored: a line back in stock returns chosen or not as they left it.
      selected: item.selected && !isUnavailable(availability),
      product: cartProductOf(product),
    }
  })
  const chosen = items.filter((item) => item.selected)
  return {
    data: items,
    meta: {
      itemCount: items.length,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      selectedQuantity: chosen.reduce((sum, item) => sum + item.quantity, 0),
      selectedSubtotal: chosen.reduce(
        (sum, item) => sum + item.quantity * (item.product.discountPrice ?? item.product.price),
        0,
      ),
      readyForCheckout:
        chosen.length > 0 && chosen.every((item) => item.availability === 'available'),
    },
  }
}

/** What a person reads when a change names a product the cart no longer holds. */
export const CART_ITEM_GONE = 'Produk ini sudah dihapus dari keranjangmu.'

/**
 * The refusal of a change to products the cart does not hold: 400 for a product that does not
 * exist, 409 for one that does. The 409 is the usual end of a lost race (a quantity changed in one
 * tab while another removed the item: the DELETE took the cart lock first), so it says what
 * happened; the site then reads the cart again.
 */
async function refuseAbsent(
  tx: Transaction,
  absent: Array<{ item: { productId: string }; index: number }>,
): Promise<never> {
  const ids = absent.map(({ item }) => item.productId)
  const known = await tx
    .select({ id: shopProducts.id, name: shopProducts.name })
    .from(shopProducts)
    .where(inArray(shopProducts.id, ids))
  const nameOf = new Map(known.map((product) => [product.id, product.name]))
  const unknown = absent.filter(({ item }) => !nameOf.has(item.productId))
  if (unknown.length > 0) {
    throw invalidInput(
      unknown.map(({ index }) => ({
        path: `items.${index}.productId`,
        message: 'Produk tidak ditemukan.',
      })),
    )
  }
  const first = nameOf.get(ids[0] as string)
  throw new ApiProblem(
    409,
    `${first} sudah dihapus dari keranjangmu (di tab atau perangkat lain), jadi perubahannya tidak disimpan.`,
    absent.map(({ index }) => ({ path: `items.${index}.productId`, message: CART_ITEM_GONE })),
  )
}

export function cartRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/carts', member, async (c) => c.json(await loadCart(db, c.var.member.id)))

    .post('/carts', member, async (c) => {
      const { items } = await readJson(c, CartAddInput)
      const memberId = c.var.member.id
      await db.transaction(async (tx) => {
        // Concurrent adds read the cart the one before them left, so no two can both pass the
        // maximum or the 50-product check.
        await lockCart(tx, memberId)
        await addLinesToCart(tx, memberId, items, clock.now(), 'add')
      })
      return c.json(await loadCart(db, memberId), 201)
    })

    .put('/carts', member, async (c) => {
      const { items } = await readJson(c, CartUpdateInput)
      const memberId = c.var.member.id
      const repeated = items.flatMap((item, index) =>
        items.findIndex((other) => other.productId === item.productId) < index
          ? [{ path: `items.${index}.productId`, message: 'Produk ini sudah disebut sebelumnya.' }]
          : [],
      )
      if (repeated.length > 0) throw invalidInput(repeated)
      const now = clock.now()
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId)
        const held = await tx
          .select({ item: shopCartItems, product: shopProducts })
          .from(shopCartItems)
          .innerJoin(shopProducts, eq(shopProducts.id, shopCartItems.productId))
          .where(
            and(
              eq(shopCartItems.memberId, memberId),
              inArray(
                shopCartItems.productId,
                items.map((item) => item.productId),
              ),
            ),
          )
        const heldBy = new Map(held.map((row) => [row.item.productId, row]))
        const absent = items
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => !heldBy.has(item.productId))
        if (absent.length > 0) await refuseAbsent(tx, absent)
        for (const item of items) {
          const row = heldBy.get(item.productId)
          if (!row || item.quantity === undefined) continue
          // Fewer (or as many) is always allowed: it is how an item short of stock is fixed.
          if (item.quantity <= row.item.quantity) continue
          const refusal = quantityRefusal(row.product, item.quantity, undefined)
          if (refusal) throw conflict(refusal)
        }
        for (const item of items) {
          if (item.quantity === undefined && item.selected === undefined) continue
          await tx
            .update(shopCartItems)
            .set({ quantity: item.quantity, selected: item.selected, updatedAt: now })
            .where(
              and(
                eq(shopCartItems.memberId, memberId),
                eq(shopCartItems.productId, item.productId),
              ),
            )
        }
      })
      return c.json(await loadCart(db, memberId))
    })

    .delete('/carts', member, async (c) => {
      const { items } = await readJson(c, CartRemoveInput)
      const memberId = c.var.member.id
      // Items not in the cart are ignored: removing twice (a double tap) ends the same way.
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId)
        await tx.delete(shopCartItems).where(
          and(
            eq(shopCartItems.memberId, memberId),
            inArray(
              shopCartItems.productId,
              items.map((item) => item.productId),
            ),
          ),
        )
      })
      return c.json(await loadCart(db, memberId))
    })
}
