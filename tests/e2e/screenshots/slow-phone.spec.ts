/**
 * A filmstrip of the cart and the booking page on a slow phone (400 kbps, 400 ms round trips, a
 * CPU four times slower; tests/support/slow-phone.ts) at 390 px: fixed moments after the
 * navigation started, into tests/screenshots/slow-phone-*.png, with the
 * moments that matter (first paint, hydration, the step taken over by the app) in
 * tests/screenshots/slow-phone-timings.json. For people to look at (issue 28, item 3).
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { memberWithCart } from '../../support/checkout-member'
import { SERUM_NIACINAMIDE, SUNSCREEN_GEL } from '../../support/checkout-page'
import { expect, test } from '../../support/fixtures'
import { SCREENSHOT_DIR } from '../../support/screenshots'
import {
  dayWithFreeTimes,
  recordWhatShows,
  saveCheckoutAt,
  throttleLikeASlowPhone,
  whatShowed,
} from '../../support/slow-phone'

/** Milliseconds after the navigation started. */
const MOMENTS = [1_000, 2_000, 3_000, 4_000, 6_000, 8_000, 12_000]

const timings: Record<string, unknown> = {}

test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 120_000 })

async function filmstrip(page: Page, name: string, path: string) {
  await recordWhatShows(page)
  await throttleLikeASlowPhone(page)
  const started = Date.now()
  await page.goto(path, { waitUntil: 'commit' })
  const shotsTakenAt: Record<string, number> = {}
  for (const moment of MOMENTS) {
    await page.waitForTimeout(Math.max(0, moment - (Date.now() - started)))
    const file = `slow-phone-${name}-${moment / 1000}s.png`
    // Through the DevTools protocol: Playwright's own screenshot waits for the web fonts, which on
    // this network would move every early shot to the moment the font has arrived. A session per
    // shot: the page's target may change while it loads.
    const cdp = await page.context().newCDPSession(page)
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' })
    await cdp.detach()
    shotsTakenAt[file] = Date.now() - started
    await writeFile(join(SCREENSHOT_DIR, file), Buffer.from(data, 'base64'))
  }
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 50 },
  )
  // Until the step's heading is React's: the app has taken the step over.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const heading = document.querySelector('main h2')
          return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'))
        }),
      { timeout: 30_000 },
    )
    .toBe(true)
  const stepLive = Date.now() - started
  const inPage = await page.evaluate(() => ({
    firstContentfulPaint: Math.round(
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    ),
    laterStepsChunkArrived: Math.round(
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
        .find((entry) => /\/later-steps-[\w-]+\.js$/.test(entry.name))?.responseEnd ?? -1,
    ),
    ...(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return {
        htmlFirstByte: Math.round(navigation?.responseStart ?? -1),
        htmlLastByte: Math.round(navigation?.responseEnd ?? -1),
        htmlBytes: navigation?.encodedBodySize ?? -1,
        load: Math.round(navigation?.duration ?? -1),
      }
    })(),
  }))
  timings[name] = {
    ...inPage,
    stepTakenOverBy: stepLive,
    shotsTakenAt,
    shown: await whatShowed(page),
  }
  await writeFile(
    join(SCREENSHOT_DIR, 'slow-phone-timings.json'),
    `${JSON.stringify(timings, null, 2)}\n`,
  )
}

test('the cart at its first step', async ({ page, context, request, baseURL }) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM_NIACINAMIDE, quantity: 1 },
    { productId: SUNSCREEN_GEL, quantity: 2 },
  ])
  await saveCheckoutAt(request, member, { step: 'cart' })
  await filmstrip(page, 'cart', '/product/keranjang')
})

test('the cart resumed at the address', async ({ page, context, request, baseURL }) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM_NIACINAMIDE, quantity: 1 },
    { productId: SUNSCREEN_GEL, quantity: 2 },
  ])
  await saveCheckoutAt(request, member, { step: 'address', promoDeclined: true })
  await filmstrip(page, 'cart-at-address', '/product/keranjang')
})

test('the booking resumed at its times', async ({ page, context, request, baseURL }) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  await dayWithFreeTimes(request, member)
  await filmstrip(page, 'booking', '/klinik/booking')
})
