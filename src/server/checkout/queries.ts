import { queryOptions } from '@tanstack/react-query'
import { getMyCheckoutPromotions, getMyOrder, listMyOrders } from './checkout.functions'

// The HTTP client loads with the first query that needs it, not with every page.
const calls = () => import('../../api/checkout/calls')

export const cartPageQueries = {
  /** The cart page's edited texts (public): fresh for five minutes, like other content. */
  content: () =>
    queryOptions({
      queryKey: ['content', 'cart-page'],
      queryFn: async () => (await calls()).getCartPage(),
      staleTime: 5 * 60_000,
    }),
}

/** The member's orders, through server functions that add the token. */
export const orderQueries = {
  list: (page = 1) =>
    queryOptions({
      queryKey: ['member', 'orders', page],
      queryFn: () => listMyOrders({ data: { page } }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['member', 'order', id],
      queryFn: () => getMyOrder({ data: { id } }),
    }),
}

export const checkoutPromotionQueries = {
  list: () =>
    queryOptions({
      queryKey: ['member', 'checkout-promotions'],
      queryFn: () => getMyCheckoutPromotions(),
      staleTime: 60_000,
    }),
}
