import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { publicConfigQuery, sessionQueries } from '../../server/session.queries'
import { connectErrorSink, disableErrorQueue, queueUncaught } from '../report-error'

type BrowserReporting = typeof import('./sentry-browser')

/**
 * Error reporting in the browser (issue 17, ADR 017). Without a DSN nothing loads and nothing is
 * sent. With one, the SDK is imported once the app is interactive (`<html data-app="ready">`) and
 * the browser is idle: never in a page's first-load JavaScript, never in the way of hydration.
 * Until then `reportError` queues, and uncaught errors and rejections are kept for it here.
 */
export function ErrorReporting() {
  const router = useRouter()
  const { data: config } = useQuery(publicConfigQuery())
  const { data: session } = useQuery(sessionQueries.current())
  const [reporting, setReporting] = useState<BrowserReporting | null>(null)
  const dsn = config?.sentryDsn ?? null
  const errorSampleRate = config?.sentryErrorSampleRate
  const replaySessionSampleRate = config?.sentryReplaySessionSampleRate

  useEffect(() => {
    if (!dsn || errorSampleRate === undefined || replaySessionSampleRate === undefined) {
      disableErrorQueue()
      return
    }
    const stopEarlyCapture = captureUncaughtUntilLoaded()
    let cancelled = false
    const cancelWait = whenAppIdle(() => {
      import('./sentry-browser')
        .then((module) => {
          if (cancelled) return
          const sink = module.startBrowserReporting({
            dsn,
            router,
            errorSampleRate,
            replaySessionSampleRate,
          })
          // The SDK's own handlers take uncaught errors from here on.
          stopEarlyCapture()
          connectErrorSink(sink)
          setReporting(module)
          // For whoever checks that reports would go out (the end-to-end tests wait on it).
          document.documentElement.dataset.errorReporting = 'on'
        })
        // Reporting is a help, not the page: a failed download leaves the page as it is.
        .catch((error) => console.warn('[diri] error reporting could not load', error))
    })
    return () => {
      cancelled = true
      cancelWait()
      stopEarlyCapture()
    }
  }, [dsn, errorSampleRate, replaySessionSampleRate, router])

  const memberId = session?.user.id ?? null
  useEffect(() => {
    reporting?.setReportedMember(memberId)
  }, [reporting, memberId])

  return null
}

/** Uncaught errors and rejections before the SDK is there, queued for it; returns the stop. */
function captureUncaughtUntilLoaded(): () => void {
  const onError = (event: ErrorEvent) =>
    queueUncaught('Uncaught error', event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) =>
    queueUncaught('Unhandled rejection', event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}

/** Runs `run` once the app has marked itself ready (app-ready.tsx) and the browser is idle. */
function whenAppIdle(run: () => void): () => void {
  const root = document.documentElement
  let idle: number | undefined
  let observer: MutationObserver | undefined
  const schedule = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 5_000 })
        : window.setTimeout(run, 1)
  }
  if (root.dataset.app === 'ready') schedule()
  else {
    observer = new MutationObserver(() => {
      if (root.dataset.app !== 'ready') return
      observer?.disconnect()
      schedule()
    })
    observer.observe(root, { attributes: true, attributeFilter: ['data-app'] })
  }
  return () => {
    observer?.disconnect()
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
