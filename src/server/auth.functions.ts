import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getCurrentUser, logout, requestOtp, verifyOtp } from '../api/auth/calls'
import { OtpRequestBody, OtpVerifyBody } from '../api/auth/schemas'
import { ApiError, isApiError } from '../api/errors'
import { listFeeds } from '../api/member/calls'
import { memberMiddleware, sessionMiddleware } from './auth.middleware'
import { clearSession, writeSession } from './session.server'
import {
  clearSignInChallenge,
  readSignInChallenge,
  writeSignInChallenge,
} from './sign-in-challenge.server'

/**
 * The signed-in member with their feeds (spec §4: loaded together), or null for a visitor. A
 * rejected token clears the cookie and counts as signed out. Any other failure is thrown, so the
 * session query (and the auth machine that follows it) can show that loading failed; the root
 * route then renders the page signed out rather than failing.
 */
export const getSession = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(async ({ context }) => {
    if (!context.token) return null
    try {
      const [user, feeds] = await Promise.all([
        getCurrentUser(context.token),
        listFeeds(context.token),
      ])
      return { ...user, feeds }
    } catch (error) {
      if (!isApiError(error, 401)) throw error
      clearSession()
      return null
    }
  })

/** What the sign-in form shows after a refused step: a message, and which field it belongs to. */
export type SignInRefusal = { ok: false; message: string; field?: 'phone' | 'code' }

function refusal(error: unknown, field: SignInRefusal['field']): SignInRefusal {
  if (error instanceof ApiError && error.status < 500 && error.body) {
    return { ok: false, message: error.body.message, field }
  }
  // The API's 503 is worded for the member ('Kode belum bisa dikirim…': the SMS or WhatsApp
  // provider did not take the code, ADR 024); other 5xx say nothing a person can act on.
  if (error instanceof ApiError && error.status === 503 && error.body) {
    return { ok: false, message: error.body.message, field }
  }
  console.error('[sign-in] API call failed:', error)
  return { ok: false, message: 'Layanan sedang bermasalah. Coba lagi sebentar lagi.' }
}

export const requestSignInCode = createServerFn({ method: 'POST' })
  .validator(OtpRequestBody)
  .handler(
    async ({
      data,
    }): Promise<{ ok: true; phone: string; expiresInSeconds: number } | SignInRefusal> => {
      try {
        const { challengeId, ...sent } = await requestOtp(data.phone)
        // The challenge stays in an HttpOnly cookie: the page never holds it (ADR 010).
        writeSignInChallenge(challengeId, sent.expiresInSeconds)
        return { ok: true, ...sent }
      } catch (error) {
        return refusal(error, 'phone')
      }
    },
  )

/** What the page sends to check a code: the challenge travels in the browser's cookie instead. */
const SignInCodeInput = v.omit(OtpVerifyBody, ['challengeId'])

/** Said when this browser holds no challenge: it asked for no code, or the code's 5 minutes passed. */
const NO_CHALLENGE_MESSAGE = 'Kode sudah kedaluwarsa. Minta kode baru.'

export const verifySignInCode = createServerFn({ method: 'POST' })
  .validator(SignInCodeInput)
  .handler(async ({ data }): Promise<{ ok: true } | SignInRefusal> => {
    const challengeId = readSignInChallenge()
    if (!challengeId) return { ok: false, message: NO_CHALLENGE_MESSAGE, field: 'code' }
    try {
      const grant = await verifyOtp(data.phone, data.code, challengeId)
      writeSession(grant.accessToken, new Date(grant.expiresAt))
      clearSignInChallenge()
      return { ok: true }
    } catch (error) {
      return refusal(error, 'code')
    }
  })

export const signOut = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .handler(async ({ context }) => {
    try {
      await logout(context.token)
    } catch (error) {
      // The cookie goes either way; a token the API already forgot is as good as revoked.
      if (!isApiError(error, 401)) console.error('[sign-out] API logout failed:', error)
    }
    clearSession()
    return { ok: true as const }
  })
