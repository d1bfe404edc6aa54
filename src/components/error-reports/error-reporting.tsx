import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import {
  connectErrorSink,
  disableErrorQueue,
  queueUncaught,
} from '../../lib/error-reports/report-error'
import { publicConfigQuery } from '../../server/auth/server-queries'

/**
 * Error reporting in the browser (ADR 017). Without a DSN nothing loads and nothing is
 * sent. With one, the SDK is imported once the app is interactive and the browser is idle: never
 * in a page's first-load JavaScript, never in the way of hydration. Until then `reportError`
 * queues, and uncaught errors and rejections are kept for it here. Mounted after `<AppReady />`,
 * whose effect (`<html data-app="ready">`) runs before this one. Kept small: it is in every
 * page's first load; the rest (the member's id, consent) is in the lazy module.
 */
export function ErrorReporting() {
  const router = useRouter()
  const { data: config } = useQuery(publicConfigQuery())

  useEffect(() => {
    if (!config?.sentryDsn) return disableErrorQueue()
    const early = (event: ErrorEvent | PromiseRejectionEvent) =>
      queueUncaught('Uncaught', 'reason' in event ? event.reason : (event.error ?? event.message))
    const events = ['error', 'unhandledrejection'] as const
    const stopEarly = () => {
      for (const name of events) window.removeEventListener(name, early)
    }
    for (const name of events) window.addEventListener(name, early)
    let cancelled = false
    const load = () =>
      import('./sentry-browser')
        .then((module) => {
          if (cancelled) return
          const sink = module.startBrowserReporting(config, router)
          // The SDK's own handlers take uncaught errors from here on.
          stopEarly()
          connectErrorSink(sink)
          // For whoever checks that reports would go out (the end-to-end tests wait on it).
          document.documentElement.dataset.errorReporting = 'on'
        })
        // Reporting is a help, not the page: a failed download leaves the page as it is.
        .catch((error) => console.warn('[diri] error reporting could not load', error))
    // Safari has no idle callback: a task after this one instead.
    const hasIdle = 'requestIdleCallback' in window
    const idle = hasIdle
      ? requestIdleCallback(load, { timeout: 5_000 })
      : window.setTimeout(load, 1)
    return () => {
      cancelled = true
      stopEarly()
      if (hasIdle) cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [config, router])

  return null
}
