import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { ApiError, ApiNetworkError } from '../../../contract/errors'

/** Sets the HTTP status of the page being rendered on the server; nothing in the browser. */
export const setPageStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client(() => {})

/**
 * The status of a page whose data failed to load. The API out of reach is 503 and the API too
 * slow is 504: a passing outage, which crawlers retry later without dropping the page, and which
 * the access log tells apart from the site's own bugs (500). The API's errors reach the browser as
 * themselves (`error-transport.ts`), so the page it hydrates says the same.
 */
export function failedPageStatus(error: unknown): 500 | 503 | 504 {
  if (error instanceof ApiNetworkError) return error.timedOut ? 504 : 503
  if (error instanceof ApiError && (error.status === 502 || error.status === 503)) return 503
  if (error instanceof ApiError && error.status === 504) return 504
  return 500
}
