/**
 * The checkout as a member sees it on /product/keranjang, for the checkout specs: the steps and
 * their headings, the totals as they read, the choice cards, the card form, and the seed's
 * products and the payment simulator's test cards they use.
 */
import type { Locator, Page } from '@playwright/test'
import { productOf } from './checkout-member'
import { expect, visit } from './fixtures'

export const SERUM_NIACINAMIDE = 'serum-niacinamide-10'
export const SERUM_VITAMIN_C = 'serum-vitamin-c'
export const TONER_CENTELLA = 'toner-centella'
export const SUNSCREEN_GEL = 'tabir-surya-spf50-gel'
export const ACNE_GEL = 'gel-jerawat-benzoil'
/** Stock 2 in the seed: two units bought by someone else are all there is. */
export const NIGHT_CREAM = 'krim-malam-retinol'

export const FRICTIONLESS_CARD = '4811 1111 1111 1114'
export const CHALLENGE_CARD = '4000 0000 0000 3220'
export const OTP = '112233'

/** The order's amounts polls every 3 s: a result may take one poll and the provider's answer. */
export const PAYMENT_UPDATE = { timeout: 15_000 }

/**
 * 'Mode demo' said plainly: a note, named so, wherever the payment simulator takes part
 * (the payment step, the waiting payment, the order page, the simulator's own pages).
 */
export async function expectDemoNotice(
  container: Page | Locator | ReturnType<Page['frameLocator']>,
) {
  await expect(container.getByRole('note', { name: 'Mode demo' })).toHaveText(
    /Mode demo: Tidak ada uang yang berpindah\. Pembayaran ini hanya simulasi\./,
  )
}

// ---------------------------------------------------------------------------------------------
// What the member sees

export type StepLabel = 'Keranjang' | 'Promo' | 'Alamat' | 'Pengiriman' | 'Pembayaran' | 'Periksa'

export const STEPS: Record<StepLabel, { number: number; heading: string }> = {
  Keranjang: { number: 1, heading: 'Keranjang Belanja' },
  Promo: { number: 2, heading: 'Promo untukmu' },
  Alamat: { number: 3, heading: 'Kirim ke mana?' },
  Pengiriman: { number: 4, heading: 'Pilih pengiriman' },
  Pembayaran: { number: 5, heading: 'Pilih metode pembayaran' },
  Periksa: { number: 6, heading: 'Periksa pesananmu' },
}

/** 'Langkah 3 dari 6: Alamat' above, and the step's own heading. */
export async function expectStep(page: Page, label: StepLabel) {
  const { number, heading } = STEPS[label]
  await expect(page.getByRole('navigation', { name: 'Langkah checkout' })).toContainText(
    `Langkah ${number} dari 6: ${label}`,
  )
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
}

/** The step's result heading once the order is placed ('Pembayaran berhasil', …). */
export function resultHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true })
}

/** `Rp1.234.567` → 1234567. */
export function rupiahValue(text: string): number {
  const digits = text.replace(/\D/g, '')
  if (digits === '') throw new Error(`No amount in ${JSON.stringify(text)}`)
  return Number(digits)
}

/** `1234567` → `Rp1.234.567`, the site's way of writing money. */
export function rupiah(amount: number): string {
  return `Rp${amount.toLocaleString('id-ID')}`
}

export interface ShownTotals {
  subtotal: number
  /** The promotion's line, with its title, when one applies. */
  promo: { title: string; amount: number } | null
  /** Null while the courier is 'Dipilih nanti'. */
  shipping: number | null
  total: number
}

/** The lines of a 'Ringkasan biaya' as they read: Subtotal, Promo (…), Ongkos kirim, Total. */
export async function totalsIn(container: Locator | Page): Promise<ShownTotals> {
  const list = container.getByLabel('Ringkasan biaya')
  await expect(list).toBeVisible()
  const terms = await list.getByRole('term').allTextContents()
  const values = await list.getByRole('definition').allTextContents()
  const line = (term: string) => values[terms.findIndex((text) => text.startsWith(term))]
  const promoIndex = terms.findIndex((text) => text.startsWith('Promo'))
  const shipping = line('Ongkos kirim')
  return {
    subtotal: rupiahValue(line('Subtotal') ?? ''),
    promo:
      promoIndex === -1
        ? null
        : {
            title: /^Promo \((.*)\)$/.exec(terms[promoIndex] ?? '')?.[1] ?? '',
            amount: rupiahValue(values[promoIndex] ?? ''),
          },
    shipping: shipping === 'Dipilih nanti' ? null : rupiahValue(shipping ?? ''),
    total: rupiahValue(line('Total') ?? ''),
  }
}

/** The running totals beside the steps between the cart and review. */
export function sideSummary(page: Page) {
  return page.getByRole('complementary', { name: 'Ringkasan belanja' })
}

/** The card a radio choice is drawn as (its label): what a person clicks. */
export function cardOf(radio: Locator) {
  return radio.locator('xpath=ancestor::label[1]')
}

/** Picks a choice by its card; the radio turns checked. */
export async function choose(radio: Locator) {
  await cardOf(radio).click()
  await expect(radio).toBeChecked()
}

/** The price on a courier's card. */
export async function priceOn(radio: Locator) {
  return rupiahValue((await cardOf(radio).locator('strong').textContent()) ?? '')
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: /^Bayar Sekarang Rp/ })
}

/**
 * On review: subtotal − promo + ongkos kirim is the total, and the total is what 'Bayar Sekarang'
 * charges; the subtotal is what the items cost and the shipping what the chosen courier asked.
 */
export async function expectReviewTotalsAddUp(
  page: Page,
  expected: { subtotal: number; shipping: number },
): Promise<ShownTotals> {
  const totals = await totalsIn(page.getByRole('region', { name: 'Periksa pesananmu' }))
  expect(totals.subtotal).toBe(expected.subtotal)
  expect(totals.shipping).toBe(expected.shipping)
  expect(totals.total).toBe(totals.subtotal - (totals.promo?.amount ?? 0) + expected.shipping)
  await expect(payButton(page)).toHaveText(`Bayar Sekarang ${rupiah(totals.total)}`)
  return totals
}

/** What the cart's items cost at the shop's prices now. */
export async function subtotalOf(
  request: Parameters<typeof productOf>[0],
  items: ReadonlyArray<{ productId: string; quantity: number }>,
) {
  let subtotal = 0
  for (const { productId, quantity } of items) {
    const product = await productOf(request, productId)
    subtotal += quantity * (product.discountPrice ?? product.price)
  }
  return subtotal
}

// ---------------------------------------------------------------------------------------------
// The member's moves

/**
 * Cart → promo → address → shipping → payment → review, each step checked on the way: the
 * member keeps the best promotion and the primary address, and picks the courier and the method.
 * Returns the courier's price as its card showed it.
 */
export async function goToReview(
  page: Page,
  choices: { courier: RegExp; method: RegExp },
): Promise<{ shipping: number }> {
  await visit(page, '/product/keranjang')
  await expectStep(page, 'Keranjang')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()

  await expectStep(page, 'Promo')
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()

  await expectStep(page, 'Alamat')
  await expect(page.getByRole('radio', { name: /^Rumah/ })).toBeChecked()
  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()

  await expectStep(page, 'Pengiriman')
  const courier = page.getByRole('radio', { name: choices.courier })
  await choose(courier)
  const shipping = await priceOn(courier)
  expect((await totalsIn(sideSummary(page))).shipping).toBe(shipping)
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click()

  await expectStep(page, 'Pembayaran')
  await choose(page.getByRole('radio', { name: choices.method }))
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()

  await expectStep(page, 'Periksa')
  return { shipping }
}

export async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Nomor kartu' }).fill(number)
  await page.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVV' }).fill('123')
  await page.getByRole('textbox', { name: 'Nama di kartu' }).fill('Pembeli Uji')
}

/** The order the result's 'Lihat Pesanan' (or the waiting step's 'Lihat pesanan') opens. */
export async function orderIdOnPage(page: Page): Promise<string> {
  const href = await page
    .getByRole('link', { name: /^Lihat pesanan$/i })
    .first()
    .getAttribute('href')
  const id = /\/akun\/pesanan\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1]
  if (!id) throw new Error(`No order link on the page (href ${JSON.stringify(href)})`)
  return id
}

// ---------------------------------------------------------------------------------------------
// The journeys
