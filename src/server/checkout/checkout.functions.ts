/**
 * The checkout's member calls, with the session's token added on the server. The
 * API's expected refusals (a code that does not apply, stock that ran out, a total that changed)
 * come back as `{ ok: false, … }` for the page and the checkout machine to show; anything else is
 * thrown (a 401 as `SignInRequiredError`, from the middleware).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cartItemGone } from '../../../contract/checkout/cart-item-gone'
import {
  type AppliedPromo,
  ApplyPromoInput,
  BestPromoInput,
  CartRemoveInput,
  CartUpdateInput,
  CheckoutSettingsInput,
  IdempotencyKey,
  type Order,
  PayAgainInput,
  PaymentMethodsInput,
  PlaceOrderInput,
  ShippingRateInput,
} from '../../../contract/checkout/schemas'
import { namesNothing } from '../../../contract/errors'
import type { Cart } from '../../../contract/shop/schemas'
import {
  applyPromoCode,
  findBestPromo,
  getCheckoutSettings,
  getOrder,
  getPaymentMethods,
  getShippingRates,
  listCheckoutPromotions,
  listOrders,
  payOrderAgain,
  placeOrder,
  removeFromCart,
  saveCheckoutSettings,
  updateCart,
} from '../../api/checkout/calls'
import { getCart } from '../../api/shop/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'

/** `cartChanged`: the refusal says the cart is not what the page shows (an item removed elsewhere). */
export type CartChangeResult =
  | { ok: true; cart: Cart }
  | { ok: false; message: string; cartChanged: boolean }

export const updateMyCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(CartUpdateInput)
  .handler(async ({ context, data }): Promise<CartChangeResult> => {
    try {
      return { ok: true, cart: await updateCart(context.token, data.items) }
    } catch (error) {
      const refused = refusal(error)
      if (refused)
        return { ok: false, message: refused.message, cartChanged: cartItemGone(refused) }
      throw error
    }
  })

export const removeFromMyCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(CartRemoveInput)
  .handler(({ context, data }) => removeFromCart(context.token, data.items))

/** Where the member is in checkout, and the cart it is for: what the machine starts from. */
export const getMyCheckout = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(async ({ context }) => {
    const [settings, cart] = await Promise.all([
      getCheckoutSettings(context.token),
      getCart(context.token),
    ])
    return { settings, cart }
  })

export const saveMyCheckoutProgress = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(CheckoutSettingsInput)
  .handler(({ context, data }) => saveCheckoutSettings(context.token, data))

export const getMyCheckoutPromotions = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => listCheckoutPromotions(context.token))

export const findMyBestPromo = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(BestPromoInput)
  .handler(({ context, data }) => findBestPromo(context.token, data))

export type PromoCodeResult = { ok: true; applied: AppliedPromo } | { ok: false; message: string }

export const applyMyPromoCode = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(ApplyPromoInput)
  .handler(async ({ context, data }): Promise<PromoCodeResult> => {
    try {
      return { ok: true, applied: await applyPromoCode(context.token, data) }
    } catch (error) {
      const refused = refusal(error)
      if (refused) return { ok: false, message: refused.message }
      throw error
    }
  })

export const getMyShippingRates = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(ShippingRateInput)
  .handler(({ context, data }) => getShippingRates(context.token, data))

export const getMyPaymentMethods = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(PaymentMethodsInput)
  .handler(({ context, data }) => getPaymentMethods(context.token, data.amount))

export type PlaceOrderRefusalReason = 'stock' | 'price' | 'promo' | 'cart' | 'other'
export type PlaceOrderResult =
  | { ok: true; order: Order }
  | {
      ok: false
      reason: PlaceOrderRefusalReason
      message: string
      errors: Array<{ path: string; message: string }>
    }

/** What a refusal of the order is about, from the field the API names. */
function refusalReason(errors: ReadonlyArray<{ path: string }>): PlaceOrderRefusalReason {
  const paths = errors.map((error) => error.path)
  if (paths.some((path) => path.startsWith('products'))) return 'stock'
  if (paths.includes('expectedTotal')) return 'price'
  if (paths.includes('code')) return 'promo'
  if (paths.includes('cart')) return 'cart'
  return 'other'
}

export const placeMyOrder = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ idempotencyKey: IdempotencyKey, body: PlaceOrderInput }))
  .handler(async ({ context, data }): Promise<PlaceOrderResult> => {
    try {
      return { ok: true, order: await placeOrder(context.token, data.idempotencyKey, data.body) }
    } catch (error) {
      const refused = refusal(error)
      if (!refused?.body) throw error
      const errors = refused.body.errors ?? []
      return { ok: false, reason: refusalReason(errors), message: refused.message, errors }
    }
  })

export type PayAgainResult = { ok: true; order: Order } | { ok: false; message: string }

export const payMyOrderAgain = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(
    v.object({
      orderId: v.pipe(v.string(), v.uuid()),
      idempotencyKey: IdempotencyKey,
      payment: PayAgainInput,
    }),
  )
  .handler(async ({ context, data }): Promise<PayAgainResult> => {
    try {
      return {
        ok: true,
        order: await payOrderAgain(context.token, data.orderId, data.idempotencyKey, data.payment),
      }
    } catch (error) {
      const refused = refusal(error)
      if (refused) return { ok: false, message: refused.message }
      throw error
    }
  })

export const listMyOrders = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1) }))
  .handler(({ context, data }) => listOrders(context.token, data.page))

/** One of the member's orders, or null when they have none by that id. */
export const getMyOrder = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }))
  .handler(async ({ context, data }) => {
    try {
      return await getOrder(context.token, data.id)
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })
