/**
 * The shop as a person uses it: browse, filter and sort the catalogue (state in the URL, the
 * default sort never requested), open a product, sign in to add it and see the header badge,
 * like a rating after signing in, take the skin quiz (answers survive a reload), and Sari's
 * seeded cart with each availability state. Three sign-ins: two new numbers and Sari.
 */
import type { Page } from '@playwright/test'
import { TEST_OTP } from '../support/app-server'
import { SARI } from '../support/demo-members'
import {
  accountButton,
  expect,
  headerNameFor,
  signIn,
  skipFirstProfileStep,
  test,
  visit,
  withoutTheApp,
} from '../support/fixtures'
import { shootBothSizes } from '../support/screenshots'

/** The /masuk form, when the app itself sent the visitor there. */
async function signInHere(page: Page, phone: string) {
  await expect(page).toHaveURL(/\/masuk\?redirect=/)
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially(phone)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(TEST_OTP)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  // A new member passes the first-sign-in profile step on the way back.
  await skipFirstProfileStep(page)
  await expect(accountButton(page, headerNameFor(phone))).toBeVisible()
}

test('a visitor browses, filters and sorts the catalogue; the state lives in the URL', async ({
  page,
}) => {
  const listRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/store/products')) listRequests.push(url)
  })
  await visit(page, '/product')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Perawatan kulit yang pas untukmu',
  )
  await shootBothSizes(page, 'shop-landing')
  await page.getByRole('link', { name: 'Lihat Semua Produk' }).click()
  await expect(page).toHaveURL(/\/product\/katalog$/)
  await expect(page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem')).toHaveCount(
    20,
  )
  await shootBothSizes(page, 'shop-katalog')

  await page.getByRole('combobox', { name: 'Kategori' }).selectOption('serum')
  await expect(page).toHaveURL(/category=serum/)
  await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('price.ASC')
  await expect(page).toHaveURL(/sortBy=price\.ASC/)
  const products = page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem')
  await expect(products.first()).toContainText('Serum')
  // Back to the default sort: it leaves the URL rather than being written into it.
  await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('sold.DESC')
  await expect(page).toHaveURL(/\/product\/katalog\?category=serum$/)

  // The URL carries the state: a reload shows the same filters chosen.
  await page.goto('/product/katalog?category=serum&sortBy=rating.DESC&rating=4')
  await expect(page.getByRole('combobox', { name: 'Kategori' })).toHaveValue('serum')
  await expect(page.getByRole('combobox', { name: 'Urutkan' })).toHaveValue('rating.DESC')
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveValue('4')

  // Nothing matches: it says so and offers to clear the filters.
  await visit(page, '/product/katalog?category=serum&rating=5&type=haircare')
  await expect(page.getByText('Tidak ada produk yang cocok dengan filtermu.')).toBeVisible()
  await page.getByRole('link', { name: 'Hapus semua filter' }).click()
  await expect(page).toHaveURL(/\/product\/katalog$/)
  await expect(products).toHaveCount(20)

  // Invalid values fall back to their defaults, never an error page.
  const response = await visit(page, '/product/katalog?sortBy=terbaik&page=-2&rating=9&type=x')
  expect(response.status()).toBe(200)
  await expect(page.getByRole('combobox', { name: 'Urutkan' })).toHaveValue('sold.DESC')

  expect(listRequests.length).toBeGreaterThan(0)
  for (const url of listRequests) expect(url.searchParams.get('sortBy')).not.toBe('sold.DESC')
})

test('before the app has loaded, the catalogue filters apply with Terapkan; afterwards it is gone', async ({
  page,
  browserErrors,
}) => {
  await withoutTheApp(page, browserErrors)
  await page.goto('/product/katalog')
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption('serum')
  await page.getByRole('combobox', { name: 'Rating' }).selectOption('4')
  await page.getByRole('button', { name: 'Terapkan' }).click()
  await expect(page).toHaveURL(/category=serum/)
  await expect(page.getByRole('combobox', { name: 'Kategori' })).toHaveValue('serum')
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveValue('4')
  const products = page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem')
  await expect(products.first()).toContainText('Serum')

  const listBefore = await page.getByRole('list', { name: 'Daftar produk' }).boundingBox()

  // With the app running, each change applies at once and the button is not shown; hiding it
  // moves nothing on the page.
  await page.unrouteAll()
  await visit(page, '/product/katalog?category=serum&rating=4')
  await expect(page.getByRole('button', { name: 'Terapkan' })).toBeHidden()
  const listAfter = await page.getByRole('list', { name: 'Daftar produk' }).boundingBox()
  expect(listAfter?.y).toBe(listBefore?.y)
})

test('a visitor opens a product, signs in to add it, and sees the badge', async ({ page }) => {
  await visit(page, '/product/katalog?category=serum')
  await page.getByRole('link', { name: /Serum Niacinamide 10%/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serum Niacinamide 10%')
  await expect(page.getByText('Rp115.000')).toBeVisible()
  await expect(page.getByText(/NA1825/)).toBeVisible()
  const ldJson = await page.locator('script[type="application/ld+json"]').allTextContents()
  const product = ldJson.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product')
  expect(product.offers).toMatchObject({ priceCurrency: 'IDR', price: 115000 })
  expect(product.aggregateRating.reviewCount).toBeGreaterThan(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/product\/serum-niacinamide-10$/,
  )
  await shootBothSizes(page, 'shop-produk')

  await page.getByRole('button', { name: 'Tambah jumlah' }).click()
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
  await signInHere(page, '0813-0000-0301')
  await expect(page.getByText('Serum Niacinamide 10% masuk ke keranjang')).toBeVisible()
  // The pending action ran once and left the URL.
  await expect(page).toHaveURL(/\/product\/serum-niacinamide-10$/)
  await expect(page.getByRole('link', { name: 'Keranjang, 2 barang' })).toBeVisible()

  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
  await expect(page.getByRole('link', { name: 'Keranjang, 3 barang' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: 'Keranjang, 3 barang' })).toBeVisible()
})

test('a visitor likes a rating after signing in; the like counts once', async ({ page }) => {
  await visit(page, '/product/tabir-surya-spf50-gel')
  await page.getByRole('link', { name: /Lihat semua \d+ ulasan/ }).click()
  await expect(page).toHaveURL(/ulasan=1/)
  await expect(page.getByText(/Halaman 1 dari 2/)).toBeVisible()
  await page.getByRole('link', { name: 'Berikutnya ›' }).click()
  await expect(page).toHaveURL(/ulasan=2/)
  await page.getByRole('link', { name: '5 ★' }).click()
  await expect(page).toHaveURL(/bintang=5/)
  const first = page.locator('.rating').first()
  const before = Number((await first.getByRole('button').innerText()).match(/(\d+)$/)?.[1])
  await first.getByRole('button', { name: /Membantu/ }).click()
  await signInHere(page, '0813-0000-0302')
  await expect(page).not.toHaveURL(/suka=/)
  await expect(page).toHaveURL(/bintang=5/)
  const liked = page
    .locator('.rating')
    .first()
    .getByRole('button', { name: /Membantu/ })
  await expect(liked).toHaveAttribute('aria-pressed', 'true')
  await expect(liked).toHaveText(new RegExp(`Membantu · ${before + 1}$`))
  await page.reload()
  await expect(liked).toHaveText(new RegExp(`Membantu · ${before + 1}$`))
  await shootBothSizes(page, 'shop-ulasan')
})

test('the skin quiz branches, shows progress, keeps answers across a reload, and gives a regimen', async ({
  page,
}) => {
  await visit(page, '/product/skin-quiz/kuis-kulit')
  // 'Mudah merah' ends the quiz at once, the acne branch takes three: a range until answered.
  await expect(page.getByText('Langkah 1 dari 1–3, tergantung jawabanmu')).toBeVisible()
  await shootBothSizes(page, 'shop-kuis')
  await page.getByRole('button', { name: 'Terasa ketarik atau bersisik' }).click()
  await expect(page.getByText('Langkah 2 dari 2')).toBeVisible()
  await expect(
    page.getByText('Apakah kulitmu terasa perih saat memakai produk baru?'),
  ).toBeVisible()
  await page.reload()
  await expect(
    page.getByText('Apakah kulitmu terasa perih saat memakai produk baru?'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Tidak, biasanya baik-baik saja' }).click()
  await expect(page.getByRole('heading', { name: 'Rangkaian Kulit Kering' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tambah Semua ke Keranjang' })).toBeVisible()
  await shootBothSizes(page, 'shop-kuis-hasil')

  await visit(page, '/product/regimen/kulit-berjerawat')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rangkaian Kulit Berjerawat')
  await shootBothSizes(page, 'shop-regimen')
  await visit(page, '/product/school')
  await shootBothSizes(page, 'shop-school')
  await visit(page, '/product/direktori')
  await expect(page.getByRole('link', { name: 'Serum Niacinamide 10%' })).toBeVisible()
  await shootBothSizes(page, 'shop-direktori')
})

test("Sari's seeded cart shows each availability state", async ({ page }) => {
  await signIn(page, SARI.localPhone, { redirect: '/product/keranjang' })
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible()
  const items = page.getByRole('region', { name: 'Isi keranjang' }).locator('[data-availability]')
  await expect(items).toHaveCount(5)
  // The words come from the cart page's content (GET /dc-frontend/cart-page).
  for (const [state, text] of [
    ['available', 'Tersedia'],
    ['insufficient_stock', 'Stok tidak cukup'],
    ['larger_than_max_quantity', 'Melebihi batas'],
    ['discontinued', 'Tidak dijual lagi'],
    ['empty_stock', 'Stok habis'],
  ] as const) {
    await expect(page.locator(`[data-availability="${state}"]`)).toContainText(text)
  }
  await expect(page.getByRole('link', { name: 'Keranjang, 10 barang' })).toBeVisible()
  await shootBothSizes(page, 'shop-keranjang')
})

test('the sitemap lists the catalogue, every product on sale and every regimen', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/product',
    '/product/katalog',
    '/product/serum-niacinamide-10',
    '/product/regimen/kulit-berjerawat',
    '/product/skin-quiz/kuis-kulit',
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(xml).not.toContain('/product/masker-kopi-lama')
  expect(xml.match(/\/product\/[a-z0-9-]+<\/loc>/g)?.length).toBeGreaterThanOrEqual(40)
})
