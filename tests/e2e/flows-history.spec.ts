/**
 * The browser's Back and Forward inside the three flows (issue 28, item 1): checkout, the clinic
 * booking and the questionnaire step back and forward one step at a time, with the step in the
 * address (`?langkah=`, the questionnaire's `?contentId=`) and its own document title. Back after
 * an order is placed never returns into paying it; a link to a step not reached lands on the
 * first step missing. Each test has its own fresh member, so the spec holds with --repeat-each.
 */
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { ConsultSummary } from '../../contract/consults/schemas'
import { memberHeaders, memberWithCart } from '../support/checkout-member'
import {
  expectStep,
  goToReview,
  payButton,
  resultHeading,
  SERUM_NIACINAMIDE,
  type StepLabel,
} from '../support/checkout-page'
import { expect, test, visit } from '../support/fixtures'

/** The search parameter `name` of the page's address is `value`, and the address has one. */
async function expectParam(page: Page, name: string, value: string) {
  await expect
    .poll(() => new URL(page.url()).searchParams.getAll(name), { message: `?${name}=` })
    .toEqual([value])
}

// ---------------------------------------------------------------------------------------------
// Checkout

const CHECKOUT_STEPS: StepLabel[] = [
  'Keranjang',
  'Promo',
  'Alamat',
  'Pengiriman',
  'Pembayaran',
  'Periksa',
]
const CHECKOUT: Record<StepLabel, { slug: string; title: string }> = {
  Keranjang: { slug: 'keranjang', title: 'Keranjang | Diri' },
  Promo: { slug: 'promo', title: 'Promo · Checkout | Diri' },
  Alamat: { slug: 'alamat', title: 'Alamat pengiriman · Checkout | Diri' },
  Pengiriman: { slug: 'pengiriman', title: 'Pengiriman · Checkout | Diri' },
  Pembayaran: { slug: 'pembayaran', title: 'Metode pembayaran · Checkout | Diri' },
  Periksa: { slug: 'tinjau', title: 'Tinjau pesanan · Checkout | Diri' },
}

async function expectCheckoutStep(page: Page, label: StepLabel) {
  await expectStep(page, label)
  await expectParam(page, 'langkah', CHECKOUT[label].slug)
  await expect(page).toHaveTitle(CHECKOUT[label].title)
}

test('checkout: Back and Forward step through every step; Back after placing stays on paying', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM_NIACINAMIDE, quantity: 1 },
  ])
  await goToReview(page, { courier: /^JNE Reguler/, method: /^BCA Virtual Account/ })
  await expectCheckoutStep(page, 'Periksa')

  for (const step of CHECKOUT_STEPS.slice(0, -1).reverse()) {
    await page.goBack()
    await expectCheckoutStep(page, step)
  }
  // Still the checkout page: Back went through its steps, not out of it.
  expect(new URL(page.url()).pathname).toBe('/product/keranjang')
  for (const step of CHECKOUT_STEPS.slice(1)) {
    await page.goForward()
    await expectCheckoutStep(page, step)
  }
  // The choices came back with the steps: review charges as before.
  await expect(payButton(page)).toBeEnabled()

  await payButton(page).click()
  await expect(resultHeading(page, 'Selesaikan pembayaran')).toBeVisible()
  await expectParam(page, 'langkah', 'status-pembayaran')
  await expect(page).toHaveTitle('Status pembayaran · Checkout | Diri')

  // The order exists: Back does not open its payment or its review again.
  await page.goBack()
  await expect(resultHeading(page, 'Selesaikan pembayaran')).toBeVisible()
  await expectParam(page, 'langkah', 'status-pembayaran')
  await expect(page.getByRole('heading', { name: 'Pilih metode pembayaran' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Periksa pesananmu' })).toHaveCount(0)
})

test('checkout: a link to the payment step lands on the first step missing', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  // An empty cart: the cart is what is missing.
  await memberWithCart(request, context, baseURL ?? '', [])
  await visit(page, '/product/keranjang?langkah=pembayaran')
  await expect(page.getByRole('navigation', { name: 'Langkah checkout' })).toContainText(
    'Langkah 1 dari 6: Keranjang',
  )
  await expectParam(page, 'langkah', 'keranjang')
  await expect(page).toHaveTitle('Keranjang | Diri')

  // Items but no choice made yet: the address is the first step whose choice is missing.
  const other = await browser.newContext()
  try {
    await memberWithCart(request, other, baseURL ?? '', [
      { productId: SERUM_NIACINAMIDE, quantity: 1 },
    ])
    const second = await other.newPage()
    await visit(second, '/product/keranjang?langkah=pembayaran')
    await expectCheckoutStep(second, 'Alamat')
    // The link's entry was replaced, none was added: Back leaves the checkout at once.
    await second.goBack()
    await expect(second).toHaveURL('about:blank')
  } finally {
    await other.close()
  }
})

// ---------------------------------------------------------------------------------------------
// Booking

const RENON = 'Diri Klinik Renon'
const ACNE_PEEL = 'Acne Peel Salisilat'

type BookingLabel = 'Cabang' | 'Dokter' | 'Perawatan' | 'Tanggal' | 'Jam' | 'Periksa'
const BOOKING: Record<BookingLabel, { number: number; heading: string; slug: string }> = {
  Cabang: { number: 1, heading: 'Pilih cabang', slug: 'cabang' },
  Dokter: { number: 2, heading: 'Pilih dokter', slug: 'dokter' },
  Perawatan: { number: 3, heading: 'Pilih perawatan', slug: 'perawatan' },
  Tanggal: { number: 4, heading: 'Pilih tanggal', slug: 'tanggal' },
  Jam: { number: 5, heading: 'Pilih jam', slug: 'jam' },
  Periksa: { number: 6, heading: 'Periksa booking-mu', slug: 'tinjau' },
}
const BOOKING_TITLES: Record<BookingLabel, string> = {
  Cabang: 'Pilih cabang · Booking Klinik | Diri',
  Dokter: 'Pilih dokter · Booking Klinik | Diri',
  Perawatan: 'Pilih perawatan · Booking Klinik | Diri',
  Tanggal: 'Pilih tanggal · Booking Klinik | Diri',
  Jam: 'Pilih jam · Booking Klinik | Diri',
  Periksa: 'Tinjau booking · Booking Klinik | Diri',
}

async function expectBookingStep(page: Page, label: BookingLabel) {
  const { number, heading, slug } = BOOKING[label]
  await expect(page.getByRole('navigation', { name: 'Langkah booking' })).toContainText(
    `Langkah ${number} dari 6: ${label}`,
  )
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
  await expectParam(page, 'langkah', slug)
  await expect(page).toHaveTitle(BOOKING_TITLES[label])
}

test('booking: Back and Forward step through every step, and stay out of a booking made', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [])
  await visit(page, '/klinik/booking')
  // Every step the member's moves show, in order: what Back walks through, and Forward again.
  const shown: BookingLabel[] = []
  const reach = async (label: BookingLabel) => {
    await expectBookingStep(page, label)
    shown.push(label)
  }

  await reach('Cabang')
  await page.getByRole('button', { name: `Pilih cabang ${RENON}` }).click()
  await reach('Dokter')
  await page.getByText('Dokter mana saja', { exact: true }).click()
  await page.getByRole('button', { name: 'Lanjut' }).click()
  await reach('Perawatan')
  const treatment = page.getByRole('checkbox', { name: new RegExp(ACNE_PEEL) })
  await treatment.check()
  await expect(treatment).toBeChecked()
  await page.getByRole('button', { name: 'Lanjut' }).click()
  await reach('Tanggal')

  // The first day with a free time (earlier tests may have taken some).
  const days = page.locator('button.date-grid__day:enabled')
  await expect(days.first()).toBeVisible()
  const count = await days.count()
  for (let index = 0; ; index += 1) {
    if (index >= count) throw new Error('No day at Renon has a free time')
    const label = (await days.nth(index).locator('.visually-hidden').textContent()) ?? ''
    await days.nth(index).click()
    await reach('Jam')
    const status = page.getByRole('status').filter({ hasText: label })
    await expect(status).toBeVisible()
    if (/^[1-9]\d* jam tersedia/.test((await status.textContent()) ?? '')) break
    await page.getByRole('button', { name: 'Kembali', exact: true }).click()
    await reach('Tanggal')
  }
  await page.getByRole('grid').getByRole('button').first().click()
  await reach('Periksa')

  for (const label of shown.slice(0, -1).reverse()) {
    await page.goBack()
    await expectBookingStep(page, label)
  }
  expect(new URL(page.url()).pathname).toBe('/klinik/booking')
  for (const label of shown.slice(1)) {
    await page.goForward()
    await expectBookingStep(page, label)
  }

  await page.getByRole('button', { name: 'Konfirmasi Booking' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Booking berhasil' })).toBeVisible()
  await expectParam(page, 'langkah', 'selesai')
  await expect(page).toHaveTitle('Booking berhasil · Booking Klinik | Diri')
  // Back does not reopen the booking made for a second Konfirmasi.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: 'Booking berhasil' })).toBeVisible()
  await expectParam(page, 'langkah', 'selesai')
  await expect(page.getByRole('button', { name: 'Konfirmasi Booking' })).toHaveCount(0)
})

// ---------------------------------------------------------------------------------------------
// The questionnaire

const stepHeading = (page: Page) => page.locator('#judul-langkah')

/** Answers the step as someone with nothing special to tell, then presses Lanjut. */
async function answerAndGoOn(page: Page) {
  const form = page.locator('form.questionnaire-step')
  for (const fieldset of await form.locator('fieldset.question').all()) {
    if ((await fieldset.locator('input:checked').count()) > 0) continue
    const options = fieldset.locator('label.choice')
    if ((await options.count()) === 0) continue
    const preferred = options.filter({ hasText: /^(Tidak|Belum pernah|Tidak ada)$/ })
    await ((await preferred.count()) > 0 ? preferred.first() : options.first()).click()
  }
  for (const field of await form.locator('textarea[required], input[required]').all()) {
    if ((await field.inputValue()) === '') await field.fill('Tidak ada')
  }
  const before = (await stepHeading(page).textContent()) ?? ''
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(stepHeading(page)).not.toHaveText(before)
}

interface QuestionnaireStep {
  heading: string
  contentId: string
  title: string
}

/** What the step shows now: its heading, its name in the address, and its title. */
async function currentStep(page: Page): Promise<QuestionnaireStep> {
  const heading = (await stepHeading(page).textContent()) ?? ''
  const contentId = new URL(page.url()).searchParams.get('contentId') ?? ''
  return { heading, contentId, title: await page.title() }
}

async function expectQuestionnaireStep(page: Page, step: QuestionnaireStep) {
  await expect(stepHeading(page)).toHaveText(step.heading)
  await expectParam(page, 'contentId', step.contentId)
  await expect(page).toHaveTitle(step.title)
}

test('questionnaire: Back and Forward step through every question and the consents', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  const started = await request.post('/api/v2/consults', {
    headers: memberHeaders(member),
    data: { flowId: '2001' },
  })
  if (!started.ok()) throw new Error(`Consult for ${member.phone}: ${started.status()}`)
  const consult = v.parse(ConsultSummary, await started.json())
  await visit(page, `/konsultasi/kuesioner?consultId=${consult.id}`)
  await expect(stepHeading(page)).toHaveText('Sebelum mulai')

  const steps: QuestionnaireStep[] = []
  for (let guard = 0; guard < 30; guard += 1) {
    const step = await currentStep(page)
    // Each step is named in the address and has its own title, as the page counts it.
    expect(step.contentId).not.toBe('')
    const count = (await page.getByText(/^Langkah \d+ dari \d+$/).textContent()) ?? ''
    expect(step.title).toBe(
      step.contentId === 'persetujuan'
        ? 'Persetujuan · Kuesioner Konsultasi | Diri'
        : `${count} · Kuesioner Konsultasi | Diri`,
    )
    expect(steps.map((earlier) => earlier.contentId)).not.toContain(step.contentId)
    steps.push(step)
    if (step.contentId === 'persetujuan') break
    await answerAndGoOn(page)
  }
  expect(steps.at(-1)?.heading).toMatch(/Persetujuan sebelum dikirim/)
  expect(steps.length).toBeGreaterThan(3)

  for (const step of steps.slice(0, -1).reverse()) {
    await page.goBack()
    await expectQuestionnaireStep(page, step)
  }
  expect(new URL(page.url()).pathname).toBe('/konsultasi/kuesioner')
  for (const step of steps.slice(1)) {
    await page.goForward()
    await expectQuestionnaireStep(page, step)
  }
  await expect(page.getByRole('button', { name: 'Kirim ke Dokter' })).toBeVisible()
})
