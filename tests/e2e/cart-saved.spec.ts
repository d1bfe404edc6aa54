/**
 * The cart's groups as a new member meets them: a line sold out while it waited in the cart sits
 * under 'Tidak tersedia', out of the choice and of every total; a line saved for later
 * ('Simpan untuk nanti') leaves the cart, is still saved after a reload, and moves back. Each run
 * has its own fresh member, and gives back the units it had another member buy.
 */
import {
  memberHeaders,
  memberWithCart,
  placeOrderThroughApi,
  pressPaymentPage,
  productOf,
} from '../support/checkout-member'
import {
  expectStep,
  NIGHT_CREAM,
  rupiah,
  SERUM_NIACINAMIDE,
  sideSummary,
  subtotalOf,
  TONER_CENTELLA,
  totalsIn,
} from '../support/checkout-page'
import { expect, test, visit } from '../support/fixtures'
import { shootBothSizes } from '../support/screenshots'

const NIGHT_CREAM_NAME = 'Krim Malam Retinol Lembut'
const TONER_NAME = 'Toner Centella Menenangkan'

test('a sold-out line waits apart and out of the total; a line saved for later survives a reload and moves back', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const serum = { productId: SERUM_NIACINAMIDE, quantity: 1 }
  const toner = { productId: TONER_CENTELLA, quantity: 1 }
  const member = await memberWithCart(request, context, baseURL ?? '', [
    serum,
    { productId: NIGHT_CREAM, quantity: 1 },
    toner,
  ])
  const stock = (await productOf(request, NIGHT_CREAM)).stock
  expect(stock).toBeGreaterThan(0)

  // Another member buys every night cream left: the line in this cart is now sold out.
  const otherContext = await browser.newContext()
  const buyer = await memberWithCart(request, otherContext, baseURL ?? '', [
    { productId: NIGHT_CREAM, quantity: stock },
  ])
  const bought = await placeOrderThroughApi(request, buyer, [
    { productId: NIGHT_CREAM, quantity: stock },
  ])
  try {
    const both = await subtotalOf(request, [serum, toner])
    const serumOnly = await subtotalOf(request, [serum])

    await visit(page, '/product/keranjang')
    await expectStep(page, 'Keranjang')
    const cart = page.getByRole('region', { name: 'Isi keranjang' })
    const apart = cart.getByRole('region', { name: 'Tidak tersedia (1)' })
    const cream = apart.getByRole('listitem', { name: NIGHT_CREAM_NAME })
    await expect(cream).toContainText('Stok habis')
    await expect(cream.getByRole('checkbox')).toHaveCount(0)
    await expect(
      cream.getByRole('button', { name: `Hapus dari keranjang: ${NIGHT_CREAM_NAME}` }),
    ).toBeVisible()
    await expect(
      cream.getByRole('button', { name: `Simpan untuk nanti: ${NIGHT_CREAM_NAME}` }),
    ).toBeVisible()
    await expect(page.getByText('Total (2 barang)')).toBeVisible()
    await expect(sideSummary(page).getByText(rupiah(both), { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lanjut', exact: true })).not.toHaveAttribute(
      'aria-disabled',
    )

    await cart.getByRole('button', { name: `Simpan untuk nanti: ${TONER_NAME}` }).click()
    const saved = page.getByRole('region', { name: 'Disimpan untuk nanti (1)' })
    await expect(saved.getByRole('listitem', { name: TONER_NAME })).toBeVisible()
    await expect(cart.getByRole('listitem', { name: TONER_NAME })).toHaveCount(0)
    await expect(page.getByText('Total (1 barang)')).toBeVisible()
    await expect(sideSummary(page).getByText(rupiah(serumOnly), { exact: true })).toBeVisible()
    await shootBothSizes(page, 'cart-tidak-tersedia-dan-disimpan')

    await page.reload()
    await expectStep(page, 'Keranjang')
    await expect(saved.getByRole('listitem', { name: TONER_NAME })).toBeVisible()
    await expect(cart.getByRole('listitem', { name: TONER_NAME })).toHaveCount(0)

    await saved.getByRole('button', { name: `Pindahkan ke keranjang: ${TONER_NAME}` }).click()
    await expect(cart.getByRole('listitem', { name: TONER_NAME })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Disimpan untuk nanti/ })).toHaveCount(0)
    await expect(page.getByText('Total (2 barang)')).toBeVisible()
    const savedNow = await request.get('/api/carts/saved', { headers: memberHeaders(member) })
    expect((await savedNow.json()).data).toEqual([])

    // The promo step prices the same two lines: the sold-out one is in no total.
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
    await expectStep(page, 'Promo')
    expect((await totalsIn(sideSummary(page))).subtotal).toBe(both)
  } finally {
    // The night creams go back on sale: other journeys count on the seed's two.
    await pressPaymentPage(otherContext, baseURL ?? '', bought.payment.actionUrl, {
      action: 'expire',
    })
    await otherContext.close()
  }
  expect((await productOf(request, NIGHT_CREAM)).stock).toBe(stock)
})
