/**
 * The checkout calls of spec §7, one function per endpoint. Every one has the spec's 20 s timeout
 * (`timeout: 'slow'`); member calls take the token, which only the server functions hold.
 */

import { ReorderResult } from '../../../contract/checkout/reorder'
import {
  CartAndSaved,
  type SavedItemInput,
  SavedItems,
} from '../../../contract/checkout/saved-items'
import {
  AppliedPromo,
  type ApplyPromoInput,
  BestPromo,
  type BestPromoInput,
  CartPageContent,
  type CartRemoveInput,
  type CartUpdateInput,
  CheckoutPromotionList,
  CheckoutSettings,
  type CheckoutSettingsInput,
  IDEMPOTENCY_HEADER,
  ORDER_TYPE,
  Order,
  OrderList,
  type PayAgainInput,
  PaymentMethods,
  type PlaceOrderInput,
  type ShippingRateInput,
  ShippingRates,
} from '../../../contract/checkout/schemas'
import { Cart } from '../../../contract/shop/schemas'
import { apiRequest } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

export function getCartPage() {
  return apiRequest(CartPageContent, '/dc-frontend/cart-page', { timeout: 'slow' })
}

export function updateCart(token: string, items: CartUpdateInput['items']) {
  return apiRequest(Cart, '/carts', { method: 'PUT', body: { items }, token, timeout: 'slow' })
}

export function removeFromCart(token: string, items: CartRemoveInput['items']) {
  return apiRequest(Cart, '/carts', { method: 'DELETE', body: { items }, token, timeout: 'slow' })
}

export function listSavedItems(token: string) {
  return apiRequest(SavedItems, '/carts/saved', { token, timeout: 'slow' })
}

/** A cart line moved to the saved-for-later list. */
export function saveForLater(token: string, input: SavedItemInput) {
  return apiRequest(CartAndSaved, '/carts/saved', {
    method: 'POST',
    body: input,
    token,
    timeout: 'slow',
  })
}

export function moveSavedToCart(token: string, input: SavedItemInput) {
  return apiRequest(CartAndSaved, '/carts/saved/to-cart', {
    method: 'POST',
    body: input,
    token,
    timeout: 'slow',
  })
}

export function removeSavedItem(token: string, input: SavedItemInput) {
  return apiRequest(CartAndSaved, '/carts/saved', {
    method: 'DELETE',
    body: input,
    token,
    timeout: 'slow',
  })
}

export function listCheckoutPromotions(token: string) {
  return apiRequest(CheckoutPromotionList, '/promotions', {
    query: { orderType: ORDER_TYPE },
    token,
    timeout: 'slow',
  })
}

export function findBestPromo(token: string, input: BestPromoInput) {
  return apiRequest(BestPromo, '/v2/promotions/apply-best-promo', {
    method: 'POST',
    body: input,
    token,
    headers: faultSwitchHeaders(),
    timeout: 'slow',
  })
}

/** The code must already be uppercased (spec §5): the caller's input schema does it. */
export function applyPromoCode(token: string, input: ApplyPromoInput) {
  return apiRequest(AppliedPromo, '/orders/apply-promo', {
    method: 'POST',
    body: input,
    token,
    headers: faultSwitchHeaders(),
    timeout: 'slow',
  })
}

export function getShippingRates(token: string, input: ShippingRateInput) {
  return apiRequest(ShippingRates, '/v2/orders/shipping-rate', {
    method: 'POST',
    body: input,
    token,
    headers: faultSwitchHeaders(),
    timeout: 'slow',
  })
}

export function getPaymentMethods(token: string, amount?: number) {
  return apiRequest(PaymentMethods, '/v2/member/misc/payment-methods', {
    method: 'POST',
    body: { transactionType: ORDER_TYPE, amount },
    token,
    headers: faultSwitchHeaders(),
    timeout: 'slow',
  })
}

export function getCheckoutSettings(token: string) {
  return apiRequest(CheckoutSettings, '/v2/member/settings/checkout', {
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

export function saveCheckoutSettings(token: string, input: CheckoutSettingsInput) {
  return apiRequest(CheckoutSettings, '/v2/member/settings/checkout', {
    method: 'PUT',
    body: input,
    token,
    timeout: 'slow',
  })
}

/** Places the order once per key: a repeat with the same key answers the first order. */
export function placeOrder(token: string, idempotencyKey: string, input: PlaceOrderInput) {
  return apiRequest(Order, '/orders/checkout/cart', {
    method: 'POST',
    body: input,
    token,
    headers: { ...faultSwitchHeaders(), [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: 'slow',
  })
}

export function payOrderAgain(
  token: string,
  orderId: string,
  idempotencyKey: string,
  input: PayAgainInput,
) {
  return apiRequest(Order, `/orders/${encodeURIComponent(orderId)}/payments`, {
    method: 'POST',
    body: input,
    token,
    headers: { ...faultSwitchHeaders(), [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: 'slow',
  })
}

export function listOrders(token: string, page = 1) {
  return apiRequest(OrderList, '/orders', { query: { page }, token, timeout: 'slow' })
}

/** 'Beli Lagi': the order's products back in the cart, with what changed since (`ReorderResult`). */
export function reorder(token: string, orderId: string) {
  return apiRequest(ReorderResult, `/carts/from-order/${encodeURIComponent(orderId)}`, {
    method: 'POST',
    token,
    timeout: 'slow',
  })
}

export function getOrder(token: string, orderId: string) {
  return apiRequest(Order, `/orders/${encodeURIComponent(orderId)}`, {
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}
