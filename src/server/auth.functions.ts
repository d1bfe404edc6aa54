import { createServerFn } from '@tanstack/react-start'
import { OtpRequestBody, OtpVerifyBody } from '../api/auth/schemas'
import { ApiError, isApiError } from '../api/errors'
import { memberMiddleware, sessionMiddleware } from './auth.middleware'

/**
 * The API calls load inside the handlers: every page imports this file (the session query), and
 * a static import would ship the HTTP client to browsers that never call the API directly.
 */
const authCalls = () => import('../api/auth/calls')
const memberCalls = () => import('../api/member/calls')

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
    const [{ getCurrentUser }, { listFeeds }] = await Promise.all([authCalls(), memberCalls()])
    try {
      const [user, feeds] = await Promise.all([
        getCurrentUser(context.token),
        listFeeds(context.token),
      ])
      return { ...user, feeds }
    } catch (error) {
      if (!isApiError(error, 401)) throw error
      const { clearSession } = await import('./session.server')
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
  console.error('[sign-in] API call failed:', error)
  return { ok: false, message: 'Layanan sedang bermasalah. Coba lagi sebentar lagi.' }
}

export const requestSignInCode = createServerFn({ method: 'POST' })
  .validator(OtpRequestBody)
  .handler(
    async ({
      data,
    }): Promise<{ ok: true; phone: string; expiresInSeconds: number } | SignInRefusal> => {
      const { requestOtp } = await authCalls()
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
    const { verifyOtp } = await authCalls()
    try {
      const grant = await verifyOtp(data.phone, data.code)
      const { writeSession } = await import('./session.server')
      writeSession(grant.accessToken, new Date(grant.expiresAt))
      return { ok: true }
    } catch (error) {
      return refusal(error, 'code')
    }
  })

export const signOut = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .handler(async ({ context }) => {
    const { clearSession } = await import('./session.server')
    const { logout } = await authCalls()
    try {
      await logout(context.token)
    } catch (error) {
      // The cookie goes either way; a token the API already forgot is as good as revoked.
      if (!isApiError(error, 401)) console.error('[sign-out] API logout failed:', error)
    }
    clearSession()
    return { ok: true as const }
  })
