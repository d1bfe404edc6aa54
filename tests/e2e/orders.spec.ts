/**
 * The member's orders: the list, an order's detail with its payment live while
 * the member pays (VA through the simulator's page), paying again after a card was refused, and
 * the 404 page for an id that is not the member's. Orders are placed through the API as the
 * checkout would; each test has a fresh member. In the screenshots project, each page at 390 and
 * 1280 px goes to tests/screenshots/ for people to look at.
 */
import { randomUUID } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import * as v from 'valibot'
import type { Order } from '../../contract/checkout/schemas'
import { CardToken } from '../../contract/checkout/simulator-schemas'
import { memberWithCart, placeOrderThroughApi, pressPaymentPage } from '../support/checkout-member'
import { expect, test, visit } from '../support/fixtures'
import { shootBothSizes } from '../support/screenshots'

const SERUM = 'serum-niacinamide-10'
const SUNSCREEN = 'tabir-surya-spf50-gel'

/** What the member (or their bank) does on the simulator's page of the payment, in their browser. */
async function actOnPaymentPage(
  context: BrowserContext,
  baseURL: string,
  order: Order,
  action: 'pay' | 'expire' | 'deny',
) {
  const answer = await pressPaymentPage(context, baseURL, order.payment.actionUrl, { action })
  expect(answer.ok()).toBe(true)
}

test('the list shows each order with its status; none at first, with a way to the shop', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM, quantity: 2 },
    { productId: SUNSCREEN, quantity: 1 },
  ])
  await visit(page, '/akun/pesanan')
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible()
  await expect(page.getByText('Kamu belum punya pesanan.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mulai Belanja' })).toHaveAttribute(
    'href',
    '/product',
  )
  await shootBothSizes(page, 'orders-kosong')

  const order = await placeOrderThroughApi(request, member, [
    { productId: SERUM, quantity: 2 },
    { productId: SUNSCREEN, quantity: 1 },
  ])
  await visit(page, '/akun/pesanan')
  const row = page.getByRole('list', { name: 'Daftar pesanan' }).getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(order.number)
  await expect(row).toContainText('Serum Niacinamide 10% dan 1 produk lain')
  await expect(row).toContainText('Menunggu pembayaran')
  await expect(row).toContainText(/Bayar sebelum \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/)
  await shootBothSizes(page, 'orders-daftar')

  // The account page and the account menu lead here.
  await visit(page, '/akun')
  await page.getByRole('link', { name: 'Pesanan saya' }).click()
  await expect(page).toHaveURL(/\/akun\/pesanan$/)
  await page.getByRole('link', { name: `Pesanan ${order.number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/akun/pesanan/${order.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pesanan ${order.number}`)
})

test('an order waiting for its VA transfer shows what to pay, and says when it is received', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM, quantity: 1 },
  ])
  const order = await placeOrderThroughApi(request, member, [{ productId: SERUM, quantity: 1 }])
  await visit(page, `/akun/pesanan/${order.id}`)

  const payment = page.getByRole('region', { name: 'Pembayaran', exact: true })
  await expect(payment).toContainText('Menunggu pembayaran · BCA Virtual Account')
  await expect(payment).toContainText(order.payment.vaNumber ?? 'no VA number')
  await expect(payment.getByRole('button', { name: 'Salin nomor Virtual Account' })).toBeVisible()
  await expect(payment).toContainText(/Bayar sebelum \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/)
  await expect(payment).toContainText(/Sisa waktu \d+ jam \d+ menit/)
  await expect(payment.getByRole('link', { name: /Buka halaman pembayaran/ })).toHaveAttribute(
    'href',
    order.payment.actionUrl ?? '',
  )
  const totals = page.getByRole('region', { name: 'Rincian pembayaran' })
  await expect(totals).toContainText(order.shipping.courier)
  await expect(totals).toContainText(order.shipping.etaLabel)
  await expect(page.getByRole('region', { name: 'Dikirim ke' })).toContainText(
    order.address.recipientName,
  )
  await shootBothSizes(page, 'orders-detail-va')

  // The member pays on the bank's page; this page hears of it by itself.
  await actOnPaymentPage(context, baseURL ?? '', order, 'pay')
  await expect(payment).toContainText(/Pembayaran diterima pada \w+, \d{1,2} \w+ \d{4}/)
  await expect(page.getByRole('status').filter({ hasText: 'Pembayaran diterima' })).toBeAttached()
  await expect(page.locator('.order-page__meta')).toContainText('Dibayar')
  await shootBothSizes(page, 'orders-detail-dibayar')
})

test('a card waiting for 3-D Secure links to it; once refused, the order is paid again another way', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SUNSCREEN, quantity: 1 },
  ])
  // The simulator's card that asks for 3-D Secure.
  const tokenized = await request.post('/api/payments/simulator/card/tokens', {
    data: {
      number: '4000000000003220',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'PEMBELI UJI',
    },
  })
  expect(tokenized.ok()).toBe(true)
  const { token } = v.parse(CardToken, await tokenized.json())
  const order = await placeOrderThroughApi(
    request,
    member,
    [{ productId: SUNSCREEN, quantity: 1 }],
    {
      paymentMethodId: 'card',
      cardToken: token,
    },
  )
  expect(order.payment.status).toBe('requires_action')
  await visit(page, `/akun/pesanan/${order.id}`)

  const payment = page.getByRole('region', { name: 'Pembayaran', exact: true })
  await expect(
    payment.getByRole('link', { name: /Lanjutkan verifikasi 3-D Secure/ }),
  ).toHaveAttribute('href', order.payment.actionUrl ?? '')
  await shootBothSizes(page, 'orders-detail-3ds')

  // The member refuses the challenge: the order still waits, and this page offers to pay again.
  await actOnPaymentPage(context, baseURL ?? '', order, 'deny')
  await expect(payment).toContainText('Pembayaran belum berhasil.')
  const methods = payment.getByRole('radiogroup', { name: 'Cara bayar' })
  await expect(methods.getByRole('radio', { name: /BCA Virtual Account/ })).toBeChecked()
  await expect(methods.getByRole('radio', { name: /Kartu/ })).toHaveCount(0)
  await shootBothSizes(page, 'orders-detail-bayar-lagi')

  // The choice is a card: pressed like a person would, on its title.
  await methods.getByText('QRIS', { exact: true }).click()
  await expect(methods.getByRole('radio', { name: /QRIS/ })).toBeChecked()
  const paid = page.waitForRequest(
    (sent) => sent.url().includes('/_serverFn/') && sent.method() === 'POST',
  )
  await payment.getByRole('button', { name: 'Bayar lagi' }).click()
  expect((await paid).postData()).toMatch(
    /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/,
  )
  await expect(payment).toContainText('Menunggu pembayaran · QRIS')
  await expect(payment.getByRole('link', { name: /Buka kode QRIS/ })).toBeVisible()
})

test("an unknown order, or another member's, is the 404 page", async ({
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
  const order = await placeOrderThroughApi(request, owner, [{ productId: SERUM, quantity: 1 }])

  const otherContext = await browser.newContext({ baseURL })
  const otherPage = await otherContext.newPage()
  await memberWithCart(request, otherContext, baseURL ?? '', [])
  const response = await otherPage.goto(`/akun/pesanan/${order.id}`)
  expect(response?.status()).toBe(404)
  await expect(otherPage.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()
  await otherContext.close()

  const unknown = await page.goto(`/akun/pesanan/${randomUUID()}`)
  expect(unknown?.status()).toBe(404)
  const nonsense = await page.goto('/akun/pesanan/bukan-pesanan')
  expect(nonsense?.status()).toBe(404)
})
