/**
 * Error reporting (ADR 017) against a production build with a DSN that points at a
 * stand-in for Sentry on loopback (tests/support/fake-sentry.ts). The browser talks to the site
 * only: its reports go through `/monitoring`, which forwards them. Sample rates are 1 here
 * (SENTRY_ERROR_SAMPLE_RATE, SENTRY_REPLAY_SESSION_SAMPLE_RATE), so every error and every
 * consented session is sent.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { newConsentChoice, serializeConsent } from '../../src/lib/consent/consent-state'
import { startTestServer, TEST_OTP, type TestServer } from '../support/app-server'
import { e2eBaseUrl } from '../support/e2e-base-url'
import { type FakeSentry, startFakeSentry } from '../support/fake-sentry'
import { expect, signIn, visit, waitForHydration, test as withFixtures } from '../support/fixtures'

const DELIBERATE = 'Galat uji pelaporan'

interface ReportingServers {
  sentry: FakeSentry
  site: TestServer
}

const test = withFixtures.extend<object, ReportingServers>({
  sentry: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the receiver has none.
    async ({}, use) => {
      const sentry = await startFakeSentry()
      await use(sentry)
      await sentry.stop()
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ sentry }, use) => {
      const site = await startTestServer({
        env: {
          SENTRY_DSN: sentry.dsn,
          SENTRY_ERROR_SAMPLE_RATE: '1',
          SENTRY_REPLAY_SESSION_SAMPLE_RATE: '1',
        },
      })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

test.use({ baseURL: async ({ site }, use) => use(site.url) })

/** The visitor's cookie choice, made already (so no banner asks): analytics yes or no. */
async function chooseCookies(context: BrowserContext, siteUrl: string, analytics: boolean) {
  const value = serializeConsent(newConsentChoice({ analytics, marketing: false }))
  await context.addCookies([{ name: 'diriConsent', value, url: siteUrl }])
}

/** Every URL the page requests, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

async function whenReportingIsOn(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on')
}

/** Every string in a recording (its texts, attributes and URLs), not its numbers (timestamps). */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into)
  return into
}

function throwInThePage(page: Page) {
  return page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, DELIBERATE)
}

test('an error thrown in the browser reaches Sentry through /monitoring, named by its route', async ({
  page,
  context,
  site,
  sentry,
  browserErrors,
}) => {
  browserErrors.allow(new RegExp(DELIBERATE))
  await chooseCookies(context, site.url, false)
  const requested = recordRequests(page)
  await visit(page, '/klinik')
  await whenReportingIsOn(page)
  await throwInThePage(page)

  await expect
    .poll(() => sentry.items('event').filter((event) => JSON.stringify(event).includes(DELIBERATE)))
    .toHaveLength(1)
  const [event] = sentry
    .items('event')
    .filter((item) => JSON.stringify(item).includes(DELIBERATE)) as {
    transaction?: string
    request?: { url?: string }
  }[]
  expect(event?.transaction).toBe('/klinik/')
  expect(event?.request?.url).toBe(`${site.url}/klinik`)

  // The SDK was fetched after the page, and every report left for this site's /monitoring only.
  expect(requested.some((url) => /\/assets\/sentry-browser-[\w-]+\.js$/.test(url))).toBe(true)
  expect(requested).toContain(`${site.url}/monitoring`)
  expect(requested.filter((url) => url.includes(`127.0.0.1:${sentry.port}`))).toEqual([])
  console.info(
    `[error-reporting] envelopes: ${sentry.envelopes.length}, events: ${sentry.items('event').length}, transactions: ${sentry.items('transaction').length}`,
  )
})

test('a replay of an error on the questionnaire shows none of the answers chosen', async ({
  page,
  context,
  site,
  sentry,
  browserErrors,
}) => {
  test.setTimeout(120_000)
  browserErrors.allow(new RegExp(DELIBERATE))
  await chooseCookies(context, site.url, false)
  const segmentsBefore = sentry.items('replay_recording').length
  await signIn(page, '0813-0000-0171')
  await visit(page, '/keluhan')
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Jerawat' })
    .first()
    .getByRole('button', { name: 'Mulai Konsul' })
    .click()
  await page
    .getByRole('dialog', { name: 'Yuk ceritakan keluhanmu!' })
    .getByRole('button', { name: 'Lanjut' })
    .click()
  await page.getByRole('button', { name: 'Isi Kuesioner' }).click()
  await expect(page).toHaveURL(/\/konsultasi\/kuesioner\?/)
  await waitForHydration(page)
  await whenReportingIsOn(page)
  const step = page.locator('form.questionnaire-step')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(
    step.getByRole('heading', { name: 'Di bagian mana saja jerawatmu muncul?' }),
  ).toBeVisible()
  const chosen = ['Pipi', 'Dagu dan rahang']
  for (const label of chosen) await step.getByText(label, { exact: true }).click()
  await throwInThePage(page)

  // Replay on error: the buffered minute before the error is sent, without any consent.
  await expect.poll(() => sentry.items('replay_recording').length).toBeGreaterThan(segmentsBefore)
  const recorded = sentry.items('replay_recording').slice(segmentsBefore)
  const strings = stringsOf(recorded)
  // The page is in it (its heading, outside the form, 'Kuesioner' then the condition's name as
  // two texts), the answers and the question are not.
  expect(strings).toContain('Kuesioner ')
  for (const answer of [...chosen, 'Di bagian mana saja jerawatmu muncul?']) {
    expect(strings.filter((text) => text.includes(answer))).toEqual([])
  }
  expect(strings.filter((text) => /0813|\+62 ?813|62813/.test(text))).toEqual([])
  // The error names the member by id only.
  const errors = sentry
    .items('event')
    .filter((item) => JSON.stringify(item).includes(DELIBERATE)) as { user?: object }[]
  const user = errors.at(-1)?.user
  expect(Object.keys(user ?? {})).toEqual(['id'])
  expect(JSON.stringify(user)).not.toMatch(/0813|813 ?0000/)
  console.info(
    `[error-reporting] questionnaire: ${recorded.length} replay segment(s), ${sentry.items('replay_event').length} replay event(s) in all`,
  )
})

test('a consented session replay of signing in shows neither the number nor the code', async ({
  page,
  context,
  site,
  sentry,
}) => {
  test.setTimeout(120_000)
  await chooseCookies(context, site.url, true)
  const segmentsBefore = sentry.items('replay_recording').length
  await visit(page, '/masuk')
  await whenReportingIsOn(page)
  const phone = '0812-0000-0001'
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially(phone)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await expect(page.getByRole('textbox', { name: 'Kode OTP' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(TEST_OTP)

  // The session is recorded (analytics consented, rate 1) and flushed after 5 to 5.5 s of calm:
  // wait for a segment that has the code step in it.
  await expect
    .poll(() => stringsOf(sentry.items('replay_recording').slice(segmentsBefore)).join('\n'), {
      timeout: 30_000,
    })
    .toContain('Kode OTP')
  const strings = stringsOf(sentry.items('replay_recording').slice(segmentsBefore))
  const digits = phone.replace(/\D/g, '')
  expect(
    strings.filter(
      (text) =>
        text.includes(phone) ||
        text.replace(/\D/g, '').includes(digits.slice(1)) ||
        text.includes(TEST_OTP),
    ),
  ).toEqual([])
  console.info(
    `[error-reporting] sign-in: ${sentry.items('replay_recording').length - segmentsBefore} replay segment(s); all so far: ${JSON.stringify(sentry.segments)} segments, ${sentry.items('event').length} events, ${sentry.items('transaction').length} transactions, ${sentry.envelopes.length} envelopes (${[...new Set(sentry.envelopes.flatMap((envelope) => envelope.items.map((item) => item.type)))].join(', ')})`,
  )
})
test.describe('without a DSN (the main test server)', () => {
  test.use({ baseURL: e2eBaseUrl() })

  test('no Sentry code is fetched and nothing is sent', async ({ page }) => {
    const requested = recordRequests(page)
    for (const path of ['/', '/masuk']) {
      await visit(page, path)
      // Past the point where the SDK would load: the app is ready and the browser idle.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })),
      )
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
      await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', 'on')
    }
    expect(requested.filter((url) => /sentry|\/monitoring/i.test(url))).toEqual([])
  })
})
