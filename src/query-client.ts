import { QueryClient } from '@tanstack/react-query'
import { ApiContractError, ApiNetworkError } from '../contract/errors'

/**
 * Whether a failed query is worth one more try. A refusal (4xx: not found, not yours, bad input)
 * or an answer of the wrong shape will be the same the second time, and the retry's delay only
 * made a missing page slower; a call that timed out has already waited as long as a person should
 * (20 s), and a second wait would double it; a network failure or a 5xx may pass. Errors that
 * crossed from a server function keep their `status` as a plain field, so it is read structurally.
 */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof ApiContractError) return false
  if (error instanceof ApiNetworkError && error.timedOut) return false
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
  return !(typeof status === 'number' && status >= 400 && status < 500)
}

/** The app's query defaults: one per request on the server, one per tab in the browser. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) => failures < 1 && worthRetrying(error),
        refetchOnWindowFocus: false,
      },
    },
  })
}
