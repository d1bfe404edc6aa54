/**
 * Signing in before the app's JavaScript has started (ADR 007), as on a slow phone: the two steps
 * are plain forms posted to the server, which end where the app's steps end. The number travels
 * in POST bodies and HttpOnly cookies only: before these forms had a method, the browser sent
 * `GET /masuk?phone=0812…`, which did nothing and put the number in the history, the access logs
 * and the Referer.
 */
import type { Page, Request } from '@playwright/test'
import { TEST_OTP } from '../support/app-server'
import {
  accountButton,
  expect,
  skipFirstProfileStep,
  test,
  waitForHydration,
  withoutTheApp,
} from '../support/fixtures'

const PHONE_MESSAGE = 'Nomor HP belum benar. Contoh: 0812 3456 7890.'

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Nomor HP' })
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Kode OTP' })
const sendCodeButton = (page: Page) => page.getByRole('button', { name: 'Kirim Kode OTP' })
const submitCodeButton = (page: Page) => page.getByRole('button', { name: 'Masuk', exact: true })
const codeStepHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })
const phoneStepHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })

/**
 * The header of a signed-in page as the server renders it: the member's number in place of the
 * 'Masuk' link (the account menu itself is the app's, and may arrive later).
 */
async function expectSignedInHeader(page: Page, localPhone: string) {
  const header = page.getByRole('banner')
  await expect(header).toContainText(localPhone)
  await expect(header.getByRole('link', { name: 'Masuk' })).toHaveCount(0)
}

async function cookieNamed(page: Page, name: string) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === name)
}

/**
 * Every address the browser asked for, with the Referer it sent: the number must be in none. The
 * digits after the leading 0 or +62 are what every way of writing the number shares.
 */
function recordAddresses(page: Page) {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    seen.push(request.url())
    const referer = request.headers().referer
    if (referer) seen.push(referer)
  })
  return {
    withNumber(localPhone: string) {
      const digits = localPhone.replace(/\D/g, '').replace(/^0/, '')
      return seen.filter((address) =>
        decodeURIComponent(address).replace(/\D/g, '').includes(digits),
      )
    },
    get all() {
      return [...seen]
    },
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor signs in through both forms, a wrong code on the way, and the number is in no address', async ({
    page,
  }) => {
    const member = { localPhone: '0813-0000-0201' }
    const addresses = recordAddresses(page)
    await page.goto('/masuk?redirect=%2Fproduct%2Fserum-niacinamide-10')
    await phoneField(page).fill(member.localPhone)
    await sendCodeButton(page).click()

    await expect(codeStepHeading(page)).toBeVisible()
    await expect(page.getByText(`Kode 6 angka sudah dikirim ke ${member.localPhone}`)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/masuk')
    // The challenge went to this browser, out of the page's reach, as with the app (ADR 010).
    expect((await cookieNamed(page, 'diriSignIn'))?.httpOnly).toBe(true)

    await codeField(page).fill('000000')
    await submitCodeButton(page).click()
    await expect(page.getByText(/^Kode OTP salah\. Sisa percobaan: \d\.$/)).toBeVisible()
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(codeStepHeading(page)).toBeVisible()
    await expect(page.getByText(`Kode 6 angka sudah dikirim ke ${member.localPhone}`)).toBeVisible()
    expect(await cookieNamed(page, 'diriAuth')).toBeUndefined()

    // A reload shows the step again, without the refusal it has already shown.
    await page.reload()
    await expect(codeStepHeading(page)).toBeVisible()
    await expect(page.getByText(/Kode OTP salah/)).toHaveCount(0)

    await codeField(page).fill(TEST_OTP)
    await submitCodeButton(page).click()
    // A new member: the one short profile step (issue 29 §1), a plain form too. Sent empty, it
    // comes back with each field's refusal; 'Lewati' goes on to where the member was going.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/masuk/profil' &&
        url.searchParams.get('redirect') === '/product/serum-niacinamide-10',
    )
    await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
    await expect(page.getByText('Isi nama lengkapmu.')).toBeVisible()
    await expect(page.getByText('Pilih jenis kelamin.')).toBeVisible()
    await page.getByRole('button', { name: 'Lewati' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/product/serum-niacinamide-10')
    await expectSignedInHeader(page, member.localPhone)
    expect((await cookieNamed(page, 'diriAuth'))?.httpOnly).toBe(true)
    // Signed in, nothing of the attempt stays in this browser.
    expect(await cookieNamed(page, 'diriSignIn')).toBeUndefined()
    expect(await cookieNamed(page, 'diriSignInStep')).toBeUndefined()

    expect(addresses.all.length).toBeGreaterThan(0)
    expect(addresses.withNumber(member.localPhone)).toEqual([])
  })

  test('a number that is not a mobile number comes back under the field as typed, and in no address', async ({
    page,
  }) => {
    const addresses = recordAddresses(page)
    await page.goto('/masuk')
    await phoneField(page).fill('0213-4567')
    await sendCodeButton(page).click()

    await expect(phoneStepHeading(page)).toBeVisible()
    await expect(phoneField(page)).toHaveValue('0213-4567')
    await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(phoneField(page)).toHaveAccessibleDescription(PHONE_MESSAGE)
    expect(new URL(page.url()).search).toBe('')
    expect(addresses.withNumber('0213-4567')).toEqual([])
  })

  test("'Ganti nomor' goes back to the number, and the new number gets the code", async ({
    page,
  }) => {
    await page.goto('/masuk')
    await phoneField(page).fill('0813-0000-0202')
    await sendCodeButton(page).click()
    await expect(page.getByText('Kode 6 angka sudah dikirim ke 0813-0000-0202')).toBeVisible()

    await page.getByRole('button', { name: 'Ganti nomor' }).click()
    await expect(phoneStepHeading(page)).toBeVisible()
    await phoneField(page).fill('0813-0000-0203')
    await sendCodeButton(page).click()
    await expect(page.getByText('Kode 6 angka sudah dikirim ke 0813-0000-0203')).toBeVisible()
    await codeField(page).fill(TEST_OTP)
    await submitCodeButton(page).click()
    // A new member: through the first-sign-in profile step ('Lewati'), on to the landing page.
    await skipFirstProfileStep(page)
    await expectSignedInHeader(page, '0813-0000-0203')
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '')
  })

  test("'Kirim ulang kode' sends a new code, and the page stays at the code", async ({ page }) => {
    await page.goto('/masuk')
    await phoneField(page).fill('0813-0000-0207')
    await sendCodeButton(page).click()
    await expect(codeStepHeading(page)).toBeVisible()
    const first = (await cookieNamed(page, 'diriSignIn'))?.value

    await page.getByRole('button', { name: 'Kirim ulang kode' }).click()
    await expect(codeStepHeading(page)).toBeVisible()
    await expect(page.getByText('Kode 6 angka sudah dikirim ke 0813-0000-0207')).toBeVisible()
    // A new code is a new challenge (ADR 010): the one this browser now holds.
    const second = (await cookieNamed(page, 'diriSignIn'))?.value
    expect(second).toMatch(/^[\w-]{43}$/)
    expect(second).not.toBe(first)
    await codeField(page).fill(TEST_OTP)
    await submitCodeButton(page).click()
    await expectSignedInHeader(page, '0813-0000-0207')
  })

  test('a redirect to another site after sign-in lands on the landing page instead', async ({
    page,
  }) => {
    await page.goto('/masuk?redirect=https%3A%2F%2Fevil.example%2F')
    await phoneField(page).fill('0813-0000-0204')
    await sendCodeButton(page).click()
    await codeField(page).fill(TEST_OTP)
    await submitCodeButton(page).click()
    await expect(page).toHaveURL(
      (url) => url.pathname === '/masuk/profil' && url.searchParams.get('redirect') === '/',
    )
    await skipFirstProfileStep(page)
    await expectSignedInHeader(page, '0813-0000-0204')
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '')
  })
})

test('the app takes over a code step the server rendered, and signs in', async ({
  page,
  browserErrors,
}) => {
  await withoutTheApp(page, browserErrors)
  await page.goto('/masuk')
  await phoneField(page).fill('0813-0000-0205')
  await sendCodeButton(page).click()
  await expect(codeStepHeading(page)).toBeVisible()

  // The app arrives: the page it hydrates is the code step, for the same number.
  await page.unrouteAll()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Kode 6 angka sudah dikirim ke 0813-0000-0205')).toBeVisible()
  await codeField(page).pressSequentially(TEST_OTP)
  await submitCodeButton(page).click()
  // A new member: the app's own sign-in goes on to the first-sign-in profile step.
  await expect(page.getByRole('heading', { name: 'Kenalan dulu, yuk' })).toBeVisible()
  await skipFirstProfileStep(page)
  await expect(accountButton(page, '0813-0000-0205')).toBeVisible()
  await expect(page.getByText('Selamat datang! Profil bisa kamu isi nanti di Akun.')).toBeVisible()
})

test('a sign-in form posted from another site is refused and sends no code', async ({
  request,
}) => {
  const foreign = { origin: 'https://jahat.example', 'sec-fetch-site': 'cross-site' }
  const asked = await request.post('/masuk/kirim-kode', {
    headers: foreign,
    form: { phone: '0813-0000-0206' },
    maxRedirects: 0,
  })
  expect(asked.status()).toBe(403)
  expect(await asked.text()).toMatch(/tidak datang dari halaman Diri/)
  expect(asked.headers()['set-cookie'] ?? '').not.toMatch(/diriSignIn/)

  const checked = await request.post('/masuk/verifikasi', {
    headers: foreign,
    form: { code: TEST_OTP },
    maxRedirects: 0,
  })
  expect(checked.status()).toBe(403)
})
