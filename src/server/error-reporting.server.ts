/**
 * The site's server-side error reports (ADR 017): server functions and page renders, through the
 * process's one reporter (backend/observability/error-reporter.ts, shared with the embedded API).
 * Expected refusals are answers, not failures, and are not reported: redirects, not-found, and
 * the API's 4xx refusals (a taken slot, a wrong code, a session that ended).
 */
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { serverErrorReporter } from '../../backend/observability/error-reporter'
import { isApiError } from '../api/errors'

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
