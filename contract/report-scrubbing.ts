/**
 * What an error report may carry, for the browser's and the server's Sentry alike: no
 * request body, no cookie, no Authorization, no token, no phone number, no query value but a few
 * harmless ones, and of the person only their member id. Pure, so the browser, the site's server
 * and the API (which may run alone, `npm run api`) share one rule; it lives beside the contract
 * for that reason, and imports nothing but types.
 */
import type { Breadcrumb, DataCollection, Event } from '@sentry/core'

export const REDACTED = '[disaring]'

/** Query parameters whose values say nothing about a person: paging, sorting, a flow's id. */
const ALLOWED_QUERY_PARAMETERS = ['page', 'sort', 'flowId', 'step', 'kategori']
const ALLOWED_QUERY_KEYS = new Set(ALLOWED_QUERY_PARAMETERS)

/**
 * What the SDKs collect on their own, browser and server: no cookies, no bodies, no user fields
 * of their own (we set the member id), of headers the user agent only, of query parameters the
 * harmless ones. `scrubEvent` then applies the same rule again to whatever an integration added.
 */
export const REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent'] }, response: false },
  httpBodies: [],
  urlQueryParams: { allow: ALLOWED_QUERY_PARAMETERS },
} satisfies DataCollection

/** Keys whose values are dropped wherever they appear in a report. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-diri-token|token|access_?token|refresh_?token|id_?token|password|secret|otp|code|phone|phone_?number|msisdn)$/i

/**
 * Indonesian mobile numbers as people write them: +62 8…, 62 8…, 08…, with spaces, dots or dashes
 * between digits (0812-0000-0001, +62 812 0000 0001). Nine to thirteen digits after the 8.
 */
const PHONE_NUMBER = /(?:\+62|\b62|\b0)[\s.-]?8(?:[\s.-]?\d){7,12}/g
const BEARER = /\bBearer\s+[\w\-.~+/=]+/gi
/** Breadcrumb data that would carry what was sent or received. */
const BODY_KEYS = ['body', 'request_body', 'response_body', 'input']
const QUERY_PAIR = /([?&])([^=&#\s"']+)=([^&#\s"']*)/g

/** A text with phone numbers, bearer tokens and disallowed query values replaced. */
export function scrubText(text: string): string {
  return text
    .replace(PHONE_NUMBER, REDACTED)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(QUERY_PAIR, (pair, separator: string, key: string) =>
      ALLOWED_QUERY_KEYS.has(key) ? pair : `${separator}${key}=${REDACTED}`,
    )
}

/** Every string in `value` scrubbed, and the values of secret-looking keys dropped; depth-bounded. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T
  if (value === null || typeof value !== 'object' || depth > 12) return value
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubDeep(item, depth + 1)
  }
  return out as T
}

/** A query (string, pairs or object) with only the allowed parameters' values kept. */
function scrubQuery<Q>(query: Q): Q {
  const value = (key: string, text: string) => (ALLOWED_QUERY_KEYS.has(key) ? text : REDACTED)
  if (typeof query === 'string') {
    const text = query.startsWith('?') ? query.slice(1) : query
    return scrubText(`?${text}`).slice(1) as Q
  }
  if (Array.isArray(query)) {
    return query.map(([key, text]: [string, string]) => [key, value(key, text)]) as Q
  }
  if (query && typeof query === 'object') {
    return Object.fromEntries(
      Object.entries(query).map(([key, text]) => [key, value(key, String(text))]),
    ) as Q
  }
  return query
}

/**
 * The event as it may leave: the request's URL and allowed query values but no body, cookies or
 * headers but the user agent; the user as their member id only; every text scrubbed.
 */
export function scrubEvent<E extends Event>(event: E): E {
  const { request, user, ...rest } = event
  const scrubbed = scrubDeep(rest) as E
  if (request) {
    const userAgent = request.headers?.['user-agent'] ?? request.headers?.['User-Agent']
    scrubbed.request = {
      ...(request.url ? { url: scrubText(request.url) } : {}),
      ...(request.method ? { method: request.method } : {}),
      ...(request.query_string !== undefined
        ? { query_string: scrubQuery(request.query_string) }
        : {}),
      ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    }
  }
  if (user?.id !== undefined) scrubbed.user = { id: String(user.id) }
  return scrubbed
}

/** A breadcrumb with its texts scrubbed and no request or response body. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const { data, ...rest } = breadcrumb
  const scrubbed: Breadcrumb = scrubDeep(rest)
  if (data) {
    const kept = { ...data }
    for (const key of BODY_KEYS) delete kept[key]
    scrubbed.data = scrubDeep(kept)
  }
  return scrubbed
}
