/**
 * The `test` every browser test uses. It fails a test on any `console.error` or uncaught error in
 * the browser, unless the test names it (`browserErrors.allow(/…/)`, or
 * `test.use({ allowedBrowserErrors: [/…/] })` for a whole file), and it brings the helpers a
 * person's journey needs: open a page once the app has hydrated, and sign in through /masuk.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { TEST_OTP } from './app-server'
import { demoMemberByPhone } from './demo-members'

export interface BrowserErrors {
  /** Allows errors matching `pattern` for the rest of this test. */
  allow: (pattern: RegExp) => void
  /** Everything reported so far, allowed or not. */
  readonly seen: readonly string[]
}

interface Fixtures {
  /** Browser errors a whole file or describe block expects. */
  allowedBrowserErrors: RegExp[]
  browserErrors: BrowserErrors
}

export const test = base.extend<Fixtures>({
  allowedBrowserErrors: [[], { option: true }],
  // Each test is a person on a network of their own: sign-in codes are counted per address
  // (ADR 010, 100 an hour), and the suite signs in far more often than that from one machine.
  // The test server trusts one proxy hop (app-server.ts), whose entry this is.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': networkOf(testInfo.testId) })
  },
  browserErrors: [
    async ({ context, allowedBrowserErrors }, use) => {
      const allowed = [...allowedBrowserErrors]
      const seen: string[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url, lineNumber } = message.location()
        seen.push(`console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`)
      })
      context.on('weberror', (webError) => {
        const error = webError.error()
        seen.push(
          `uncaught ${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`,
        )
      })
      await use({
        allow: (pattern) => allowed.push(pattern),
        get seen() {
          return [...seen]
        },
      })
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'errors in the browser that the test did not expect').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** A documentation address (RFC 5737, 198.51.100.0/24 and 203.0.113.0/24) named by the test. */
function networkOf(testId: string): string {
  let hash = 0
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `${hash % 2 === 0 ? '198.51.100' : '203.0.113'}.${((hash >>> 1) % 254) + 1}`
}

/**
 * The app is interactive once React has hydrated; its first sign of life is the pageview it
 * pushes from an effect. Clicking earlier would hit the server-rendered HTML without handlers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: unknown }).event === 'pageview'),
  )
}

/**
 * From now on the app's JavaScript never arrives: pages stay their server-rendered HTML, as they
 * are for a visitor before the app has hydrated (ADR 007). The failed loads are expected.
 */
export async function withoutTheApp(page: Page, browserErrors: BrowserErrors) {
  browserErrors.allow(/Failed to fetch dynamically imported module/)
  browserErrors.allow(/Failed to load resource: net::ERR_FAILED \(at .*\/assets\/.*\.js/)
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
}

/** Opens `path` and waits until the app is interactive; returns the document's response. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  if (!response) throw new Error(`page.goto(${JSON.stringify(path)}) returned no response`)
  await waitForHydration(page)
  return response
}

/** The name the header shows for a number: the demo member's name, else the number itself. */
export function headerNameFor(phone: string): string {
  const member = demoMemberByPhone(phone)
  if (member) return member.name
  const national = `0${phone.replace(/\D/g, '').replace(/^(62|0)/, '')}`
  return national.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3')
}

/** The header's account menu button of a signed-in member. */
export function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Menu akun ${name}` })
}

/**
 * A member never asked for their profile gets the first-sign-in step (issue 29 §1) right after
 * the code: 'Lewati' there, as a person in a hurry would, and on to where they were going. The
 * profile's own spec (profile.spec.ts) fills it instead.
 */
export async function skipFirstProfileStep(page: Page) {
  await page.waitForURL((url) => url.pathname !== '/masuk')
  if (new URL(page.url()).pathname !== '/masuk/profil') return
  await page.getByRole('button', { name: 'Lewati' }).click()
  await page.waitForURL((url) => url.pathname !== '/masuk/profil')
}

/**
 * Signs in like a person: /masuk, type the number, ask for the code, type the code (the test
 * server's AUTH_DEV_OTP), submit, and wait for the header to show the member's name.
 */
export async function signIn(
  page: Page,
  phone: string,
  options: {
    redirect?: string
    /** The header's name when the member has one of their own (a profile given through the API). */
    name?: string
  } = {},
) {
  const path = options.redirect
    ? `/masuk?redirect=${encodeURIComponent(options.redirect)}`
    : '/masuk'
  await visit(page, path)
  return signInOnThisPage(page, phone, options.name)
}

/**
 * The sign-in steps on the /masuk page the browser is already on (a page sent the person here):
 * type the number, ask for the code, type it, submit, and wait for the member's name in the header.
 */
export async function signInOnThisPage(page: Page, phone: string, name = headerNameFor(phone)) {
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially(phone)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(TEST_OTP)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await skipFirstProfileStep(page)
  await expect(accountButton(page, name)).toBeVisible()
  return name
}
