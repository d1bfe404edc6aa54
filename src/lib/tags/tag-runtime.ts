/**
 * Which tags run, and their loading: after the app is interactive, by our own script
 * (the CSP's 'strict-dynamic'), each only with its id configured and its purpose consented.
 *
 * | Tag | Needs | Purpose |
 * |---|---|---|
 * | Google Tag Manager | GTM_ID | analytics |
 * | Meta pixel | META_PIXEL_ID | marketing, and never on a health page (sensitive-paths.ts) |
 * | Engagement tool | ENGAGEMENT_KEY + ENGAGEMENT_SCRIPT_URL | marketing |
 *
 * A purpose granted later loads its tags at once; one withdrawn reloads the page (choose-consent.ts),
 * so nothing loaded keeps running.
 */
import { allows, type ConsentChoice, onConsentChange, readConsent } from '../consent/consent-state'
import { loadEngagement } from './engagement'
import { loadGtm } from './gtm'
import { loadMetaPixel, trackPixelPageView } from './meta-pixel'

export interface TagConfig {
  gtmId: string | null
  metaPixelId: string | null
  engagementKey: string | null
  engagementScriptUrl: string | null
}

export interface AllowedTags {
  gtm: boolean
  metaPixel: boolean
  engagement: boolean
}

/** Which tags this choice and configuration allow (the pixel's page rule aside). */
export function allowedTags(config: TagConfig, choice: ConsentChoice | null): AllowedTags {
  return {
    gtm: Boolean(config.gtmId) && allows(choice, 'analytics'),
    metaPixel: Boolean(config.metaPixelId) && allows(choice, 'marketing'),
    engagement:
      Boolean(config.engagementKey && config.engagementScriptUrl) && allows(choice, 'marketing'),
  }
}

interface Navigation {
  /** The page now. */
  pathname(): string
  /** Calls back with each new page's pathname; returns the unsubscribe. */
  onPage(listener: (pathname: string) => void): () => void
}

/** Loads what the current choice allows, and follows the choice and the pages from now on. */
export function startTags(config: TagConfig, navigation: Navigation): () => void {
  let allowed: AllowedTags = { gtm: false, metaPixel: false, engagement: false }
  let lastPixelPath: string | null = null

  const pixelPage = (pathname: string) => {
    if (!allowed.metaPixel || !config.metaPixelId) return
    // The pixel loads on the first page it may see, and counts each page once.
    if (!loadMetaPixel(config.metaPixelId, pathname) || pathname === lastPixelPath) return
    if (trackPixelPageView(pathname)) lastPixelPath = pathname
  }

  const apply = (choice: ConsentChoice | null) => {
    allowed = allowedTags(config, choice)
    if (allowed.gtm && config.gtmId) loadGtm(config.gtmId)
    if (allowed.engagement && config.engagementKey && config.engagementScriptUrl) {
      loadEngagement(config.engagementKey, config.engagementScriptUrl)
    }
    pixelPage(navigation.pathname())
  }

  apply(readConsent())
  const stopConsent = onConsentChange(apply)
  const stopPages = navigation.onPage(pixelPage)
  return () => {
    stopConsent()
    stopPages()
  }
}
