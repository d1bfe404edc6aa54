import { queryOptions } from '@tanstack/react-query'
import { getMyCart, getProductRatings } from './shop.functions'

/** One key shape for the preview and the list, so a component can switch between them. */
type RatingsKey = Array<string | number | null>

/** The shop's data that depends on who asks, through server functions that add the token. */
export const cartQueries = {
  mine: () =>
    queryOptions({ queryKey: ['member', 'cart'], queryFn: () => getMyCart(), staleTime: 30_000 }),
}

export const ratingQueries = {
  /** Spec §7: 4 ratings, newest first. */
  preview: (productId: string) =>
    queryOptions({
      queryKey: ['ratings', productId, 'preview'] as RatingsKey,
      queryFn: () => getProductRatings({ data: { productId } }),
    }),
  list: (productId: string, page: number, rating?: number) =>
    queryOptions({
      queryKey: ['ratings', productId, 'list', page, rating ?? null] as RatingsKey,
      queryFn: () => getProductRatings({ data: { productId, page, rating } }),
    }),
}
