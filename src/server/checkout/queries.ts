import { queryOptions } from '@tanstack/react-query'

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
