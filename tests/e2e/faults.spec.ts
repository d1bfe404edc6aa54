/**
 * When the API fails: down, slow, or refusing a session in the middle of a flow. The site runs in
 * proxy mode here (`API_BASE_URL`) in front of a reference API in a process of its own, so a test
 * can stop that API, start it again, or put a slow upstream in its place, while the site keeps
 * running. These servers are this file's own: the shared one's data and sign-in limits stay
 * untouched.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE, PLATFORM_HEADER } from '../../app.config'
import { type ApiServer, apiFixture } from '../support/api-server'
import { freePort, startTestServer, type TestServer } from '../support/app-server'
import {
  accountButton,
  test as base,
  expect,
  signIn,
  signInOnThisPage,
  visit,
} from '../support/fixtures'

/** Milliseconds the slow site waits for a promotion, cart or address call (spec: 20 000). */
const SHORT_SLOW_CALL_TIMEOUT_MS = 2_000
/** How late the slow upstream answers: well after the site has given up. */
const SLOW_UPSTREAM_DELAY_MS = 15_000

interface SlowUpstream {
  url: string
  /** The paths asked for so far, in order (`/health` left out). */
  calls: string[]
  close: () => Promise<void>
}

/**
 * An API that is up but slow at its work: `/health` answers at once (so the site starts), every
 * other call only after `delayMs`, when it is passed on to `target`. A caller that gives up first
 * (a timeout) is let go at once.
 */
async function startSlowUpstream(target: string, delayMs: number): Promise<SlowUpstream> {
  const calls: string[] = []
  const server = createServer(async (request, response) => {
    if (request.url !== '/health') calls.push(request.url ?? '/')
    const callerLeft = new AbortController()
    response.once('close', () => {
      if (!response.writableFinished) callerLeft.abort()
    })
    try {
      if (request.url !== '/health') await sleep(delayMs, undefined, { signal: callerLeft.signal })
      const answer = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method,
        headers: forwardable(request.headers),
        signal: callerLeft.signal,
      })
      // fetch has decoded the body: the length and encoding it came with no longer apply.
      const headers = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !/^(content-(encoding|length)|transfer-encoding|connection)$/.test(name),
        ),
      )
      response.writeHead(answer.status, headers)
      response.end(Buffer.from(await answer.arrayBuffer()))
    } catch {
      // The caller gave up (or the target is gone): nobody to answer.
      response.destroy()
    }
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function forwardable(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
      kept[name] = value
    }
  }
  return kept
}

interface FaultServers {
  /** The reference API in its own process, which the tests stop and start. */
  api: ApiServer
  /** The site in proxy mode in front of `api`. */
  site: TestServer
  /** An API that answers only after the site's timeout. */
  slowUpstream: SlowUpstream
  /** The site in front of `slowUpstream`. */
  slowSite: TestServer
}

const test = base.extend<object, FaultServers>({
  api: apiFixture,
  site: [
    async ({ api }, use) => {
      const site = await startTestServer({ env: { API_BASE_URL: api.url }, echoStderr: false })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  slowUpstream: [
    async ({ api }, use) => {
      const upstream = await startSlowUpstream(api.url, SLOW_UPSTREAM_DELAY_MS)
      await use(upstream)
      await upstream.close()
    },
    { scope: 'worker' },
  ],
  slowSite: [
    async ({ slowUpstream }, use) => {
      const site = await startTestServer({
        env: {
          API_BASE_URL: slowUpstream.url,
          API_SLOW_CALL_TIMEOUT_MS: String(SHORT_SLOW_CALL_TIMEOUT_MS),
        },
      })
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

/**
 * What the developer console shows of a failed page: Chromium reports the page's own error status
 * as a failed resource, and React reports the error its boundary caught (the error page's).
 */
const FAILED_PAGE_IN_CONSOLE = [
  /Failed to load resource: the server responded with a status of 50[34]/,
  /^console\.error: ApiNetworkError: API \S+ (could not be reached|timed out)/,
]

/** What a developer would see and a visitor must not: English error words, a stack, a code path. */
const DEVELOPER_TEXT = /error|failed|fetch|undefined|exception|stack|\bat \S+:\d+|\.ts\b|\.js\b/i

/** A page whose data comes from the API, and the heading of its error page. */
const PAGES_FROM_THE_API = [
  { what: 'the landing page', path: '/', errorHeading: 'Maaf, ada yang tidak beres' },
  {
    what: 'an article',
    path: '/artikel/jerawat-hormonal',
    errorHeading: 'Halaman ini belum bisa dimuat',
  },
  {
    what: 'a product page',
    path: '/product/serum-niacinamide-10',
    errorHeading: 'Maaf, ada yang tidak beres',
  },
] as const

/** The friendly error page: the site's header, an Indonesian heading, a way to try again. */
async function expectFriendlyErrorPage(page: Page, heading: string) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Diri, ke beranda' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(DEVELOPER_TEXT)
}

test.describe('the API is down, then back', () => {
  test.use({ baseURL: async ({ site }, use) => use(site.url) })

  test('pages answer 503 with the friendly page and sign-in says the service has a problem; after the API is back the same pages work, with no restart of the site', async ({
    page,
    api,
    browserErrors,
  }) => {
    for (const pattern of FAILED_PAGE_IN_CONSOLE) browserErrors.allow(pattern)
    await api.stop()

    await visit(page, '/masuk')
    await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially('0813-0000-0400')
    await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Layanan sedang bermasalah. Coba lagi sebentar lagi.',
    )
    await expect(page.getByRole('textbox', { name: 'Kode OTP' })).toBeHidden()

    for (const { what, path, errorHeading } of PAGES_FROM_THE_API) {
      const response = await page.goto(path)
      expect(response?.status(), what).toBe(503)
      await expectFriendlyErrorPage(page, errorHeading)
    }

    await api.start()
    // On the page still showing the error (the product), trying again is enough.
    await page.getByRole('button', { name: 'Coba Lagi' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Serum Niacinamide 10%' }),
    ).toBeVisible()
    for (const { what, path, errorHeading } of PAGES_FROM_THE_API) {
      const response = await page.goto(path)
      expect(response?.status(), what).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(errorHeading)
    }
  })
})

test.describe('the API is slow', () => {
  test.use({ baseURL: async ({ slowSite }, use) => use(slowSite.url) })

  test('a call that outlives its timeout gives the friendly page with 504, in about the timeout, not a hang', async ({
    page,
    slowUpstream,
    browserErrors,
  }) => {
    for (const pattern of FAILED_PAGE_IN_CONSOLE) browserErrors.allow(pattern)
    // A fresh server's first page loads the route's code as well: once, before the clock starts,
    // so what is timed is the wait for the API and not the start-up (seconds on a busy runner).
    expect((await page.goto('/promo'))?.status()).toBe(504)
    const callsBefore = slowUpstream.calls.length
    const started = Date.now()
    const response = await page.goto('/promo')
    const waited = Date.now() - started
    expect(response?.status()).toBe(504)
    // The page's call was made once, not retried after its timeout; the content version (which
    // the page cache waits on for a quarter of a second at most) may be asked on the way.
    const calls = slowUpstream.calls.slice(callsBefore)
    expect(calls.filter((path) => path !== '/dc-frontend/content-version')).toEqual([
      '/dc-frontend/promotion-page',
    ])
    // About the timeout: not before it, and far from the upstream's answer (15 s).
    expect(waited).toBeGreaterThanOrEqual(SHORT_SLOW_CALL_TIMEOUT_MS)
    expect(waited).toBeLessThan(2 * SHORT_SLOW_CALL_TIMEOUT_MS)
    await expectFriendlyErrorPage(page, 'Maaf, ada yang tidak beres')
  })
})

test.describe('a session revoked in the middle of a flow', () => {
  test.use({ baseURL: async ({ site }, use) => use(site.url) })
  // The revoked session's refusal is an answer of 401, which Chromium logs as a failed resource.
  test.use({ allowedBrowserErrors: [/status of 401/] })
  // Up, even when the test that stops it failed half-way (a no-op when it runs).
  test.beforeEach(({ api }) => api.start())

  /** Signs the browser's session out behind the page's back, as another device would. */
  async function revokeSession(page: Page) {
    const cookie = (await page.context().cookies()).find(({ name }) => name === AUTH_COOKIE)
    expect(cookie, 'the session cookie').toBeTruthy()
    const { accessToken } = v.parse(
      v.object({ accessToken: v.string() }),
      JSON.parse(decodeURIComponent(cookie?.value ?? '{}')),
    )
    const answer = await page.request.post('/api/auth/logout', {
      headers: {
        authorization: `Bearer ${accessToken}`,
        [PLATFORM_HEADER.name]: PLATFORM_HEADER.value,
      },
    })
    expect(answer.status()).toBe(204)
  }

  async function sessionCookie(page: Page) {
    return (await page.context().cookies()).find(({ name }) => name === AUTH_COOKIE)
  }

  test('adding to the cart sends the member to sign in, and the product is in the cart afterwards', async ({
    page,
  }) => {
    const phone = '0813-0000-0401'
    await signIn(page, phone)
    await visit(page, '/product/serum-niacinamide-10')
    await page.getByRole('button', { name: 'Tambah jumlah' }).click()
    await revokeSession(page)

    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
    await expect(page).toHaveURL(/\/masuk\?redirect=/)
    await expect(
      page.getByText('Sesimu sudah berakhir. Masuk lagi untuk melanjutkan.'),
    ).toBeVisible()
    expect(await sessionCookie(page), 'the revoked session cookie is cleared').toBeUndefined()

    await signInOnThisPage(page, phone)
    await expect(page.getByText('Serum Niacinamide 10% masuk ke keranjang')).toBeVisible()
    await expect(page).toHaveURL(/\/product\/serum-niacinamide-10$/)
    await expect(page.getByRole('link', { name: 'Keranjang, 2 barang' })).toBeVisible()
  })

  test('saving an address sends the member to sign in, and the form comes back as they typed it', async ({
    page,
  }) => {
    const phone = '0813-0000-0402'
    const name = await signIn(page, phone, { redirect: '/akun' })
    await expect(page.getByRole('heading', { name: 'Akun Saya' })).toBeVisible()
    await page.getByRole('button', { name: 'Tambah Alamat' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Tambah alamat' })
    await fillAddress(page)
    await revokeSession(page)

    await dialog.getByRole('button', { name: 'Simpan Alamat' }).click()
    await expect(page).toHaveURL(/\/masuk\?redirect=/)
    expect(await sessionCookie(page), 'the revoked session cookie is cleared').toBeUndefined()
    const cookies = JSON.stringify(await page.context().cookies())
    expect(cookies, 'the draft is never kept in a cookie').not.toContain('Senopati')

    await signInOnThisPage(page, phone)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Nama penerima' })).toHaveValue('Ratna Dewi')
    await expect(dialog.getByRole('textbox', { name: /Label alamat/ })).toHaveValue('Rumah Ibu')
    await expect(dialog.getByRole('textbox', { name: 'Alamat lengkap' })).toHaveValue(
      'Jl. Senopati No. 8, RT 02/RW 01',
    )
    await expect(dialog.getByRole('button', { name: /Provinsi/ })).toContainText(
      'Daerah Khusus Ibukota Jakarta',
    )
    await expect(dialog.getByRole('button', { name: /Kecamatan/ })).toContainText('Kebayoran Baru')
    await expect(dialog.getByRole('button', { name: /Kode pos/ })).toContainText(/12\d{3}/)

    await dialog.getByRole('button', { name: 'Simpan Alamat' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Alamat ditambahkan.')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Rumah Ibu' })).toContainText(
      'Jl. Senopati No. 8',
    )
    await expect(accountButton(page, name)).toBeVisible()
    // Saved: the draft is gone, and a new form starts empty.
    await page.getByRole('button', { name: 'Tambah Alamat' }).first().click()
    await expect(dialog.getByRole('textbox', { name: 'Alamat lengkap' })).toHaveValue('')
  })
})

async function fillAddress(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Tambah alamat' })
  const choose = async (field: RegExp, option: string | RegExp) => {
    await dialog.getByRole('button', { name: field }).click()
    await page.getByRole('option', { name: option }).first().click()
  }
  await dialog.getByRole('textbox', { name: 'Nama penerima' }).fill('Ratna Dewi')
  await choose(/Provinsi/, 'Daerah Khusus Ibukota Jakarta')
  await choose(/Kota\/Kabupaten/, /Jakarta Selatan/)
  await choose(/Kecamatan/, 'Kebayoran Baru')
  await choose(/Kode pos/, /^12\d{3}$/)
  await dialog
    .getByRole('textbox', { name: 'Alamat lengkap' })
    .fill('Jl. Senopati No. 8, RT 02/RW 01')
  await dialog.getByRole('textbox', { name: /Label alamat/ }).fill('Rumah Ibu')
}
