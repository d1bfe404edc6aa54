/**
 * What changes under a checkout in progress: stock that runs out while the member reviews (the
 * refusal at the item, back to the cart), and a reload or a second tab, which resume at the same
 * step with the same choices. Each journey has its own fresh member (checkout-member.ts).
 */
import {
  memberWithCart,
  placeOrderThroughApi,
  pressPaymentPage,
  productOf,
} from '../support/checkout-member'
import {
  choose,
  expectStep,
  goToReview,
  NIGHT_CREAM,
  payButton,
  priceOn,
  SERUM_NIACINAMIDE,
  sideSummary,
  subtotalOf,
  totalsIn,
} from '../support/checkout-page'
import { expect, test, visit } from '../support/fixtures'

test('stock that runs out while the member reviews: the refusal at the item, back to the cart', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const items = [
    { productId: NIGHT_CREAM, quantity: 1 },
    { productId: SERUM_NIACINAMIDE, quantity: 1 },
  ]
  await memberWithCart(request, context, baseURL ?? '', items)
  const stock = (await productOf(request, NIGHT_CREAM)).stock
  expect(stock).toBeGreaterThan(0)
  await goToReview(page, { courier: /^JNE Reguler/, method: /^BCA Virtual Account/ })
  await expect(payButton(page)).toBeEnabled()

  // Behind the page's back, another member buys every unit left.
  const otherContext = await browser.newContext()
  const buyer = await memberWithCart(request, otherContext, baseURL ?? '', [
    { productId: NIGHT_CREAM, quantity: stock },
  ])
  const bought = await placeOrderThroughApi(request, buyer, [
    { productId: NIGHT_CREAM, quantity: stock },
  ])
  try {
    expect((await productOf(request, NIGHT_CREAM)).stock).toBe(0)

    await payButton(page).click()
    const review = page.getByRole('region', { name: 'Periksa pesananmu' })
    await expect(review.getByRole('alert')).toContainText(
      'Stok Krim Malam Retinol Lembut tidak cukup: tersisa 0.',
    )
    await expect(
      review.getByRole('listitem').filter({ hasText: 'Krim Malam Retinol Lembut' }),
    ).toContainText('✕ Stok Krim Malam Retinol Lembut tidak cukup: tersisa 0.')
    await expect(payButton(page)).toBeDisabled()

    // Back at step 1 the cart is as it is now, not as it was when the page opened.
    await review.getByRole('button', { name: 'Ubah Keranjang' }).click()
    await expectStep(page, 'Keranjang')
    const line = page
      .getByRole('region', { name: 'Isi keranjang' })
      .getByRole('listitem', { name: 'Krim Malam Retinol Lembut' })
    await expect(line).toContainText('Stok habis')
    await expect(
      line.getByRole('button', { name: 'Hapus dari keranjang: Krim Malam Retinol Lembut' }),
    ).toBeVisible()
    // Sold out, it waits apart, unchosen: the serum alone is the total, and Lanjut goes on.
    await expect(
      page.getByRole('region', { name: 'Tidak tersedia (1)' }).getByRole('listitem'),
    ).toHaveAccessibleName('Krim Malam Retinol Lembut')
    await expect(page.getByText('Total (1 barang)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lanjut', exact: true })).not.toHaveAttribute(
      'aria-disabled',
    )
  } finally {
    // The seed's two units go back on sale: the shop's tests show Sari's cart asking for more
    // of this cream than the shop has.
    await pressPaymentPage(otherContext, baseURL ?? '', bought.payment.actionUrl, {
      action: 'expire',
    })
    await otherContext.close()
  }
  expect((await productOf(request, NIGHT_CREAM)).stock).toBe(stock)
})

test('progress is data: a reload resumes at the same step with the same choices, and so does a second tab', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const items = [{ productId: SERUM_NIACINAMIDE, quantity: 1 }]
  await memberWithCart(request, context, baseURL ?? '', items)
  const subtotal = await subtotalOf(request, items)

  await visit(page, '/product/keranjang')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expectStep(page, 'Promo')
  await page.getByRole('button', { name: 'Jangan pakai promo' }).click()
  await expect(page.getByText('Kamu memilih tidak memakai promo.')).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()
  await expectStep(page, 'Alamat')
  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()
  await expectStep(page, 'Pengiriman')

  await page.reload()
  await expectStep(page, 'Pengiriman')
  expect(await totalsIn(sideSummary(page))).toEqual({
    subtotal,
    promo: null,
    shipping: null,
    total: subtotal,
  })

  const courier = page.getByRole('radio', { name: /^SiCepat BEST/ })
  await choose(courier)
  const shipping = await priceOn(courier)
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click()
  await expectStep(page, 'Pembayaran')
  const atPayment = { subtotal, promo: null, shipping, total: subtotal + shipping }
  expect(await totalsIn(sideSummary(page))).toEqual(atPayment)

  const second = await context.newPage()
  await visit(second, '/product/keranjang')
  await expectStep(second, 'Pembayaran')
  expect(await totalsIn(sideSummary(second))).toEqual(atPayment)
  await second.getByRole('button', { name: 'Kembali' }).click()
  await expectStep(second, 'Pengiriman')
  await expect(second.getByRole('radio', { name: /^SiCepat BEST/ })).toBeChecked()
  await second.getByRole('button', { name: 'Kembali' }).click()
  await second.getByRole('button', { name: 'Kembali' }).click()
  await expectStep(second, 'Promo')
  await expect(second.getByText('Kamu memilih tidak memakai promo.')).toBeVisible()
  await second.close()
})
