import { DrizzleQueryError } from 'drizzle-orm'
import type { ApiDeps } from '../deps'

/**
 * Unexpected failures go to the server log (or the test's collector), never to the client. The
 * log gets what a developer needs (what failed, the error's name, message and stack, and its
 * causes) written out here, never the error object itself: a failed query's parameters are what
 * people typed (numbers, names, addresses) and have no place in a log. With SENTRY_DSN the error
 * is also reported (backend/observability/error-reporter.ts).
 */
export function reportError(
  deps: Pick<ApiDeps, 'logError' | 'captureError'>,
  message: string,
  error: unknown,
  memberId?: string,
) {
  const details = describeError(error)
  if (deps.logError) deps.logError(message, details)
  else console.error(`[api] ${message}\n${details}`)
  // And to Sentry when configured (ADR 017), scrubbed of anything personal but the member's id.
  deps.captureError?.(error, { where: message, memberId })
}

/** Causes followed this deep at most: enough for a query's driver error, never a loop. */
const MAX_CAUSES = 3

/**
 * `Name: message`, the stack's frames, and each cause the same way. A Drizzle query error's own
 * message lists the parameters, so for it only the SQL text (placeholders, no values) is kept.
 */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return `Thrown: ${String(error)}`
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message
  // The stack's first lines repeat the message (parameters and all): only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  // Subclasses that leave `name` alone (Drizzle's query error does) are named by their class.
  const name = error.name === 'Error' ? error.constructor.name : error.name
  const lines = [`${name}: ${message}`, ...frames]
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    lines.push(`Caused by: ${describeError(error.cause, depth + 1)}`)
  }
  return lines.join('\n')
}
