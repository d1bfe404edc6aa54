import { serverEnv } from '../../../app.config'
import { ApiProblem, getEmbeddedApi, resolveClientIp } from '../../../backend/index'
import { CONTENT_VERSION_HEADER } from '../../../contract/content/schemas'
import { configureApiClient } from '../../api/client'
import { apiUnavailable, createApiProxy } from './api-proxy.server'
import { isClientGone } from './client-gone.server'

const API_PREFIX = '/api'
/** The origin the server-side API client uses for the in-process API; it never reaches a socket. */
const IN_PROCESS_ORIGIN = 'http://diri-api.internal'

type ApiHandler = (request: Request) => Promise<Response>

let handlerPromise: Promise<ApiHandler> | undefined

/**
 * The API behind `/api` on the site's origin: the embedded reference API in this process by
 * default, or a proxy to `API_BASE_URL` when one is configured.
 */
function apiHandler(): Promise<ApiHandler> {
  handlerPromise ??= (async () => {
    const { API_BASE_URL } = serverEnv()
    if (API_BASE_URL) return createApiProxy(API_BASE_URL, API_PREFIX)
    const api = await getEmbeddedApi()
    return (request: Request) => {
      const url = new URL(request.url)
      url.pathname = url.pathname.slice(API_PREFIX.length) || '/'
      return api.fetch(new Request(url, request))
    }
  })()
  handlerPromise.catch(() => {
    handlerPromise = undefined
  })
  return handlerPromise
}

export function isApiRequest(url: URL): boolean {
  return url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)
}

/**
 * The visitor's address as this server can vouch for it: the socket, or the entry our own
 * proxies appended (`TRUSTED_PROXY_HOPS`). What the visitor wrote in `X-Forwarded-For` is dropped.
 */
export function visitorIp(request: Request): string {
  return resolveClientIp(
    request.headers.get('x-forwarded-for'),
    socketAddress(request),
    serverEnv().TRUSTED_PROXY_HOPS,
  )
}

/** The address srvx adds as `ip` to the requests it hands over: the other end of the socket. */
export function socketAddress(request: Request): string | undefined {
  return 'ip' in request && typeof request.ip === 'string' ? request.ip : undefined
}

export const CLIENT_GONE_MESSAGE = 'Permintaan terputus sebelum datanya terkirim semua.'

/**
 * The visitor's body as the API reads it, except that a visitor who leaves half-way is a refusal
 * in the API's own terms (ApiProblem), not a failure: the API then logs no stack for it.
 */
function refusedIfClientLeaves(
  request: Request,
  body: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        controller.error(
          isClientGone(error, request) ? new ApiProblem(400, CLIENT_GONE_MESSAGE) : error,
        )
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** The API call as it leaves this server: with the one address the API may count. */
function withVisitorIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers)
  headers.set('x-forwarded-for', ip)
  // Built from parts: srvx hands us its own Request class, which `new Request(request)` rejects.
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    body: body && refusedIfClientLeaves(request, body),
    signal: request.signal,
    // Node needs this to stream a request body through.
    ...(body ? { duplex: 'half' } : {}),
  }
  return new Request(request.url, init)
}

/** A request from a browser (or anyone) to `/api` on the site's origin. */
export function handlePublicApiRequest(request: Request): Promise<Response> {
  return handleApiRequest(withVisitorIp(request, visitorIp(request)))
}

async function handleApiRequest(request: Request): Promise<Response> {
  let handle: ApiHandler
  try {
    handle = await apiHandler()
  } catch (error) {
    // The database did not open (the cause is in the log at start-up): say so in the API's own shape.
    console.error('[api] unavailable:', error instanceof Error ? error.message : error)
    return apiUnavailable(503)
  }
  return handle(request)
}

/**
 * A call from this server to the API with a Request of its own making (`path` after `/api`, e.g.
 * `/v2/consults/…/events`), answered as the API answered: for what the API client cannot pass on,
 * such as the consult's event stream, whose body must leave as it comes. It goes the same way as
 * every other call (in-process, or through the proxy to `API_BASE_URL`), with the visitor's address.
 */
export function callApi(path: string, init: RequestInit, ip: string): Promise<Response> {
  return handleApiRequest(
    withVisitorIp(new Request(`${IN_PROCESS_ORIGIN}${API_PREFIX}${path}`, init), ip),
  )
}

/**
 * Points the server-side API client at the API: in-process for the embedded one (no socket,
 * no port to know), or straight at `API_BASE_URL`; with the slow calls' timeout of the environment.
 */
export function configureServerApiClient(currentVisitorIp: () => string | undefined) {
  const { API_BASE_URL, API_SLOW_CALL_TIMEOUT_MS } = serverEnv()
  configureApiClient({ slowCallTimeoutMs: API_SLOW_CALL_TIMEOUT_MS })
  if (API_BASE_URL) {
    configureApiClient({
      baseURL: API_BASE_URL.replace(/\/+$/, ''),
      fetch: (input, init) => globalThis.fetch(withSeenContentVersion(new Request(input, init))),
    })
    return
  }
  configureApiClient({
    baseURL: `${IN_PROCESS_ORIGIN}${API_PREFIX}`,
    fetch: async (input, init) => {
      // Rate limits count per visitor, so the visitor's address travels with the call.
      const request = withSeenContentVersion(new Request(input, init))
      return handleApiRequest(withVisitorIp(request, currentVisitorIp() ?? 'unknown'))
    },
  })
}

/** The newest content version this process has seen (the page cache's key, ADR 016). */
let seenContentVersion = 0

export function sawContentVersion(version: number) {
  if (version > seenContentVersion) seenContentVersion = version
}

/**
 * The call with the newest content version this process has seen, so the API answers a page being
 * cached under that version from that version or a newer one, never from an older answer it kept.
 */
function withSeenContentVersion(request: Request): Request {
  if (seenContentVersion > 0) {
    request.headers.set(CONTENT_VERSION_HEADER, String(seenContentVersion))
  }
  return request
}

/** Opens the embedded database at start-up, so the first visitor does not wait for it. */
export function warmUpApi() {
  return apiHandler().then(() => undefined)
}
