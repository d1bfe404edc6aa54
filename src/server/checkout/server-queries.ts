import { queryOptions } from '@tanstack/react-query'
import { getMyCheckoutPromotions, getMyOrder, listMyOrders } from './checkout.functions'
import { getMySavedItems } from './saved-items.functions'

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

/** The cart's "Simpan untuk nanti" list; every change answers it anew (`setQueryData`). */
export const savedItemQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['member', 'saved-items'],
      queryFn: () => getMySavedItems(),
      staleTime: 30_000,
    }),
}
