/**
 * A regimen's 'Tambah Semua' never doubles what the cart holds (the cleanser stays one
 * cleanser, with or without the app), and a product's "Maksimal N per pesanan" is never under the
 * phone's sticky add-to-cart bar. A new member per test. The doctor's recommendation kept as added
 * after a reload is in consult-chat.spec.ts, with the consult that makes it.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { Cart } from '../../contract/shop/schemas'
import { type CheckoutMember, memberHeaders, memberWithCart } from '../support/checkout-member'
import { expect, test, visit, withoutTheApp } from '../support/fixtures'

const REGIMEN = '/product/regimen/kulit-berjerawat'
const CLEANSER = { id: 'gel-pembersih-salisilat', name: 'Gel Pembersih Asam Salisilat 1%' }

async function cartOf(request: APIRequestContext, member: CheckoutMember) {
  const response = await request.get('/api/carts', { headers: memberHeaders(member) })
  expect(response.status()).toBe(200)
  return v.parse(Cart, await response.json())
}

function quantityOf(cart: Cart, productId: string) {
  return cart.data.find((item) => item.product.id === productId)?.quantity
}

test('a new member with a cleanser in the cart uses Tambah Semua: still one cleanser, and told so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: CLEANSER.id, quantity: 1 },
  ])
  await visit(page, REGIMEN)
  // Told before the press, from the cart the header reads.
  await expect(
    page.getByText(
      /^1 produk sudah ada di keranjang; Tambah Semua hanya menambahkan \d+ produk lainnya\.$/,
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Tambah Semua ke Keranjang' }).click()

  const said = page.getByRole('status').filter({ hasText: 'produk' })
  await expect(said).toContainText(
    `1 produk sudah ada di keranjang, jadi tidak ditambahkan lagi: ${CLEANSER.name}.`,
  )
  const afterFirst = await cartOf(request, member)
  expect(quantityOf(afterFirst, CLEANSER.id)).toBe(1)
  expect(afterFirst.data.every((item) => item.quantity === 1)).toBe(true)
  const products = afterFirst.data.length
  await expect(said).toContainText(
    `${products - 1} produk ditambahkan ke keranjang. 1 produk sudah ada`,
  )

  // Pressed again: nothing doubles.
  await page.getByRole('button', { name: 'Tambah Semua ke Keranjang' }).click()
  await expect(said).toContainText(
    `Semua ${products} produk rangkaian ini sudah ada di keranjang, jadi tidak ditambahkan lagi`,
  )
  expect((await cartOf(request, member)).meta.totalQuantity).toBe(products)

  // Doubling is the member's own second choice.
  await page.getByRole('button', { name: 'Tambah lagi semuanya' }).click()
  await expect(said).toContainText(`${products} produk ditambahkan ke keranjang.`)
  const doubled = await cartOf(request, member)
  expect(quantityOf(doubled, CLEANSER.id)).toBe(2)
  expect(doubled.meta.totalQuantity).toBe(2 * products)
})

test('before the app runs, Tambah Semua adds only what is missing and the page says so', async ({
  page,
  context,
  request,
  baseURL,
  browserErrors,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: CLEANSER.id, quantity: 1 },
  ])
  await withoutTheApp(page, browserErrors)
  await page.goto(REGIMEN)
  await page.getByRole('button', { name: 'Tambah Semua ke Keranjang' }).click()

  await expect(page).toHaveURL(/\/product\/regimen\/kulit-berjerawat\?ditambah=\d+&sudah=1$/)
  const added = Number(new URL(page.url()).searchParams.get('ditambah'))
  const said = page.getByRole('status').filter({ hasText: 'produk' })
  await expect(said).toContainText(
    `${added} produk ditambahkan ke keranjang. 1 produk sudah ada di keranjang, jadi tidak ditambahkan lagi.`,
  )
  await expect(said.getByRole('link', { name: 'Lihat Keranjang' })).toHaveAttribute(
    'href',
    '/product/keranjang',
  )
  const cart = await cartOf(request, member)
  expect(quantityOf(cart, CLEANSER.id)).toBe(1)
  expect(cart.meta.totalQuantity).toBe(added + 1)
})

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator} has no box`)
  return box
}

/** Scrolls the page by steps from the top to the end, calling `check` at each stop. */
async function atEveryScroll(page: Page, check: (scrollY: number) => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 60) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await check(y)
  }
}

// 390 × 664: an iPhone 12–15's page area in Safari with its bars shown; 844: the whole screen.
for (const height of [664, 844]) {
  test(`'Maksimal 5 per pesanan' is on screen with the sticky add-to-cart bar, never under it, at 390 × ${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height })
    await visit(page, '/product/serum-niacinamide-10')
    const note = page.getByText(/^Maksimal \d+ per pesanan\.$/)
    const bar = page.locator('form.buy-bar')
    await expect(bar).toBeVisible()
    const viewport = { x: 0, y: 0, width: 390, height }

    let stops = 0
    await atEveryScroll(page, async (scrollY) => {
      const barBox = await boxOf(bar)
      // Leaving at the top, the bar goes with the page, the note above it first.
      if (barBox.y < 0 || !overlap(barBox, viewport)) return
      stops += 1
      const noteBox = await boxOf(note)
      const where = `at scrollY ${scrollY}: note ${JSON.stringify(noteBox)}, bar ${JSON.stringify(barBox)}`
      // Wholly on screen while the bar is on screen…
      expect(noteBox.y >= 0 && noteBox.y + noteBox.height <= height, where).toBe(true)
      // …and not under it.
      expect(overlap(noteBox, barBox), where).toBe(false)
    })
    expect(stops).toBeGreaterThan(0)
  })
}
