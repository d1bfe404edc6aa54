/**
 * The public content pages: what the server sends for each page (content, head tags,
 * structured data, caching), the article list's pagination and category filter in the URL, the
 * 404s, the image endpoint's refusals, a walk across the pages with one pageview per navigation,
 * and the phone menu.
 *
 * Expected content is read from the API itself, so the specs follow the seed instead of copying it.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, visit } from '../support/fixtures'

const API_HEADERS = { 'diri-platform': 'web' }
const NOT_FOUND_IN_CONSOLE =
  /Failed to load resource: the server responded with a status of (404|400)/

interface Seo {
  title: string
  description: string
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: API_HEADERS })
  expect(response.status(), `GET /api${path}`).toBe(200)
  return (await response.json()) as T
}

function fullTitle(title: string) {
  return title.startsWith('Diri') ? title : `${title} | Diri`
}

/** The JSON-LD objects of the page, as sent by the server. */
async function structuredData(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as { '@type': string; [key: string]: unknown })
}

async function expectHead(page: Page, baseURL: string | undefined, path: string, seo: Seo) {
  await expect(page).toHaveTitle(fullTitle(seo.title))
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    seo.description,
  )
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}${path}`,
  )
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    fullTitle(seo.title),
  )
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${baseURL}${path}`,
  )
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveCount(1)
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/`),
  )
}

interface ArticleSummary {
  id: string
  title: string
  category: { slug: string; name: string }
}
interface ArticleList {
  seo: Seo
  data: ArticleSummary[]
  meta: { page: number; limit: number; total: number; totalPages: number }
  categories: Array<{ slug: string; name: string }>
}

test.describe('what the server sends (scripts off)', () => {
  test.use({ javaScriptEnabled: false })

  const singletons = [
    { path: '/advisor', api: '/dc-frontend/advisor-page' },
    { path: '/tentang-kami', api: '/dc-frontend/about-us-page' },
    { path: '/faq', api: '/dc-frontend/faq-page-v2' },
    { path: '/kebijakan-privasi', api: '/dc-frontend/privacy-page' },
    { path: '/syarat-ketentuan', api: '/dc-frontend/terms-page' },
    { path: '/persetujuan-konsultasi', api: '/dc-frontend/consultation-agreement-page' },
    { path: '/interim', api: '/dc-frontend/interim-page' },
    { path: '/testimoni', api: '/dc-frontend/testimony-page' },
    { path: '/promo', api: '/dc-frontend/promotion-page' },
    { path: '/artikel', api: '/dc-frontend/article-page?limit=9' },
  ]

  for (const { path, api: apiPath } of singletons) {
    test(`${path} has its content and head tags`, async ({ page, request, baseURL }) => {
      const content = await api<{ seo: Seo; hero?: { title: string }; title?: string }>(
        request,
        apiPath,
      )
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expectHead(page, baseURL, path, content.seo)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const heading = content.title ?? content.hero?.title
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // Nested pages say where they are, for people and search engines.
      if (path !== '/interim') {
        const types = (await structuredData(page)).map((data) => data['@type'])
        expect(types).toContain('BreadcrumbList')
      }
    })
  }

  test('the landing page shows the API landing content, with Organization data', async ({
    page,
    request,
    baseURL,
  }) => {
    const landing = await api<{
      seo: Seo
      hero: { title: string }
      latestArticles: ArticleSummary[]
    }>(request, '/dc-frontend/landing-page')
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expectHead(page, baseURL, '/', landing.seo)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title)
    await expect(page.getByRole('button', { name: 'Mulai Konsul' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Masuk atau Daftar' })).toBeVisible()
    for (const article of landing.latestArticles) {
      await expect(page.getByRole('link', { name: article.title }).first()).toBeVisible()
    }
    const organization = (await structuredData(page)).find(
      (data) => data['@type'] === 'Organization',
    )
    expect(organization).toMatchObject({ name: 'Diri', url: `${baseURL}/` })
  })

  test('a polyclinic, a condition and an article have their content, Article data and breadcrumbs', async ({
    page,
    request,
    baseURL,
  }) => {
    const { data: polyclinics } = await api<{
      data: Array<{ slug: string; name: string; conditions: Array<{ id: string; name: string }> }>
    }>(request, '/misc/poly-clinic')
    const polyclinic = polyclinics[0]
    if (!polyclinic) throw new Error('no polyclinic seeded')
    const polyPage = await api<{ seo: Seo }>(request, `/dc-frontend/poly-clinic/${polyclinic.slug}`)
    expect((await page.goto(`/poliklinik/${polyclinic.slug}`))?.status()).toBe(200)
    await expectHead(page, baseURL, `/poliklinik/${polyclinic.slug}`, polyPage.seo)

    const condition = polyclinic.conditions[0]
    if (!condition) throw new Error('no condition seeded')
    const conditionPage = await api<{ seo: Seo; condition: { name: string } }>(
      request,
      `/dc-frontend/condition-page/${condition.id}`,
    )
    expect((await page.goto(`/kondisi/${condition.id}`))?.status()).toBe(200)
    await expectHead(page, baseURL, `/kondisi/${condition.id}`, conditionPage.seo)
    await expect(page.getByRole('button', { name: 'Mulai Konsul' }).first()).toBeVisible()

    const list = await api<ArticleList>(request, '/dc-frontend/article-page?limit=9')
    const first = list.data[0]
    if (!first) throw new Error('no article seeded')
    const article = await api<{ seo: Seo; title: string; author: { name: string } }>(
      request,
      `/dc-frontend/article-detail/${first.id}`,
    )
    expect((await page.goto(`/artikel/${first.id}`))?.status()).toBe(200)
    await expectHead(page, baseURL, `/artikel/${first.id}`, article.seo)
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.getByText(article.author.name).first()).toBeVisible()
    const data = await structuredData(page)
    expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: article.title,
      author: { name: article.author.name },
    })
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy()
    // The cover is the main image: loaded first, from the image endpoint, with its size set. The
    // seed's covers are SVGs, which the endpoint sends as they are: one URL, no srcset.
    const cover = page.locator('img.article__cover')
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    await expect(cover).toHaveAttribute('src', /^\/_img\?src=.+\.svg&w=640&q=75$/)
    await expect(cover).not.toHaveAttribute('srcset')
    await expect(cover).toHaveAttribute('width', /\d+/)
    const coverSrc = (await cover.getAttribute('src')) ?? ''
    const svg = await page.request.get(coverSrc, { headers: { accept: 'image/svg+xml,*/*' } })
    expect(svg.headers()['content-type']).toBe('image/svg+xml')
    expect(svg.headers()['content-security-policy']).toContain("default-src 'none'")
  })

  test('the FAQ page carries FAQPage data with every question', async ({ page, request }) => {
    const faq = await api<{ groups: Array<{ items: Array<{ question: string }> }> }>(
      request,
      '/dc-frontend/faq-page-v2',
    )
    await page.goto('/faq')
    const questions = faq.groups.flatMap((group) => group.items.map((item) => item.question))
    const data = (await structuredData(page)).find(
      (item) => item['@type'] === 'FAQPage',
    ) as unknown as {
      mainEntity: Array<{ name: string }>
    }
    expect(data.mainEntity.map((entity) => entity.name)).toEqual(questions)
    await expect(page.getByText(questions[0] as string, { exact: true })).toBeVisible()
  })

  test('the article list pages by 9 with real links, and filters by category in the URL', async ({
    page,
    request,
    baseURL,
  }) => {
    const second = await api<ArticleList>(request, '/dc-frontend/article-page?page=2&limit=9')
    expect(second.meta.totalPages).toBeGreaterThan(1)

    expect((await page.goto('/artikel?page=2'))?.status()).toBe(200)
    const titles = page.locator('.content-card__title a')
    await expect(titles).toHaveText(second.data.map((article) => article.title))
    await expect(page).toHaveTitle(/Halaman 2/)
    // The canonical keeps the path only (spec §2).
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/artikel`,
    )
    const pagination = page.getByRole('navigation', { name: 'Halaman artikel' })
    await expect(pagination.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(pagination.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'href',
      '/artikel',
    )
    await expect(pagination.getByRole('link', { name: 'Halaman 3' })).toHaveAttribute(
      'href',
      '/artikel?page=3',
    )

    const category = second.categories[0]
    if (!category) throw new Error('no category')
    const filtered = await api<ArticleList>(
      request,
      `/dc-frontend/article-page?limit=9&categoryArticle=${category.slug}`,
    )
    await page.goto('/artikel')
    const chip = page
      .getByRole('navigation', { name: 'Kategori artikel' })
      .getByRole('link', { name: category.name })
    await expect(chip).toHaveAttribute('href', `/artikel?kategori=${category.slug}`)
    await page.goto(`/artikel?kategori=${category.slug}`)
    await expect(titles).toHaveText(filtered.data.map((article) => article.title))
    await expect(chip).toHaveAttribute('aria-current', 'page')

    // A page number that is not one falls back to the first page.
    expect((await page.goto('/artikel?page=abc'))?.status()).toBe(200)
    const firstPage = await api<ArticleList>(request, '/dc-frontend/article-page?limit=9')
    await expect(titles).toHaveText(firstPage.data.map((article) => article.title))
  })

  test('unknown ids and slugs answer 404 with the not-found page', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(NOT_FOUND_IN_CONSOLE)
    for (const path of [
      '/artikel/tidak-ada',
      '/poliklinik/tidak-ada',
      '/kondisi/99.99',
      '/promo/tidak-ada',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
      ).toBeVisible()
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
    }
  })
})

test.describe('HTTP for crawlers and caches', () => {
  test('public pages are cached by shared caches, with an ETag and 304', async ({ request }) => {
    const first = await request.get('/faq')
    expect(first.headers()['cache-control']).toBe(
      'public, s-maxage=300, stale-while-revalidate=86400',
    )
    const etag = first.headers().etag
    expect(etag).toBeTruthy()
    const again = await request.get('/faq', { headers: { 'if-none-match': etag as string } })
    expect(again.status()).toBe(304)
    expect(await again.body()).toHaveLength(0)
  })

  test('a member page and a request with a session cookie are private', async ({ request }) => {
    const withCookie = await request.get('/artikel', { headers: { cookie: 'diriAuth=%7B%7D' } })
    expect(withCookie.headers()['cache-control']).toBe('private, no-store')
    expect(withCookie.headers().etag).toBeUndefined()
  })

  test('robots.txt names the absolute sitemap, and the sitemap lists every article', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt')
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('xml')
    const xml = await sitemap.text()
    const list = await api<ArticleList>(request, '/dc-frontend/article-page?limit=24')
    for (const article of list.data) {
      expect(xml).toContain(`<loc>${baseURL}/artikel/${article.id}</loc>`)
    }
    for (const path of ['/', '/artikel', '/faq', '/poliklinik', '/keluhan']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    }
  })

  test('the image endpoint resizes and refuses bad widths and sources', async ({ request }) => {
    const ok = await request.get('/_img?src=/images/placeholder.png&w=640&q=75', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect(ok.status()).toBe(200)
    expect(ok.headers()['content-type']).toBe('image/avif')
    expect(ok.headers().vary).toContain('Accept')
    const webp = await request.get('/_img?src=/images/placeholder.png&w=640', {
      headers: { accept: 'image/webp,*/*' },
    })
    expect(webp.headers()['content-type']).toBe('image/webp')
    for (const query of [
      'src=/images/placeholder.png&w=500',
      'src=/images/placeholder.png&w=640&q=0',
      'src=/images/placeholder.png&w=640&q=80',
      'src=https://contoh.com/images/a.png&w=640',
      'src=/images/../../etc/passwd&w=640',
      'src=/api/health&w=640',
    ]) {
      const refused = await request.get(`/_img?${query}`)
      expect(refused.status(), query).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toMatch(/tidak|harus/)
    }
  })
})

test.describe('in the browser', () => {
  test('a walk across the pages from the navigation, one pageview per navigation', async ({
    page,
  }) => {
    await visit(page, '/')
    const footer = page.getByRole('contentinfo')
    const header = page.getByRole('navigation', { name: 'Navigasi utama' })
    const steps: Array<{ nav: 'header' | 'footer'; link: string; path: string }> = [
      { nav: 'header', link: 'Poliklinik', path: '/poliklinik' },
      { nav: 'header', link: 'Artikel', path: '/artikel' },
      { nav: 'header', link: 'Promo', path: '/promo' },
      { nav: 'header', link: 'Testimoni', path: '/testimoni' },
      { nav: 'footer', link: 'Dokter Kami', path: '/advisor' },
      { nav: 'footer', link: 'Tentang Kami', path: '/tentang-kami' },
      { nav: 'footer', link: 'FAQ', path: '/faq' },
      { nav: 'footer', link: 'Kebijakan Privasi', path: '/kebijakan-privasi' },
      { nav: 'footer', link: 'Syarat dan Ketentuan', path: '/syarat-ketentuan' },
      { nav: 'footer', link: 'Persetujuan Konsultasi', path: '/persetujuan-konsultasi' },
    ]
    const pageviewCount = () =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter(
            (entry) => (entry as { event?: string }).event === 'pageview',
          ).length,
      )
    for (const [index, step] of steps.entries()) {
      await (step.nav === 'header' ? header : footer)
        .getByRole('link', { name: step.link, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${step.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // A person reads before clicking on: the page's pageview has been sent by then.
      await expect.poll(pageviewCount).toBe(index + 2)
    }
    // Into an article from the list, then to page 2 of the list.
    await header.getByRole('link', { name: 'Artikel', exact: true }).click()
    await expect.poll(pageviewCount).toBe(steps.length + 2)
    await page.locator('.content-card__title a').first().click()
    await expect(page).toHaveURL(/\/artikel\/[a-z0-9-]+$/)
    await expect(page.locator('img.article__cover')).toBeVisible()
    await expect.poll(pageviewCount).toBe(steps.length + 3)
    await header.getByRole('link', { name: 'Artikel', exact: true }).click()
    await expect.poll(pageviewCount).toBe(steps.length + 4)
    await page
      .getByRole('navigation', { name: 'Halaman artikel' })
      .getByRole('link', { name: 'Halaman 2' })
      .click()
    await expect(page).toHaveURL(/\/artikel\?page=2$/)
    await expect.poll(pageviewCount).toBe(steps.length + 5)

    const paths = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => (entry as { event?: string }).event === 'pageview')
        .map((entry) => (entry as { page: { path: string } }).page.path),
    )
    expect(paths).toEqual([
      '/',
      ...steps.map((step) => step.path),
      '/artikel',
      expect.stringMatching(/^\/artikel\/[a-z0-9-]+$/),
      '/artikel',
      '/artikel?page=2',
    ])
  })

  test('on a phone the menu opens, links to the pages and closes on the way', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, '/')
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'Artikel' }).click()
    await expect(page).toHaveURL(/\/artikel$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
