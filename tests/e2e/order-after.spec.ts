/**
 * After the order (issue 30): an order shipped through the operator API shows its timeline and
 * tracking number; its invoice, and another member's invoice as the 404 page; 'Beli Lagi' on
 * Budi's seeded delivered order, one of whose products is no longer sold, with the app and as a
 * plain form before it. In the screenshots project the timeline and the invoice are shot at 390
 * and 1280 px.
 */
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { CardToken } from '../../contract/checkout/simulator-schemas'
import { TEST_OTP } from '../support/app-server'
import {
  type CheckoutMember,
  memberWithCart,
  placeOrderThroughApi,
} from '../support/checkout-member'
import { BUDI } from '../support/demo-members'
import { expect, signIn, test, visit, withoutTheApp } from '../support/fixtures'
import { shootBothSizes } from '../support/screenshots'

const SERUM = 'serum-niacinamide-10'
const API_HEADERS = { 'diri-platform': 'web' }
/** The seeded operator (backend/db/seed/operators.ts). */
const OPERATOR_PHONE = '0812 0000 0201'

async function operatorHeaders(request: APIRequestContext) {
  const asked = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone: OPERATOR_PHONE },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers: API_HEADERS,
    data: { phone: OPERATOR_PHONE, code: TEST_OTP, challengeId },
  })
  expect(verified.ok()).toBe(true)
  const { accessToken } = v.parse(AccessGrant, await verified.json())
  return { ...API_HEADERS, authorization: `Bearer ${accessToken}` }
}

/** The member's order of one serum, paid at once with the simulator's frictionless card. */
async function paidOrder(request: APIRequestContext, member: CheckoutMember) {
  const tokenized = await request.post('/api/payments/simulator/card/tokens', {
    data: {
      number: '4811111111111114',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'PEMBELI UJI',
    },
  })
  expect(tokenized.ok()).toBe(true)
  const { token } = v.parse(CardToken, await tokenized.json())
  const order = await placeOrderThroughApi(request, member, [{ productId: SERUM, quantity: 1 }], {
    paymentMethodId: 'card',
    cardToken: token,
  })
  expect(order.status).toBe('paid')
  return order
}

test('an order shipped through the operator API shows its timeline and tracking number', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM, quantity: 1 },
  ])
  const order = await paidOrder(request, member)
  const operator = await operatorHeaders(request)
  const fulfil = (data: unknown) =>
    request.post(`/api/v2/operator/orders/${order.id}/fulfilment`, { headers: operator, data })
  // The member's own token is refused: only the operator role moves orders.
  const refused = await request.post(`/api/v2/operator/orders/${order.id}/fulfilment`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${member.token}` },
    data: { state: 'packed' },
  })
  expect(refused.status()).toBe(403)
  expect((await fulfil({ state: 'packed' })).status()).toBe(201)
  expect(
    (await fulfil({ state: 'shipped', courier: 'jne', trackingNumber: 'CGK1234567890' })).status(),
  ).toBe(201)

  await visit(page, `/akun/pesanan/${order.id}`)
  const timeline = page.getByRole('region', { name: 'Status pesanan' })
  const steps = timeline.getByRole('listitem')
  await expect(steps).toHaveCount(5)
  await expect(steps.nth(0)).toContainText('Pesanan dibuat')
  await expect(steps.nth(1)).toContainText(
    /Pembayaran diterima\s*\w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/,
  )
  await expect(steps.nth(2)).toContainText(
    /Dikemas\s*\w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/,
  )
  await expect(steps.nth(3)).toContainText('Dikirim')
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step')
  await expect(steps.nth(4)).toContainText(/Diterima\s*Belum/)
  const tracking = timeline.getByRole('link', { name: /CGK1234567890/ })
  await expect(tracking).toHaveAttribute(
    'href',
    'https://www.jne.co.id/tracking-package?awb=CGK1234567890',
  )
  await expect(timeline).toContainText('JNE, nomor resi CGK1234567890')
  // Payment stays as the provider left it.
  await expect(page.locator('.order-page__meta')).toContainText('Dibayar')
  await shootBothSizes(page, 'orders-timeline')

  // Delivered: the last step has its time, and is where the order is.
  expect((await fulfil({ state: 'delivered' })).status()).toBe(201)
  await page.reload()
  await expect(steps.nth(4)).toContainText(/Diterima\s*\w+, \d{1,2} \w+ \d{4} pukul/)
  await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step')

  // 'Beli Lagi' with the app: nothing changed since, so it only says what went in.
  await page.getByRole('button', { name: 'Beli Lagi' }).click()
  const notice = page.getByRole('status').filter({ hasText: 'masuk keranjang' })
  await expect(notice).toContainText('1 barang dari pesanan ini sudah masuk keranjang.')
  await expect(notice).not.toContainText('Yang berubah')
  // The outcome is in the address, so a reload says it again without adding again.
  expect(new URL(page.url()).searchParams.get('beli-lagi')).toBe(
    'serum-niacinamide-10~1~available~115000',
  )
  await expect(page.getByRole('link', { name: 'Keranjang, 1 barang' })).toBeVisible()
})

test("the invoice lists the order for its owner; another member's is the 404 page", async ({
  page,
  context,
  request,
  baseURL,
  browser,
  browserErrors,
}) => {
  browserErrors.allow(/the server responded with a status of 404/)
  const owner = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM, quantity: 1 },
  ])
  const order = await paidOrder(request, owner)

  await visit(page, `/akun/pesanan/${order.id}`)
  await page.getByRole('link', { name: 'Lihat Faktur' }).click()
  await expect(page).toHaveURL(new RegExp(`/akun/pesanan/${order.id}/faktur$`))
  const invoice = page.getByRole('article', { name: 'Faktur' })
  await expect(invoice).toContainText(order.number)
  await expect(invoice).toContainText('PT Diri Sehat Indonesia')
  await expect(invoice).toContainText('NPWP 01.234.567.8-901.000')
  await expect(invoice).toContainText('Pembeli Uji')
  const row = invoice.getByRole('row', { name: /Serum Niacinamide 10%/ })
  await expect(row).toContainText('Rp115.000')
  await expect(invoice).toContainText(
    `Ongkos kirim (${order.shipping.courier} ${order.shipping.service})`,
  )
  await expect(invoice.locator('.order-totals__total')).toContainText(
    `Rp${order.total.toLocaleString('id-ID')}`,
  )
  await expect(invoice).toContainText(
    'Lunas, dibayar dengan Kartu Kredit/Debit, kartu berakhiran 1114.',
  )
  await expect(page.getByRole('button', { name: 'Cetak atau Simpan PDF' })).toBeVisible()
  await shootBothSizes(page, 'orders-faktur')
  // Printed, the invoice stands alone: no header, no buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cetak atau Simpan PDF' })).toBeHidden()
  await expect(invoice).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  const otherContext = await browser.newContext({ baseURL })
  const otherPage = await otherContext.newPage()
  await memberWithCart(request, otherContext, baseURL ?? '', [])
  const response = await otherPage.goto(`/akun/pesanan/${order.id}/faktur`)
  expect(response?.status()).toBe(404)
  await expect(otherPage.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()
  await expect(otherPage.getByText(order.number)).toHaveCount(0)
  await otherContext.close()
})

test("'Beli Lagi' puts the products back and says one is no longer sold and one costs more", async ({
  page,
  browserErrors,
}) => {
  await signIn(page, BUDI.localPhone, { redirect: '/akun/pesanan' })
  await page
    .getByRole('link', { name: /Pesanan DR-/ })
    .first()
    .click()
  const timeline = page.getByRole('region', { name: 'Status pesanan' })
  await expect(timeline).toContainText('JNE, nomor resi CGK0123456789')

  // Before the app has loaded, the button is a plain form.
  await withoutTheApp(page, browserErrors)
  await page.reload()
  await page.getByRole('button', { name: 'Beli Lagi' }).click()
  const notice = page.getByRole('status').filter({ hasText: 'masuk keranjang' })
  await expect(notice).toContainText('2 barang dari pesanan ini sudah masuk keranjang.')
  await expect(notice).toContainText(
    'Masker Scrub Kopi sudah tidak dijual lagi, jadi tidak masuk keranjang.',
  )
  await expect(notice).toContainText(
    'Harga Serum Niacinamide 10% sekarang Rp115.000, lebih mahal dari Rp99.000 saat kamu memesan.',
  )

  await page.unroute(/\/assets\/.*\.js$/)
  await visit(page, '/product/keranjang')
  const cart = page.getByRole('region', { name: 'Isi keranjang' })
  await expect(cart).toContainText('Serum Niacinamide 10%')
  await expect(cart).not.toContainText('Masker Scrub Kopi')
})
