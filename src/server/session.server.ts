import {
  deleteCookie,
  getCookie,
  getRequest,
  setCookie,
  setResponseHeader,
  setResponseStatus,
} from '@tanstack/react-start/server'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { isHttps } from './security-headers.server'

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
 * An answer that depends on who asks is for that browser only: no shared cache (a CDN, a proxy)
 * may keep it, and the browser itself need not either.
 */
export function markPrivate() {
  setResponseHeader('cache-control', 'private, no-store')
}

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
