/**
 * The browser's Sentry, loaded by `import()` once the app is interactive (error-reporting.tsx,
 * ADR 017), so it is never part of a page's first load. Errors and replays of errors are
 * necessary processing (they keep the service running) and need no consent; a session replay
 * without an error is analytics and runs only with the visitor's consent to it.
 */
import {
  type BrowserOptions,
  captureException,
  getReplay,
  init,
  replayIntegration,
  setUser,
  tanstackRouterBrowserTracingIntegration,
} from '@sentry/react'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { ERROR_REPORTING } from '../../../app.config'
import {
  REPORT_DATA_COLLECTION,
  scrubBreadcrumb,
  scrubDeep,
  scrubEvent,
} from '../../../contract/report-scrubbing'
import {
  allows,
  type ConsentChoice,
  onConsentChange,
  readConsent,
} from '../../lib/consent/consent-state'
import replayWorkerUrl from '../../lib/error-reports/replay-compression.worker.ts?worker&url'
import {
  REPLAY_BLOCK_SELECTORS,
  REPLAY_MASK_SELECTORS,
  REPLAY_MASKED_ATTRIBUTES,
} from '../../lib/error-reports/replay-privacy'
import type { ErrorSink } from '../../lib/error-reports/report-error'
import { sessionQueries } from '../../server/auth/server-queries'
import type { PublicConfig } from '../../server/http/public-config.functions'

/** Starts the SDK; returns where `reportError` sends from now on. */
export function startBrowserReporting(
  settings: Pick<
    PublicConfig,
    'sentryDsn' | 'sentryErrorSampleRate' | 'sentryReplaySessionSampleRate'
  >,
  router: AnyRouter,
): ErrorSink {
  const consented = allows(readConsent(), 'analytics')
  const options = {
    errorSampleRate: settings.sentryErrorSampleRate,
    replaySessionSampleRate: settings.sentryReplaySessionSampleRate,
  }
  const config: BrowserOptions = {
    dsn: settings.sentryDsn ?? undefined,
    // Same origin: the policy's `connect-src 'self'` holds, and blockers leave the reports be.
    tunnel: ERROR_REPORTING.tunnelPath,
    sampleRate: options.errorSampleRate,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    // Without consent to analytics, no session is recorded for its own sake (see applyConsent).
    replaysSessionSampleRate: consented ? options.replaySessionSampleRate : 0,
    dataCollection: REPORT_DATA_COLLECTION,
    integrations: [
      tanstackRouterBrowserTracingIntegration(router),
      replayIntegration({
        // The spec keeps text visible but for what the components mark private (replay-privacy.ts).
        maskAllText: ERROR_REPORTING.maskAllText,
        maskAllInputs: true,
        blockAllMedia: false,
        mask: REPLAY_MASK_SELECTORS,
        block: REPLAY_BLOCK_SELECTORS,
        maskAttributes: REPLAY_MASKED_ATTRIBUTES,
        flushMinDelay: ERROR_REPORTING.replay.flushMinDelayMs,
        flushMaxDelay: ERROR_REPORTING.replay.flushMaxDelayMs,
        // The idle pause (5 min) and expiry (15 min) of the spec are the SDK's own, fixed values.
        maxReplayDuration: ERROR_REPORTING.replay.maxSessionMs,
        // An error's replay leaves with the error, even in a page's first seconds: by default the
        // SDK holds a replay younger than 5 s back for a timer, which a page closed or left
        // before it fires never runs, and the error's replay is lost (tests/e2e/error-reporting).
        minReplayDuration: ERROR_REPORTING.replay.minReplayMs,
        // No request or response bodies or headers in a replay (the SDK's default, said here).
        networkDetailAllowUrls: [],
        useCompression: true,
        workerUrl: replayWorkerUrl,
        // The replay's own breadcrumbs and network spans (console lines, URLs) get the events' rule.
        beforeAddRecordingEvent: (event) =>
          event.type === 5 ? ({ ...event, data: scrubDeep(event.data) } as typeof event) : event,
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  }
  init(config)
  const rate = options.replaySessionSampleRate
  void applyConsent(readConsent(), rate, false)
  onConsentChange((choice) => void applyConsent(choice, rate, true))
  followMember(router.options.context.queryClient)
  return {
    capture: (message, error) => {
      captureException(error, { extra: { context: message } })
    },
  }
}

/**
 * The member the reports are about, by id only (never a name or number), following the session
 * query (the one source of the session, ADR 008); none when signed out.
 */
function followMember(queryClient: QueryClient) {
  const { queryKey } = sessionQueries.current()
  let current: string | null | undefined
  const update = () => {
    const memberId = queryClient.getQueryData(queryKey)?.user.id ?? null
    if (memberId === current) return
    current = memberId
    setUser(memberId ? { id: memberId } : null)
  }
  update()
  queryClient.getQueryCache().subscribe(update)
}

/**
 * A session replay only with consent to analytics. Withdrawn: a recording session goes back to
 * buffering (kept in memory, sent only with an error). Given during this page: the session is
 * sampled once, now, at the spec's rate.
 */
async function applyConsent(choice: ConsentChoice | null, rate: number, changed: boolean) {
  const replay = getReplay()
  if (!replay) return
  const mode = replay.getRecordingMode()
  if (!allows(choice, 'analytics')) {
    if (mode === 'session') {
      await replay.stop()
      replay.startBuffering()
    }
    return
  }
  if (changed && mode !== 'session' && Math.random() < rate) {
    await replay.stop()
    replay.start()
  }
}
