import { queryOptions } from '@tanstack/react-query'
import type { SearchParams } from '../../api/search/calls'

// The HTTP client loads with the first query that needs it, not with every page (see misc/queries.ts).
const calls = () => import('../../api/search/calls')

/** Search answers are cached like the other public answers (`public, max-age=300`). */
const FIVE_MINUTES = 5 * 60_000

export const searchQueries = {
  /** The results page: every kind's top hits, or one kind paged. */
  results: (params: SearchParams) =>
    queryOptions({
      queryKey: [
        'search',
        'results',
        params.q,
        params.type ?? null,
        params.page ?? 1,
        params.limit ?? null,
      ],
      queryFn: async () => (await calls()).search(params),
      staleTime: FIVE_MINUTES,
    }),
}
