/**
 * The clinic's offers: promotions (running, upcoming, ended), patients' testimonies four to a
 * page, subscription packages with member prices and 'Ingatkan saya', and the clinic's pages in
 * the sitemap. Expected content is read from the API, so the specs follow the seed.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { AUTH_COOKIE } from '../../app.config'
import type {
  ClinicPromotionPage,
  ClinicTestimonyList,
  SubscriptionPage,
  SubscriptionReminder,
} from '../../contract/clinic/schemas'
import { memberWithCart } from '../support/checkout-member'
import { expect, signInOnThisPage, test, visit, withoutTheApp } from '../support/fixtures'

const API_HEADERS = { 'diri-platform': 'web' }
const NOT_FOUND_IN_CONSOLE =
  /Failed to load resource: the server responded with a status of (404|400)/
/** The package the seed opens later (February 2027). */
const LATER_PACKAGE = 'langganan-perawatan-lengkap-12-bulan'

async function api<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const headers = token ? { ...API_HEADERS, authorization: `Bearer ${token}` } : API_HEADERS
  const response = await request.get(`/api${path}`, { headers })
  expect(response.status(), `GET /api${path}`).toBe(200)
  return (await response.json()) as T
}

/** The access token of the member signed in in this browser context. */
async function tokenOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((item) => item.name === AUTH_COOKIE)
  if (!cookie) throw new Error('no session cookie')
  return (JSON.parse(decodeURIComponent(cookie.value)) as { accessToken: string }).accessToken
}

test.describe('clinic promotions', () => {
  test('the list shows running and upcoming promotions, never an ended one', async ({
    page,
    request,
  }) => {
    const listed = await api<ClinicPromotionPage>(request, '/v2/public/clinic-promotion-page')
    const running = listed.data.filter((promotion) => promotion.status === 'active')
    expect(running.length).toBeGreaterThan(0)

    await visit(page, '/klinik/promo')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    const nowSection = main.getByRole('region', { name: 'Sedang berlaku' })
    for (const promotion of running) {
      await expect(nowSection.getByRole('link', { name: promotion.title })).toBeVisible()
    }
    for (const promotion of listed.data.filter((item) => item.status === 'upcoming')) {
      await expect(
        main
          .getByRole('region', { name: 'Segera hadir' })
          .getByRole('link', { name: promotion.title }),
      ).toBeVisible()
    }
    // Seeded as October 2026, ended.
    await expect(main.getByText('Bulan Peduli Kulit', { exact: false })).toHaveCount(0)
    await expect(main.getByText(/^Harga promo Rp[\d.]+$/).first()).toBeVisible()
    await expect(main.getByText(/^Hemat Rp/).first()).toBeVisible()
  })

  test('an ended promotion answers 200 and says it has ended, pointing to running ones', async ({
    page,
  }) => {
    const response = await page.goto('/klinik/promo/bulan-peduli-kulit-oktober')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Promo ini sudah berakhir', { exact: true })).toBeVisible()
    await expect(page.getByText('Sudah berakhir', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Lihat promo klinik yang masih berlaku' }),
    ).toHaveAttribute('href', '/klinik/promo')
  })

  test('a running promotion: price, treatment link and an Offer for search engines', async ({
    page,
    baseURL,
  }) => {
    await visit(page, '/klinik/promo/facial-acne-akhir-tahun')
    await expect(page.getByText('Berlaku', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cara pakai' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Syarat dan ketentuan' })).toBeVisible()
    const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const offer = texts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Offer')
    expect(offer).toMatchObject({
      priceCurrency: 'IDR',
      availability: 'https://schema.org/InStock',
      url: `${baseURL}/klinik/promo/facial-acne-akhir-tahun`,
      itemOffered: { '@type': 'Service' },
    })
    expect(typeof offer.price).toBe('number')
  })

  test('an upcoming promotion says when it starts', async ({ page }) => {
    await visit(page, '/klinik/promo/skin-booster-tahun-baru')
    await expect(page.getByText(/Promo ini mulai berlaku 1 Januari 2027/)).toBeVisible()
  })

  test('an unknown promotion is 404', async ({ page, browserErrors }) => {
    browserErrors.allow(NOT_FOUND_IN_CONSOLE)
    const response = await page.goto('/klinik/promo/tidak-ada-promo-ini')
    expect(response?.status()).toBe(404)
  })
})

test.describe('clinic testimonies', () => {
  test('four to a page, page 2 by its link, ratings read as words', async ({ page, request }) => {
    const second = await api<ClinicTestimonyList>(
      request,
      '/v2/public/clinic-testimonies?page=2&limit=4',
    )
    await visit(page, '/klinik/testimoni')
    const list = page.getByRole('main').locator('.clinic-testimony-grid > li')
    await expect(list).toHaveCount(4)
    await expect(page.getByRole('img', { name: /^Nilai [1-5] dari 5$/ }).first()).toBeVisible()
    const pages = page.getByRole('navigation', { name: 'Halaman testimoni' })
    await expect(pages.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pages.getByRole('link', { name: 'Halaman 2' }).click()
    await expect(page).toHaveURL(/\/klinik\/testimoni\?halaman=2$/)
    await expect(list).toHaveCount(Math.min(4, second.data.length))
    await expect(list.first()).toContainText(second.data[0]?.quote ?? '')
    await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('page 2 works as a plain link from the server', async ({ request }) => {
    const html = await (await request.get('/klinik/testimoni?halaman=2')).text()
    expect(html).toContain('href="/klinik/testimoni?halaman=3"')
    expect(html).toContain('aria-current="page"')
  })

  test('when the list fails, the page intro stays and the list offers to try again', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-diri-fault': 'clinic-testimonies' })
    const response = await page.goto('/klinik/testimoni')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Daftar testimoni belum bisa dimuat.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Coba Lagi' })).toBeVisible()
    await expect(page.locator('.clinic-testimony-grid')).toHaveCount(0)
  })
})

test.describe('subscriptions', () => {
  test('a visitor is offered to sign in for member prices; a member sees them', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await visit(page, '/langganan')
    await expect(page.getByText(/Harga member Rp/)).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: 'Masuk untuk harga member' }).first(),
    ).toHaveAttribute('href', '/masuk?redirect=%2Flangganan')

    await memberWithCart(request, context, baseURL as string, [])
    await visit(page, '/langganan')
    await expect(page.getByText('Harga member Rp219.000/bulan')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Masuk untuk harga member' })).toHaveCount(0)
  })

  test("a visitor presses 'Ingatkan saya', signs in, and is back with the reminder set once", async ({
    page,
    request,
  }) => {
    await visit(page, '/langganan')
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Perawatan Lengkap 12 Bulan' }),
    })
    await card.getByRole('link', { name: /Ingatkan saya/ }).click()
    await expect(page).toHaveURL(/\/masuk\?redirect=/)
    await signInOnThisPage(page, '0812-5500-0701')

    await expect(page).toHaveURL(/\/langganan$/)
    await expect(card.getByRole('status')).toHaveText(/Kami akan mengingatkanmu/)
    await expect(
      page.getByRole('region', { name: 'Pemberitahuan' }).getByText('Kami akan mengingatkanmu'),
    ).toBeVisible()

    // The API has it, and a second press (the member's link) keeps the one reminder.
    const token = await tokenOf(page.context())
    const asMember = await api<SubscriptionPage>(request, '/v2/public/subscription-page', token)
    expect(asMember.packages.find((pkg) => pkg.id === LATER_PACKAGE)?.reminderSet).toBe(true)
    const again = await request.post('/api/v2/member/subscriptions/reminder', {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
      data: { subscriptionPackageId: LATER_PACKAGE },
    })
    expect(again.status(), 'an existing reminder answers 200, not 201').toBe(200)
    const first = (await again.json()) as SubscriptionReminder

    await visit(page, `/langganan?ingatkan=${LATER_PACKAGE}`)
    await expect(page).toHaveURL(/\/langganan$/)
    await expect(card.getByRole('status')).toHaveText(/Kami akan mengingatkanmu/)
    const still = await request.post('/api/v2/member/subscriptions/reminder', {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
      data: { subscriptionPackageId: LATER_PACKAGE },
    })
    expect(still.status()).toBe(200)
    expect(((await still.json()) as SubscriptionReminder).createdAt).toBe(first.createdAt)
  })

  test("before the app runs, a member's 'Ingatkan saya' is a form that sets the reminder", async ({
    page,
    request,
    context,
    baseURL,
    browserErrors,
  }) => {
    const member = await memberWithCart(request, context, baseURL as string, [])
    await withoutTheApp(page, browserErrors)
    await page.goto('/langganan')
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Perawatan Lengkap 12 Bulan' }),
    })
    await card.getByRole('button', { name: /Ingatkan saya/ }).click()
    // The form's answer lands on the package, its reminder set; nothing in the address redoes it.
    await expect(page).toHaveURL(new RegExp(`/langganan#paket-${LATER_PACKAGE}$`))
    await expect(card.getByRole('status')).toHaveText(/Kami akan mengingatkanmu/)
    const asMember = await api<SubscriptionPage>(
      request,
      '/v2/public/subscription-page',
      member.token,
    )
    expect(asMember.packages.find((pkg) => pkg.id === LATER_PACKAGE)?.reminderSet).toBe(true)
  })

  test('the terms page links back to the packages', async ({ page }) => {
    await visit(page, '/langganan/syarat')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Kembali ke paket langganan/ })
      .click()
    await expect(page).toHaveURL(/\/langganan$/)
  })
})

test('the sitemap lists the clinic pages, a branch and a treatment', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  for (const path of [
    '/klinik</loc>',
    '/klinik/perawatan/',
    '/klinik/cabang/diri-klinik-kemang</loc>',
    '/klinik/promo/facial-acne-akhir-tahun</loc>',
    '/klinik/testimoni</loc>',
    '/program</loc>',
    '/langganan/syarat</loc>',
  ]) {
    expect(xml, path).toContain(path)
  }
  expect(xml).not.toContain('/klinik/promo/bulan-peduli-kulit-oktober')
})
