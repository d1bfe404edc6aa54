import { serverEnv } from '../../app.config'
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

export async function handleApiRequest(request: Request): Promise<Response> {
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
export function configureServerApiClient(forwardedFor: () => string | undefined) {
  const { API_BASE_URL } = serverEnv()
  if (API_BASE_URL) {
    configureApiClient({ baseURL: API_BASE_URL.replace(/\/+$/, '') })
    return
  }
  configureApiClient({
    baseURL: `${IN_PROCESS_ORIGIN}${API_PREFIX}`,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      // Rate limits count per visitor, so the visitor's address travels with the call.
      const ip = forwardedFor()
      if (ip && !request.headers.has('x-forwarded-for')) request.headers.set('x-forwarded-for', ip)
      return handleApiRequest(request)
    },
  })
}

/** Opens the embedded database at start-up, so the first visitor does not wait for it. */
export function warmUpApi() {
  return apiHandler().then(() => undefined)
}
