import { queryOptions } from '@tanstack/react-query'
import { listPolyclinics } from './calls'

export const polyclinicQueries = {
  list: () =>
    queryOptions({ queryKey: ['polyclinics'], queryFn: listPolyclinics, staleTime: 10 * 60_000 }),
}
