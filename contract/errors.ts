import * as v from 'valibot'

/** The JSON body of every error the Diri API answers with. */
export const ApiErrorBody = v.object({
  statusCode: v.number(),
  message: v.string(),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
})
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>

/** An HTTP error from the API; keeps the status and, when the API sent one, its error body. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: ApiErrorBody | undefined,
    options?: { cause?: unknown },
  ) {
    super(body?.message ?? `API ${path} answered HTTP ${status}`, options)
  }
}

/** A response that does not match its schema: never passed on to the app. */
export class ApiContractError extends Error {
  override name = 'ApiContractError'
  constructor(
    readonly path: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(
      `API ${path} answered with an unexpected shape: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    )
  }
}

/** The request did not get an answer (network failure or timeout). */
export class ApiNetworkError extends Error {
  override name = 'ApiNetworkError'
  constructor(
    readonly path: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(timedOut ? `API ${path} timed out` : `API ${path} could not be reached`, options)
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/**
 * An id or slug in a page's address that names nothing: the API does not know it (404), or
 * refuses to look it up at all (400, e.g. a NUL byte it cannot store). Either way the page is the
 * 404 page, never an error page.
 */
export function namesNothing(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400)
}
