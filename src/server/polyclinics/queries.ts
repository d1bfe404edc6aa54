import { queryOptions } from '@tanstack/react-query'

// The HTTP client loads with the first query that needs it, not with every page (see misc/queries.ts).
const calls = () => import('../../api/polyclinics/calls')

export const polyclinicQueries = {
  list: () =>
    queryOptions({
      queryKey: ['polyclinics'],
      queryFn: async () => (await calls()).listPolyclinics(),
      staleTime: 10 * 60_000,
    }),
}
