/** The member's checkout (spec §7 "Cart and checkout"). Built in `./checkout/`. */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'
import { cartPageRoutes } from './checkout/cart-page'
import { orderFulfilmentRoutes } from './checkout/order-fulfilment'
import { orderRoutes } from './checkout/orders'
import { payAgainRoutes } from './checkout/pay-again'
import { paymentMethodRoutes } from './checkout/payment-methods'
import { placeOrderRoutes } from './checkout/place-order'
import { promotionRoutes } from './checkout/promotions'
import { reorderRoutes } from './checkout/reorder'
import { checkoutSettingsRoutes } from './checkout/settings'
import { shippingRoutes } from './checkout/shipping'

export function checkoutRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', cartPageRoutes(deps))
    .route('/', promotionRoutes(deps))
    .route('/', shippingRoutes(deps))
    .route('/', paymentMethodRoutes(deps))
    .route('/', checkoutSettingsRoutes(deps))
    .route('/', placeOrderRoutes(deps))
    .route('/', payAgainRoutes(deps))
    .route('/', orderRoutes(deps))
    .route('/', orderFulfilmentRoutes(deps))
    .route('/', reorderRoutes(deps))
}
