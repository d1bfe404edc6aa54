/**
 * Visitors' HTML, kept in memory per instance (ADR 016). A public page for a request without a
 * session cookie is rendered once per content version and served from memory after that: a
 * matching `If-None-Match` gets its 304 without a render, and a stale page is served once more
 * while one refresh runs (no stampede).
 *
 * What changes per response is put back on every answer: the CSP nonce (a fresh one, in the
 * policy and in every script tag that carried the old one) and the render's timestamps
 * (TanStack's dehydrated query and match times, so the browser's queries count as just fetched
 * rather than as old as the copy). Everything else about the page is the same for every visitor.
 *
 * The key carries the content version the database raises on every edit (GET
 * /dc-frontend/content-version, read at most once a second), so an edited article is rendered
 * anew on every instance within about a second; nothing is shared between instances.
 */
import { type CacheOutcome, createSwrCache, pathAndSortedQuery } from '../../lib/swr-cache'
import { socketAddress } from './embedded-api.server'
import {
  hasSessionCookie,
  isPrivatePath,
  matchesEtag,
  PUBLIC_PAGE_CACHE_CONTROL,
  RENDER_TIMESTAMP,
} from './page-cache.server'
import { createNonce, isHttps } from './security-headers.server'

/** A page is served as it is for a minute (pages that depend on the clock: opening hours). */
export const PAGE_FRESH_MS = 60_000
/** Up to five minutes old (the CDN's `s-maxage`), once more while it is rendered anew. */
export const PAGE_STALE_MS = 300_000
/** How long a content version read is trusted before it is asked again. */
export const VERSION_TTL_MS = 1_000
/** How long a page waits for that read before going on without it. */
export const VERSION_WAIT_MS = 250

/** A rendered page with the places of its nonce and timestamps marked. */
export interface PageTemplate {
  status: number
  /** The response's headers with the nonce taken out of the policy (see `fill`). */
  headers: [string, string][]
  /** Text between the holes: `parts.length === holes.length + 1`. */
  parts: string[]
  holes: Array<'nonce' | 'time'>
  etag: string | null
}

/** Splits the page at its nonce and its timestamps (`dataUpdatedAt:1764…` keeps its name). */
export function toTemplate(
  html: string,
  nonce: string | undefined,
  status: number,
  headers: Headers,
): PageTemplate {
  const parts: string[] = []
  const holes: PageTemplate['holes'] = []
  const escaped = nonce?.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const pattern = new RegExp(
    escaped ? `${escaped}|${RENDER_TIMESTAMP.source}` : RENDER_TIMESTAMP.source,
    RENDER_TIMESTAMP.flags,
  )
  let last = 0
  for (const match of html.matchAll(pattern)) {
    const text = match[0]
    if (nonce && text === nonce) {
      parts.push(html.slice(last, match.index))
      holes.push('nonce')
    } else {
      const colon = text.indexOf(':')
      parts.push(html.slice(last, match.index + colon + 1))
      holes.push('time')
    }
    last = match.index + text.length
  }
  parts.push(html.slice(last))
  const kept: [string, string][] = []
  for (const [name, value] of headers) {
    // Recomputed per answer (length) or by whoever serves it (date).
    if (name === 'content-length' || name === 'date') continue
    kept.push([name, nonce ? value.split(nonce).join(NONCE_MARK) : value])
  }
  return { status, headers: kept, parts, holes, etag: headers.get('etag') }
}

const NONCE_MARK = '{{nonce}}'

/** The page with a new nonce and the current time in its holes. */
export function fill(template: PageTemplate, nonce: string, now: number) {
  const time = String(now)
  let html = template.parts[0] ?? ''
  for (let index = 0; index < template.holes.length; index++) {
    html += (template.holes[index] === 'nonce' ? nonce : time) + template.parts[index + 1]
  }
  const headers = new Headers()
  for (const [name, value] of template.headers) {
    headers.append(name, value.split(NONCE_MARK).join(nonce))
  }
  return { html, headers }
}

/** Whether this request may be answered from, and may fill, the cache. */
export function isCacheableVisit(request: Request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = new URL(request.url)
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  return (
    !hasSessionCookie(request.headers.get('cookie')) &&
    !isPrivatePath(url.pathname) &&
    // Server routes (`/_img`, `/_serverFn`) and files (`/sitemap.xml`) are not pages.
    !url.pathname.startsWith('/_') &&
    !lastSegment.includes('.') &&
    // Search results (issue 31): a page per query anyone types would push the site's own pages
    // out of the cache's bytes. The API caches the answers; the page renders from them.
    url.pathname !== '/cari' &&
    // A test's forced failure is neither kept nor served from what was kept.
    !request.headers.has('x-diri-fault')
  )
}

export interface HtmlCacheOptions {
  maxBytes: number
  /** The current content version; a failure keeps the last one known. */
  contentVersion: () => Promise<number>
  now?: () => number
  freshMs?: number
  staleMs?: number
}

export type RenderPage = (request: Request) => Promise<Response>

export function createHtmlCache(options: HtmlCacheOptions) {
  const now = options.now ?? Date.now
  const cache = createSwrCache<PageTemplate>({
    maxBytes: options.maxBytes,
    freshMs: options.freshMs ?? PAGE_FRESH_MS,
    staleMs: options.staleMs ?? PAGE_STALE_MS,
    now,
  })
  const version = cachedVersion(options.contentVersion, now)

  async function renderTemplate(request: Request, render: RenderPage) {
    // The copy is for everyone: rendered as a plain GET, without this visitor's conditions.
    const headers = new Headers(request.headers)
    headers.delete('if-none-match')
    headers.delete('if-modified-since')
    // srvx's socket address travels on its Request; the API counts the visitor by it.
    const plain = Object.assign(new Request(request.url, { method: 'GET', headers }), {
      ip: socketAddress(request),
    })
    const response = await render(plain)
    const html = await response.text()
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const template = toTemplate(html, nonce, response.status, response.headers)
    const keep =
      response.status === 200 &&
      response.headers.get('cache-control') === PUBLIC_PAGE_CACHE_CONTROL &&
      (response.headers.get('content-type') ?? '').includes('text/html') &&
      !response.headers.has('set-cookie')
    return { value: template, bytes: html.length * 2, keep }
  }

  return {
    async handle(request: Request, render: RenderPage): Promise<Response> {
      if (options.maxBytes <= 0 || !isCacheableVisit(request)) return render(request)
      const current = await version()
      if (current === null) return render(request)
      // A page over https carries HSTS and secure cookies, one over http does not. The scheme is
      // the one our proxies vouch for: a visitor's own header must not make copies of its own.
      const scheme = isHttps(request) ? 'https' : 'http'
      const key = `${current} ${scheme} ${pathAndSortedQuery(new URL(request.url))}`
      const { value, outcome, kept } = await cache.get(key, () => renderTemplate(request, render))
      // Another request's page that is not for everyone (a redirect that sets a cookie, an
      // error): render it for this request rather than hand it out.
      if (outcome === 'shared' && !kept) return render(request)
      return answer(request, value, outcome)
    },
    get stats() {
      return cache.stats
    },
  }

  function answer(request: Request, template: PageTemplate, outcome: CacheOutcome) {
    const { html, headers } = fill(template, createNonce(), now())
    headers.set('x-diri-cache', outcome)
    if (
      template.status === 200 &&
      matchesEtag(request.headers.get('if-none-match'), template.etag)
    ) {
      // No policy either: the browser would put this answer's nonce on the copy it keeps, whose
      // scripts carry the nonce they were sent with (security-headers.server.ts).
      headers.delete('content-type')
      headers.delete('content-security-policy')
      return new Response(null, { status: 304, headers })
    }
    return new Response(request.method === 'HEAD' ? null : html, {
      status: template.status,
      headers,
    })
  }
}

/**
 * The content version, asked at most once a `VERSION_TTL_MS` (one request at a time). A page
 * waits for the answer `VERSION_WAIT_MS` at most: a slow or failing API leaves the copies serving
 * under the last version known, or, before any is known, the page rendered without the cache.
 */
function cachedVersion(read: () => Promise<number>, now: () => number) {
  let known: { version: number; readAt: number } | null = null
  let reading: Promise<number | null> | null = null
  return async (): Promise<number | null> => {
    if (known && now() - known.readAt < VERSION_TTL_MS) return known.version
    reading ??= read()
      .then((version) => {
        known = { version, readAt: now() }
        return version
      })
      .catch((error) => {
        console.error('[page-cache] could not read the content version:', error)
        return known?.version ?? null
      })
      .finally(() => {
        reading = null
      })
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise<number | null>((resolve) => {
      timer = setTimeout(() => resolve(known?.version ?? null), VERSION_WAIT_MS)
    })
    try {
      return await Promise.race([reading, waited])
    } finally {
      clearTimeout(timer)
    }
  }
}
