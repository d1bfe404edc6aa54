/**
 * The sign-in challenge of this browser (ADR 010): the id the API answered with the code, kept in
 * an HttpOnly cookie so that the page's JavaScript never sees it and only this browser can check
 * the code. It lives as long as the code, and goes once the code has signed in.
 */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { ChallengeId } from '../../../contract/auth/schemas'
import { isHttps } from '../http/security-headers.server'

export const SIGN_IN_CHALLENGE_COOKIE = 'diriSignIn'

function cookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: isHttps(getRequest()),
  }
}

/** Keeps the latest request's challenge: a new code in this browser replaces the one before. */
export function writeSignInChallenge(challengeId: string, expiresInSeconds: number) {
  setCookie(SIGN_IN_CHALLENGE_COOKIE, challengeId, {
    ...cookieOptions(),
    maxAge: expiresInSeconds,
  })
}

/** The challenge this browser holds, or null when it asked for none (or the cookie expired). */
export function readSignInChallenge(): string | null {
  const parsed = v.safeParse(ChallengeId, getCookie(SIGN_IN_CHALLENGE_COOKIE))
  return parsed.success ? parsed.output : null
}

export function clearSignInChallenge() {
  deleteCookie(SIGN_IN_CHALLENGE_COOKIE, cookieOptions())
}
