/**
 * The application shell (spec §2): what every page's HTML says to search engines and social
 * cards, the security headers, the error pages, and the pageview on every route change.
 */
import type { Page } from '@playwright/test'
import { expect, test, visit } from '../support/fixtures'

/** The landing page's title and heading come from the content API (`/dc-frontend/landing-page`). */
const LANDING_TITLE = 'Diri: Konsultasi Dokter Online untuk Kulit, Rambut, dan Kesehatanmu'
const LANDING_HEADING = 'Rawat kulit dan kesehatanmu'

/** Chromium reports a page's own 404 or 500 answer as a failed resource in the console. */
const ERROR_STATUS_IN_CONSOLE =
  /Failed to load resource: the server responded with a status of (404|500)/

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-type']).toContain('text/html')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const csp = headers['content-security-policy']
  expect(csp, 'Content-Security-Policy header').toBeTruthy()
  expect(csp).toContain("frame-ancestors 'none'")
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
  expect(nonce, `a script nonce in: ${csp}`).toBeTruthy()
  return nonce as string
}

/** The nonce attribute of every `<script>` tag in the HTML as sent (browsers hide it from the DOM). */
function scriptNonces(html: string) {
  // JSON-LD (`type="application/ld+json"`) is data that browsers never run: CSP does not apply.
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[0]))
    .map((match) => /\bnonce="([^"]*)"/.exec(match[0])?.[1] ?? null)
}

function headMeta(page: Page, attribute: string) {
  return page.locator(`head meta[${attribute}]`)
}

async function expectNoIndexingTags(page: Page) {
  await expect(headMeta(page, 'name="description"')).toHaveCount(0)
  await expect(headMeta(page, 'name="robots"')).toHaveCount(0)
}

async function pageviews(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'pageview'))
}

test.describe('what a crawler reads (server HTML, scripts off)', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing page has its language, title, description, robots, canonical and social tags', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/?utm_source=x')
    expect(response?.status()).toBe(200)

    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expect(page).toHaveTitle(LANDING_TITLE)
    await expect(headMeta(page, 'name="description"')).toHaveCount(1)
    await expect(headMeta(page, 'name="description"')).toHaveAttribute(
      'content',
      /konsultasi dengan dokter/i,
    )
    await expect(headMeta(page, 'name="robots"')).toHaveCount(1)
    await expect(headMeta(page, 'name="robots"')).toHaveAttribute('content', 'index, follow')

    // The canonical address drops the query, so campaign links count as the same page.
    const canonical = page.locator('head link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute('href', `${baseURL}/`)

    const og = (property: string) => headMeta(page, `property="og:${property}"`)
    await expect(og('title')).toHaveAttribute('content', LANDING_TITLE)
    await expect(og('description')).toHaveAttribute('content', /konsultasi dengan dokter/i)
    await expect(og('url')).toHaveAttribute('content', `${baseURL}/`)
    await expect(og('type')).toHaveAttribute('content', 'website')
    await expect(og('site_name')).toHaveAttribute('content', 'Diri')
    await expect(og('locale')).toHaveAttribute('content', 'id_ID')
    await expect(og('image')).toHaveCount(1)
    await expect(og('image')).toHaveAttribute('content', new RegExp(`^${baseURL}/.+`))

    const twitter = (name: string) => headMeta(page, `name="twitter:${name}"`)
    await expect(twitter('card')).toHaveAttribute('content', 'summary_large_image')
    await expect(twitter('title')).toHaveAttribute('content', LANDING_TITLE)
    await expect(twitter('description')).toHaveAttribute('content', /konsultasi dengan dokter/i)
    await expect(twitter('image')).toHaveCount(1)
  })

  test('the sign-in page is indexable too, with its own title and a canonical without the query', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/masuk?redirect=%2F')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Masuk | Diri')
    await expect(headMeta(page, 'name="description"')).toHaveCount(1)
    await expect(headMeta(page, 'name="robots"')).toHaveAttribute('content', 'index, follow')
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/masuk`,
    )
    await expect(headMeta(page, 'property="og:url"')).toHaveAttribute('content', `${baseURL}/masuk`)
    await expect(headMeta(page, 'property="og:title"')).toHaveAttribute('content', 'Masuk | Diri')
  })

  test('the social card image the tags point to exists', async ({ page, request }) => {
    await page.goto('/')
    const image = await headMeta(page, 'property="og:image"').getAttribute('content')
    expect(image).toBeTruthy()
    const response = await request.get(image as string)
    expect(response.status(), `GET ${image}`).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  })

  test('an unknown address answers 404 with the not-found page and no description or robots', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(ERROR_STATUS_IN_CONSOLE)
    const response = await page.goto('/tidak-ada')
    expect(response?.status()).toBe(404)
    expectSecurityHeaders(response?.headers() ?? {})
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible()
    await expectNoIndexingTags(page)
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  })

  test('/404 answers 404 with the not-found page', async ({ page, browserErrors }) => {
    browserErrors.allow(ERROR_STATUS_IN_CONSOLE)
    const response = await page.goto('/404')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible()
    await expectNoIndexingTags(page)
  })

  test('/500 answers 500 with the error page and no description or robots', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(ERROR_STATUS_IN_CONSOLE)
    const response = await page.goto('/500')
    expect(response?.status()).toBe(500)
    expectSecurityHeaders(response?.headers() ?? {})
    await expect(
      page.getByRole('heading', { level: 1, name: 'Maaf, ada yang tidak beres' }),
    ).toBeVisible()
    await expectNoIndexingTags(page)
  })

  test('/_error answers 500 with the error page', async ({ page, browserErrors }) => {
    browserErrors.allow(ERROR_STATUS_IN_CONSOLE)
    const response = await page.goto('/_error')
    expect(response?.status()).toBe(500)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Maaf, ada yang tidak beres' }),
    ).toBeVisible()
    await expectNoIndexingTags(page)
  })
})

test.describe('security headers', () => {
  test('HTML comes with a CSP whose nonce is on every script, nosniff and a referrer policy', async ({
    request,
  }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const nonce = expectSecurityHeaders(response.headers())
    const nonces = scriptNonces(await response.text())
    expect(nonces.length, 'script tags on the page').toBeGreaterThan(0)
    expect(nonces).toEqual(nonces.map(() => nonce))

    // A nonce is only worth something if it changes with every response.
    const again = expectSecurityHeaders((await request.get('/')).headers())
    expect(again).not.toBe(nonce)
  })

  test('the scripts run under the policy: the page hydrates with no CSP violation', async ({
    page,
  }) => {
    // Chromium also logs violations as console errors, which the fixture fails on; this names them.
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI}`,
        )
      })
    })
    await visit(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
  })

  test('a page reloaded from the browser’s copy (304 from the page cache) runs under its own policy', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    const answers: number[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') answers.push(response.status())
    })
    await visit(page, '/faq')
    await expect(page.locator('html[data-app="ready"]')).toBeAttached()
    await page.reload()
    await expect(page.locator('html[data-app="ready"]')).toBeAttached()
    expect(answers.length).toBe(2)
    expect(violations).toEqual([])
  })
})

test.describe('in the browser', () => {
  test('the page paints before the app downloads: its scripts are asked for after the first paint and its main images, then it hydrates', async ({
    page,
  }) => {
    await visit(page, '/product/katalog')
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
        )
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      // The images LCP paints (ADR 007): the loader waits for them, not for the whole page.
      const mainImages = [
        ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
      ].map((image) => {
        const [entry] = performance.getEntriesByName(image.currentSrc, 'resource')
        return (entry as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN
      })
      return {
        paint: paint?.startTime ?? Number.NaN,
        mainImages: mainImages.length,
        mainImagesLoaded: Math.max(...mainImages),
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      }
    })
    expect(timing.scripts).toBeGreaterThan(0)
    expect(timing.mainImages).toBeGreaterThan(0)
    expect(timing.paint).toBeLessThan(timing.firstScript)
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.mainImagesLoaded)
    // Hydrated (`visit` waited for the pageview): choosing a category works, which needs the app.
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('serum')
    await expect(page).toHaveURL(/category=serum/)
  })

  test('after hydration the head still has one of each tag and the canonical has no query', async ({
    page,
    baseURL,
  }) => {
    await visit(page, '/?utm_source=x')
    await expect(page).toHaveTitle(LANDING_TITLE)
    await expect(headMeta(page, 'name="description"')).toHaveCount(1)
    await expect(headMeta(page, 'name="robots"')).toHaveCount(1)
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
    await expect(headMeta(page, 'property="og:url"')).toHaveAttribute('content', `${baseURL}/`)
  })

  test('the not-found page stays without indexing tags once the app runs, and links home', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(ERROR_STATUS_IN_CONSOLE)
    const response = await visit(page, '/tidak-ada')
    expect(response.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Halaman tidak ditemukan/)
    await expectNoIndexingTags(page)
    await page.getByRole('main').getByRole('link', { name: 'Ke Beranda' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING)
    await expect(headMeta(page, 'name="robots"')).toHaveAttribute('content', 'index, follow')
  })

  test('one pageview on first load and one more per client-side navigation', async ({ page }) => {
    await visit(page, '/')
    await expect
      .poll(() => pageviews(page))
      .toEqual([{ event: 'pageview', page: { path: '/', title: LANDING_TITLE, sensitive: false } }])

    await page
      .getByRole('navigation', { name: 'Tautan footer' })
      .getByRole('link', { name: 'Masuk' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })).toBeVisible()
    await expect
      .poll(() => pageviews(page))
      .toEqual([
        { event: 'pageview', page: { path: '/', title: LANDING_TITLE, sensitive: false } },
        { event: 'pageview', page: { path: '/masuk', title: 'Masuk | Diri', sensitive: false } },
      ])

    // Back home through the header: a third pageview, and none doubled on the way.
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Beranda' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING)
    await expect
      .poll(() => pageviews(page))
      .toEqual([
        { event: 'pageview', page: { path: '/', title: LANDING_TITLE, sensitive: false } },
        { event: 'pageview', page: { path: '/masuk', title: 'Masuk | Diri', sensitive: false } },
        { event: 'pageview', page: { path: '/', title: LANDING_TITLE, sensitive: false } },
      ])
  })
})
