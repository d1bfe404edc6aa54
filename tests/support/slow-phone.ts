/**
 * A slow phone, as issue 28 measured it: 400 kbps down and up, 400 ms round trips, and a CPU four
 * times slower than the test machine's, through the Chrome DevTools Protocol. And a recorder of
 * what the page shows while it loads and hydrates: every change of the step's heading and every
 * skeleton, from the first byte of HTML parsed, so that a test can say the step never changed
 * and no blank card ever showed.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { LOCALE } from '../../app.config'
import { AvailableSchedule, BookingCart } from '../../contract/booking/schemas'
import { type CheckoutMember, memberHeaders } from './checkout-member'

const KBPS_400 = (400 * 1000) / 8

export async function throttleLikeASlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: KBPS_400,
    uploadThroughput: KBPS_400,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * One moment of the page: its title (`h1`), the step's heading (the first `h2` in `main`), the
 * step a progress bar marks as the current one, and whether any skeleton shows.
 */
export interface Shown {
  title: string | null
  heading: string | null
  current: string | null
  skeleton: boolean
  /** Milliseconds since navigation start. */
  at: number
}

declare global {
  interface Window {
    __shown?: Shown[]
  }
}

/**
 * Installed before the page's first byte: a MutationObserver on the document that notes each
 * distinct (heading, skeleton) pair the page goes through, the server's HTML included.
 */
export async function recordWhatShows(page: Page) {
  await page.addInitScript(() => {
    const shown: Shown[] = []
    window.__shown = shown
    const note = () => {
      const main = document.querySelector('main')
      if (!main) return
      const text = (selector: string) =>
        main.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() || null
      const moment = {
        title: text('h1'),
        heading: text('h2'),
        current: text('[aria-current="step"]'),
        skeleton: main.querySelector('[class*="skeleton"]') !== null,
      }
      const last = shown.at(-1)
      if (
        last &&
        last.title === moment.title &&
        last.heading === moment.heading &&
        last.current === moment.current &&
        last.skeleton === moment.skeleton
      )
        return
      shown.push({ ...moment, at: Math.round(performance.now()) })
    }
    new MutationObserver(note).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

export async function whatShowed(page: Page): Promise<Shown[]> {
  return page.evaluate(() => window.__shown ?? [])
}

/** The checkout progress as the member left it (the API the step saves through). */
export async function saveCheckoutAt(
  request: APIRequestContext,
  member: CheckoutMember,
  settings: Record<string, unknown>,
) {
  const saved = await request.put('/api/v2/member/settings/checkout', {
    headers: memberHeaders(member),
    data: settings,
  })
  if (!saved.ok()) throw new Error(`Saving the checkout progress: ${saved.status()}`)
}

const BOOKING = '/api/v2/member/offline-clinic-booking'
const jakartaDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: LOCALE.timeZone,
})
const dayLabel = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/**
 * A booking cart at Renon with any doctor and the acne peel, on the first day from tomorrow that
 * has free times: the flow resumes at the time step.
 */
export async function dayWithFreeTimes(request: APIRequestContext, member: CheckoutMember) {
  const headers = memberHeaders(member)
  for (let days = 1; days <= 21; days += 1) {
    const date = jakartaDay.format(new Date(Date.now() + days * 86_400_000))
    const cart = await request.post('/api/v2/member/offline-clinic-booking-cart', {
      headers,
      data: {
        clinicId: 'diri-klinik-renon',
        doctorId: 'any',
        treatmentIds: ['facial-acne-peel'],
        date,
      },
    })
    if (!cart.ok()) throw new Error(`Booking cart on ${date}: ${cart.status()}`)
    v.parse(BookingCart, await cart.json())
    const schedule = await request.post(`${BOOKING}/get-available-schedule`, {
      headers,
      data: { date },
    })
    if (!schedule.ok()) throw new Error(`Schedule on ${date}: ${schedule.status()}`)
    if (v.parse(AvailableSchedule, await schedule.json()).slots.length > 0) {
      return { date, label: dayLabel.format(new Date(`${date}T00:00:00Z`)) }
    }
  }
  throw new Error('Renon has no free time in the next three weeks')
}
