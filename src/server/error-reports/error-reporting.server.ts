/**
 * The site's server-side error reports (ADR 017): server functions and page renders, through the
 * process's one reporter (backend/observability/error-reporter.ts, shared with the embedded API).
 * Expected refusals are answers, not failures, and are not reported: redirects, not-found, and
 * the API's 4xx refusals (a taken slot, a wrong code, a session that ended).
 */
import { isNotFound, isRedirect } from '@tanstack/react-router'
import {
  type CaptureError,
  serverErrorReporter,
} from '../../../backend/observability/error-reporter'
import { isApiError } from '../../../contract/errors'
import { getCurrentUser } from '../../api/auth/calls'
import { readSessionToken } from '../auth/session.server'

export function isExpectedRefusal(error: unknown): boolean {
  if (isRedirect(error) || isNotFound(error)) return true
  if (error instanceof Response) return error.status < 500
  return isApiError(error) && error.status < 500
}

/** Reports an unexpected server-side failure when SENTRY_DSN is set; expected refusals pass. */
export function reportServerError(error: unknown, where: string) {
  if (isExpectedRefusal(error)) return
  serverErrorReporter()?.(error, { where })
}

export interface FunctionErrorDeps {
  reporter: () => CaptureError | null
  /** The session's token, read while the request is in scope. */
  token: () => string | null
  /** The member a token is (`/auth/me`), asked only when there is something to report. */
  memberOf: (token: string) => Promise<string>
}

const functionErrorDeps: FunctionErrorDeps = {
  reporter: () => serverErrorReporter(),
  token: () => {
    try {
      return readSessionToken()
    } catch {
      return null
    }
  },
  memberOf: async (token) => (await getCurrentUser(token)).user.id,
}

/**
 * A server function's unexpected failure, reported with the member's id (never the token): the
 * id is asked of the API after the failure, in the background, so the answer to the browser does
 * not wait for it; when the API cannot say (it may be what failed), the report goes without.
 */
export function reportServerFunctionError(
  error: unknown,
  deps: FunctionErrorDeps = functionErrorDeps,
) {
  if (isExpectedRefusal(error)) return
  const capture = deps.reporter()
  if (!capture) return
  const token = deps.token()
  const memberId = token ? deps.memberOf(token).catch(() => undefined) : Promise.resolve(undefined)
  void memberId.then((id) => capture(error, { where: 'server function', memberId: id }))
}
