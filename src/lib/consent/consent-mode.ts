/**
 * Google Consent Mode v2: what the tag manager may store, said in the data layer before
 * any tag reads it. The defaults deny everything optional; a visitor's choice then grants per
 * purpose: analytics → `analytics_storage`; marketing → `ad_storage`, `ad_user_data`,
 * `ad_personalization`. Functionality and security storage are necessary and always granted.
 *
 * Google's tags read consent commands only as `arguments` objects pushed by a `gtag` function
 * (https://developers.google.com/tag-platform/security/guides/consent), so this pushes them that way.
 */
import type { ConsentChoice } from './consent-state'

type Granted = 'granted' | 'denied'

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
