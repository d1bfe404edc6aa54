/**
 * Signing in with a mobile number and a one-time code, as a member does it: from the header,
 * with mistakes on the way, with the keyboard only, and with the session cookie kept from scripts.
 *
 * The test server's code is always 123456 (AUTH_DEV_OTP). The API makes a number wait
 * longer for each code after its second until it signs in (ADR 010), and the whole suite shares
 * one server: tests that need no
 * particular member sign in with a number of their own (a new member, shown by its number).
 * A code is checked only with the challenge of the request that sent it, which the browser keeps
 * in the HttpOnly `diriSignIn` cookie (ADR 010), so nobody else's guesses can spend it.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { PLATFORM_HEADER } from '../../app.config'
import { TEST_OTP } from '../support/app-server'
import { BUDI, PUTRI } from '../support/demo-members'
import { accountButton, expect, signIn, test, visit } from '../support/fixtures'

const PHONE_MESSAGE = 'Nomor HP belum benar. Contoh: 0812 3456 7890.'

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Nomor HP' })
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Kode OTP' })
const sendCodeButton = (page: Page) => page.getByRole('button', { name: 'Kirim Kode OTP' })
const submitCodeButton = (page: Page) => page.getByRole('button', { name: 'Masuk', exact: true })
const headerSignInLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Masuk' })
/** A number nobody has used: signing in makes a new member, whom the header names by number. */
const NEW_MEMBER = { localPhone: '0813-0000-0103', name: '0813-0000-0103' }

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'diriAuth')
}

/** The cookie that holds this browser's sign-in challenge (ADR 010). */
async function challengeCookie(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'diriSignIn')
}

/**
 * A script at another address guessing codes for `phone` through the public API, as a loop of
 * wrong guesses would: with a challenge of its own (its codes go to the owner's phone, so it
 * never knows them), with none, and with one it made up. The test server believes one proxy hop,
 * so the API counts it at the address in `X-Forwarded-For`. Answers the statuses it got.
 */
async function guessWrongCodes(
  request: APIRequestContext,
  phone: string,
  guesses: number,
  onGuess: (count: number) => void,
) {
  const headers = {
    [PLATFORM_HEADER.name]: PLATFORM_HEADER.value,
    'x-forwarded-for': '203.0.113.66',
  }
  const asked = await request.post('/api/auth/otp/request', { headers, data: { phone } })
  const { challengeId } = v.parse(
    v.object({ challengeId: v.optional(v.string()) }),
    await asked.json(),
  )
  const bodies = [
    { phone, code: '000000', challengeId },
    { phone, code: '000000' },
    { phone, code: '000000', challengeId: 'A'.repeat(43) },
  ]
  const statuses: number[] = []
  for (let i = 0; i < guesses; i++) {
    const data = bodies[i % bodies.length]
    const guessed = await request.post('/api/auth/otp/verify', { headers, data })
    statuses.push(guessed.status())
    onGuess(i + 1)
  }
  return statuses
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user would. The landing page carries
 * the content API's cards, articles and questions, so a full round of its tab stops is long.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let presses = 0; presses <= maxPresses; presses++) {
    const focused = await target
      .evaluate((element) => element === document.activeElement)
      .catch(() => false)
    if (focused) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target} did not get the focus after ${maxPresses} presses of Tab`)
}

/** Presses ArrowDown until `target` (an item of an open menu) has the focus. */
async function arrowDownTo(page: Page, target: Locator, maxPresses = 10) {
  for (let presses = 0; presses <= maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`${target} did not get the focus after ${maxPresses} presses of ArrowDown`)
}

test('a visitor signs in from the header, comes back to the page, and signs out again', async ({
  page,
}) => {
  await visit(page, '/')
  await headerSignInLink(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })).toBeVisible()
  // The header link remembers where the visitor was.
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/')

  await phoneField(page).pressSequentially(PUTRI.localPhone)
  await sendCodeButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })).toBeVisible()
  await expect(page.getByText('Kode 6 angka sudah dikirim ke 0812-0000-0001')).toBeVisible()
  await codeField(page).pressSequentially(TEST_OTP)
  await submitCodeButton(page).click()

  await expect(accountButton(page, PUTRI.name)).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('Putri Lestari')
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halo, Putri!')
  await expect(headerSignInLink(page)).toHaveCount(0)

  // The session cookie is there for the server and hidden from scripts on the page.
  expect(await page.evaluate(() => document.cookie)).not.toContain('diriAuth')
  const cookie = await sessionCookie(page)
  expect(cookie, 'the diriAuth cookie').toBeDefined()
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  // Spec §3: the cookie is JSON holding the access token.
  const value = JSON.parse(decodeURIComponent(cookie?.value ?? ''))
  expect(value).toEqual({ accessToken: expect.any(String) })

  // A fresh load still knows the member: the server reads the cookie.
  await visit(page, '/')
  await expect(accountButton(page, PUTRI.name)).toBeVisible()

  await accountButton(page, PUTRI.name).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(headerSignInLink(page)).toBeVisible()
  await expect(page.getByText('Kamu sudah keluar.')).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()

  await visit(page, '/')
  await expect(headerSignInLink(page)).toBeVisible()
  await expect(page.getByRole('banner')).not.toContainText('Putri Lestari')
})

test('signing in loads the member once, and the analytics layer hears who signed in', async ({
  page,
}) => {
  const member = { localPhone: '0813-0000-0104', intl: '+6281300000104' }
  await visit(page, '/masuk')
  await phoneField(page).pressSequentially(member.localPhone)
  await sendCodeButton(page).click()
  await codeField(page).pressSequentially(TEST_OTP)

  // Every server call whose answer carries the member: each is one `/auth/me` on the server.
  const memberLoads: string[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/_serverFn/')) return
    const body = await response.text().catch(() => '')
    if (body.includes(member.intl)) memberLoads.push(response.url())
  })
  await submitCodeButton(page).click()
  await expect(accountButton(page, member.localPhone)).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((entry) => entry.event === 'user_data' && entry.user),
      ),
    )
    .toHaveLength(1)
  // Before the session had one source, sign-in loaded the member twice (two `/auth/me`).
  expect(memberLoads).toHaveLength(1)
})

test('after sign-in the member lands on the page named in ?redirect=, query included', async ({
  page,
}) => {
  await signIn(page, '0813-0000-0101', { redirect: '/?promo=DIRIBARU' })
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?promo=DIRIBARU')
})

test('a number that is not an Indonesian mobile number is refused under the field, with no request', async ({
  page,
}) => {
  await visit(page, '/masuk')
  const calls: string[] = []
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'document'].includes(request.resourceType()))
      calls.push(`${request.method()} ${request.url()}`)
  })

  await phoneField(page).pressSequentially('12345')
  await sendCodeButton(page).click()

  const message = page.getByText(PHONE_MESSAGE)
  await expect(message).toBeVisible()
  await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(phoneField(page)).toHaveAccessibleDescription(
    new RegExp(PHONE_MESSAGE.replace(/\./g, '\\.')),
  )
  const field = await phoneField(page).boundingBox()
  const shown = await message.boundingBox()
  expect(
    shown && field && shown.y >= field.y + field.height,
    'the message sits under the field',
  ).toBe(true)

  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })).toBeVisible()
  expect(calls).toEqual([])
})

test('a wrong code is explained in Indonesian, the number stays, and the right code then works', async ({
  page,
}) => {
  await visit(page, '/masuk')
  await phoneField(page).pressSequentially(BUDI.localPhone)
  await sendCodeButton(page).click()
  await expect(page.getByText('Kode 6 angka sudah dikirim ke 0812-0000-0002')).toBeVisible()

  await codeField(page).pressSequentially('000000')
  await submitCodeButton(page).click()
  await expect(page.getByText(/Kode OTP salah\. Sisa percobaan: \d\./)).toBeVisible()
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })).toBeVisible()
  await expect(page.getByText('Kode 6 angka sudah dikirim ke 0812-0000-0002')).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()

  await codeField(page).fill('')
  await codeField(page).pressSequentially(TEST_OTP)
  await submitCodeButton(page).click()
  await expect(accountButton(page, BUDI.name)).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('Budi Santoso')
})

test('a garbled session cookie shows the normal signed-out page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'diriAuth', value: 'not-json{', url: baseURL as string }])
  const response = await visit(page, '/')
  expect(response.status()).toBe(200)
  await expect(headerSignInLink(page)).toBeVisible()
  // The landing heading comes from the content API (`/dc-frontend/landing-page`).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rawat kulit dan kesehatanmu')

  const signInPage = await visit(page, '/masuk')
  expect(signInPage.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })).toBeVisible()
})

test('a redirect to another site after sign-in lands on the landing page instead', async ({
  page,
  context,
  baseURL,
}) => {
  const offSite: string[] = []
  // Matched on the host: the sign-in address itself carries "evil.example" in its query.
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>evil</title>' })
    },
  )
  await signIn(page, '0813-0000-0102', { redirect: 'https://evil.example/' })
  await expect(page).toHaveURL(`${baseURL}/`)
  expect(offSite).toEqual([])
})

test('sign-in and the account menu work with the keyboard alone', async ({ page }) => {
  await visit(page, '/')
  await tabTo(page, headerSignInLink(page))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })).toBeVisible()

  await tabTo(page, phoneField(page))
  await page.keyboard.type(NEW_MEMBER.localPhone)
  await page.keyboard.press('Enter')
  await expect(codeField(page)).toBeVisible()

  await tabTo(page, codeField(page))
  await page.keyboard.type(TEST_OTP)
  await page.keyboard.press('Enter')
  const account = accountButton(page, NEW_MEMBER.name)
  await expect(account).toBeVisible()

  await tabTo(page, account)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  // Opened from the keyboard, the menu puts the focus on its first item.
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(account).toBeFocused()

  await page.keyboard.press('Enter')
  const signOut = menu.getByRole('menuitem', { name: 'Keluar' })
  await arrowDownTo(page, signOut)
  await page.keyboard.press('Enter')
  await expect(headerSignInLink(page)).toBeVisible()
  // The page shows a visitor at once; the toast says the server has ended the session too.
  await expect(page.getByText('Kamu sudah keluar.')).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()
})

test("a loop of wrong guesses from another address never stops the owner's sign-in", async ({
  page,
  request,
}) => {
  const owner = { localPhone: '0813-0000-0105', intl: '+6281300000105' }
  await visit(page, '/masuk')
  await phoneField(page).pressSequentially(owner.localPhone)
  await sendCodeButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })).toBeVisible()

  // The script starts while the owner reads the SMS, and goes on while the owner types.
  let guessed = 0
  const loop = guessWrongCodes(request, owner.intl, 50, (count) => {
    guessed = count
  })
  // More wrong guesses than a code ever survived before challenges bound them (five).
  await expect.poll(() => guessed).toBeGreaterThanOrEqual(10)
  await codeField(page).pressSequentially(TEST_OTP)
  await submitCodeButton(page).click()
  await expect(accountButton(page, owner.localPhone)).toBeVisible()

  const statuses = await loop
  expect(statuses).toHaveLength(50)
  expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([])
  // Signed in, the browser holds no challenge any more.
  expect(await challengeCookie(page)).toBeUndefined()
})

test('the sign-in challenge stays in an HttpOnly cookie for as long as the code lives', async ({
  page,
}) => {
  await visit(page, '/masuk')
  await phoneField(page).pressSequentially('0813-0000-0106')
  const asked = page.waitForResponse((response) => response.url().includes('/_serverFn/'))
  await sendCodeButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })).toBeVisible()

  const cookie = await challengeCookie(page)
  expect(cookie, 'the diriSignIn cookie').toBeDefined()
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  // The code's five minutes, give or take the time the answer took.
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(280)
  expect(lifetime).toBeLessThanOrEqual(301)
  // The page's scripts never see the challenge: not in document.cookie, not in the answer.
  const challenge = cookie?.value ?? ''
  expect(challenge).toMatch(/^[\w-]{43}$/)
  expect(await page.evaluate(() => document.cookie)).not.toContain(challenge)
  expect(await (await asked).text()).not.toContain(challenge)
})

test('a code typed after the challenge cookie is gone asks for a new code, and the new one works', async ({
  page,
  context,
}) => {
  await visit(page, '/masuk')
  await phoneField(page).pressSequentially('0813-0000-0107')
  await sendCodeButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })).toBeVisible()
  // As when the code's five minutes have passed: the browser drops the cookie with the code.
  await context.clearCookies({ name: 'diriSignIn' })

  await codeField(page).pressSequentially(TEST_OTP)
  await submitCodeButton(page).click()
  await expect(page.getByText('Kode sudah kedaluwarsa. Minta kode baru.')).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()

  await page.getByRole('button', { name: 'Ganti nomor' }).click()
  await sendCodeButton(page).click()
  await codeField(page).pressSequentially(TEST_OTP)
  await submitCodeButton(page).click()
  await expect(accountButton(page, '0813-0000-0107')).toBeVisible()
})
