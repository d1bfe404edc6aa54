/**
 * The server's error reports to Sentry (ADR 017), for the API (embedded at `/api` or
 * alone, `npm run api`) and the site's server functions alike: one SDK per process, started on
 * first use when SENTRY_DSN is set. A report carries the member's id at most; the shared rule
 * (contract/report-scrubbing.ts) takes out bodies, cookies, tokens and phone numbers.
 *
 * The SDK is imported only with a DSN, so a server without one never loads it (nor its
 * OpenTelemetry); a report waits for the import and is dropped if it fails.
 */
import { type ServerEnv, serverEnv } from '../../app.config'
import {
  REPORT_DATA_COLLECTION,
  scrubBreadcrumb,
  scrubEvent,
} from '../../contract/report-scrubbing'

export interface ErrorReportContext {
  /** What failed, as the log says it ("POST /checkout/orders failed"); scrubbed like the rest. */
  where: string
  /** The signed-in member, by id only. */
  memberId?: string | undefined
}

export type CaptureError = (error: unknown, context: ErrorReportContext) => void

let started: { dsn: string; capture: CaptureError } | undefined

/** The process's reporter, or null without SENTRY_DSN. */
export function serverErrorReporter(
  env: Pick<ServerEnv, 'SENTRY_DSN' | 'SENTRY_ERROR_SAMPLE_RATE' | 'NODE_ENV'> = serverEnv(),
): CaptureError | null {
  const dsn = env.SENTRY_DSN
  if (!dsn) return null
  if (started?.dsn === dsn) return started.capture
  const sdk = import('@sentry/node').then((sentry) => {
    sentry.init({
      dsn,
      environment: env.NODE_ENV,
      // The spec's rate (10 %), or SENTRY_ERROR_SAMPLE_RATE.
      sampleRate: env.SENTRY_ERROR_SAMPLE_RATE,
      // The server sends errors only: its traces would need the SDK loaded before every other
      // module (`node --import`), and the browser's traces already time each page and call.
      tracesSampleRate: 0,
      dataCollection: REPORT_DATA_COLLECTION,
      includeLocalVariables: false,
      // An unhandled rejection still ends the process, as it does without Sentry (Node's default);
      // the SDK's default would only warn.
      integrations: [sentry.onUnhandledRejectionIntegration({ mode: 'strict' })],
      beforeSend: (event) => scrubEvent(event),
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    })
    return sentry
  })
  sdk.catch((error) => console.error('[errors] could not start error reporting:', error))
  const capture: CaptureError = (error, context) => {
    void sdk
      .then((sentry) =>
        sentry.withScope((scope) => {
          if (context.memberId) scope.setUser({ id: context.memberId })
          scope.setExtra('context', context.where)
          sentry.captureException(error)
        }),
      )
      .catch(() => {})
  }
  started = { dsn, capture }
  return capture
}
