import { queryOptions } from '@tanstack/react-query'
import { getPromotionDetail, getPromotionList } from './promotions.functions'

/** Keyed by whether someone is signed in: a member may see promotions a visitor does not. */
export const promotionQueries = {
  list: (signedIn: boolean) =>
    queryOptions({
      queryKey: ['content', 'promotions', signedIn ? 'member' : 'visitor'],
      queryFn: () => getPromotionList(),
      staleTime: 5 * 60_000,
    }),
  detail: (id: string, signedIn: boolean) =>
    queryOptions({
      queryKey: ['content', 'promotion', id, signedIn ? 'member' : 'visitor'],
      queryFn: () => getPromotionDetail({ data: { id } }),
      staleTime: 5 * 60_000,
    }),
}
