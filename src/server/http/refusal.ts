import { ApiError, type ApiErrorBody } from '../../../contract/errors'

/** An API error that came with the API's message (and its field errors). */
type Refusal = ApiError & { readonly body: ApiErrorBody }

function isRefusal(error: unknown): error is Refusal {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.body !== undefined
  )
}

/**
 * An API refusal the member can act on: a 4xx other than 401 (an ended session is signed in
 * again, not shown) that came with a message. Server functions return it as an answer for the
 * page to show; anything else is thrown as the failure it is.
 */
export function refusal(error: unknown): Refusal | null {
  return isRefusal(error) ? error : null
}
