/**
 * The head's inline script of Consent Mode v2 (consent-mode.ts has the rest): apart from
 * the consent modules, so that every page's first-load bundle carries none of them. The browser's
 * bundle never calls `consentHeadScript` (the script is written on the server); what the app's
 * own code needs from here are two constants.
 */
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from '../../../app.config'

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
