/**
 * HTTP caching of public pages: `Cache-Control` with `s-maxage` and `stale-while-revalidate`, an
 * ETag, and 304 to a matching `If-None-Match`. A member's page (a session cookie, or a member
 * area) is `private, no-store`, so no shared cache ever keeps it.
 *
 * The HTML carries a fresh CSP nonce and the render's timestamps (TanStack's dehydrated query
 * state) on every response; the ETag is computed with those masked, so the same content gets the
 * same tag. A 304 carries no body; the browser reuses the page it has, whose nonce matches the
 * policy it was sent with.
 */
import { AUTH_COOKIE } from '../../../app.config'

export const PUBLIC_PAGE_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Member areas: never cached by anyone, even for a visitor (they redirect to sign-in). */
const PRIVATE_PATHS = [
  '/akun',
  '/notifikasi',
  '/konsultasi',
  '/dokter',
  '/masuk',
  '/keranjang',
  '/checkout',
  // The settings show this browser's own consent choice, read from its cookie.
  '/pengaturan-cookie',
]

export function isPrivatePath(pathname: string) {
  return PRIVATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

/**
 * Whether the request carries a session cookie, by the rule of the parser the session itself uses
 * (`readSessionToken`, h3's): names are trimmed, so `diriAuth =…` is a session too, and a text
 * match would miss it. Any value counts, even one that does not parse: the render may differ.
 * Read from the header, so the page cache in front of Start (html-cache.server.ts) asks the same.
 */
export function hasSessionCookie(cookieHeader: string | null) {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((pair) => {
    const equals = pair.indexOf('=')
    return equals !== -1 && pair.slice(0, equals).trim() === AUTH_COOKIE
  })
}

/** The render's times in TanStack's dehydrated state (queries, router matches): `dataUpdatedAt:1764…`. */
export const RENDER_TIMESTAMP =
  /\b(?:u|dehydratedAt|dataUpdatedAt|errorUpdatedAt|updatedAt):\d{10,}/g

/** The HTML with what changes on every render replaced, so equal content hashes equal. */
export function stableHtml(html: string, nonce: string | undefined) {
  const withoutNonce = nonce ? html.split(nonce).join('') : html
  return withoutNonce.replace(
    RENDER_TIMESTAMP,
    (stamp) => `${stamp.slice(0, stamp.indexOf(':'))}:0`,
  )
}

async function etagOf(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'))
  return `W/"${hex.join('').slice(0, 32)}"`
}

/** Whether `If-None-Match` names this ETag (weak comparison, `*` included). */
export function matchesEtag(ifNoneMatch: string | null, etag: string | null) {
  if (!etag) return false
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare)
}

/**
 * Applies the caching rules to an HTML response of the app; anything else passes unchanged.
 */
export async function withPageCaching(
  request: Request,
  response: Response,
  nonce: string | undefined,
): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('text/html')) return response
  const headers = new Headers(response.headers)
  const pathname = new URL(request.url).pathname
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    !hasSessionCookie(request.headers.get('cookie')) &&
    !isPrivatePath(pathname) &&
    !headers.has('set-cookie')
  if (!cacheable) {
    headers.set('cache-control', PRIVATE_CACHE_CONTROL)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  // The whole page is read to hash it: public pages are small, and they are cached afterwards.
  const html = await response.text()
  const etag = await etagOf(stableHtml(html, nonce))
  headers.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
  headers.set('etag', etag)
  headers.append('vary', 'Cookie')
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-length')
    headers.delete('content-type')
    return new Response(null, { status: 304, headers })
  }
  headers.delete('content-length')
  return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers })
}
