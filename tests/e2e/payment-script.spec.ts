/**
 * The card payment provider's script (spec §1): in production, and only from the
 * payment step on. The site runs as production (NODE_ENV=production, PAYMENT_SCRIPT_URL set) in
 * front of an API of its own in test mode, so a member can still be signed in with the test code.
 * The provider's address is a stand-in served by the browser's routing: it registers itself as the
 * real one would (`window.DiriPaymentProvider`) and tokenizes through the simulator, which is what
 * the API in front of it accepts.
 */
import { type ApiServer, apiFixture } from '../support/api-server'
import { startTestServer, type TestServer } from '../support/app-server'
import { memberWithCart, orderOf } from '../support/checkout-member'
import { expect, visit, test as withFixtures } from '../support/fixtures'

const PROVIDER_SCRIPT = 'https://pay.example.test/v1/diri-3ds.js'
const STAND_IN = `
  window.DiriPaymentProvider = {
    async tokenizeCard(card) {
      window.__tokenizedByProvider = (window.__tokenizedByProvider || 0) + 1
      const response = await fetch('/api/payments/simulator/card/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'diri-platform': 'web' },
        body: JSON.stringify({ ...card, expMonth: Number(card.expMonth), expYear: Number(card.expYear) }),
      })
      const body = await response.json()
      if (!response.ok) throw new Error(body.message || 'Kartu ditolak.')
      return { token: body.token }
    },
  }
`

interface ProductionServers {
  api: ApiServer
  site: TestServer
}

const test = withFixtures.extend<object, ProductionServers>({
  api: apiFixture,
  site: [
    async ({ api }, use) => {
      const site = await startTestServer({
        env: {
          NODE_ENV: 'production',
          // Production refuses a fixed sign-in code; the API behind it keeps its own.
          AUTH_DEV_OTP: '',
          API_BASE_URL: api.url,
          PAYMENT_SCRIPT_URL: PROVIDER_SCRIPT,
        },
      })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

test.use({ baseURL: async ({ site }, use) => use(site.url) })

test('the provider’s script is requested at the payment step, not before, and tokenizes the card that pays', async ({
  page,
  context,
  request,
  site,
}) => {
  const requested: string[] = []
  await context.route(`${new URL(PROVIDER_SCRIPT).origin}/**`, async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
  })
  const member = await memberWithCart(request, context, site.url, [
    { productId: 'serum-niacinamide-10', quantity: 1 },
  ])

  await visit(page, '/product/keranjang')
  await expect(page.getByRole('heading', { name: 'Keranjang Belanja', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()
  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()
  await expect(page.getByRole('heading', { name: 'Pilih pengiriman', exact: true })).toBeVisible()
  const courier = page.getByRole('radio', { name: /^JNE Reguler/ })
  await courier.locator('xpath=ancestor::label[1]').click()
  await expect(courier).toBeChecked()
  // Four steps in: the provider has not been asked for anything, nor named in the page.
  expect(requested).toEqual([])
  await expect(page.locator('script[data-payment-provider]')).toHaveCount(0)

  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click()
  await expect(
    page.getByRole('heading', { name: 'Pilih metode pembayaran', exact: true }),
  ).toBeVisible()
  await expect.poll(() => requested).toEqual([PROVIDER_SCRIPT])
  await expect.poll(() => page.evaluate(() => typeof window.DiriPaymentProvider)).toBe('object')

  const card = page.getByRole('radio', { name: /^Kartu Kredit\/Debit/ })
  await card.locator('xpath=ancestor::label[1]').click()
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()
  await page.getByRole('textbox', { name: 'Nomor kartu' }).fill('4811 1111 1111 1114')
  await page.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVV' }).fill('123')
  await page.getByRole('textbox', { name: 'Nama di kartu' }).fill('Pembeli Uji')
  await page.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()

  await expect(
    page.getByRole('heading', { level: 2, name: 'Pembayaran berhasil', exact: true }),
  ).toBeVisible({ timeout: 15_000 })
  // The card went through the provider's script, which the page loaded once.
  expect(
    await page.evaluate(() => (window as { __tokenizedByProvider?: number }).__tokenizedByProvider),
  ).toBe(1)
  expect(requested).toEqual([PROVIDER_SCRIPT])
  const href = await page
    .getByRole('link', { name: /^Lihat pesanan$/i })
    .first()
    .getAttribute('href')
  const orderId = /\/akun\/pesanan\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1] ?? ''
  const order = await orderOf(request, member, orderId)
  expect(order.payment).toMatchObject({ type: 'card', status: 'paid', cardLast4: '1114' })
})

test('in production no other page names the provider’s script', async ({ page, context }) => {
  const requested: string[] = []
  await context.route(`${new URL(PROVIDER_SCRIPT).origin}/**`, async (route) => {
    requested.push(route.request().url())
    await route.abort()
  })
  for (const path of ['/', '/product/serum-niacinamide-10', '/klinik', '/masuk']) {
    await visit(page, path)
    await expect(page.locator(`script[src="${PROVIDER_SCRIPT}"]`)).toHaveCount(0)
  }
  expect(requested).toEqual([])
})
