/**
 * Paying by BCA virtual account at checkout: paid on the simulator's page, the checkout turns to
 * paid by itself; left to lapse, the order expires and its stock is back. Each journey has its own
 * fresh member (checkout-member.ts).
 */
import type { Page } from '@playwright/test'
import { memberWithCart, orderOf, pressPaymentPage, productOf } from '../support/checkout-member'
import {
  expectDemoNotice,
  expectReviewTotalsAddUp,
  goToReview,
  orderIdOnPage,
  PAYMENT_UPDATE,
  payButton,
  resultHeading,
  rupiah,
  SERUM_NIACINAMIDE,
  SUNSCREEN_GEL,
  subtotalOf,
} from '../support/checkout-page'
import { expect, test, visit } from '../support/fixtures'
import { shootBothSizes } from '../support/screenshots'

/** Places the order at review with BCA VA and opens its payment page in a new tab. */
async function payByVirtualAccount(
  page: Page,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
  request: Parameters<typeof productOf>[0],
) {
  const { shipping } = await goToReview(page, {
    courier: /^JNE Reguler/,
    method: /^BCA Virtual Account/,
  })
  const totals = await expectReviewTotalsAddUp(page, {
    subtotal: await subtotalOf(request, items),
    shipping,
  })
  await payButton(page).click()
  await expect(resultHeading(page, 'Selesaikan pembayaran')).toBeVisible()
  await expect(page.getByText(`Bayar ${rupiah(totals.total)} sebelum`)).toBeVisible()
  await expect(page.getByText('Nomor Virtual Account')).toBeVisible()

  const opened = page.context().waitForEvent('page')
  await page.getByRole('link', { name: 'Buka halaman pembayaran' }).click()
  const bankPage = await opened
  await expect(
    bankPage.getByRole('heading', { name: 'Transfer ke Virtual Account BCA' }),
  ).toBeVisible()
  await expect(bankPage.getByText(rupiah(totals.total))).toBeVisible()
  return { bankPage, totals }
}

test('a BCA virtual account paid on its page: the checkout turns to paid by itself', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const items = [{ productId: SERUM_NIACINAMIDE, quantity: 1 }]
  const member = await memberWithCart(request, context, baseURL ?? '', items)
  const { bankPage, totals } = await payByVirtualAccount(page, items, request)
  await expectDemoNotice(bankPage)
  await shootBothSizes(bankPage, 'halaman-va')

  // Nobody else may read the page or press its buttons: a browser without a session,
  // and another member's, get the 404 page, and the order still waits.
  const pageUrl = bankPage.url()
  const stranger = await browser.newContext()
  const otherMember = await browser.newContext()
  try {
    await memberWithCart(request, otherMember, baseURL ?? '', [])
    for (const other of [stranger, otherMember]) {
      const seen = await other.newPage()
      const opened = await seen.goto(pageUrl)
      expect(opened?.status()).toBe(404)
      await expect(seen.getByRole('heading', { name: 'Pembayaran tidak ditemukan' })).toBeVisible()
      await expect(seen.getByText(rupiah(totals.total))).toHaveCount(0)
      const pressed = await pressPaymentPage(other, baseURL ?? '', pageUrl, { action: 'pay' })
      expect(pressed.status()).toBe(404)
      expect(await pressed.text()).toContain('Pembayaran tidak ditemukan')
    }
  } finally {
    await stranger.close()
    await otherMember.close()
  }
  const orderId = await orderIdOnPage(page)
  expect((await orderOf(request, member, orderId)).status).toBe('awaiting_payment')

  await bankPage.getByRole('button', { name: 'Saya sudah bayar' }).click()
  await expect(bankPage.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()

  // Nothing pressed on the checkout's tab: it hears the payment page (or its poll sees it).
  await expect(resultHeading(page, 'Pembayaran berhasil')).toBeVisible(PAYMENT_UPDATE)
  const order = await orderOf(request, member, orderId)
  expect(order.status).toBe('paid')
  expect(order.payment).toMatchObject({ type: 'va', methodId: 'va-bca', status: 'paid' })
  expect(order.total).toBe(totals.total)

  // The order page says the payment was a demo: no money moved.
  await visit(page, `/akun/pesanan/${orderId}`)
  await expectDemoNotice(page.getByRole('region', { name: 'Pembayaran', exact: true }))
  await shootBothSizes(page, 'checkout-pesanan-demo')
})

test('a BCA virtual account left to lapse: the order expires and its stock is back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const items = [{ productId: SUNSCREEN_GEL, quantity: 3 }]
  const member = await memberWithCart(request, context, baseURL ?? '', items)
  const stockBefore = (await productOf(request, SUNSCREEN_GEL)).stock
  const { bankPage } = await payByVirtualAccount(page, items, request)
  // Placed: the three units are held for this order.
  expect((await productOf(request, SUNSCREEN_GEL)).stock).toBe(stockBefore - 3)

  await bankPage.getByRole('button', { name: 'Biarkan kedaluwarsa' }).click()
  await expect(bankPage.getByRole('heading', { name: 'Waktu pembayaran habis' })).toBeVisible()

  await expect(resultHeading(page, 'Waktu pembayaran habis')).toBeVisible(PAYMENT_UPDATE)
  await expect(page.getByText(/stoknya sudah kami kembalikan/)).toBeVisible()
  const order = await orderOf(request, member, await orderIdOnPage(page))
  expect(order.status).toBe('expired')
  expect(order.payment.status).toBe('expired')
  expect((await productOf(request, SUNSCREEN_GEL)).stock).toBe(stockBefore)
})
