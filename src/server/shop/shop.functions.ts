/**
 * The shop's calls that carry the session's token: the cart (members), rating likes (members)
 * and ratings (token optional, spec §6, so a member sees their own likes).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ApiError } from '../../../contract/errors'
import { CartAddInput, RatingLikeInput } from '../../../contract/shop/schemas'
import {
  addMissingToCart,
  addToCart,
  getCart,
  likeRating,
  listRatings,
  previewRatings,
} from '../../api/shop/calls'
import { memberMiddleware, sessionMiddleware } from '../auth/auth.middleware'

export const getMyCart = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => getCart(context.token))

export type AddToCartResult = { ok: true; totalQuantity: number } | { ok: false; message: string }

/** Adds items; the API's refusals (sold out, over the maximum) come back as a message to show. */
export const addToMyCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(CartAddInput)
  .handler(async ({ context, data }): Promise<AddToCartResult> => {
    try {
      const cart = await addToCart(context.token, data.items)
      return { ok: true, totalQuantity: cart.meta.totalQuantity }
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 409) &&
        error.body
      ) {
        return { ok: false, message: error.body.message }
      }
      throw error
    }
  })

export type AddMissingResult =
  | { ok: true; added: string[]; alreadyInCart: string[]; totalQuantity: number }
  | { ok: false; message: string }

/**
 * A regimen's 'Tambah Semua': only what the cart lacks goes in (one API call, under the cart's
 * lock, so two tabs cannot double it); the answer names what went in and what was there.
 */
export const addMissingToMyCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(CartAddInput)
  .handler(async ({ context, data }): Promise<AddMissingResult> => {
    try {
      const result = await addMissingToCart(context.token, data.items)
      return {
        ok: true,
        added: result.added,
        alreadyInCart: result.alreadyInCart,
        totalQuantity: result.cart.meta.totalQuantity,
      }
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 409) &&
        error.body
      ) {
        return { ok: false, message: error.body.message }
      }
      throw error
    }
  })

const RatingsInput = v.object({
  productId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  /** Absent: the 4-rating preview of the product page. */
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
})

export const getProductRatings = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(RatingsInput)
  .handler(({ context, data }) =>
    data.page === undefined
      ? previewRatings(data.productId, context.token)
      : listRatings(
          { productId: data.productId, page: data.page, limit: 10, rating: data.rating },
          context.token,
        ),
  )

export const likeProductRating = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ ratingId: v.pipe(v.string(), v.minLength(1)), ...RatingLikeInput.entries }))
  .handler(({ context, data }) => likeRating(context.token, data.ratingId, data.like))
