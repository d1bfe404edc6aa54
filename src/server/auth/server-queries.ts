import { queryOptions } from '@tanstack/react-query'
import { getPublicConfig } from '../http/public-config.functions'
import { getSession } from './auth.functions'

/** The signed-in member as the page knows them: `/auth/me` and their feeds, loaded together. */
export type MemberSession = NonNullable<Awaited<ReturnType<typeof getSession>>>

export const sessionQueries = {
  /**
   * The one source of the session in the browser: the signed-in member or null. Filled on the
   * server for the first page, refetched once after sign-in, set to null on sign-out. The auth
   * machine follows it (`startFlows`); nothing else keeps a copy.
   */
  current: () =>
    queryOptions({ queryKey: ['session'], queryFn: () => getSession(), staleTime: 5 * 60_000 }),
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => getPublicConfig(),
    staleTime: Infinity,
  })
