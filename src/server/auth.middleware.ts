import { createMiddleware } from '@tanstack/react-start'
import { isApiError } from '../api/errors'
import {
  clearSession,
  markPrivate,
  readSessionToken,
  refuseUnauthenticated,
} from './session.server'

/** Thrown when a member-only server function is called without a session. */
export class SignInRequiredError extends Error {
  override name = 'SignInRequiredError'
  readonly status = 401
  constructor() {
    super('Silakan masuk dulu untuk melanjutkan.')
  }
}

/**
 * Reads the session on the server and gives the handler its token (or null). Any API 401 on the
 * way clears the cookie and is re-thrown (spec §8). The answer depends on the session, so it is
 * marked private.
 */
export const sessionMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  markPrivate()
  const token = readSessionToken()
  try {
    return await next({ context: { token } })
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      refuseUnauthenticated()
    }
    throw error
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
