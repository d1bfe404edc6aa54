/**
 * "Simpan untuk nanti" from the cart: the member's saved list, and moving a line to it, back to
 * the cart, or off it, with the session's token added on the server. The API's refusals (a line
 * another tab moved first, a product still sold out) come back as `{ ok: false, message }` for
 * the cart to show at the line; anything else is thrown.
 */
import { createServerFn } from '@tanstack/react-start'
import { type CartAndSaved, SavedItemInput } from '../../../contract/checkout/saved-items'
import {
  listSavedItems,
  moveSavedToCart,
  removeSavedItem,
  saveForLater,
} from '../../api/checkout/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'

export type SavedChangeResult = ({ ok: true } & CartAndSaved) | { ok: false; message: string }

async function answerOf(change: Promise<CartAndSaved>): Promise<SavedChangeResult> {
  try {
    return { ok: true, ...(await change) }
  } catch (error) {
    const refused = refusal(error)
    if (refused) return { ok: false, message: refused.message }
    throw error
  }
}

export const getMySavedItems = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => listSavedItems(context.token))

export const saveMyCartLine = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(SavedItemInput)
  .handler(({ context, data }) => answerOf(saveForLater(context.token, data)))

export const moveMySavedToCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(SavedItemInput)
  .handler(({ context, data }) => answerOf(moveSavedToCart(context.token, data)))

export const removeMySavedItem = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(SavedItemInput)
  .handler(({ context, data }) => answerOf(removeSavedItem(context.token, data)))
