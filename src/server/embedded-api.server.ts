import type { ServerRequest } from 'srvx'
import { serverEnv } from '../../app.config'
import { resolveClientIp } from '../../backend/http/client-ip'
import { configureApiClient } from '../api/client'

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
    if (API_BASE_URL) {
      const upstream = API_BASE_URL.replace(/\/+$/, '')
      return (request: Request) => {
        const url = new URL(request.url)
        const target = `${upstream}${url.pathname.slice(API_PREFIX.length)}${url.search}`
        return fetch(new Request(target, request))
      }
    }
    const { getEmbeddedApi } = await import('../../backend/index')
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
    (request as ServerRequest).ip,
    serverEnv().TRUSTED_PROXY_HOPS,
  )
}

/** The API call as it leaves this server: with the one address the API may count. */
function withVisitorIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers)
  headers.set('x-forwarded-for', ip)
  // Built from parts: srvx hands us its own Request class, which `new Request(request)` rejects.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    // Node needs this to stream a request body through.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
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
    return Response.json(
      { statusCode: 503, message: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.' },
      { status: 503, headers: { 'retry-after': '30' } },
    )
  }
  return handle(request)
}

/**
 * Points the server-side API client at the API: in-process for the embedded one (no socket,
 * no port to know), or straight at `API_BASE_URL`.
 */
export function configureServerApiClient(currentVisitorIp: () => string | undefined) {
  const { API_BASE_URL } = serverEnv()
  if (API_BASE_URL) {
    configureApiClient({ baseURL: API_BASE_URL.replace(/\/+$/, '') })
    return
  }
  configureApiClient({
    baseURL: `${IN_PROCESS_ORIGIN}${API_PREFIX}`,
    fetch: async (input, init) => {
      // Rate limits count per visitor, so the visitor's address travels with the call.
      const request = new Request(input, init)
      return handleApiRequest(withVisitorIp(request, currentVisitorIp() ?? 'unknown'))
    },
  })
}

/** Opens the embedded database at start-up, so the first visitor does not wait for it. */
export function warmUpApi() {
  return apiHandler().then(() => undefined)
}
