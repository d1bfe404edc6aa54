/**
 * Google Tag Manager (analytics purpose): the container `GTM_ID`, loaded only with analytics
 * consent. The data layer already holds the consent defaults and update (consent-mode.ts) and the
 * app's pageviews (pageview-tracker.tsx), which the container reads when it arrives.
 */
import { loadScript } from './load-script'

export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

export function gtmScriptUrl(containerId: string) {
  return `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`
}

export function loadGtm(containerId: string) {
  window.dataLayer = window.dataLayer ?? []
  if (!window.dataLayer.some((entry) => entry.event === 'gtm.js')) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  }
  loadScript(gtmScriptUrl(containerId))
}
