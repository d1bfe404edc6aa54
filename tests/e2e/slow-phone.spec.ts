/**
 * Issue 28, item 3: on a slow phone (400 kbps, 400 ms round trips, a CPU four times slower), the
 * flows' pages show their content in the server's HTML: the cart's lines and total, the step a
 * checkout resumes at, the booking's times, the questionnaire's question and the chat's messages.
 * The app then takes over that very step: the step's heading never changes on the way and no
 * skeleton shows, before or after hydration.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { ChatMessages } from '../../contract/consults/schemas'
import { memberWithCart, productOf } from '../support/checkout-member'
import { rupiah, SERUM_NIACINAMIDE } from '../support/checkout-page'
import { BUDI, SARI } from '../support/demo-members'
import { expect, test, waitForHydration } from '../support/fixtures'
import { memberCookie } from '../support/member-cookie'
import {
  dayWithFreeTimes,
  recordWhatShows,
  saveCheckoutAt,
  throttleLikeASlowPhone,
  whatShowed,
} from '../support/slow-phone'

/** The text a person sees in an HTML document: no scripts (the app's data), styles or tags. */
function visibleText(html: string) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
}

/**
 * Opens `path` on the slow phone: returns what the server's HTML shows, once the app has hydrated
 * and the page has settled (every chunk the step needs is here).
 */
async function openSlowly(page: Page, path: string) {
  await recordWhatShows(page)
  await throttleLikeASlowPhone(page)
  const response = await page.goto(path, { waitUntil: 'commit' })
  if (!response) throw new Error(`page.goto(${path}) returned no response`)
  expect(response.status(), `${path} answered ${response.status()}`).toBe(200)
  const raw = await response.text()
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  return { html: visibleText(raw), raw }
}

/** The scripts the app loader asks for with the entry (defer-app-scripts.server.ts). */
function preloadedScripts(raw: string) {
  return (/data-preload="([^"]*)"/.exec(raw)?.[1] ?? '').split(' ').filter(Boolean)
}

/** The checkout's chunk of the steps after the cart. */
const LATER_STEPS = /^\/assets\/later-steps-[\w-]+\.js$/

/** Whether React rendered the element (it keeps its fiber on it), rather than the server alone. */
function ownedByReact(page: Page, selector: string) {
  return page.evaluate((wanted) => {
    const element = document.querySelector(wanted)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

interface Step {
  /** The page's `h1`. */
  title: string
  /** The step's own heading, the first `h2`. */
  heading: string
  /** What the progress bar calls the current step ('Sekarang: Alamat'), where there is one. */
  current?: string
}

/**
 * From the first moment the step's heading showed (in the server's HTML), the page showed that
 * step and nothing else: the same title, heading and current step, and never a skeleton.
 */
async function expectOneStepThroughout(page: Page, step: Step) {
  const shown = await whatShowed(page)
  const from = shown.findIndex((moment) => moment.heading !== null)
  expect(from, `no step heading ever showed: ${JSON.stringify(shown)}`).toBeGreaterThanOrEqual(0)
  const expected = { title: step.title, heading: step.heading, current: step.current ?? null }
  expect(
    shown.slice(from).map(({ title, heading, current }) => ({ title, heading, current })),
    JSON.stringify(shown),
  ).toEqual(shown.slice(from).map(() => expected))
  expect(
    shown.filter((moment) => moment.skeleton),
    'a skeleton showed',
  ).toEqual([])
}

test.describe('a slow phone sees the content in the first paint', () => {
  test('the cart: its line and total in the HTML, and the app keeps the step', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await memberWithCart(request, context, baseURL ?? '', [
      { productId: SERUM_NIACINAMIDE, quantity: 2 },
    ])
    await saveCheckoutAt(request, member, { step: 'cart' })
    const product = await productOf(request, SERUM_NIACINAMIDE)
    const total = rupiah(2 * (product.discountPrice ?? product.price))

    const { html, raw } = await openSlowly(page, '/product/keranjang')
    expect(html).toMatch(/Langkah 1 dari 6\s*:\s*Keranjang/)
    expect(html).toContain('Keranjang Belanja')
    expect(html).toContain(product.name)
    expect(html).toContain(total)
    // The later steps' code is not in the cart step's first load (its budget).
    expect(preloadedScripts(raw).filter((src) => LATER_STEPS.test(src))).toEqual([])
    await expectOneStepThroughout(page, {
      title: 'Keranjang Belanja',
      heading: 'Isi keranjang',
      current: 'Sekarang: Keranjang',
    })
    await expect(page.getByRole('listitem', { name: product.name })).toBeVisible()
  })

  test('a checkout resumed at the address: the address and the totals in the HTML, no Keranjang → Promo → Alamat', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await memberWithCart(request, context, baseURL ?? '', [
      { productId: SERUM_NIACINAMIDE, quantity: 1 },
    ])
    await saveCheckoutAt(request, member, { step: 'address', promoDeclined: true })
    const product = await productOf(request, SERUM_NIACINAMIDE)
    const subtotal = rupiah(product.discountPrice ?? product.price)

    const { html, raw } = await openSlowly(page, '/product/keranjang')
    expect(html).toMatch(/Langkah 3 dari 6\s*:\s*Alamat/)
    expect(html).toContain('Kirim ke mana?')
    expect(html).toContain('Jl. Medan Merdeka Barat No. 12')
    expect(html).toContain(subtotal)
    expect(html).not.toContain('Memuat keranjang')
    // The step's code comes with the app's entry, so the app takes the step over as it hydrates.
    expect(preloadedScripts(raw).filter((src) => LATER_STEPS.test(src))).toHaveLength(1)
    await expectOneStepThroughout(page, {
      title: 'Checkout',
      heading: 'Kirim ke mana?',
      current: 'Sekarang: Alamat',
    })
    // Once the step's code is here, the app takes the step over (React owns its heading, no
    // longer the kept HTML), and its button goes on.
    await expect.poll(() => ownedByReact(page, '#judul-langkah'), { timeout: 20_000 }).toBe(true)
    await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()
    await expect(page.getByRole('heading', { name: 'Pilih pengiriman', exact: true })).toBeVisible({
      timeout: 20_000,
    })
  })

  test('the booking resumed at its times: the free times in the HTML, and the app keeps the step', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await memberWithCart(request, context, baseURL ?? '', [])
    const date = await dayWithFreeTimes(request, member)

    const { html } = await openSlowly(page, '/klinik/booking')
    expect(html).toMatch(/Langkah 5 dari 6\s*:\s*Jam/)
    expect(html).toContain('Pilih jam')
    expect(html).toMatch(/\d+ jam tersedia/)
    expect(html).toContain(date.label)
    await expectOneStepThroughout(page, {
      title: 'Booking Klinik',
      heading: 'Pilih jam',
      current: 'Sekarang: Jam',
    })
  })

  test("the questionnaire: the step's question in the HTML, and the app keeps the step", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const consultId = await questionnaireInProgress(request, context, baseURL ?? '')

    const { html } = await openSlowly(page, `/konsultasi/kuesioner?consultId=${consultId}`)
    const heading = (await page.locator('#judul-langkah').textContent())?.trim() ?? ''
    const title = (await page.locator('h1').textContent())?.trim() ?? ''
    expect(heading).not.toBe('')
    expect(html).toContain(heading)
    expect(html).toContain(title)
    await expectOneStepThroughout(page, { title, heading })
  })

  test('the chat: the messages in the HTML', async ({ page, context, request, baseURL }) => {
    const { consultId, lastText } = await sarisRoom(request, context, baseURL ?? '')

    const { html } = await openSlowly(page, `/konsultasi/pesan?chatroom=${consultId}`)
    expect(html).toContain(lastText)
    const shown = await whatShowed(page)
    expect(
      shown.filter((moment) => moment.skeleton),
      'a skeleton showed',
    ).toEqual([])
    await expect(page.getByRole('log', { name: 'Percakapan' })).toContainText(lastText)
  })
})

/** Budi's consult whose questionnaire the seed left in progress, with his session cookie. */
async function questionnaireInProgress(
  request: APIRequestContext,
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
) {
  const token = await signInWithCookie(context, baseURL, BUDI.intlPhone)
  const home = await request.get('/api/consults/home', {
    headers: { authorization: `Bearer ${token}`, 'diri-platform': 'web' },
  })
  expect(home.status()).toBe(200)
  const consult = (
    (await home.json()) as { data: Array<{ id: string; status: number }> }
  ).data.find((candidate) => candidate.status === 1)
  if (!consult) throw new Error("Budi's questionnaire in progress is not in the seed")
  return consult.id
}

/** Sari's room with dr. Anisa Rahma, and its last text message. */
async function sarisRoom(
  request: APIRequestContext,
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
) {
  const token = await signInWithCookie(context, baseURL, SARI.intlPhone)
  const headers = { authorization: `Bearer ${token}`, 'diri-platform': 'web' }
  const home = await request.get('/api/consults/home', { headers })
  const consult = (
    (await home.json()) as { data: Array<{ id: string; status: number }> }
  ).data.find((candidate) => candidate.status === 2 || candidate.status === 3)
  if (!consult) throw new Error("Sari's consult with a chat is not in the seed")
  const messages = await request.get(`/api/v2/consults/${consult.id}/messages?after=0`, { headers })
  const texts = v
    .parse(ChatMessages, await messages.json())
    .data.flatMap((message) => (message.text ? [message.text] : []))
  const lastText = texts.at(-1)
  if (!lastText) throw new Error(`Sari's room ${consult.id} has no text message`)
  return { consultId: consult.id, lastText }
}

/** Signs in through the API and gives the browser the session cookie; returns the token. */
async function signInWithCookie(
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
  phone: string,
) {
  const cookie = await memberCookie(baseURL, phone)
  const value = cookie.slice(cookie.indexOf('=') + 1)
  await context.addCookies([
    { name: AUTH_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
  return (JSON.parse(decodeURIComponent(value)) as { accessToken: string }).accessToken
}
