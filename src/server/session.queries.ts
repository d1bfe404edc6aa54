import { queryOptions } from '@tanstack/react-query'
import { getSession } from './auth.functions'
import { getPublicConfig } from './public-config.functions'

export const sessionQueries = {
  /** The signed-in member (`GET /auth/me`) or null; refreshed after sign-in and sign-out. */
  current: () =>
    queryOptions({ queryKey: ['session'], queryFn: () => getSession(), staleTime: 5 * 60_000 }),
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => getPublicConfig(),
    staleTime: Infinity,
  })
