/**
 * The consent pieces every page carries: the head script (Consent Mode's defaults and
 * the `<html>` mark, before anything else runs), the banner, and the tags, which start once the
 * app is interactive.
 */
import { useQuery } from '@tanstack/react-query'
import { ScriptOnce, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { consentHeadScript } from '../../lib/consent/consent-head-script'
import { publicConfigQuery } from '../../server/auth/server-queries'

// Every page's HTML has the banner, few visitors use it: its code is not in the first load. The
// server streams it into the page (an inline script puts it in place, before the app runs), and
// the app hydrates it once its chunk is here; until then it is the plain form it was rendered as.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
)

/** In `<head>`: runs before the body is parsed, then removes itself (so hydration never sees it). */
export function ConsentHeadScript() {
  // ScriptOnce renders on the server only: the browser's bundle needs neither the text nor its
  // makers.
  return <ScriptOnce>{import.meta.env.SSR ? consentHeadScript() : ''}</ScriptOnce>
}

export function ConsentAndTags() {
  const { data: config } = useQuery(publicConfigQuery())
  const router = useRouter()
  useEffect(() => {
    if (!config) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./consent-runtime').then(({ startConsentRuntime }) => {
      if (cancelled) return
      stop = startConsentRuntime({ config, router })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [config, router])
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}
