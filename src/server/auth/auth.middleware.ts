import { createMiddleware } from '@tanstack/react-start'
import { isApiError } from '../../../contract/errors'
import {
  clearSession,
  markPrivate,
  readSessionToken,
  refuseUnauthenticated,
} from './session.server'
import { SignInRequiredError } from './sign-in-required-error'

/**
 * Reads the session on the server and gives the handler its token (or null). An API 401 on the
 * way (the session expired, or was signed out elsewhere) clears the cookie (spec §8) and refuses
 * the call as `SignInRequiredError`: the one refusal the pages know to answer by sending the
 * member to sign in and back (`useSignInAgain`). The answer depends on the session, so it is
 * marked private.
 */
export const sessionMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  markPrivate()
  const token = readSessionToken()
  try {
    return await next({ context: { token } })
  } catch (error) {
    if (!isApiError(error, 401)) throw error
    clearSession()
    refuseUnauthenticated()
    throw new SignInRequiredError()
  }
})

/** As `sessionMiddleware`, and refuses the call when nobody is signed in. */
export const memberMiddleware = createMiddleware({ type: 'function' })
  .middleware([sessionMiddleware])
  .server(async ({ next, context }) => {
    if (!context.token) {
      refuseUnauthenticated()
      throw new SignInRequiredError()
    }
    return next({ context: { token: context.token } })
  })
