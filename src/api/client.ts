import { FetchError, ofetch } from 'ofetch'
import * as v from 'valibot'
import { PLATFORM_HEADER, SLOW_CALL_TIMEOUT_MS } from '../../app.config'
import { ApiContractError, ApiError, ApiErrorBody, ApiNetworkError } from '../../contract/errors'

type Fetch = typeof globalThis.fetch

interface ClientSettings {
  /** Absolute or same-origin base URL of the Diri API, without a trailing slash. */
  baseURL: string
  /** The fetch the client uses; the server points it at the embedded API in-process. */
  fetch: Fetch
  /** Milliseconds of `timeout: 'slow'`: the spec's, unless the server was told otherwise. */
  slowCallTimeoutMs: number
}

const settings: ClientSettings = {
  baseURL: '/api',
  fetch: (...args) => globalThis.fetch(...args),
  slowCallTimeoutMs: SLOW_CALL_TIMEOUT_MS,
}

/** Sets where the API lives for this process (called once at start-up on the server). */
export function configureApiClient(next: Partial<ClientSettings>) {
  Object.assign(settings, next)
}

/** The one ofetch instance: every request carries `diri-platform: web`. */
const client = ofetch.create(
  { headers: { [PLATFORM_HEADER.name]: PLATFORM_HEADER.value }, retry: 0 },
  { fetch: (input, init) => settings.fetch(input, init) },
)

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /** A member's access token; `Authorization: Bearer` is sent only when one is given. */
  token?: string | null
  /**
   * Milliseconds, or `'slow'`: the spec's timeout on cart, address, rating, promotion and
   * checkout calls (SLOW_CALL_TIMEOUT_MS, or what the server configured).
   */
  timeout?: number | 'slow'
  /** Extra request headers (the test-only fault switch travels this way). */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * Calls the API and parses the answer with `schema`. HTTP errors become `ApiError` with their
 * status; an answer of the wrong shape becomes `ApiContractError` and is never passed on.
 */
export async function apiRequest<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: ApiRequestOptions = {},
): Promise<v.InferOutput<S>> {
  const raw = await send(path, options)
  const result = v.safeParse(schema, raw)
  if (!result.success) {
    throw new ApiContractError(
      path,
      result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    )
  }
  return result.output
}

/** For calls that answer without a body (204). */
export async function apiRequestNoContent(path: string, options: ApiRequestOptions = {}) {
  await send(path, options)
}

async function send(path: string, options: ApiRequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  try {
    return await client(path, {
      baseURL: settings.baseURL,
      method: options.method ?? 'GET',
      query: options.query ? withoutUndefined(options.query) : undefined,
      body: options.body as Record<string, unknown> | undefined,
      headers,
      timeout: options.timeout === 'slow' ? settings.slowCallTimeoutMs : options.timeout,
      signal: options.signal,
      responseType: 'json',
    })
  } catch (error) {
    throw toApiError(path, error)
  }
}

function toApiError(path: string, error: unknown): Error {
  if (error instanceof FetchError && error.response) {
    const body = v.safeParse(ApiErrorBody, error.data)
    return new ApiError(error.response.status, path, body.success ? body.output : undefined, {
      cause: error,
    })
  }
  const timedOut =
    error instanceof Error &&
    (error.name === 'TimeoutError' ||
      (error instanceof FetchError &&
        error.cause instanceof Error &&
        error.cause.name === 'TimeoutError'))
  return new ApiNetworkError(path, timedOut, { cause: error })
}

function withoutUndefined(query: NonNullable<ApiRequestOptions['query']>) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}
