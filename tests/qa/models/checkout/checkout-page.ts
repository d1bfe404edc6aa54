/**
 * What the checkout page shows, and what a person does on it, for the checkout's test model: the
 * step's heading and place in 'Langkah N dari 6', its buttons, its failure with or without
 * 'Coba Lagi', the waiting payment and its outcome, by role and accessible name.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { CheckoutContext } from '../../../../src/machines/checkout/checkout.model'
import { STEPS, type StepLabel } from '../../../support/checkout-page'

export const CHECKOUT_PAGE = '/product/keranjang'

/** 'Langkah 3 dari 6: Alamat' above, and the step's own heading. */
export async function expectStep(page: Page, label: StepLabel) {
  const { number, heading } = STEPS[label]
  await expect(page.getByRole('navigation', { name: 'Langkah checkout' })).toContainText(
    `Langkah ${number} dari 6: ${label}`,
  )
  // The cart's heading is the page's own (h1); the later steps' are the step's (h2).
  const level = label === 'Keranjang' ? 1 : 2
  await expect(page.getByRole('heading', { level, name: heading, exact: true })).toBeVisible()
}

/** The step's region (its heading names it). */
export function stepRegion(page: Page, label: StepLabel): Locator {
  return page.getByRole('region', { name: STEPS[label].heading, exact: true })
}

/** A step whose data is loaded: its button on, no failure, nothing loading. */
export async function expectReadyStep(page: Page, label: StepLabel, next: string) {
  await expectStep(page, label)
  const region = stepRegion(page, label)
  await expect(region).not.toHaveAttribute('aria-busy', 'true')
  await expect(region.getByRole('alert')).toHaveCount(0)
  await expect(region.getByRole('button', { name: next, exact: true })).toBeEnabled()
  await expect(region.getByRole('button', { name: 'Kembali', exact: true })).toBeEnabled()
}

/**
 * A step whose load failed: the step's message, and 'Coba Lagi' while retries are left, else the
 * advice to come back later; 'Kembali' stays.
 */
export async function expectFailedStep(
  page: Page,
  label: StepLabel,
  message: string,
  { retriesLeft }: Pick<CheckoutContext, 'retriesLeft'>,
) {
  await expectStep(page, label)
  const alert = stepRegion(page, label).getByRole('alert')
  await expect(alert).toContainText(message)
  const retry = alert.getByRole('button', { name: 'Coba Lagi' })
  if (retriesLeft > 0) await expect(retry).toBeEnabled()
  else {
    await expect(retry).toHaveCount(0)
    await expect(alert).toContainText('Layanan sedang bermasalah.')
  }
}

/** The step's forward button (its words differ per step), as the step shows it now. */
export function nextButton(page: Page): Locator {
  return page
    .getByRole('button', {
      name: /^(Lanjut|Lanjut ke Alamat|Lanjut ke Pengiriman|Lanjut ke Pembayaran|Periksa Pesanan)$/,
    })
    .first()
}

/** Waits until no step is loading (a person presses a step's buttons once it shows). */
export async function stepSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** A region of the checkout by its heading's words. */
export function stepRegionNamed(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true })
}

/** The heading of the waiting payment or its outcome ('Pembayaran berhasil', …). */
export function paymentHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true })
}

/** The simulator's test card typed in the card form (review, or 'Bayar lagi'). */
export async function typeCard(container: Page | Locator, number: string) {
  await container.getByRole('textbox', { name: 'Nomor kartu' }).fill(number)
  await container.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' }).fill('12/30')
  await container.getByRole('textbox', { name: 'CVV' }).fill('123')
  await container.getByRole('textbox', { name: 'Nama di kartu' }).fill('Pembeli Uji')
}

/** The card a radio choice is drawn as (its label): what a person clicks. */
export async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click()
  await expect(radio).toBeChecked()
}
