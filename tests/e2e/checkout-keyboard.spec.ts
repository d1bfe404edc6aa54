/**
 * The whole checkout by keyboard alone, as a member who does not use a mouse goes through it:
 * Tab and Shift+Tab to move, Space and Enter to press, arrow keys inside a radio group, typing in
 * the card's fields. No clicks. After every step change the new step's heading has the focus (the
 * page moves it there, so a screen reader says where the member is).
 */
import type { Locator, Page } from '@playwright/test'
import { memberWithCart, orderOf } from '../support/checkout-member'
import { expect, test, visit } from '../support/fixtures'
import { tabsTo } from '../support/tab-count'

/** Tab presses from the new address's place in the list to 'Lanjut ke Pengiriman' (16 before). */
const SAVED_ADDRESS_TO_ONWARD_TABS = 8
/** Tab presses from the payment step's heading to past the methods (5 before). */
const PAST_PAYMENT_METHODS_TABS = 2
/** Tab presses from the top of the catalogue to its second product (30 before). */
const CATALOGUE_SECOND_PRODUCT_TABS = 15

/** Presses Tab until `target` has the focus; fails when `max` presses do not get there. */
async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `${max} presses of Tab did not reach it`).toBeFocused({ timeout: 1 })
}

/** The step's heading, which takes the focus when the step shows. */
function stepHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true })
}

/** The couriers' radios, cheapest first; they show once the rates have loaded. */
function couriersOn(page: Page) {
  return page.getByRole('radiogroup', { name: /^Kurir ke / }).getByRole('radio')
}

/** From the shipping step's heading: Tab into the couriers, Space on the first. */
async function chooseFirstCourier(page: Page) {
  const first = couriersOn(page).first()
  await expect(first).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  await page.keyboard.press('Space')
  await expect(first).toBeChecked()
}

async function expectArrivedAt(page: Page, count: string, heading: string) {
  await expect(page.getByRole('navigation', { name: 'Langkah checkout' })).toContainText(count)
  await expect(stepHeading(page, heading)).toBeFocused()
}

test('from the cart to a paid order by keyboard alone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: 'serum-hyaluronat', quantity: 1 },
  ])
  await visit(page, '/product/keranjang')
  const { keyboard } = page

  // Step 1: one more of the serum, then on.
  await expect(page.getByRole('navigation', { name: 'Langkah checkout' })).toContainText(
    'Langkah 1 dari 6: Keranjang',
  )
  const more = page.getByRole('button', { name: 'Tambah jumlah Serum Hyaluronat 2%' })
  await tabTo(page, more)
  await keyboard.press('Enter')
  await expect(page.getByRole('status', { name: 'Jumlah Serum Hyaluronat 2%' })).toHaveText('2')
  await expect(more).toBeFocused()
  const onward = page.getByRole('button', { name: 'Lanjut', exact: true })
  await expect(onward).not.toHaveAttribute('aria-disabled', 'true')
  await tabTo(page, onward)
  await keyboard.press('Enter')

  // Step 2: the best promo stays.
  await expectArrivedAt(page, 'Langkah 2 dari 6: Promo', 'Promo untukmu')
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Alamat' }))
  await keyboard.press('Enter')

  // Step 3: the primary address is chosen already.
  await expectArrivedAt(page, 'Langkah 3 dari 6: Alamat', 'Kirim ke mana?')
  const home = page.getByRole('radio', { name: /^Rumah/ })
  // The addresses load with the step: Tab once they show (before, Tab reaches 'Kembali').
  await expect(home).toBeVisible()
  await keyboard.press('Tab')
  await expect(home).toBeFocused()
  await expect(home).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pengiriman' }))
  await keyboard.press('Enter')

  // Step 4: into the couriers with Tab, along them with the arrow key.
  await expectArrivedAt(page, 'Langkah 4 dari 6: Pengiriman', 'Pilih pengiriman')
  const couriers = couriersOn(page)
  await expect(couriers.first()).toBeVisible()
  await keyboard.press('Tab')
  await expect(couriers.first()).toBeFocused()
  await keyboard.press('Space')
  await expect(couriers.first()).toBeChecked()
  await keyboard.press('ArrowDown')
  await expect(couriers.nth(1)).toBeFocused()
  await expect(couriers.nth(1)).toBeChecked()
  await expect(couriers.first()).not.toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pembayaran' }))
  // Back once with Shift+Tab and forward again: the choice stays.
  await keyboard.press('Shift+Tab')
  await keyboard.press('Tab')
  await expect(couriers.nth(1)).toBeChecked()
  await keyboard.press('Enter')

  // Step 5: the card.
  await expectArrivedAt(page, 'Langkah 5 dari 6: Pembayaran', 'Pilih metode pembayaran')
  const card = page.getByRole('radio', { name: /^Kartu Kredit\/Debit/ })
  await tabTo(page, card)
  await keyboard.press('Space')
  await expect(card).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Periksa Pesanan' }))
  await keyboard.press('Enter')

  // Step 6: the card's fields, one Tab apart, then pay.
  await expectArrivedAt(page, 'Langkah 6 dari 6: Periksa', 'Periksa pesananmu')
  await tabTo(page, page.getByRole('textbox', { name: 'Nomor kartu' }))
  await keyboard.type('4811111111111114')
  await keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' })).toBeFocused()
  await keyboard.type('1230')
  await keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'CVV' })).toBeFocused()
  await keyboard.type('123')
  await keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Nama di kartu' })).toBeFocused()
  await keyboard.type('Pembeli Uji')
  await expect(page.getByRole('textbox', { name: 'Nomor kartu' })).toHaveValue(
    '4811 1111 1111 1114',
  )
  await expect(page.getByRole('textbox', { name: 'Masa berlaku (BB/TT)' })).toHaveValue('12/30')
  const pay = page.getByRole('button', { name: /^Bayar Sekarang Rp/ })
  await tabTo(page, pay)
  await keyboard.press('Enter')

  await expect(stepHeading(page, 'Pembayaran berhasil')).toBeFocused({ timeout: 15_000 })
  const href = await page.getByRole('link', { name: 'Lihat Pesanan' }).getAttribute('href')
  const orderId = /\/akun\/pesanan\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1] ?? ''
  const order = await orderOf(request, member, orderId)
  expect(order.status).toBe('paid')
  expect(order.payment).toMatchObject({ type: 'card', status: 'paid', cardLast4: '1114' })
  expect(order.items).toMatchObject([{ productId: 'serum-hyaluronat', quantity: 2 }])
})

test('a promo code and the bank’s 3-D Secure code, by keyboard alone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: 'serum-vitamin-c', quantity: 1 },
  ])
  await visit(page, '/product/keranjang')
  const { keyboard } = page
  await tabTo(page, page.getByRole('button', { name: 'Lanjut', exact: true }))
  await keyboard.press('Enter')

  // Why the best promo is the best opens with Enter; a code is typed and sent with Enter.
  await expectArrivedAt(page, 'Langkah 2 dari 6: Promo', 'Promo untukmu')
  await tabTo(page, page.getByText('Kenapa ini yang terbaik?'))
  await keyboard.press('Enter')
  await expect(
    page.getByText(/^Kami pakai .+, yang paling hemat dari \d+ promo untuk belanjaanmu\./),
  ).toBeVisible()
  const code = page.getByRole('textbox', { name: 'Punya kode promo?' })
  await tabTo(page, code)
  await keyboard.type('diribaru')
  await keyboard.press('Enter')
  await expect(page.getByText('Kode DIRIBARU dipakai')).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Alamat' }))
  await keyboard.press('Enter')

  await expectArrivedAt(page, 'Langkah 3 dari 6: Alamat', 'Kirim ke mana?')
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pengiriman' }))
  await keyboard.press('Enter')

  await expectArrivedAt(page, 'Langkah 4 dari 6: Pengiriman', 'Pilih pengiriman')
  await chooseFirstCourier(page)
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pembayaran' }))
  await keyboard.press('Enter')

  await expectArrivedAt(page, 'Langkah 5 dari 6: Pembayaran', 'Pilih metode pembayaran')
  const card = page.getByRole('radio', { name: /^Kartu Kredit\/Debit/ })
  await tabTo(page, card)
  await keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Periksa Pesanan' }))
  await keyboard.press('Enter')

  await expectArrivedAt(page, 'Langkah 6 dari 6: Periksa', 'Periksa pesananmu')
  await tabTo(page, page.getByRole('textbox', { name: 'Nomor kartu' }))
  await keyboard.type('4000000000003220')
  await keyboard.press('Tab')
  await keyboard.type('1230')
  await keyboard.press('Tab')
  await keyboard.type('123')
  await keyboard.press('Tab')
  await keyboard.type('Pembeli Uji')
  // Enter in the last field pays, as in any form.
  await keyboard.press('Enter')

  // The bank's page in its frame: one Tab reaches its code field; Enter approves.
  await expect(stepHeading(page, 'Selesaikan pembayaran')).toBeFocused()
  const bank = page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
  const otp = bank.getByRole('textbox', { name: 'Kode OTP' })
  await tabTo(page, otp, 10)
  await keyboard.type('112233')
  await keyboard.press('Enter')

  await expect(stepHeading(page, 'Pembayaran berhasil')).toBeFocused({ timeout: 15_000 })
  const href = await page.getByRole('link', { name: 'Lihat Pesanan' }).getAttribute('href')
  const order = await orderOf(
    request,
    member,
    /\/akun\/pesanan\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1] ?? '',
  )
  expect(order.status).toBe('paid')
  expect(order.promotion).toMatchObject({ code: 'DIRIBARU', saving: 25_000 })
  expect(order.payment).toMatchObject({ type: 'card', status: 'paid', cardLast4: '3220' })
})

test('a refused 3-D Secure, then paying again by virtual account, by keyboard alone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [
    { productId: 'serum-azelaic', quantity: 1 },
  ])
  await visit(page, '/product/keranjang')
  const { keyboard } = page
  await tabTo(page, page.getByRole('button', { name: 'Lanjut', exact: true }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 2 dari 6: Promo', 'Promo untukmu')
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Alamat' }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 3 dari 6: Alamat', 'Kirim ke mana?')
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pengiriman' }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 4 dari 6: Pengiriman', 'Pilih pengiriman')
  await chooseFirstCourier(page)
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pembayaran' }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 5 dari 6: Pembayaran', 'Pilih metode pembayaran')
  await tabTo(page, page.getByRole('radio', { name: /^Kartu Kredit\/Debit/ }))
  await keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Periksa Pesanan' }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 6 dari 6: Periksa', 'Periksa pesananmu')
  await tabTo(page, page.getByRole('textbox', { name: 'Nomor kartu' }))
  await keyboard.type('4000000000003220')
  await keyboard.press('Tab')
  await keyboard.type('1230')
  await keyboard.press('Tab')
  await keyboard.type('123')
  await keyboard.press('Tab')
  await keyboard.type('Pembeli Uji')
  await keyboard.press('Enter')

  // The bank's 'Tolak' in its frame.
  await expect(stepHeading(page, 'Selesaikan pembayaran')).toBeFocused()
  const bank = page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
  await tabTo(page, bank.getByRole('button', { name: 'Tolak' }), 10)
  await keyboard.press('Enter')

  const refused = stepHeading(page, 'Pembayaran belum berhasil')
  await expect(refused).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('alert')).toContainText('Verifikasi 3-D Secure ditolak.')
  // The frame that had the focus is gone: the focus goes to the new heading, not to the top of
  // the page.
  await expect(refused).toBeFocused()

  // Another method: from the refused card, one arrow key down the list to BCA.
  const methods = page.getByRole('radiogroup', { name: 'Bayar dengan' })
  const cardMethod = methods.getByRole('radio', { name: /^Kartu Kredit\/Debit/ })
  await tabTo(page, cardMethod)
  await expect(cardMethod).toBeChecked()
  await keyboard.press('ArrowDown')
  const bca = methods.getByRole('radio', { name: /^BCA Virtual Account/ })
  await expect(bca).toBeFocused()
  await expect(bca).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Nomor kartu' })).toHaveCount(0)
  await tabTo(page, page.getByRole('button', { name: /^Bayar Lagi Rp/ }))
  await keyboard.press('Enter')

  const waiting = stepHeading(page, 'Selesaikan pembayaran')
  await expect(waiting).toBeVisible()
  await expect(page.getByText('Nomor Virtual Account')).toBeVisible()
  // The pressed 'Bayar Lagi' is gone too: the focus goes to the heading again.
  await expect(waiting).toBeFocused()

  // The bank's page opens in a new tab with Enter; 'Saya sudah bayar' there with Enter too.
  const opened = context.waitForEvent('page')
  await tabTo(page, page.getByRole('link', { name: 'Buka halaman pembayaran' }))
  await keyboard.press('Enter')
  const bankPage = await opened
  const paid = bankPage.getByRole('button', { name: 'Saya sudah bayar' })
  await tabTo(bankPage, paid, 20)
  await bankPage.keyboard.press('Enter')
  await expect(bankPage.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
  await bankPage.close()

  await expect(stepHeading(page, 'Pembayaran berhasil')).toBeFocused({ timeout: 15_000 })
  const href = await page.getByRole('link', { name: 'Lihat Pesanan' }).getAttribute('href')
  const order = await orderOf(
    request,
    member,
    /\/akun\/pesanan\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1] ?? '',
  )
  expect(order.status).toBe('paid')
  expect(order.payment).toMatchObject({ methodId: 'va-bca', status: 'paid' })
})

/** From the cart to the address step by keyboard: two Enters on the steps' buttons. */
async function keyboardToAddressStep(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Lanjut', exact: true }))
  await page.keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 2 dari 6: Promo', 'Promo untukmu')
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Alamat' }))
  await page.keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 3 dari 6: Alamat', 'Kirim ke mana?')
}

/** A closed select of the address form: the arrow key opens it and walks to `option`; Enter. */
async function chooseByKeyboard(page: Page, name: RegExp, option: RegExp) {
  const select = page.getByRole('dialog').getByRole('button', { name })
  await expect(select).toBeEnabled()
  await tabTo(page, select, 10)
  await page.keyboard.press('ArrowDown')
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  const wanted = listbox.getByRole('option', { name: option }).first()
  for (let presses = 0; presses < 400; presses++) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(wanted).toBeFocused()
  const chosen = ((await wanted.textContent()) ?? '').trim()
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
  await expect(select).toContainText(chosen)
}

test('a new address by keyboard: focus in its first field, a refusal on the field, the saved address chosen', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [
    { productId: 'serum-hyaluronat', quantity: 1 },
  ])
  await visit(page, '/product/keranjang')
  const { keyboard } = page
  await keyboardToAddressStep(page)

  // The dialog opens with the focus in its first field, not on the dialog.
  await tabTo(page, page.getByRole('button', { name: 'Tambah Alamat Baru' }), 10)
  await keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Tambah alamat' })
  const name = dialog.getByRole('textbox', { name: 'Nama penerima' })
  await expect(name).toBeFocused()

  // Saved with no name: the focus goes to the name, which says why, in view.
  await keyboard.press('ControlOrMeta+a')
  await keyboard.press('Delete')
  await tabTo(page, dialog.getByRole('button', { name: 'Simpan dan Pakai' }), 20)
  await keyboard.press('Enter')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/Nama penerima wajib diisi/)
  await expect(name).toBeInViewport()

  // The rest by keyboard: the name, then the region chain, the street, a label.
  await keyboard.type('Penerima Kedua')
  await chooseByKeyboard(page, /Provinsi/, /^Daerah Khusus Ibukota Jakarta/)
  await chooseByKeyboard(page, /Kota\/Kabupaten/, /Jakarta Selatan/)
  await chooseByKeyboard(page, /Kecamatan/, /^Kebayoran Baru/)
  await chooseByKeyboard(page, /Kode pos/, /^12\d{3}$/)
  await tabTo(page, dialog.getByRole('textbox', { name: 'Alamat lengkap' }), 5)
  await keyboard.type('Jl. Senopati No. 8, RT 02/RW 01')
  await tabTo(page, dialog.getByRole('textbox', { name: /Label alamat/ }), 5)
  await keyboard.type('Kantor')
  await tabTo(page, dialog.getByRole('button', { name: 'Simpan dan Pakai' }), 10)
  await keyboard.press('Enter')

  // Saved: the new address is chosen and has the focus, and 'Lanjut ke Pengiriman' is near.
  await expect(dialog).toBeHidden()
  const saved = page.getByRole('radio', { name: /^Kantor/ })
  await expect(saved).toBeChecked()
  await expect(saved).toBeFocused()
  const onward = page.getByRole('button', { name: 'Lanjut ke Pengiriman' })
  const presses = await tabsTo(page, onward, SAVED_ADDRESS_TO_ONWARD_TABS)
  console.log(`[keyboard] saved address → Lanjut ke Pengiriman: ${presses} Tabs`)
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 4 dari 6: Pengiriman', 'Pilih pengiriman')
})

test('the payment methods are one radio group: arrow keys move through them, Tab passes them', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [
    { productId: 'serum-hyaluronat', quantity: 1 },
  ])
  await visit(page, '/product/keranjang')
  const { keyboard } = page
  await keyboardToAddressStep(page)
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pengiriman' }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 4 dari 6: Pengiriman', 'Pilih pengiriman')
  await chooseFirstCourier(page)
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke Pembayaran' }))
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 5 dari 6: Pembayaran', 'Pilih metode pembayaran')

  // One group holds every method; its sections are headings a screen reader lists.
  const group = page.getByRole('radiogroup', { name: 'Metode pembayaran' })
  const methods = group.getByRole('radio')
  await expect(methods.first()).toBeVisible()
  expect(await page.getByRole('radiogroup').count()).toBe(1)
  const names = await methods.evaluateAll((radios) =>
    radios.map((radio) => (radio as HTMLInputElement).name),
  )
  expect(new Set(names).size).toBe(1)
  expect(names.length).toBeGreaterThan(4)

  // One Tab into the group, the arrows along it (across its sections), one Tab out of it.
  await keyboard.press('Tab')
  await expect(methods.first()).toBeFocused()
  const card = group.getByRole('radio', { name: /^Kartu Kredit\/Debit/ })
  const bca = group.getByRole('radio', { name: /^BCA Virtual Account/ })
  for (let presses = 0; presses < names.length; presses++) {
    if (await card.evaluate((element) => element === document.activeElement)) break
    await keyboard.press('ArrowDown')
  }
  await expect(card).toBeFocused()
  // Tab into a group with nothing chosen focuses its first method without choosing it.
  if (!(await card.isChecked())) await keyboard.press('Space')
  await expect(card).toBeChecked()
  await keyboard.press('ArrowDown')
  await expect(bca).toBeFocused()
  await expect(bca).toBeChecked()
  await expect(card).not.toBeChecked()
  await keyboard.press('Tab')
  const left = await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]'))
  expect(left, 'one Tab from a method leaves the group').toBeNull()

  // Counted from the heading: past every method in PAST_PAYMENT_METHODS_TABS presses.
  await stepHeading(page, 'Pilih metode pembayaran').focus()
  let presses = 0
  while (presses < 10) {
    await keyboard.press('Tab')
    presses += 1
    const inMethods = await page.evaluate(
      () => document.activeElement?.closest('[role="radiogroup"]') !== null,
    )
    if (!inMethods && presses > 1) break
  }
  console.log(`[keyboard] past the payment methods: ${presses} Tabs`)
  expect(presses).toBeLessThanOrEqual(PAST_PAYMENT_METHODS_TABS)
  await tabTo(page, page.getByRole('button', { name: 'Periksa Pesanan' }), 5)
  await keyboard.press('Enter')
  await expectArrivedAt(page, 'Langkah 6 dari 6: Periksa', 'Periksa pesananmu')
  await expect(page.getByText(/BCA Virtual Account/).first()).toBeVisible()
})

test('the catalogue’s skip links reach its second product in few Tabs', async ({ page }) => {
  await visit(page, '/product/katalog')
  const { keyboard } = page
  const products = page.getByRole('list', { name: 'Daftar produk' }).getByRole('link')
  await expect(products.nth(1)).toBeVisible()

  // The page's own skip link, then the catalogue's to its results.
  let presses = await tabsTo(page, page.getByRole('link', { name: 'Langsung ke konten' }), 3)
  await keyboard.press('Enter')
  const toResults = page.getByRole('link', { name: /^Langsung ke hasil/ })
  presses += await tabsTo(page, toResults, 3)
  await expect(toResults).toBeInViewport()
  await keyboard.press('Enter')
  presses += await tabsTo(page, products.nth(1), 4)
  console.log(`[keyboard] catalogue's second product: ${presses} Tabs`)
  expect(presses).toBeLessThanOrEqual(CATALOGUE_SECOND_PRODUCT_TABS)
  await keyboard.press('Enter')
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/)
})
