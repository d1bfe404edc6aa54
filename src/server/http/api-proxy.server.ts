/**
 * `/api` on the site's origin passed on to a separate API (`API_BASE_URL`). The site's origin is
 * the visitor's only view of the API, so the proxy decides what crosses in each direction: the
 * request headers the API needs and no more, and an answer the browser can read as it stands.
 */

/**
 * What an API call needs from the visitor's request; everything else stays here. Left out on
 * purpose: `cookie` (the `diriAuth` session is this server's business, and the API authenticates
 * by token), `x-diri-fault` (the test-only fault switch is not the visitor's to pull), `host`,
 * `accept-encoding` (fetch negotiates its own and decodes the answer), and hop-by-hop headers.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  // The API refuses calls without it (spec §7).
  'diri-platform',
  // Only as the API client sent it: a token it holds itself. It is never made from the session
  // cookie here, or any page on the web could call the API as the member with a cross-site form.
  'authorization',
  'if-none-match',
  'if-modified-since',
  // An event stream's reconnect: the last event the browser has, so the API sends what follows.
  'last-event-id',
  // Written by this server (withVisitorIp): the one address it vouches for, which the API counts.
  'x-forwarded-for',
  'user-agent',
]

/**
 * Not passed back to the browser. fetch has already decoded the body, so the upstream's
 * `content-encoding` and `content-length` describe bytes the browser never gets; hop-by-hop
 * headers belong to the upstream connection; and the upstream's cookies would be set on the
 * site's origin, where the session cookie lives.
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'upgrade',
  'set-cookie',
])

/**
 * An encoded `/`, `\` or `.` in the path, once or twice encoded. The URL parser has already
 * resolved the plain dot-segments, but an upstream that decodes `..%2f` before routing would
 * resolve it there, outside the API's root. No API path needs one.
 */
const ENCODED_SEPARATOR = /%(25)*(2e|2f|5c)/i

export const ENCODED_PATH_MESSAGE = 'Alamat API tidak valid.'

export const API_UNAVAILABLE_MESSAGE = 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.'

function refuseEncodedPath(): Response {
  return Response.json(
    {
      statusCode: 400,
      message: ENCODED_PATH_MESSAGE,
      errors: [
        {
          path: 'path',
          message:
            'Alamat tidak boleh memuat garis miring, garis miring terbalik atau titik yang dikodekan.',
        },
      ],
    },
    { status: 400 },
  )
}

/** The API's own error shape, so the app's client reads it like any other refusal. */
export function apiUnavailable(status: 502 | 503): Response {
  return Response.json(
    { statusCode: status, message: API_UNAVAILABLE_MESSAGE },
    { status, headers: { 'retry-after': '30' } },
  )
}

function forwardedHeaders(request: Request): Headers {
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  return headers
}

/** The upstream's answer with the headers the browser must not see removed. */
function passedBack(response: Response, upstream: string, prefix: string): Response {
  const named = (response.headers.get('connection') ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
  const headers = new Headers()
  for (const [name, value] of response.headers) {
    if (!DROPPED_RESPONSE_HEADERS.has(name) && !named.includes(name)) headers.append(name, value)
  }
  const location = response.headers.get('location')
  if (location !== null) {
    // The redirect is the browser's to follow, on the site's origin: the upstream's own address
    // is not for visitors, and the API has no business sending them anywhere else.
    const resolved = new URL(location, `${upstream}/`).href
    if (resolved.startsWith(`${upstream}/`)) {
      headers.set('location', `${prefix}${resolved.slice(upstream.length)}`)
    } else {
      headers.delete('location')
    }
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * A handler for `<prefix>/…` requests that calls `<upstream>/…`. Redirects are not followed:
 * following one would fetch whatever the upstream points at with the visitor's headers.
 */
export function createApiProxy(upstreamBaseUrl: string, prefix: string) {
  const upstream = upstreamBaseUrl.replace(/\/+$/, '')
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const path = url.pathname.slice(prefix.length)
    if (ENCODED_SEPARATOR.test(path)) return refuseEncodedPath()
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers: forwardedHeaders(request),
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: request.signal,
      // Node needs this to stream a request body through.
      ...(hasBody ? { duplex: 'half' } : {}),
    }
    let response: Response
    try {
      response = await fetch(`${upstream}${path}${url.search}`, init)
    } catch (error) {
      // The visitor went away: nobody is left to answer.
      if (request.signal.aborted) throw error
      // One line, not a stack: the cause (refused, timed out) is what the operator needs.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
      console.error(
        `[api] ${upstream} did not answer ${request.method} ${path}:`,
        cause instanceof Error ? cause.message : cause,
      )
      return apiUnavailable(502)
    }
    return passedBack(response, upstream, prefix)
  }
}
