/**
 * The member's "Simpan untuk nanti" list: cart lines moved out of the cart, and back.
 *
 * - `GET /carts/saved` lists them, newest first;
 * - `POST /carts/saved` moves a cart line there (`{ productId }`), in one transaction;
 * - `POST /carts/saved/to-cart` moves one back into the cart, within the product's stock and its
 *   maximum per order;
 * - `DELETE /carts/saved` removes one from the list.
 *
 * The three changes answer `CartAndSaved`, both lists as they are after it.
 */
import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'
import { Cart, CartAvailability, CartItem } from '../shop/schemas'

export const SavedItem = v.object({
  id: v.string(),
  /** The cart line's quantity, which it gets back when moved to the cart. */
  quantity: v.number(),
  /** What moving it back would meet now (`discontinued`, `empty_stock` cannot go back). */
  availability: CartAvailability,
  savedAt: Timestamp,
  product: CartItem.entries.product,
})
export type SavedItem = v.InferOutput<typeof SavedItem>

export const SavedItems = v.object({
  data: v.array(SavedItem),
  meta: v.object({ count: v.number() }),
})
export type SavedItems = v.InferOutput<typeof SavedItems>

/** The body of the three changes: the product whose line moves or goes. */
export const SavedItemInput = v.object({
  productId: v.pipe(
    v.string('Pilih produknya.'),
    v.trim(),
    v.minLength(1, 'Pilih produknya.'),
    v.maxLength(100, 'Pilih produknya.'),
  ),
})
export type SavedItemInput = v.InferInput<typeof SavedItemInput>

export const CartAndSaved = v.object({ cart: Cart, saved: SavedItems })
export type CartAndSaved = v.InferOutput<typeof CartAndSaved>
