/**
 * The consent pieces every page carries (issue 17): the head script (Consent Mode's defaults and
 * the `<html>` mark, before anything else runs), the banner, and the tags, which start once the
 * app is interactive.
 */
import { useQuery } from '@tanstack/react-query'
import { ScriptOnce, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { consentHeadScript } from '../../lib/consent/consent-mode'
import { publicConfigQuery } from '../../server/session.queries'
import { ConsentBanner } from './consent-banner'

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
  return <ConsentBanner />
}
