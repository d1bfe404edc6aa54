import { createServerFn } from '@tanstack/react-start'
import { getCurrentUser, logout, requestOtp, verifyOtp } from '../api/auth/calls'
import { OtpRequestBody, OtpVerifyBody } from '../api/auth/schemas'
import { ApiError, isApiError } from '../api/errors'
import { listFeeds } from '../api/member/calls'
import { memberMiddleware, sessionMiddleware } from './auth.middleware'
import { clearSession, writeSession } from './session.server'

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
        const sent = await requestOtp(data.phone)
        return { ok: true, ...sent }
      } catch (error) {
        return refusal(error, 'phone')
      }
    },
  )

export const verifySignInCode = createServerFn({ method: 'POST' })
  .validator(OtpVerifyBody)
  .handler(async ({ data }): Promise<{ ok: true } | SignInRefusal> => {
    try {
      const grant = await verifyOtp(data.phone, data.code)
      writeSession(grant.accessToken, new Date(grant.expiresAt))
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
