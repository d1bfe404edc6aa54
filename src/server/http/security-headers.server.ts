import { type ServerEnv, serverEnv } from '../../../app.config'
import { paymentScriptSources } from '../checkout/payment-script.server'

/** 128 random bits, base64: a fresh script nonce for every HTML response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** Whether the site is served over https: by its configured origin or the proxy in front of it. */
export function isHttps(request: Request): boolean {
  return isHttpsFor(request, serverEnv())
}

/**
 * As `isHttps`, with the settings it reads. `X-Forwarded-Proto` is believed as `X-Forwarded-For`
 * is (ADR 003): only with `TRUSTED_PROXY_HOPS` >= 1, and then the entry our outermost proxy wrote
 * (each proxy appends its own; without a proxy of ours, anyone may write the header).
 */
export function isHttpsFor(
  request: Request,
  env: Pick<ServerEnv, 'PUBLIC_SITE_URL' | 'TRUSTED_PROXY_HOPS'>,
): boolean {
  return (
    env.PUBLIC_SITE_URL.startsWith('https://') ||
    new URL(request.url).protocol === 'https:' ||
    forwardedProto(request.headers.get('x-forwarded-proto'), env.TRUSTED_PROXY_HOPS) === 'https'
  )
}

/** The scheme our proxies say the visitor used, or undefined when none of ours said. */
export function forwardedProto(header: string | null, trustedHops: number): string | undefined {
  if (trustedHops < 1 || header === null) return undefined
  const entries = header
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  return entries[Math.max(0, entries.length - trustedHops)]
}

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The origins the consented tags (src/lib/tags/) need, for the ids that are configured; none
 * otherwise. Whether a tag runs is the visitor's choice, made in the browser; the policy only
 * allows what the configured tags could do once allowed. Scripts: for browsers without
 * 'strict-dynamic' (the others load what our nonce'd script inserts); images and calls: the
 * tags' beacons.
 */
export function tagSources(
  env: Pick<ServerEnv, 'GTM_ID' | 'META_PIXEL_ID' | 'ENGAGEMENT_KEY' | 'ENGAGEMENT_SCRIPT_URL'>,
): { script: string[]; img: string[]; connect: string[] } {
  const sources = { script: [] as string[], img: [] as string[], connect: [] as string[] }
  if (env.GTM_ID) {
    sources.script.push('https://www.googletagmanager.com')
    sources.img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com')
    sources.connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    )
  }
  if (env.META_PIXEL_ID) {
    sources.script.push('https://connect.facebook.net')
    sources.img.push('https://www.facebook.com')
    sources.connect.push('https://www.facebook.com', 'https://connect.facebook.net')
  }
  if (env.ENGAGEMENT_KEY && env.ENGAGEMENT_SCRIPT_URL) {
    const origin = new URL(env.ENGAGEMENT_SCRIPT_URL).origin
    sources.script.push(origin)
    sources.img.push(origin)
    sources.connect.push(origin)
  }
  return sources
}

export function contentSecurityPolicy(nonce: string): string {
  const env = serverEnv()
  const isDev = env.NODE_ENV === 'development'
  // The card payment provider's, when the payment step adds its script (payment-script.server.ts):
  // its script (nonce'd; the origin is for browsers without 'strict-dynamic'), its calls, its 3-D
  // Secure frames.
  const provider = paymentScriptSources(env)
  const tags = tagSources(env)
  const and = (origins: string[]) => origins.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the scripts we trust (by nonce) load the route chunks they import.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${and(provider.script)}${and(tags.script)}`,
    // React Aria positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${and(tags.img)}`,
    "font-src 'self'",
    `connect-src 'self'${and(provider.connect)}${and(tags.connect)}${isDev ? ' ws: wss:' : ''}`,
    // The checkout frames the 3-D Secure challenge: the simulator's on this origin, or the provider's.
    `frame-src 'self'${and(provider.frame)}`,
    // The booking pass's offline worker (public/booking-pass-sw.js): same origin only. Without it
    // workers fall back to script-src, whose 'strict-dynamic' some browsers read as no worker.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * What no response goes without, pages, API answers and static files alike: no MIME sniffing (a
 * JSON answer or an image is never run as a script or a page) and no framing (clickjacking). A
 * page's full policy says `frame-ancestors 'none'` itself; anything else gets that part alone.
 */
function setBaseSecurityHeaders(headers: Headers, status = 200) {
  headers.set('x-content-type-options', 'nosniff')
  // An answer that lets this site alone frame it keeps that: the payment simulator's 3-D Secure
  // challenge (backend/payments/simulator/routes.ts), which the checkout shows in a frame and
  // whose own policy says frame-ancestors 'self'. Everything else may not be framed at all.
  if (headers.get('x-frame-options')?.toUpperCase() !== 'SAMEORIGIN') {
    headers.set('x-frame-options', 'DENY')
  }
  // A 304 says nothing of the policy: the browser updates the headers of the copy it keeps with
  // those of a 304, and that copy's scripts carry the nonce of the policy it came with.
  if (!headers.has('content-security-policy') && status !== 304) {
    headers.set('content-security-policy', "frame-ancestors 'none'")
  }
}

/** The response with `edit` applied to its headers: in place when it can, else on a copy. */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers)
    return response
  } catch (error) {
    // A response straight from fetch() has immutable headers: edit a copy instead.
    if (!(error instanceof TypeError)) throw error
    const headers = new Headers(response.headers)
    edit(headers)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/**
 * The headers every response carries (see setBaseSecurityHeaders), added in place when it can;
 * with the request, and the site on https, HSTS too: a browser that met the site once over https
 * never asks it over http again, whether its first answer was a page, an API call or a file.
 */
export function withBaseSecurityHeaders(response: Response, request?: Request): Response {
  return withEditedHeaders(response, (headers) => {
    setBaseSecurityHeaders(headers, response.status)
    if (request && isHttps(request)) headers.set('strict-transport-security', HSTS)
  })
}

/** Adds the security headers of a page (or a server function's answer) on a copy of the response. */
export function withSecurityHeaders(response: Response, request: Request, nonce: string): Response {
  const headers = new Headers(response.headers)
  if (headers.get('content-type')?.includes('text/html')) {
    headers.set('content-security-policy', contentSecurityPolicy(nonce))
  }
  setBaseSecurityHeaders(headers, response.status)
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (isHttps(request)) headers.set('strict-transport-security', HSTS)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
