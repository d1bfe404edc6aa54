/**
 * Signing in with a code that came by WhatsApp (ADR 024), as a member does it in
 * Chromium: the production build with OTP_PROVIDER=whatsapp, its embedded API pointed at a local
 * fake of the WhatsApp Cloud API (backend/otp/testing/whatsapp-fake.ts), and no fixed code
 * (AUTH_DEV_OTP unset): the only way in is the code in the template WhatsApp was asked to send.
 */
import {
  graphError,
  startWhatsAppFake,
  type WhatsAppFake,
} from '../../backend/otp/testing/whatsapp-fake'
import { startTestServer, type TestServer } from '../support/app-server'
import { accountButton, expect, visit, test as withFixtures } from '../support/fixtures'

interface WhatsAppServers {
  whatsapp: WhatsAppFake
  site: TestServer
}

const test = withFixtures.extend<object, WhatsAppServers>({
  whatsapp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the fake has none.
    async ({}, use) => {
      const fake = await startWhatsAppFake()
      await use(fake)
      await fake.close()
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ whatsapp }, use) => {
      const site = await startTestServer({
        env: {
          AUTH_DEV_OTP: '',
          OTP_PROVIDER: 'whatsapp',
          WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
          WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
          WHATSAPP_TEMPLATE_NAME: whatsapp.templateName,
          WHATSAPP_API_BASE_URL: whatsapp.url,
        },
        // On a busy machine (CI's two cores, shared) a start took over 60 s.
        readyTimeoutMs: 120_000,
      })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 150_000 },
  ],
})

test.use({ baseURL: async ({ site }, use) => use(site.url) })

/** The code WhatsApp was asked to send to `digits` (no '+'), once it has arrived. */
async function codeSentTo(whatsapp: WhatsAppFake, digits: string, after: number) {
  await expect
    .poll(() => whatsapp.messages.filter((message) => message.to === digits).length)
    .toBeGreaterThan(after)
  return whatsapp.lastCodeFor(digits)
}

test('a member signs in with the code WhatsApp brought them', async ({ page, whatsapp }) => {
  await visit(page, '/masuk')
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially('0813-0000-0241')
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await expect(page.getByText('Kode 6 angka sudah dikirim ke 0813-0000-0241')).toBeVisible()

  const code = await codeSentTo(whatsapp, '6281300000241', 0)
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(code)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(accountButton(page, '0813-0000-0241')).toBeVisible()
})

test('when WhatsApp refuses the code, the form says so in Indonesian, and asking again works', async ({
  page,
  whatsapp,
}) => {
  await visit(page, '/masuk')
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially('0813-0000-0242')
  whatsapp.failNext(graphError(503, 2, 'Service temporarily unavailable'))
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await expect(page.getByText('Kode belum bisa dikirim. Coba lagi sebentar lagi.')).toBeVisible()
  expect(whatsapp.messages.filter((message) => message.to === '6281300000242')).toHaveLength(0)

  // The number's second code may follow at once (ADR 010): the member taps again.
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  const code = await codeSentTo(whatsapp, '6281300000242', 0)
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(code)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(accountButton(page, '0813-0000-0242')).toBeVisible()
})
