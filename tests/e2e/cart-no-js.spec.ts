/**
 * 'Tambah ke Keranjang' before the app's JavaScript has loaded (ADR 007): the buy buttons are a
 * plain form posted to /keranjang/tambah, which adds for a member and sends a visitor to sign in
 * with the same intent the app writes. The app's scripts are blocked (`withoutTheApp`) until a
 * step needs them (signing in is the app's), then let through.
 */
import { memberWithCart } from '../support/checkout-member'
import {
  expect,
  signInOnThisPage,
  test,
  visit,
  waitForHydration,
  withoutTheApp,
} from '../support/fixtures'

const SERUM = { id: 'serum-niacinamide-10', name: 'Serum Niacinamide 10%' }

test('a visitor presses Tambah ke Keranjang before the app runs, signs in, and has it in the cart', async ({
  page,
  browserErrors,
}) => {
  await withoutTheApp(page, browserErrors)
  await page.goto(`/product/${SERUM.id}`)
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()

  await expect(page).toHaveURL(/\/masuk\?redirect=/)
  const back = new URL(page.url()).searchParams.get('redirect')
  expect(back).toBe(`/product/${SERUM.id}?tambah=${SERUM.id}&qty=1`)

  // Signing in is the app's: its scripts arrive from here on.
  await page.unrouteAll()
  await page.reload()
  await waitForHydration(page)
  await signInOnThisPage(page, '0813-0000-0411')

  // Back on the product, the page finishes the intent once and takes it out of the address.
  await expect(page.getByText(`${SERUM.name} masuk ke keranjang`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/product/${SERUM.id}$`))
  await expect(page.getByRole('link', { name: 'Keranjang, 1 barang' })).toBeVisible()
})

test('a member presses Tambah ke Keranjang before the app runs and lands on the cart with it', async ({
  page,
  context,
  request,
  baseURL,
  browserErrors,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [])
  await withoutTheApp(page, browserErrors)
  await page.goto(`/product/${SERUM.id}`)
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
  await expect(page).toHaveURL(/\/product\/keranjang\?ditambah=1$/)

  // The cart's items are member data the app loads: let it run to see them.
  await page.unrouteAll()
  await visit(page, '/product/keranjang')
  await expect(page.getByRole('main').getByRole('link', { name: SERUM.name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Keranjang, 1 barang' })).toBeVisible()
})

test('a member adds a whole regimen before the app runs, and the regimen says what went in', async ({
  page,
  context,
  request,
  baseURL,
  browserErrors,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [])
  await withoutTheApp(page, browserErrors)
  await page.goto('/product/regimen/kulit-berjerawat')
  await page.getByRole('button', { name: 'Tambah Semua ke Keranjang' }).click()
  await expect(page).toHaveURL(/\/product\/regimen\/kulit-berjerawat\?ditambah=\d+&sudah=0$/)
  const added = Number(new URL(page.url()).searchParams.get('ditambah'))
  expect(added).toBeGreaterThanOrEqual(4)
  await expect(page.getByRole('status').filter({ hasText: 'produk' })).toContainText(
    `${added} produk ditambahkan ke keranjang.`,
  )

  await page.unrouteAll()
  await visit(page, '/product/keranjang')
  await expect(page.getByRole('link', { name: `Keranjang, ${added} barang` })).toBeVisible()
})

test('a refusal brings the member back to the product, which says why', async ({
  page,
  context,
  request,
  baseURL,
  browserErrors,
}) => {
  // Three per order, and three already in the cart.
  await memberWithCart(request, context, baseURL ?? '', [
    { productId: 'krim-mata-kafein', quantity: 3 },
  ])
  await withoutTheApp(page, browserErrors)
  await page.goto('/product/krim-mata-kafein')
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
  await expect(page).toHaveURL(/\/product\/krim-mata-kafein\?gagal=maks$/)
  await expect(page.getByRole('alert')).toHaveText(
    'Belum bisa ditambahkan: jumlahnya melebihi batas per pesanan, ditambah yang sudah ada di keranjangmu.',
  )
})

test('a form posted from another site is refused and adds nothing', async ({
  request,
  context,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const response = await request.post('/keranjang/tambah', {
    headers: { origin: 'https://jahat.example', 'sec-fetch-site': 'cross-site', cookie },
    form: { items: `${SERUM.id}:1`, kembali: `/product/${SERUM.id}` },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
  const cart = await request.get('/api/carts', {
    headers: { 'diri-platform': 'web', authorization: `Bearer ${member.token}` },
  })
  expect((await cart.json()).data).toEqual([])
})
