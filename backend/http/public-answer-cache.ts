/**
 * The API's public answers (content, shop catalogue, clinic pages) kept in memory per instance,
 * keyed by the content version, the path and the sorted query. A visitor's request (no token)
 * costs no query (the version is read at most once a second) instead of the route's several; the
 * first request after an edit computes the new answer once, the requests that arrive meanwhile
 * wait for it instead of each running the route (no stampede). ADR 016.
 *
 * Only answers the route itself marks `public` are kept: a member's answer (with a token) never
 * reaches the cache, and neither does anything else that is not the same for everyone.
 */
import type { MiddlewareHandler } from 'hono'
import { CONTENT_VERSION_HEADER } from '../../contract/content/schemas'
import { createSwrCache, pathAndSortedQuery } from '../../src/lib/swr-cache'
import type { ContentVersions } from '../content/content-version'
import type { ApiEnv, Clock } from '../deps'

/** The public routes' prefixes (spec §7 public content, shop, clinic). */
const PUBLIC_PREFIXES = [
  '/dc-frontend/',
  '/store/',
  '/otc/',
  '/v2/public/',
  '/v2/clinic-',
  '/misc/',
  '/ratings',
]
/** Read fresh on every request: never from the cache it keys. */
const UNCACHED = new Set(['/dc-frontend/content-version'])

/**
 * Answers may also change with time (a promotion's end date, a clinic's opening hours): a minute
 * at most, as long as the browser's own `max-age` is longer.
 */
export const PUBLIC_ANSWER_FRESH_MS = 60_000

interface StoredAnswer {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

export function isCacheablePublicRequest(method: string, path: string, headers: Headers) {
  return (
    method === 'GET' &&
    !headers.has('authorization') &&
    // A test's forced failure must neither be kept nor served from what was kept.
    !headers.has('x-diri-fault') &&
    !UNCACHED.has(path) &&
    PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))
  )
}

export function publicAnswerCache(options: {
  versions: ContentVersions
  clock: Clock
  maxBytes: number
}): MiddlewareHandler<ApiEnv> {
  const cache = createSwrCache<StoredAnswer>({
    maxBytes: options.maxBytes,
    // The routes' own clock: what is current (a promotion's dates) and how old an answer is agree.
    now: () => options.clock.now().getTime(),
    freshMs: PUBLIC_ANSWER_FRESH_MS,
    // No stale answers: the refresh would need a request of its own to run the route with.
    staleMs: PUBLIC_ANSWER_FRESH_MS,
  })
  return async (c, next) => {
    if (
      options.maxBytes <= 0 ||
      !isCacheablePublicRequest(c.req.method, c.req.path, c.req.raw.headers)
    ) {
      return next()
    }
    // Never older than the version the caller (the site's page cache) already knows.
    const seen = Number(c.req.header(CONTENT_VERSION_HEADER))
    const version = await options.versions.current(Number.isSafeInteger(seen) ? seen : 0)
    const key = `${version} ${pathAndSortedQuery(new URL(c.req.url))}`
    const { value, outcome, kept } = await cache.get(key, async () => {
      await next()
      const body = await c.res.clone().arrayBuffer()
      const keep =
        c.res.status === 200 &&
        /^public\b/.test(c.res.headers.get('cache-control') ?? '') &&
        !c.res.headers.has('set-cookie')
      return {
        value: { status: c.res.status, headers: [...c.res.headers], body },
        bytes: body.byteLength + key.length,
        keep,
      }
    })
    // This request ran the route: its answer is already the context's.
    if (outcome === 'miss') {
      c.header('x-diri-cache', 'miss')
      return
    }
    // Another request's answer that is not for everyone: this one runs the route itself.
    if (!kept) return next()
    const response = new Response(value.body.slice(0), {
      status: value.status,
      headers: value.headers,
    })
    response.headers.set('x-diri-cache', outcome === 'shared' ? 'shared' : 'hit')
    c.res = response
  }
}
