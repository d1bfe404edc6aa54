/**
 * The headers on every kind of response the site gives, as a caller sees them: no MIME sniffing,
 * no framing, a script policy with a fresh nonce on HTML, and the caching each kind should have.
 * One row per kind: a new kind of response is a new row.
 */
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE, PLATFORM_HEADER } from '../../app.config'
import { OtpRequested } from '../../contract/auth/schemas'
import { TEST_OTP } from '../support/app-server'
import { test as base, expect, waitForHydration } from '../support/fixtures'

const PUBLIC_PAGE = 'public, s-maxage=300, stale-while-revalidate=86400'
/** A member's answer, or one that depends on who asks: no cache keeps it, not even the browser's. */
const PRIVATE = 'private, no-store'
const NO_STORE = 'no-store'

/** What the rows need that only a running site can tell: its asset names, its function URLs. */
interface Samples {
  /** `diriAuth=…` of a member signed in for these tests. */
  memberCookie: string
  /** A hashed script or stylesheet the landing page links. */
  hashedAsset: string
  /** An image the landing page shows through the optimiser. */
  optimisedImage: string
  /** A server-function GET a visitor's page makes (a product's ratings), with its headers. */
  visitorFunction: { url: string; headers: Record<string, string> }
  /** A member-only server-function GET a member's page makes, with its headers (no cookie). */
  memberFunction: { url: string; headers: Record<string, string> }
}

interface HeaderCase {
  kind: string
  send: (request: APIRequestContext, samples: Samples) => Promise<APIResponse>
  status: number
  /** HTML carries the full policy with a script nonce; anything else at least `frame-ancestors`. */
  html: boolean
  cacheControl: string | RegExp
}

const CASES: HeaderCase[] = [
  {
    kind: 'a public page, for a visitor',
    send: (request) => request.get('/'),
    status: 200,
    html: true,
    cacheControl: PUBLIC_PAGE,
  },
  {
    kind: 'a member page, for its member',
    send: (request, { memberCookie }) =>
      request.get('/akun', { headers: { cookie: memberCookie } }),
    status: 200,
    html: true,
    cacheControl: PRIVATE,
  },
  {
    kind: 'the 404 page',
    send: (request) => request.get('/halaman-yang-tidak-ada'),
    status: 404,
    html: true,
    cacheControl: PRIVATE,
  },
  {
    kind: 'a public file (/favicon.svg)',
    send: (request) => request.get('/favicon.svg'),
    status: 200,
    html: false,
    // Not hashed: an hour, then asked again.
    cacheControl: /^(public, )?max-age=3600$/,
  },
  {
    kind: 'a hashed asset (/assets/…)',
    send: (request, { hashedAsset }) => request.get(hashedAsset),
    status: 200,
    html: false,
    cacheControl: /^(public, )?max-age=31536000, immutable$/,
  },
  {
    kind: 'an optimised image (/_img)',
    send: (request, { optimisedImage }) => request.get(optimisedImage),
    status: 200,
    html: false,
    cacheControl: /^public, max-age=\d{5,}/,
  },
  {
    kind: '/robots.txt',
    send: (request) => request.get('/robots.txt'),
    status: 200,
    html: false,
    cacheControl: 'public, max-age=3600',
  },
  {
    kind: '/sitemap.xml',
    send: (request) => request.get('/sitemap.xml'),
    status: 200,
    html: false,
    cacheControl: PUBLIC_PAGE,
  },
  {
    kind: '/api/health',
    send: (request) => request.get('/api/health'),
    status: 200,
    html: false,
    cacheControl: NO_STORE,
  },
  {
    kind: 'an /api JSON answer (public content)',
    send: (request) => request.get('/api/dc-frontend/article-page', { headers: platform() }),
    status: 200,
    html: false,
    cacheControl: 'public, max-age=300',
  },
  {
    kind: 'an /api JSON answer for a member',
    send: (request, { memberCookie }) =>
      request.get('/api/auth/me', {
        headers: { ...platform(), authorization: `Bearer ${tokenOf(memberCookie)}` },
      }),
    status: 200,
    html: false,
    cacheControl: PRIVATE,
  },
  {
    kind: 'an /api JSON error',
    send: (request) =>
      request.get('/api/dc-frontend/article-detail/tidak-ada', { headers: platform() }),
    status: 404,
    html: false,
    // A refusal is never kept: the thing may exist a minute later.
    cacheControl: NO_STORE,
  },
  {
    kind: 'a server-function GET for a visitor',
    send: (request, { visitorFunction }) =>
      request.get(visitorFunction.url, { headers: visitorFunction.headers }),
    status: 200,
    html: false,
    // The answer depends on who asks (a member sees their own likes).
    cacheControl: PRIVATE,
  },
  {
    kind: 'a server-function GET for a member',
    send: (request, { memberFunction, memberCookie }) =>
      request.get(memberFunction.url, {
        headers: { ...memberFunction.headers, cookie: memberCookie },
      }),
    status: 200,
    html: false,
    cacheControl: PRIVATE,
  },
  {
    kind: 'a server-function 401 (the member GET without a session)',
    send: (request, { memberFunction }) =>
      request.get(memberFunction.url, { headers: memberFunction.headers }),
    status: 401,
    html: false,
    cacheControl: PRIVATE,
  },
]

function platform() {
  return { [PLATFORM_HEADER.name]: PLATFORM_HEADER.value }
}

const SessionCookie = v.object({ accessToken: v.string() })

function tokenOf(memberCookie: string) {
  const value = memberCookie.slice(`${AUTH_COOKIE}=`.length)
  return v.parse(SessionCookie, JSON.parse(decodeURIComponent(value))).accessToken
}

function found(value: string | undefined, what: string): string {
  if (!value) throw new Error(`Expected ${what}, found none.`)
  return value
}

/** Signs a member in through the API, as the sign-in page does, and returns their cookie. */
async function signInThroughTheApi(request: APIRequestContext, phone: string) {
  const headers = platform()
  const asked = await request.post('/api/auth/otp/request', { headers, data: { phone } })
  expect(asked.status(), await asked.text()).toBe(200)
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers,
    data: { phone, code: TEST_OTP, challengeId },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const { accessToken } = v.parse(SessionCookie, await verified.json())
  return `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken }))}`
}

/** The first server-function GET `path` makes once `act` has run; its URL and headers. */
async function functionCallOf(
  browser: Browser,
  baseURL: string,
  options: { cookie?: string; path: string; act?: (page: Page) => Promise<void> },
) {
  const context = await browser.newContext({ baseURL })
  if (options.cookie) {
    const [name, ...value] = options.cookie.split('=')
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: baseURL }])
  }
  const page = await context.newPage()
  const call = page.waitForRequest(
    (request) => request.url().includes('/_serverFn/') && request.method() === 'GET',
  )
  await page.goto(options.path)
  await waitForHydration(page)
  await options.act?.(page)
  const request = await call
  const { cookie: _cookie, ...headers } = request.headers()
  await context.close()
  return { url: request.url(), headers }
}

const test = base.extend<object, { samples: Samples }>({
  samples: [
    async ({ browser, playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? ''
      const request = await playwright.request.newContext({ baseURL })
      const memberCookie = await signInThroughTheApi(request, '+6281300000501')
      const landing = await (await request.get('/')).text()
      const hashedAsset = found(
        landing.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0],
        'a hashed asset on the landing page',
      )
      const optimisedImage = found(
        landing.match(/\/_img\?[^"' ]+/)?.[0]?.replaceAll('&amp;', '&'),
        'an optimised image on the landing page',
      )
      await request.dispose()

      const visitorFunction = await functionCallOf(browser, baseURL, {
        path: '/product/tabir-surya-spf50-gel',
        act: (page) => page.getByRole('link', { name: /Lihat semua \d+ ulasan/ }).click(),
      })
      // The header loads the member's cart (and notifications) from the browser.
      const memberFunction = await functionCallOf(browser, baseURL, {
        cookie: memberCookie,
        path: '/akun',
      })
      await use({ memberCookie, hashedAsset, optimisedImage, visitorFunction, memberFunction })
    },
    { scope: 'worker' },
  ],
})

test.describe('headers on every kind of response', () => {
  for (const row of CASES) {
    test(row.kind, async ({ request, samples }) => {
      const response = await row.send(request, samples)
      const headers = response.headers()
      expect(response.status()).toBe(row.status)
      expect(headers['x-content-type-options']).toBe('nosniff')

      const policy = headers['content-security-policy'] ?? ''
      const framingRefused =
        headers['x-frame-options'] === 'DENY' || /frame-ancestors 'none'/.test(policy)
      expect(framingRefused, `framing refused (X-Frame-Options or CSP), policy: ${policy}`).toBe(
        true,
      )
      if (row.html) {
        expect(headers['content-type']).toContain('text/html')
        expect(policy).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/)
        expect(policy).toContain("worker-src 'self'")
        expect(policy).toContain("frame-ancestors 'none'")
      }

      const cacheControl = headers['cache-control']
      if (typeof row.cacheControl === 'string') expect(cacheControl).toBe(row.cacheControl)
      else expect(cacheControl).toMatch(row.cacheControl)
    })
  }
})
