/**
 * Stand-ins for `src/server/shop/shop.functions` in component tests. In the app each is a server
 * function: the browser calls our server, which adds the member's token from the session cookie
 * and calls the API. jsdom has no such server, so these call the API straight away with a test
 * token, and MSW answers the same requests the server would make. A test file swaps them in with
 * `vi.mock('<path to>/server/shop.functions', () => import('<path to>/shop-functions-over-api'))`.
 */

import type { CartAddInput } from '../../contract/shop/schemas'
import {
  addMissingToCart,
  addToCart,
  getCart,
  likeRating,
  listRatings,
  previewRatings,
} from '../../src/api/shop/calls'

const TEST_MEMBER_TOKEN = 'token-uji'

export function getProductRatings({
  data,
}: {
  data: { productId: string; page?: number; rating?: number }
}) {
  const { productId, page, rating } = data
  return page === undefined
    ? previewRatings(productId, TEST_MEMBER_TOKEN)
    : listRatings({ productId, page, limit: 10, rating }, TEST_MEMBER_TOKEN)
}

export function likeProductRating({ data }: { data: { ratingId: string; like: boolean } }) {
  return likeRating(TEST_MEMBER_TOKEN, data.ratingId, data.like)
}

export function getMyCart() {
  return getCart(TEST_MEMBER_TOKEN)
}

/** Only the happy path: tests of the API's refusals belong with the server function. */
export async function addToMyCart({ data }: { data: CartAddInput }) {
  const cart = await addToCart(TEST_MEMBER_TOKEN, data.items)
  return { ok: true as const, totalQuantity: cart.meta.totalQuantity }
}

/** Only the happy path, like `addToMyCart`. */
export async function addMissingToMyCart({ data }: { data: CartAddInput }) {
  const { added, alreadyInCart, cart } = await addMissingToCart(TEST_MEMBER_TOKEN, data.items)
  return { ok: true as const, added, alreadyInCart, totalQuantity: cart.meta.totalQuantity }
}
