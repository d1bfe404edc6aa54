import {
  deleteCookie,
  getCookie,
  getRequest,
  setCookie,
  setResponseHeader,
  setResponseStatus,
} from '@tanstack/react-start/server'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../../app.config'
import { isHttps } from '../http/security-headers.server'

/** The cookie's value: JSON holding the access token (spec §3). */
const SessionCookie = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)) })

/**
 * The access token of the signed-in member, or null. A missing, malformed or unparsable
 * cookie means signed out, never an error.
 */
export function readSessionToken(): string | null {
  const raw = getCookie(AUTH_COOKIE)
  if (!raw) return null
  try {
    const parsed = v.safeParse(SessionCookie, JSON.parse(raw))
    return parsed.success ? parsed.output.accessToken : null
  } catch {
    return null
  }
}

export function writeSession(accessToken: string, expiresAt: Date) {
  setCookie(AUTH_COOKIE, JSON.stringify({ accessToken }), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(getRequest()),
    expires: expiresAt,
  })
}

/**
 * A server function's answer depends on who asks, so it is for that browser only: no shared
 * cache (a CDN, a proxy) may keep it. Only calls that came over HTTP are marked; the same
 * functions also run inside a page's server render, whose caching the page cache decides
 * (`page-cache.server.ts`: public for visitors, private for members).
 */
export function markPrivate() {
  const path = new URL(getRequest().url).pathname
  if (path.startsWith(SERVER_FUNCTION_PATH)) setResponseHeader('cache-control', 'private, no-store')
}

/** Where Start answers server-function calls (its default `TSS_SERVER_FN_BASE`). */
const SERVER_FUNCTION_PATH = '/_serverFn/'

/** The server function's answer says 401, so callers and monitoring see a refusal, not a 200. */
export function refuseUnauthenticated() {
  setResponseStatus(401)
}

export function clearSession() {
  deleteCookie(AUTH_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(getRequest()),
  })
}
