/**
 * Checkout end to end with Midtrans, as a member sees it in Chromium: the site in
 * production in front of its API, the API with PAYMENT_PROVIDER=midtrans pointed at a local fake
 * of Midtrans (backend/payments/testing/midtrans-fake.ts: its Core API, its card token call, its
 * 3-D Secure page, its notifications to the API), and Midtrans's card script played by a stand-in
 * (tests/support/midtrans-script-stand-in.ts) that the browser's routing serves at the site's
 * PAYMENT_SCRIPT_URL, on the fake's address.
 *
 * Every journey ends where a member would look: the order page, paid. Nothing waits a fixed time:
 * the checkout and the order page poll the order, and each step waits for what the page shows.
 */
import type { BrowserContext, Page } from '@playwright/test'
import {
  FAKE_CLIENT_KEY,
  FAKE_SERVER_KEY,
  type MidtransFake,
  startMidtransFake,
} from '../../backend/payments/testing/midtrans-fake'
import { type ApiServer, startApiServer } from '../support/api-server'
import { startTestServer, type TestServer } from '../support/app-server'
import { memberWithCart, orderOf } from '../support/checkout-member'
import { expect, visit, test as withFixtures } from '../support/fixtures'
import { MIDTRANS_SCRIPT_STAND_IN } from '../support/midtrans-script-stand-in'
import { shootBothSizes } from '../support/screenshots'

const SERUM = 'serum-niacinamide-10'
/** Midtrans's sandbox cards, as the fake plays them. */
const CARD_3DS = '4811 1111 1111 1114'
const CARD_DENIED_BY_BANK = '4711 1111 1111 1115'
const CARD_FAILS_LUHN = '4811 1111 1111 1112'

/** Where the site says Midtrans's script is: on the fake's address, served by the browser's routing. */
const scriptUrlOf = (fake: MidtransFake) => `${fake.url}/v2/assets/js/midtrans-new-3ds.min.js`

const MIDTRANS_ENV = {
  PAYMENT_PROVIDER: 'midtrans',
  MIDTRANS_SERVER_KEY: FAKE_SERVER_KEY,
  MIDTRANS_CLIENT_KEY: FAKE_CLIENT_KEY,
  MIDTRANS_ENV: 'sandbox',
}

interface MidtransServers {
  midtrans: MidtransFake
  api: ApiServer
  site: TestServer
}

const test = withFixtures.extend<object, MidtransServers>({
  midtrans: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the fake has none.
    async ({}, use) => {
      const fake = await startMidtransFake({
        serverKey: FAKE_SERVER_KEY,
        clientKey: FAKE_CLIENT_KEY,
      })
      await use(fake)
      await fake.close()
    },
    { scope: 'worker' },
  ],
  api: [
    async ({ midtrans }, use) => {
      const api = await startApiServer({
        env: { ...MIDTRANS_ENV, MIDTRANS_API_BASE_URL: midtrans.url },
        // On a busy machine (CI's two cores, shared) the API's first start took over 60 s once.
        readyTimeoutMs: 120_000,
      })
      // The URL an operator sets in Midtrans's dashboard, here on the API's own address.
      midtrans.setNotificationUrl(`${api.url}/payments/midtrans/notification`)
      await use(api)
      await api.dispose()
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  site: [
    async ({ api, midtrans }, use) => {
      const site = await startTestServer({
        env: {
          NODE_ENV: 'production',
          // Production refuses a fixed sign-in code; the API behind it keeps its own.
          AUTH_DEV_OTP: '',
          API_BASE_URL: api.url,
          ...MIDTRANS_ENV,
          PAYMENT_SCRIPT_URL: scriptUrlOf(midtrans),
        },
      })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

test.use({ baseURL: async ({ site }, use) => use(site.url) })

async function serveMidtransScript(context: BrowserContext, fake: MidtransFake) {
  await context.route(scriptUrlOf(fake), (route) =>
    route.fulfill({ contentType: 'text/javascript', body: MIDTRANS_SCRIPT_STAND_IN }),
  )
}

/** Everything the browser sends to our own site, to show a card number never is. */
function watchWhatReachesTheSite(page: Page, siteUrl: string) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(siteUrl)) sent.push(`${request.url()} ${request.postData() ?? ''}`)
  })
  return sent
}

/** From the cart to the payment step, with the first address and JNE Reguler. */
async function toPaymentStep(page: Page) {
  await visit(page, '/product/keranjang')
  await expect(page.getByRole('heading', { name: 'Keranjang Belanja', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()
  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()
  await pick(page, /^JNE Reguler/)
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click()
  await expect(
    page.getByRole('heading', { name: 'Pilih metode pembayaran', exact: true }),
  ).toBeVisible()
}

/** A choice pressed as a person does, on its label. */
async function pick(page: Page, name: RegExp) {
  const choice = page.getByRole('radio', { name })
  await choice.locator('xpath=ancestor::label[1]').click()
  await expect(choice).toBeChecked()
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Nomor kartu' }).fill(number)
  await page.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVV' }).fill('123')
  await page.getByRole('textbox', { name: 'Nama di kartu' }).fill('Pembeli Uji')
}

/** The order the checkout placed, by its 'Lihat pesanan' link. */
async function placedOrderId(page: Page) {
  const href = await page
    .getByRole('link', { name: /^Lihat pesanan$/i })
    .first()
    .getAttribute('href')
  const orderId = /\/akun\/pesanan\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1]
  if (!orderId) throw new Error(`No order link on the checkout: ${href}`)
  return orderId
}

/** The order page as the member opens it, and its payment panel turned paid. */
async function expectOrderPagePaid(page: Page, orderId: string) {
  if (!page.url().endsWith(`/akun/pesanan/${orderId}`))
    await visit(page, `/akun/pesanan/${orderId}`)
  const payment = page.getByRole('region', { name: 'Pembayaran', exact: true })
  await expect(payment).toContainText(/Pembayaran diterima pada \w+, \d{1,2} \w+ \d{4}/, {
    timeout: 15_000,
  })
  await expect(page.locator('.order-page__meta')).toContainText('Dibayar')
}

test('a card with 3-D Secure: Midtrans’s script tokenizes it, the bank’s page shows in the checkout, the order is paid', async ({
  page,
  context,
  request,
  site,
  midtrans,
}) => {
  await serveMidtransScript(context, midtrans)
  const reachedSite = watchWhatReachesTheSite(page, site.url)
  const member = await memberWithCart(request, context, site.url, [
    { productId: SERUM, quantity: 1 },
  ])

  await toPaymentStep(page)
  // Midtrans's tag as its docs write it: the environment and the public key, never the server's.
  const tag = page.locator('script#midtrans-script')
  await expect(tag).toHaveAttribute('src', scriptUrlOf(midtrans))
  await expect(tag).toHaveAttribute('data-environment', 'sandbox')
  await expect(tag).toHaveAttribute('data-client-key', FAKE_CLIENT_KEY)
  expect(await page.content()).not.toContain(FAKE_SERVER_KEY)
  await pick(page, /^Kartu Kredit\/Debit/)
  await shootBothSizes(page, 'checkout-midtrans-langkah-pembayaran')

  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()
  await fillCard(page, CARD_3DS)
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()

  const challenge = page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
  await expect(challenge.getByRole('button', { name: 'Authenticate' })).toBeVisible()
  await expect(
    page.getByText('Bank penerbit kartumu (•••• 1114) meminta verifikasi.'),
  ).toBeVisible()
  await shootBothSizes(page, 'checkout-midtrans-3ds')
  await challenge.getByRole('button', { name: 'Authenticate' }).click()

  await expect(
    page.getByRole('heading', { level: 2, name: 'Pembayaran berhasil', exact: true }),
  ).toBeVisible({ timeout: 15_000 })
  // The card went to Midtrans through its script, once, and never to our own server.
  expect(await page.evaluate(() => window.__midtransStandIn?.tokenCalls)).toBe(1)
  const digits = CARD_3DS.replaceAll(' ', '')
  expect(reachedSite.filter((sent) => sent.includes(digits) || sent.includes(CARD_3DS))).toEqual([])

  const orderId = await placedOrderId(page)
  const order = await orderOf(request, member, orderId)
  expect(order.payment).toMatchObject({ type: 'card', status: 'paid' })
  expect(midtrans.transaction(order.payment.id)?.status).toBe('capture')
  await expectOrderPagePaid(page, orderId)
})

test('a BCA virtual account: the number shows, Midtrans settles the transfer, the order page turns paid', async ({
  page,
  context,
  request,
  site,
  midtrans,
}) => {
  await serveMidtransScript(context, midtrans)
  await memberWithCart(request, context, site.url, [{ productId: SERUM, quantity: 1 }])
  await toPaymentStep(page)
  await pick(page, /^BCA Virtual Account/)
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()

  await expect(
    page.getByRole('heading', { name: 'Selesaikan pembayaran', exact: true }),
  ).toBeVisible()
  const number = (await page.locator('.payment-panel__number').innerText()).trim()
  // The number shown is the one Midtrans gave for this transfer.
  const transfer = [...midtrans.transactions.values()].find((held) => held.vaNumber === number)
  expect(transfer, `a Midtrans transaction with VA number ${number}`).toBeDefined()
  expect(transfer?.bank).toBe('bca')

  const orderId = await placedOrderId(page)
  await visit(page, `/akun/pesanan/${orderId}`)
  const payment = page.getByRole('region', { name: 'Pembayaran', exact: true })
  await expect(payment).toContainText('Menunggu pembayaran · BCA Virtual Account')
  await expect(payment).toContainText(number)
  await shootBothSizes(page, 'checkout-midtrans-pesanan-va')

  // The member transfers; Midtrans notifies the API, and the open page sees it by itself.
  await midtrans.settle(transfer?.orderId ?? '')
  await expectOrderPagePaid(page, orderId)
})

test('QRIS: the code to scan shows in the checkout and on the order page, and the order turns paid once settled', async ({
  page,
  context,
  request,
  site,
  midtrans,
}) => {
  await serveMidtransScript(context, midtrans)
  const member = await memberWithCart(request, context, site.url, [
    { productId: SERUM, quantity: 1 },
  ])
  await toPaymentStep(page)
  await pick(page, /^QRIS/)
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()

  const code = page.getByRole('img', { name: 'Kode QRIS pembayaran QRIS' })
  await expect(code).toBeVisible()
  await shootBothSizes(page, 'checkout-midtrans-qris')
  const orderId = await placedOrderId(page)
  const order = await orderOf(request, member, orderId)
  // The code drawn is Midtrans's qr_string for this payment.
  expect(order.payment.qrString).toBeTruthy()
  expect(order.payment.qrString).toBe(midtrans.transaction(order.payment.id)?.qrString)

  await visit(page, `/akun/pesanan/${orderId}`)
  const payment = page.getByRole('region', { name: 'Pembayaran', exact: true })
  await expect(payment).toContainText('Menunggu pembayaran · QRIS')
  await expect(payment.getByRole('img', { name: 'Kode QRIS pembayaran QRIS' })).toBeVisible()
  await shootBothSizes(page, 'checkout-midtrans-pesanan-qris')

  await midtrans.settle(order.payment.id)
  await expectOrderPagePaid(page, orderId)
})

test('GoPay: the checkout opens the app’s page, the member pays there, and the order turns paid', async ({
  page,
  context,
  request,
  site,
  midtrans,
}) => {
  await serveMidtransScript(context, midtrans)
  const member = await memberWithCart(request, context, site.url, [
    { productId: SERUM, quantity: 1 },
  ])
  await toPaymentStep(page)
  await pick(page, /^GoPay/)
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()

  await expect(page.getByText('Selesaikan pembayaran di aplikasi GoPay.')).toBeVisible()
  const orderId = await placedOrderId(page)
  const order = await orderOf(request, member, orderId)
  // The link is Midtrans's deeplink for this charge (the fake's page stands for the app).
  const open = page.getByRole('link', { name: 'Buka GoPay' })
  await expect(open).toHaveAttribute('href', order.payment.actionUrl ?? 'no action URL')
  const [app] = await Promise.all([context.waitForEvent('page'), open.click()])
  await app.getByRole('button', { name: 'Bayar' }).click()
  await expect(app.locator('#status')).toHaveText('settlement')
  await app.close()

  // Back on the checkout, which heard nothing from the app: its poll sees the order paid.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pembayaran berhasil', exact: true }),
  ).toBeVisible({ timeout: 15_000 })
  await expectOrderPagePaid(page, orderId)
})

test('a card Midtrans refuses says why in Indonesian, and the member pays again with another card', async ({
  page,
  context,
  request,
  site,
  midtrans,
}) => {
  await serveMidtransScript(context, midtrans)
  await memberWithCart(request, context, site.url, [{ productId: SERUM, quantity: 1 }])
  await toPaymentStep(page)
  await pick(page, /^Kartu Kredit\/Debit/)
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()

  // A mistyped number: Midtrans's token call refuses it, and nothing is ordered.
  await fillCard(page, CARD_FAILS_LUHN)
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()
  await expect(page.getByText('Nomor kartu tidak valid. Periksa lagi angkanya.')).toBeVisible()

  // A card the bank declines: the order waits, and the member can try again.
  await fillCard(page, CARD_DENIED_BY_BANK)
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()
  await expect(
    page.getByRole('heading', { name: 'Pembayaran belum berhasil', exact: true }),
  ).toBeVisible({ timeout: 15_000 })
  const refusal = page.getByRole('alert').filter({ hasText: 'Pesananmu masih kami simpan' })
  await expect(refusal).toBeVisible()
  // The bank's refusal is said in Indonesian, not Midtrans's English.
  await expect(refusal).not.toContainText(/denied|declined|transaction/i)
  await shootBothSizes(page, 'checkout-midtrans-kartu-ditolak')

  const again = page.getByRole('form', { name: 'Bayar lagi' })
  await expect(again.getByRole('radio', { name: /^Kartu Kredit\/Debit/ })).toBeChecked()
  await fillCard(page, CARD_3DS)
  await again.getByRole('button', { name: /^Bayar Lagi Rp/ }).click()
  const challenge = page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
  await challenge.getByRole('button', { name: 'Authenticate' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pembayaran berhasil', exact: true }),
  ).toBeVisible({ timeout: 15_000 })
  await expectOrderPagePaid(page, await placedOrderId(page))
})

declare global {
  interface Window {
    __midtransStandIn?: { tokenCalls: number; clientKey: string; environment: string }
  }
}
