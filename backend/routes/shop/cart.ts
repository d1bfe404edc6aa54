/**
 * The member's cart: `GET /carts` with each item's availability computed here (spec §3), and
 * `POST /carts` adding quantities to it. Updating and removing come with the cart page.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type Cart, CartAddInput, type CartAvailability } from '../../../src/api/shop/schemas'
import type { Database } from '../../db/client'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { conflict, invalidInput } from '../../http/problem'
import { readJson } from '../../http/validation'
import { productImage } from './products'

/** The most different products one cart holds. */
export const MAX_CART_PRODUCTS = 50

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

export async function loadCart(db: Database, memberId: string): Promise<Cart> {
  const rows = await db
    .select({ item: shopCartItems, product: shopProducts })
    .from(shopCartItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCartItems.productId))
    .where(eq(shopCartItems.memberId, memberId))
    .orderBy(asc(shopCartItems.createdAt), asc(shopCartItems.productId))
  const items = rows.map(({ item, product }) => ({
    id: item.id,
    quantity: item.quantity,
    availability: availabilityOf(product, item.quantity),
    selected: item.selected,
    product: {
      id: product.id,
      name: product.name,
      price: product.price,
      discountPrice: product.discountPrice,
      stock: product.stock,
      maxQuantity: product.maxQuantity,
      image: productImage(product),
    },
  }))
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

export function cartRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/carts', member, async (c) => c.json(await loadCart(db, c.var.member.id)))

    .post('/carts', member, async (c) => {
      const { items } = await readJson(c, CartAddInput)
      const memberId = c.var.member.id
      // The same product twice in one request counts once, with the quantities added.
      const wanted = new Map<string, number>()
      for (const item of items)
        wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
      const ids = [...wanted.keys()]
      const now = clock.now()
      await db.transaction(async (tx) => {
        // One add per member at a time: concurrent adds wait here until this transaction ends,
        // then read the cart it left, so no two can both pass the maximum or the 50-product check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${memberId}`}))`)
        const products = await tx.select().from(shopProducts).where(inArray(shopProducts.id, ids))
        const byId = new Map(products.map((product) => [product.id, product]))
        const missing = items
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => !byId.has(item.productId))
        if (missing.length > 0) {
          throw invalidInput(
            missing.map(({ index }) => ({
              path: `items.${index}.productId`,
              message: 'Produk tidak ditemukan.',
            })),
          )
        }
        const held = await tx
          .select({ productId: shopCartItems.productId, quantity: shopCartItems.quantity })
          .from(shopCartItems)
          .where(eq(shopCartItems.memberId, memberId))
        const heldBy = new Map(held.map((row) => [row.productId, row.quantity]))
        if (new Set([...heldBy.keys(), ...ids]).size > MAX_CART_PRODUCTS) {
          throw conflict(`Keranjangmu sudah berisi ${MAX_CART_PRODUCTS} produk.`)
        }
        for (const [productId, quantity] of wanted) {
          const product = byId.get(productId)
          if (!product) continue
          const total = (heldBy.get(productId) ?? 0) + quantity
          if (product.discontinued) throw conflict(`${product.name} sudah tidak dijual lagi.`)
          if (product.stock === 0) throw conflict(`Stok ${product.name} sedang habis.`)
          if (total > product.maxQuantity) {
            throw conflict(
              `Maksimal ${product.maxQuantity} ${product.name} per pesanan` +
                (heldBy.has(productId)
                  ? `; di keranjangmu sudah ada ${heldBy.get(productId)}.`
                  : '.'),
            )
          }
          if (total > product.stock) {
            throw conflict(`Stok ${product.name} tinggal ${product.stock}.`)
          }
        }
        for (const [productId, quantity] of wanted) {
          await tx
            .insert(shopCartItems)
            .values({ memberId, productId, quantity, createdAt: now, updatedAt: now })
            .onConflictDoUpdate({
              target: [shopCartItems.memberId, shopCartItems.productId],
              set: { quantity: sql`${shopCartItems.quantity} + ${quantity}`, updatedAt: now },
            })
        }
      })
      return c.json(await loadCart(db, memberId), 201)
    })
}
