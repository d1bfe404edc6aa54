/**
 * Promotions at checkout: promo codes refused (saying why, the best promo staying), unknown and
 * accepted, and promotions the member cannot use never offered. Each journey has its own fresh
 * member (checkout-member.ts).
 */
import { memberHeaders, memberWithCart, placeOrderThroughApi } from '../support/checkout-member'
import {
  ACNE_GEL,
  expectStep,
  SERUM_VITAMIN_C,
  SUNSCREEN_GEL,
  sideSummary,
  totalsIn,
} from '../support/checkout-page'
import { expect, test, visit } from '../support/fixtures'

test('promo codes: a refused one says why and the best promo stays; an unknown one; one that applies', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Rp59.000 of acne care: Paket Kulit Tenang (20% on acne care) is the best; DIRIBARU needs
  // Rp100.000 of shopping.
  await memberWithCart(request, context, baseURL ?? '', [{ productId: ACNE_GEL, quantity: 1 }])
  await visit(page, '/product/keranjang')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expectStep(page, 'Promo')
  await expect(page.getByText('Promo terbaik, otomatis dipakai')).toBeVisible()
  const best = await totalsIn(sideSummary(page))
  expect(best.promo?.amount).toBe(11_800)

  const field = page.getByRole('textbox', { name: 'Punya kode promo?' })
  const apply = page.getByRole('button', { name: 'Pakai Kode' })

  await field.fill('diribaru')
  await expect(field).toHaveValue('DIRIBARU')
  await apply.click()
  await expect(field).toHaveAccessibleDescription('Belanja Rp41.000 lagi untuk memakai promo ini.')
  await expect(page.getByText('Promo terbaik, otomatis dipakai')).toBeVisible()
  expect(await totalsIn(sideSummary(page))).toEqual(best)

  await field.fill('HEMATBANGET')
  await apply.click()
  await expect(field).toHaveAccessibleDescription(
    'Kode promo HEMATBANGET tidak dikenal. Periksa lagi penulisannya.',
  )
  expect(await totalsIn(sideSummary(page))).toEqual(best)

  // The member's codes (GET /promotions) are listed under the field, each applied with a press.
  const codes = page.getByRole('region', { name: 'Kode promo untukmu' })
  await expect(codes.getByText('DIRIBARU', { exact: true })).toBeVisible()
  await codes.getByRole('button', { name: 'Pakai promo KULITTENANG' }).click()
  await expect(page.getByText('Kode KULITTENANG dipakai')).toBeVisible()
  await expect(codes.getByText('Dipakai', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Hapus kode' }).click()
  await expect(page.getByText('Promo terbaik, otomatis dipakai')).toBeVisible()

  await field.fill('KULITTENANG')
  await apply.click()
  await expect(page.getByText('Kode KULITTENANG dipakai')).toBeVisible()
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  const withCode = await totalsIn(sideSummary(page))
  expect(withCode.promo?.amount).toBe(11_800)
  expect(withCode.total).toBe(withCode.subtotal - 11_800)

  // The code goes on with the order.
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()
  await expectStep(page, 'Alamat')
  expect((await totalsIn(sideSummary(page))).promo?.amount).toBe(11_800)
})

test('promotions the member cannot use are never offered: SERUM20 only when typed, DIRIBARU only on a first purchase', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Two vitamin C serums: SERUM20 (20% capped at Rp50.000) would save the most, but only when its
  // code is typed. The member already has an order, so DIRIBARU (first purchase) is not theirs.
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: SERUM_VITAMIN_C, quantity: 2 },
    { productId: SUNSCREEN_GEL, quantity: 1 },
  ])
  await placeOrderThroughApi(request, member, [{ productId: SUNSCREEN_GEL, quantity: 1 }])
  // That order (placed without a promotion) waits for its payment; the member starts another
  // checkout for the serums, promotions welcome.
  const restarted = await request.put('/api/v2/member/settings/checkout', {
    headers: memberHeaders(member),
    data: { step: 'cart', orderId: null, promoDeclined: false },
  })
  expect(restarted.ok()).toBe(true)
  await visit(page, '/product/keranjang')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()

  await expectStep(page, 'Promo')
  await expect(page.getByText('Promo terbaik, otomatis dipakai')).toBeVisible()
  await expect(page.getByText('Belanja Hemat Akhir Tahun', { exact: true })).toBeVisible()
  await page.getByText('Kenapa ini yang terbaik?').click()
  const why = page.getByRole('group').filter({ hasText: 'Kenapa ini yang terbaik?' })
  await expect(
    why.getByText(
      'Kami pakai Belanja Hemat Akhir Tahun, yang paling hemat dari 2 promo untuk belanjaanmu. Promo lain yang kami bandingkan:',
    ),
  ).toBeVisible()
  await expect(why.getByRole('listitem')).toHaveText([
    'Paket Kulit Tenang: Hanya untuk produk kategori Perawatan Jerawat',
  ])
  expect((await totalsIn(sideSummary(page))).promo).toEqual({
    title: 'Belanja Hemat Akhir Tahun',
    amount: 30_000,
  })

  const field = page.getByRole('textbox', { name: 'Punya kode promo?' })
  await field.fill('DIRIBARU')
  await page.getByRole('button', { name: 'Pakai Kode' }).click()
  await expect(field).toHaveAccessibleDescription('Promo ini khusus pembelian pertama.')
  const codes = page.getByRole('region', { name: 'Kode promo untukmu' })
  await expect(codes.getByText('SERUM20', { exact: true })).toBeVisible()
  await expect(codes.getByText('DIRIBARU', { exact: true })).toHaveCount(0)

  await codes.getByRole('button', { name: 'Pakai promo SERUM20' }).click()
  await expect(page.getByText('Kode SERUM20 dipakai')).toBeVisible()
  expect((await totalsIn(sideSummary(page))).promo).toEqual({
    title: 'Khusus Member: Diskon 20% Serum',
    amount: 50_000,
  })
})
