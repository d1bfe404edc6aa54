/**
 * "Simpan untuk nanti" (contract/checkout/saved-items.ts): a member moves a cart line to their
 * saved list, back into the cart, or off the list. Every move takes the cart's lock (`lockCart`)
 * and runs in one transaction, the delete from one list and the insert into the other together:
 * a line is never in both (migration 0017's trigger refuses it too) and never in neither.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type CartAndSaved,
  SavedItemInput,
  type SavedItems,
} from '../../../contract/checkout/saved-items'
import { MAX_CART_PRODUCTS } from '../../../contract/shop/constants'
import type { Database, Transaction } from '../../db/client'
import { shopCartItems, shopProducts, shopSavedItems } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { conflict, invalidInput } from '../../http/problem'
import { readJson } from '../../http/validation'
import { availabilityOf, cartProductOf, loadCart, lockCart } from './cart'
import { quantityRefusal } from './cart-add'

/** The contract's bound on one line's quantity: two saves of one product add up to at most this. */
const MOST_PER_LINE = 99

async function loadSaved(db: Database, memberId: string): Promise<SavedItems> {
  const rows = await db
    .select({ saved: shopSavedItems, product: shopProducts })
    .from(shopSavedItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopSavedItems.productId))
    .where(eq(shopSavedItems.memberId, memberId))
    .orderBy(desc(shopSavedItems.createdAt), asc(shopSavedItems.productId))
  return {
    data: rows.map(({ saved, product }) => ({
      id: saved.id,
      quantity: saved.quantity,
      availability: availabilityOf(product, saved.quantity),
      savedAt: saved.createdAt.toISOString(),
      product: cartProductOf(product),
    })),
    meta: { count: rows.length },
  }
}

async function bothLists(db: Database, memberId: string): Promise<CartAndSaved> {
  const [cart, saved] = await Promise.all([loadCart(db, memberId), loadSaved(db, memberId)])
  return { cart, saved }
}

/** A product id the shop does not know is the caller's mistake (400), not a lost race. */
async function productNamed(tx: Transaction, productId: string) {
  const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.id, productId))
  if (!product) throw invalidInput([{ path: 'productId', message: 'Produk tidak ditemukan.' }])
  return product
}

export function savedItemRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/carts/saved', member, async (c) => c.json(await loadSaved(db, c.var.member.id)))

    .post('/carts/saved', member, async (c) => {
      const { productId } = await readJson(c, SavedItemInput)
      const memberId = c.var.member.id
      const now = clock.now()
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId)
        const product = await productNamed(tx, productId)
        // The line leaves the cart and enters the list in this one transaction: a save that
        // fails after the delete rolls the delete back.
        const [line] = await tx
          .delete(shopCartItems)
          .where(and(eq(shopCartItems.memberId, memberId), eq(shopCartItems.productId, productId)))
          .returning({ quantity: shopCartItems.quantity })
        if (!line) {
          throw conflict(
            `${product.name} sudah tidak ada di keranjangmu (dihapus atau disimpan di tab lain).`,
          )
        }
        await tx
          .insert(shopSavedItems)
          .values({ memberId, productId, quantity: line.quantity, createdAt: now })
          .onConflictDoUpdate({
            target: [shopSavedItems.memberId, shopSavedItems.productId],
            set: {
              quantity: sql`least(${shopSavedItems.quantity} + excluded.quantity, ${MOST_PER_LINE})`,
              createdAt: now,
            },
          })
      })
      return c.json((await bothLists(db, memberId)) satisfies CartAndSaved, 201)
    })

    .post('/carts/saved/to-cart', member, async (c) => {
      const { productId } = await readJson(c, SavedItemInput)
      const memberId = c.var.member.id
      const now = clock.now()
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId)
        const product = await productNamed(tx, productId)
        const [saved] = await tx
          .delete(shopSavedItems)
          .where(
            and(eq(shopSavedItems.memberId, memberId), eq(shopSavedItems.productId, productId)),
          )
          .returning({ quantity: shopSavedItems.quantity })
        if (!saved) {
          throw conflict(
            `${product.name} sudah tidak ada di daftar Simpan untuk nanti (dipindahkan atau dihapus di tab lain).`,
          )
        }
        // Within the same limits as adding to the cart; a refusal rolls the delete back, so the
        // line stays saved.
        const refusal = quantityRefusal(product, saved.quantity, undefined)
        if (refusal) throw conflict(refusal)
        const [held] = await tx
          .select({ products: count() })
          .from(shopCartItems)
          .where(eq(shopCartItems.memberId, memberId))
        if ((held?.products ?? 0) >= MAX_CART_PRODUCTS) {
          throw conflict(`Keranjangmu sudah berisi ${MAX_CART_PRODUCTS} produk.`)
        }
        await tx.insert(shopCartItems).values({
          memberId,
          productId,
          quantity: saved.quantity,
          createdAt: now,
          updatedAt: now,
        })
      })
      return c.json((await bothLists(db, memberId)) satisfies CartAndSaved)
    })

    .delete('/carts/saved', member, async (c) => {
      const { productId } = await readJson(c, SavedItemInput)
      const memberId = c.var.member.id
      // Under the cart's lock, so it waits for a move back of the same line in flight. A product
      // not on the list is ignored: removing twice (a double tap) ends the same way.
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId)
        await tx
          .delete(shopSavedItems)
          .where(
            and(eq(shopSavedItems.memberId, memberId), eq(shopSavedItems.productId, productId)),
          )
      })
      return c.json((await bothLists(db, memberId)) satisfies CartAndSaved)
    })
}
