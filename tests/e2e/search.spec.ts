/**
 * Search (issue 31) from a visitor's side: the header's box as a plain form before the app runs
 * (ADR 007), its suggestions by keyboard once it does, /cari's 'Lihat semua' pages, a search
 * without hits, and the data layer's view_search_results without health words.
 */
import type { Page } from '@playwright/test'
import { expect, test, visit, withoutTheApp } from '../support/fixtures'

const SERUM = { id: 'serum-niacinamide-10', name: 'Serum Niacinamide 10%' }

function headerBox(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Cari produk, kondisi, artikel, klinik' })
}

function searchEvents(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: unknown }).event === 'view_search_results',
    ),
  )
}

test('without the app, the header box is a form that opens /cari with the matches marked', async ({
  page,
  browserErrors,
}) => {
  await withoutTheApp(page, browserErrors)
  await page.goto('/artikel')
  await headerBox(page).fill('niacinamide')
  await headerBox(page).press('Enter')

  await expect(page).toHaveURL(/\/cari\?q=niacinamide$/)
  await expect(page).toHaveTitle('Hasil pencarian "niacinamide" | Diri')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cari$/)
  const products = page.getByRole('region', { name: /^Produk/ })
  const serum = products.getByRole('link', { name: SERUM.name })
  await expect(serum).toBeVisible()
  await expect(serum.locator('mark').first()).toHaveText(/niacinamide/i)
})

test('with the app, a suggestion picked by keyboard opens the product', async ({ page }) => {
  await visit(page, '/')
  await headerBox(page).click()
  const box = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Cari produk, kondisi, artikel, klinik' })
  await box.pressSequentially('niacin')
  const list = page.getByRole('listbox', { name: 'Saran pencarian' })
  const options = list.getByRole('option')
  await expect(options.first()).toBeVisible()
  expect(await options.count()).toBeLessThanOrEqual(8)
  await expect(list.getByRole('group', { name: 'Produk' })).toBeVisible()

  const names = await options.allTextContents()
  const serumAt = names.indexOf(SERUM.name)
  expect(serumAt, `the suggestions: ${names.join(' | ')}`).toBeGreaterThanOrEqual(0)
  for (let step = 0; step <= serumAt; step += 1) await box.press('ArrowDown')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(serumAt).getAttribute('id')) ?? '',
  )
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/product/${SERUM.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: SERUM.name })).toBeVisible()
})

test("'Lihat semua' lists one kind, paged, and the search is counted without health words", async ({
  page,
}) => {
  await visit(page, '/cari?q=jerawat')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hasil pencarian "jerawat"' }),
  ).toBeVisible()
  // A health word goes to analytics redacted, and the pageview leaves the query out.
  await expect
    .poll(() => searchEvents(page))
    .toEqual([
      expect.objectContaining({ event: 'view_search_results', search_term: '[istilah kesehatan]' }),
    ])
  const pageviews = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: unknown }).event === 'pageview'),
  )
  expect(pageviews).toEqual([
    expect.objectContaining({ page: expect.objectContaining({ path: '/cari' }) }),
  ])

  // 'kulit' matches more products than one page of ten holds.
  await visit(page, '/cari?q=kulit')
  const products = page.getByRole('region', { name: /^Produk/ })
  await products.getByRole('link', { name: /^Lihat semua \d+ produk$/ }).click()
  await expect(page).toHaveURL(/\/cari\?q=kulit&jenis=produk$/)
  await expect(page).toHaveTitle('Hasil pencarian "kulit" (Produk) | Diri')
  const results = page.getByRole('list', { name: 'Produk' }).getByRole('listitem')
  await expect(results).toHaveCount(10)
  const first = await results.first().textContent()
  const pages = page.getByRole('navigation', { name: 'Halaman hasil produk' })
  await pages.getByRole('link', { name: 'Berikutnya ›' }).click()
  await expect(page).toHaveURL(/\/cari\?q=kulit&jenis=produk&halaman=2$/)
  await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(results.first()).not.toHaveText(first ?? '')
})

test('a search without hits offers the closest terms and the shop, and is counted as 0', async ({
  page,
}) => {
  await visit(page, '/cari?q=hidrokuinon')
  await expect(page.getByText('Belum ada yang cocok dengan "hidrokuinon".')).toBeVisible()
  const closest = page.getByRole('navigation', { name: 'Mungkin maksudmu' })
  await expect(closest.getByRole('link').first()).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Kategori populer' }).getByRole('link').first(),
  ).toBeVisible()
  await expect
    .poll(() => searchEvents(page))
    .toEqual([
      {
        event: 'view_search_results',
        search_term: 'hidrokuinon',
        search_results: 0,
        search_kind: 'semua',
      },
    ])

  // A closest term is a search of its own.
  const term = (await closest.getByRole('link').first().textContent()) ?? ''
  await closest.getByRole('link').first().click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Hasil pencarian "${term}"` }),
  ).toBeVisible()
})

test('when the API fails, the suggestions say so, Enter still searches, and /cari offers to try again', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 503/)
  // The router reports a loader's failure in the console, as it does on every page.
  browserErrors.allow(/ApiError: API \/v2\/public\/search answered HTTP 503/)
  await visit(page, '/')
  // The browser's calls to the search API fail; the server's own are not touched.
  await page.route(/\/v2\/public\/search\?/, (route) =>
    route.fulfill({ status: 503, json: { message: 'Layanan sedang sibuk.' } }),
  )
  await headerBox(page).click()
  const box = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Cari produk, kondisi, artikel, klinik' })
  await box.pressSequentially('serum')
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Saran belum bisa dimuat. Tekan Enter untuk melihat semua hasil.',
  )
  await box.press('Enter')
  await expect(page).toHaveURL(/\/cari\?q=serum$/)
  await expect(page.getByRole('heading', { name: 'Halaman ini belum bisa dimuat' })).toBeVisible()

  await page.unrouteAll()
  await page.getByRole('button', { name: 'Coba Lagi' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hasil pencarian "serum"' }),
  ).toBeVisible()
})
