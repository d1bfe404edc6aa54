import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { OtpRequestBody, OtpVerifyBody } from '../../../contract/auth/schemas'
import { isApiError } from '../../../contract/errors'
import { getCurrentUser, logout } from '../../api/auth/calls'
import { listFeeds } from '../../api/members/calls'
import { memberMiddleware, sessionMiddleware } from './auth.middleware'
import { clearSession } from './session.server'
import { checkSignInCode, sendSignInCode } from './sign-in.server'

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

export const requestSignInCode = createServerFn({ method: 'POST' })
  .validator(OtpRequestBody)
  .handler(({ data }) => sendSignInCode(data.phone))

/** What the page sends to check a code: the challenge travels in the browser's cookie instead. */
const SignInCodeInput = v.omit(OtpVerifyBody, ['challengeId'])

export const verifySignInCode = createServerFn({ method: 'POST' })
  .validator(SignInCodeInput)
  .handler(({ data }) => checkSignInCode(data.phone, data.code))

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
