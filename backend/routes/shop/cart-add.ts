/**
 * Putting products into a member's cart, for every way in: `POST /carts` (quantities added to what
 * the cart holds), `POST /carts/missing` (a regimen: only the products the cart does not hold yet)
 * and a doctor's recommendation. The caller's transaction already holds the member's cart lock
 * (`lockCart`), so the cart read here is the one the insert changes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { MAX_CART_PRODUCTS } from '../../../contract/shop/constants'
import type { CartAddInput } from '../../../contract/shop/schemas'
import type { Transaction } from '../../db/client'
import { shopCartItems, shopProducts, shopSavedItems } from '../../db/schema/shop'
import { conflict, invalidInput } from '../../http/problem'

/** Why `quantity` of the product cannot be in the cart, or null when it can. */
export function quantityRefusal(
  product: typeof shopProducts.$inferSelect,
  quantity: number,
  held: number | undefined,
): string | null {
  if (product.discontinued) return `${product.name} sudah tidak dijual lagi.`
  if (product.stock === 0) return `Stok ${product.name} sedang habis.`
  if (quantity > product.maxQuantity) {
    return (
      `Maksimal ${product.maxQuantity} ${product.name} per pesanan` +
      (held === undefined ? '.' : `; di keranjangmu sudah ada ${held}.`)
    )
  }
  if (quantity > product.stock) return `Stok ${product.name} tinggal ${product.stock}.`
  return null
}

/**
 * `add`: every line's quantity is added to what the cart holds. `missing`: a product the cart
 * already holds is left as it is, so pressing a regimen's 'Tambah Semua' twice (or in two tabs)
 * never doubles it.
 */
export type CartAddMode = 'add' | 'missing'

/** Product ids in the order they were asked for: which went in, which the cart already held. */
export interface CartAddOutcome {
  added: string[]
  alreadyInCart: string[]
}

/**
 * Adds the lines or refuses them all: 400 for a product that does not exist (`items.N.productId`),
 * 409 for a full cart or a quantity over the maximum or the stock, with what the cart holds.
 */
export async function addLinesToCart(
  tx: Transaction,
  memberId: string,
  items: CartAddInput['items'],
  now: Date,
  mode: CartAddMode,
): Promise<CartAddOutcome> {
  // The same product twice in one request counts once, with the quantities added.
  const wanted = new Map<string, number>()
  for (const item of items)
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
  const ids = [...wanted.keys()]
  const products = await tx.select().from(shopProducts).where(inArray(shopProducts.id, ids))
  const byId = new Map(products.map((product) => [product.id, product]))
  const unknown = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !byId.has(item.productId))
  if (unknown.length > 0) {
    throw invalidInput(
      unknown.map(({ index }) => ({
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
  const alreadyInCart = mode === 'missing' ? ids.filter((id) => heldBy.has(id)) : []
  for (const id of alreadyInCart) wanted.delete(id)
  if (new Set([...heldBy.keys(), ...wanted.keys()]).size > MAX_CART_PRODUCTS) {
    throw conflict(`Keranjangmu sudah berisi ${MAX_CART_PRODUCTS} produk.`)
  }
  for (const [productId, quantity] of wanted) {
    const product = byId.get(productId)
    if (!product) continue
    const refusal = quantityRefusal(
      product,
      (heldBy.get(productId) ?? 0) + quantity,
      heldBy.get(productId),
    )
    if (refusal) throw conflict(refusal)
  }
  // A product added while saved for later leaves the list: it is in the cart now, and the
  // database refuses it in both (the saved-items migration's trigger).
  if (wanted.size > 0) {
    await tx
      .delete(shopSavedItems)
      .where(
        and(
          eq(shopSavedItems.memberId, memberId),
          inArray(shopSavedItems.productId, [...wanted.keys()]),
        ),
      )
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
  return { added: [...wanted.keys()], alreadyInCart }
}
