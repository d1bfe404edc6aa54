/**
 * Paying by card at checkout as a member goes through it on /product/keranjang, against the real
 * API and its payment simulator: a card without 3-D Secure (the best promo, the totals adding up),
 * one with 3-D Secure approved in the bank's frame, and a refused challenge paid again by virtual
 * account. Each journey has its own fresh member (checkout-member.ts), and ends with what the API
 * says of the order.
 */
import { memberWithCart, orderOf, pressPaymentPage, productOf } from '../support/checkout-member'
import {
  CHALLENGE_CARD,
  choose,
  expectDemoNotice,
  expectReviewTotalsAddUp,
  expectStep,
  FRICTIONLESS_CARD,
  goToReview,
  OTP,
  orderIdOnPage,
  PAYMENT_UPDATE,
  payButton,
  priceOn,
  resultHeading,
  rupiah,
  SERUM_NIACINAMIDE,
  SERUM_VITAMIN_C,
  SUNSCREEN_GEL,
  sideSummary,
  subtotalOf,
  TONER_CENTELLA,
  totalsIn,
  typeCard,
} from '../support/checkout-page'
import { expect, test, visit } from '../support/fixtures'
import { shootBothSizes } from '../support/screenshots'

test('a card without 3-D Secure: the best promo, the totals adding up, paid at once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const items = [
    { productId: SERUM_NIACINAMIDE, quantity: 1 },
    { productId: TONER_CENTELLA, quantity: 2 },
  ]
  const member = await memberWithCart(request, context, baseURL ?? '', items)
  const stockBefore = (await productOf(request, TONER_CENTELLA)).stock
  const subtotal = await subtotalOf(request, items)

  await visit(page, '/product/keranjang')
  await expectStep(page, 'Keranjang')
  const cart = page.getByRole('region', { name: 'Isi keranjang' })
  await expect(cart.getByRole('checkbox', { name: 'Pilih Serum Niacinamide 10%' })).toBeChecked()
  await expect(cart.getByRole('status', { name: 'Jumlah Toner Centella Menenangkan' })).toHaveText(
    '2',
  )
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()

  // The best promotion applies by itself, and says why it is the best.
  await expectStep(page, 'Promo')
  await expect(page.getByText('Promo terbaik, otomatis dipakai')).toBeVisible()
  await expect(page.getByText('Belanja Hemat Akhir Tahun', { exact: true })).toBeVisible()
  await page.getByText('Kenapa ini yang terbaik?').click()
  await expect(
    page.getByText(/^Kami pakai .+, yang paling hemat dari \d+ promo untuk belanjaanmu\./),
  ).toBeVisible()
  const beside = await totalsIn(sideSummary(page))
  expect(beside).toEqual({
    subtotal,
    promo: { title: 'Belanja Hemat Akhir Tahun', amount: 30_000 },
    shipping: null,
    total: subtotal - 30_000,
  })
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()

  await expectStep(page, 'Alamat')
  await expect(page.getByRole('radio', { name: /^Rumah/ })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Tambah Alamat Baru' })).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()

  await expectStep(page, 'Pengiriman')
  const courier = page.getByRole('radio', { name: /^JNE Reguler/ })
  await choose(courier)
  const shipping = await priceOn(courier)
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click()

  // The methods come in their kinds, headed sections of one group, under the word that no money
  // moves here.
  await expectStep(page, 'Pembayaran')
  const methods = page.getByRole('radiogroup', { name: 'Metode pembayaran' })
  for (const group of ['Kartu Kredit/Debit', 'Transfer Virtual Account', 'E-Wallet', 'QRIS']) {
    await expect(methods.getByRole('heading', { level: 3, name: group })).toBeVisible()
  }
  await expectDemoNotice(page.getByRole('region', { name: 'Pilih metode pembayaran' }))
  await shootBothSizes(page, 'checkout-langkah-pembayaran')
  await choose(page.getByRole('radio', { name: /^Kartu Kredit\/Debit/ }))
  await page.getByRole('button', { name: 'Periksa Pesanan' }).click()

  await expectStep(page, 'Periksa')
  await expectDemoNotice(page.getByRole('region', { name: 'Periksa pesananmu' }))
  const totals = await expectReviewTotalsAddUp(page, { subtotal, shipping })
  await expect(page.getByText('Serum Niacinamide 10% × 1')).toBeVisible()
  await expect(page.getByText('Toner Centella Menenangkan × 2')).toBeVisible()
  // A slip in the expiry is caught before anything is sent; once corrected, the card pays.
  await typeCard(page, FRICTIONLESS_CARD)
  const expiry = page.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' })
  await expiry.fill('13/30')
  await payButton(page).click()
  await expect(expiry).toHaveAccessibleDescription('Tulis masa berlaku seperti 08/28.')
  await expiry.fill('12/30')
  await payButton(page).click()

  await expect(resultHeading(page, 'Pembayaran berhasil')).toBeVisible(PAYMENT_UPDATE)
  await expect(page.getByText(`· ${rupiah(totals.total)}`)).toBeVisible()

  const order = await orderOf(request, member, await orderIdOnPage(page))
  expect(order.status).toBe('paid')
  expect(order.payment).toMatchObject({ type: 'card', status: 'paid', cardLast4: '1114' })
  expect(order).toMatchObject({
    subtotal,
    discount: 30_000,
    shippingCost: shipping,
    total: totals.total,
  })
  expect(order.promotion?.title).toBe('Belanja Hemat Akhir Tahun')
  expect((await productOf(request, TONER_CENTELLA)).stock).toBe(stockBefore - 2)
})

test('a card with 3-D Secure: the code in the bank’s frame approves it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const items = [{ productId: SERUM_VITAMIN_C, quantity: 1 }]
  const member = await memberWithCart(request, context, baseURL ?? '', items)
  const { shipping } = await goToReview(page, {
    courier: /^JNE Reguler/,
    method: /^Kartu Kredit\/Debit/,
  })
  const totals = await expectReviewTotalsAddUp(page, {
    subtotal: await subtotalOf(request, items),
    shipping,
  })
  await typeCard(page, CHALLENGE_CARD)
  await payButton(page).click()

  await expect(resultHeading(page, 'Selesaikan pembayaran')).toBeVisible()
  await expect(page.getByText('•••• 3220')).toBeVisible()
  const bank = page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
  await expect(bank.getByRole('heading', { name: 'Verifikasi 3-D Secure' })).toBeVisible()
  await expect(bank.getByText(rupiah(totals.total))).toBeVisible()
  // Both the step around the bank's frame and the frame say it is a demo.
  await expectDemoNotice(page.getByRole('region', { name: 'Selesaikan pembayaran' }))
  await expectDemoNotice(bank)
  await shootBothSizes(page, 'checkout-3ds')
  await bank.getByRole('textbox', { name: 'Kode OTP' }).fill(OTP)
  await bank.getByRole('button', { name: 'Setujui' }).click()

  await expect(resultHeading(page, 'Pembayaran berhasil')).toBeVisible(PAYMENT_UPDATE)
  const order = await orderOf(request, member, await orderIdOnPage(page))
  expect(order.status).toBe('paid')
  expect(order.payment).toMatchObject({ type: 'card', status: 'paid', cardLast4: '3220' })
  expect(order.total).toBe(totals.total)
})

test('a refused 3-D Secure says why; paying again by BCA virtual account works', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const items = [{ productId: SUNSCREEN_GEL, quantity: 2 }]
  const member = await memberWithCart(request, context, baseURL ?? '', items)
  const { shipping } = await goToReview(page, {
    courier: /^JNE Reguler/,
    method: /^Kartu Kredit\/Debit/,
  })
  const totals = await expectReviewTotalsAddUp(page, {
    subtotal: await subtotalOf(request, items),
    shipping,
  })
  await typeCard(page, CHALLENGE_CARD)
  await payButton(page).click()

  const bank = page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
  await bank.getByRole('button', { name: 'Tolak' }).click()

  await expect(resultHeading(page, 'Pembayaran belum berhasil')).toBeVisible(PAYMENT_UPDATE)
  await expect(page.getByRole('alert')).toContainText(
    'Verifikasi 3-D Secure ditolak. Kamu bisa membayar lagi.',
  )
  const orderId = await orderIdOnPage(page)
  const refused = await orderOf(request, member, orderId)
  expect(refused.status).toBe('awaiting_payment')
  expect(refused.payment.status).toBe('failed')

  await choose(
    page
      .getByRole('radiogroup', { name: 'Bayar dengan' })
      .getByRole('radio', { name: /^BCA Virtual Account/ }),
  )
  await page.getByRole('button', { name: `Bayar Lagi ${rupiah(totals.total)}` }).click()

  await expect(resultHeading(page, 'Selesaikan pembayaran')).toBeVisible()
  await expect(page.getByText('Nomor Virtual Account')).toBeVisible()
  const waiting = await orderOf(request, member, orderId)
  expect(waiting.payment).toMatchObject({ methodId: 'va-bca', status: 'pending' })
  const vaNumber = waiting.payment.vaNumber ?? ''
  expect(vaNumber).not.toBe('')
  await expect(page.getByText(vaNumber)).toBeVisible()

  // The bank's transfer, as the simulator's 'Saya sudah bayar' makes it.
  const paid = await pressPaymentPage(context, baseURL ?? '', waiting.payment.actionUrl, {
    action: 'pay',
  })
  expect(paid.ok()).toBe(true)
  await expect(resultHeading(page, 'Pembayaran berhasil')).toBeVisible(PAYMENT_UPDATE)
  const order = await orderOf(request, member, orderId)
  expect(order.status).toBe('paid')
  expect(order.payment).toMatchObject({ methodId: 'va-bca', status: 'paid' })
  expect(order.total).toBe(totals.total)
})
