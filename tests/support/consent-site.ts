/**
 * The consent specs' own site: the app started with every tag configured (a tag manager, a pixel,
 * an engagement tool), and the three scripts served by local stand-ins (`page.route`) that do what
 * the real ones do as far as a person could tell: set their cookies and send their beacons.
 */
import type { BrowserContext, Page } from '@playwright/test'
import {
  CONSENT_COOKIE,
  type ConsentChoice,
  newConsentChoice,
  serializeConsent,
} from '../../src/lib/consent/consent-state'
import { startTestServer, type TestServer } from './app-server'
import { test as base } from './fixtures'

export const GTM_URL = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1'
export const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js'
export const ENGAGEMENT_URL = 'https://engage.example.test/sdk.js'
export const THIRD_PARTY =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.facebook\.com|engage\.example\.test)\//

export const TAG_COOKIES = /^(_ga|_ga_.*|_gid|_gat.*|_fbp|_fbc|_gcl_.*|_eng.*)$/

/** Google's tag manager, as far as a page can tell: the analytics cookies, on the widest domain. */
export const GTM_STAND_IN = `
document.cookie = '_ga=GA1.1.123456789.1700000000; path=/; max-age=63072000';
document.cookie = '_gid=GA1.1.987654321.1700000000; path=/; max-age=86400';
window.dataLayer.push({ event: 'gtm.stand-in.loaded' });`

/** The pixel: `_fbp`, its queue drained, a beacon per tracked event. */
export const PIXEL_STAND_IN = `
document.cookie = '_fbp=fb.1.1700000000000.42; path=/; max-age=7776000';
(function () {
  var fbq = window.fbq;
  function run(args) {
    if (args[0] === 'track') new Image().src = 'https://www.facebook.com/tr?ev=' + args[1] + '&dl=' + encodeURIComponent(location.pathname);
  }
  fbq.callMethod = function () { run(Array.prototype.slice.call(arguments)); };
  (fbq.queue || []).forEach(run);
  fbq.queue = [];
})();`

/** The engagement tool under the adapter's contract (src/lib/tags/engagement.ts). */
export const ENGAGEMENT_STAND_IN = `
(function () {
  var log = (window.engagementLog = []);
  function run(command) {
    log.push(command);
    if (command[0] === 'init') document.cookie = '_eng_id=anon-1; path=/; max-age=31536000';
    if (command[0] === 'identify') localStorage.setItem('eng:user', JSON.stringify(command[1]));
    if (command[0] === 'reset') localStorage.removeItem('eng:user');
  }
  (window.diriEngagement || []).forEach(run);
  window.diriEngagement = { push: run };
})();`

export interface ThirdPartyLog {
  requests: string[]
  clear(): void
}

/** Serves the stand-ins and logs every request this browser makes to a tag's origin. */
export async function standInTags(context: BrowserContext): Promise<ThirdPartyLog> {
  const requests: string[] = []
  await context.route(THIRD_PARTY, async (route) => {
    const url = route.request().url()
    requests.push(url)
    const body = url.startsWith(GTM_URL)
      ? GTM_STAND_IN
      : url === PIXEL_URL
        ? PIXEL_STAND_IN
        : url === ENGAGEMENT_URL
          ? ENGAGEMENT_STAND_IN
          : ''
    await route.fulfill({
      status: 200,
      contentType: url.includes('/tr?') ? 'image/gif' : 'text/javascript',
      body,
    })
  })
  return {
    requests,
    clear: () => {
      requests.length = 0
    },
  }
}

export function scriptsAsked(log: ThirdPartyLog) {
  return {
    gtm: log.requests.some((url) => url.startsWith(GTM_URL)),
    pixel: log.requests.includes(PIXEL_URL),
    engagement: log.requests.includes(ENGAGEMENT_URL),
  }
}

export function pixelPageViews(log: ThirdPartyLog) {
  return log.requests
    .filter((url) => url.startsWith('https://www.facebook.com/tr?ev=PageView'))
    .map((url) => decodeURIComponent(new URL(url).searchParams.get('dl') ?? ''))
}

export async function tagCookieNames(context: BrowserContext) {
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => TAG_COOKIES.test(name))
}

export async function consentCookie(context: BrowserContext): Promise<ConsentChoice | undefined> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE)
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined
}

/** A choice already made (as if on an earlier visit), so the banner stays out of the way. */
export async function chooseBeforehand(
  context: BrowserContext,
  url: string,
  purposes: { analytics: boolean; marketing: boolean },
) {
  await context.addCookies([
    { name: CONSENT_COOKIE, value: serializeConsent(newConsentChoice(purposes)), url },
  ])
}

export function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie dan privasimu' })
}

/** Waits until the network is quiet enough for a late tag request to have shown. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
}

export const test = base.extend<{ tags: ThirdPartyLog }, { site: TestServer }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const site = await startTestServer({
        env: {
          GTM_ID: 'GTM-TEST1',
          META_PIXEL_ID: '1234567890',
          ENGAGEMENT_KEY: 'test-key',
          ENGAGEMENT_SCRIPT_URL: ENGAGEMENT_URL,
        },
      })
      await use(site)
      await site.stop()
    },
    // A seeded start of its own, beside the other workers' tests: as long as the other specs'
    // servers of their own are given.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  tags: async ({ context }, use) => use(await standInTags(context)),
})
