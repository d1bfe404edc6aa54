/**
 * Google Consent Mode v2 (issue 17): what the tag manager may store, said in the data layer before
 * any tag reads it. The defaults deny everything optional; a visitor's choice then grants per
 * purpose: analytics → `analytics_storage`; marketing → `ad_storage`, `ad_user_data`,
 * `ad_personalization`. Functionality and security storage are necessary and always granted.
 *
 * Google's tags read consent commands only as `arguments` objects pushed by a `gtag` function
 * (https://developers.google.com/tag-platform/security/guides/consent), so this pushes them that way.
 */
import { CONSENT_POLICY_VERSION } from '../../../app.config'
import { CONSENT_COOKIE, type ConsentChoice } from './consent-state'

type Granted = 'granted' | 'denied'

export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  // How long the tag manager waits for the page's update before it fires on the defaults.
  wait_for_update: 500,
} as const

export function consentModeUpdate(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>) {
  const marketing: Granted = choice.marketing ? 'granted' : 'denied'
  return {
    analytics_storage: (choice.analytics ? 'granted' : 'denied') as Granted,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  }
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

/** The page's `gtag`: the one the head script defined, or the same function made here. */
function gtag(...args: unknown[]) {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: Google's tags read consent as `arguments` objects.
      ;(window.dataLayer as unknown[]).push(arguments)
    }
  }
  window.gtag(...args)
}

/** Tells the tags on this page what the visitor has just chosen. */
export function pushConsentUpdate(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>) {
  gtag('consent', 'update', consentModeUpdate(choice))
}

/** The attribute the head script puts on `<html>` when a current choice exists (CSS hides the banner). */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent'

/**
 * The head's inline script, the same for every visitor (the page is cached, ADR 016): it defines
 * `gtag`, pushes the defaults before anything else can push to the data layer, and, when the
 * `diriConsent` cookie holds a choice to the current policy, pushes its update and marks `<html>`
 * so the banner stays hidden from the first paint. It checks less than `parseConsentCookie` (no
 * schema library before the app loads), and the app checks again when it runs.
 */
export function consentHeadScript(): string {
  return [
    '(function(){var w=window,d=document;w.dataLayer=w.dataLayer||[];',
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};',
    `w.gtag('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULTS)});`,
    `var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);if(!m)return;`,
    'try{var c=JSON.parse(decodeURIComponent(m[1]))}catch(e){return}',
    `if(!c||c.version!==${JSON.stringify(CONSENT_POLICY_VERSION)}||typeof c.analytics!=='boolean'||typeof c.marketing!=='boolean'||typeof c.id!=='string')return;`,
    `d.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','chosen');`,
    "var k=c.marketing?'granted':'denied';",
    "w.gtag('consent','update',{analytics_storage:c.analytics?'granted':'denied',ad_storage:k,ad_user_data:k,ad_personalization:k})",
    '})()',
  ].join('')
}
