/**
 * The doctor's console (`/dokter`): who gets in (doctors; a member gets the 403 page, a visitor
 * the sign-in page), and a doctor's whole round: a new Kulit consult in the queue, its answers,
 * claiming it, a chat message, and closing it with a recommendation the member's chat then holds.
 */

import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { flattenItems } from '../../contract/consults/questionnaire'
import { ChatRoom, ConsultQuestionnaire, ConsultSummary } from '../../contract/consults/schemas'
import { answerEveryStep, TEST_PATIENT_PROFILE } from '../support/answer-questionnaire'
import { TEST_OTP } from '../support/app-server'
import { PUTRI } from '../support/demo-members'
import { ANISA, MAYA, signInAsDoctor } from '../support/doctors'
import { expect, signIn, test, waitForHydration } from '../support/fixtures'

/** A member of this spec alone, so no other spec's demo member gains a consult. */
const PATIENT_PHONE = '+6281277700151'
/** Another, for the regimen's close, so the two tests never share an open consult. */
const REGIMEN_PATIENT_PHONE = '+6281277700152'

/** The API as a member's app calls it (`/api` on the site), with a Bearer token. */
async function apiCaller(request: APIRequestContext, phone: string) {
  const headers = { 'diri-platform': 'web' }
  const asked = await request.post('/api/auth/otp/request', { headers, data: { phone } })
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers,
    data: { phone, code: TEST_OTP, challengeId },
  })
  expect(verified.status()).toBe(200)
  const { accessToken } = v.parse(AccessGrant, await verified.json())
  const authorised = { ...headers, authorization: `Bearer ${accessToken}` }
  return async function call<S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    data?: unknown,
  ): Promise<v.InferOutput<S>> {
    const response = await request.fetch(`/api${path}`, { method, headers: authorised, data })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return v.parse(schema, response.status() === 204 ? null : await response.json())
  }
}

/**
 * A member starts a Jerawat consult (flow 2001, Poliklinik Kulit), answers every enabled question
 * step by step as the page does, and submits: the consult now waits for a Kulit doctor.
 */
async function submittedKulitConsult(request: APIRequestContext, phone = PATIENT_PHONE) {
  const call = await apiCaller(request, phone)
  const consult = await call('POST', '/v2/consults', ConsultSummary, { flowId: '2001' })
  const room = await call('GET', `/v2/consults/${consult.id}/questionnaire`, ConsultQuestionnaire)
  await call('PUT', '/auth/me/profile', v.unknown(), TEST_PATIENT_PROFILE)
  const answers = await answerEveryStep(
    room,
    (body) => call('PUT', `/v2/consults/${consult.id}/answers`, v.unknown(), body),
    (body) => call('POST', `/v2/consults/${consult.id}/submit`, ConsultSummary, body),
  )
  // The first answered question with the words the doctor should see for it.
  const firstChoice = flattenItems(room.questionnaire.item)
    .map(({ item }) => item)
    .find((item) => item.type === 'choice' && answers[item.linkId])
  if (!firstChoice?.text) throw new Error('the questionnaire has no answered choice')
  const shown = answers[firstChoice.linkId]?.[0]
  if (!shown || !('valueCoding' in shown)) throw new Error('no coding answered')
  return {
    consultId: consult.id,
    question: firstChoice.text,
    answer: shown.valueCoding.display,
    chat: () => call('GET', `/v2/consults/${consult.id}/chat`, ChatRoom),
  }
}

/** Sign-in as a doctor: like a member's, the header then shows the doctor's own name. */
async function screenshotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
}

test('a visitor opening the console is sent to sign in and back', async ({ page }) => {
  await page.goto('/dokter')
  await expect(page).toHaveURL(/\/masuk\?redirect=%2Fdokter$/)
  await expect(page.getByRole('heading', { name: 'Masuk ke Diri' })).toBeVisible()
})

test('a member who is not a doctor gets 403 and a page that says the console is for doctors', async ({
  page,
  browserErrors,
}) => {
  // The refused page's status, and the refusal the router reports as the page's error.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 403/)
  browserErrors.allow(/^console\.error: ApiError: Halaman ini khusus dokter Diri\./)
  await signIn(page, PUTRI.intlPhone)
  await page.getByRole('button', { name: /Menu akun/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Konsultasi saya' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Konsol Dokter' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  const response = await page.goto('/dokter')
  expect(response?.status()).toBe(403)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await waitForHydration(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman ini khusus dokter Diri' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Khusus dokter | Diri')
})

test('dr. Anisa takes a waiting Kulit consult, chats, and closes it with a recommendation', async ({
  page,
  request,
  browser,
}) => {
  test.slow()
  const consult = await submittedKulitConsult(request)

  // While it waits, a doctor of another polyclinic neither sees it in the queue nor opens it.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const otherPage = await other.newPage()
    await signInAsDoctor(otherPage, MAYA)
    await expect(otherPage.getByRole('heading', { level: 1, name: /dr\. Maya/ })).toBeVisible()
    await expect(otherPage.getByRole('link', { name: /Jerawat/ })).toHaveCount(0)
    const response = await otherPage.goto(`/dokter/konsultasi/${consult.consultId}`)
    expect(response?.status()).toBe(404)
    await expect(otherPage.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()
  } finally {
    await other.close()
  }

  await signInAsDoctor(page, ANISA)
  await expect(page).toHaveURL(/\/dokter$/)
  await expect(page.getByRole('heading', { level: 1, name: /dr\. Anisa Rahma/ })).toBeVisible()
  await expect(page.getByText('Poliklinik Kulit', { exact: false }).first()).toBeVisible()
  // Her way back to the console from anywhere: the account menu.
  await page.getByRole('button', { name: /Menu akun/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Konsol Dokter' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Waiting in her polyclinic, with how long (other specs' patients may wait there too); Sari's
  // consult (seeded) is hers already.
  const waiting = page.getByRole('region', { name: /Menunggu dokter/ })
  const entry = waiting.locator(`a[href="/dokter/konsultasi/${consult.consultId}"]`)
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText('Jerawat')
  await expect(entry).toContainText(/baru masuk|menunggu \d+ menit/)
  const mine = page.getByRole('region', { name: /Ditangani saya/ })
  await expect(
    mine.getByRole('link', { name: /Sari, Perempuan, \d+ tahun · Melasma/ }),
  ).toBeVisible()
  await screenshotAt(page, 390, 'queue')
  await screenshotAt(page, 1280, 'queue')

  await entry.click()
  await expect(page).toHaveURL(new RegExp(`/dokter/konsultasi/${consult.consultId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Konsultasi Jerawat' })).toBeVisible()
  const answers = page.getByRole('region', { name: 'Jawaban Kuesioner' })
  const answered = answers.getByRole('term').filter({ hasText: consult.question })
  await expect(answered).toBeVisible()
  await expect(answers.getByText(consult.answer, { exact: true }).first()).toBeVisible()
  await screenshotAt(page, 390, 'consult-waiting')
  await screenshotAt(page, 1280, 'consult-waiting')

  await page.getByRole('button', { name: 'Ambil Konsultasi' }).click()
  await expect(page.getByText('Konsultasi ini sekarang kamu tangani.')).toBeVisible()
  await expect(page.getByText('Sedang chat')).toBeVisible()

  const chat = page.getByRole('region', { name: 'Chat dengan pasien' })
  await chat
    .getByRole('textbox', { name: 'Tulis pesan' })
    .fill('Halo, saya dr. Anisa. Sudah saya baca jawabanmu.')
  await chat.getByRole('button', { name: 'Kirim', exact: true }).click()
  await expect(chat.getByText('Halo, saya dr. Anisa. Sudah saya baca jawabanmu.')).toBeVisible()

  const form = page.getByRole('form', { name: 'Tutup dengan Rekomendasi' })
  // React Aria's radio is a card: a person clicks its words.
  await form.getByText('Produk bebas (OTC)', { exact: true }).click()
  await expect(form.getByRole('radio', { name: /Produk bebas \(OTC\)/ })).toBeChecked()
  await form
    .getByRole('textbox', { name: 'Catatan untuk pasien' })
    .fill('Jerawat ringan. Pakai serum tiap malam setelah cuci muka, dan tabir surya pagi hari.')
  await form.getByRole('searchbox', { name: 'Cari produk di toko' }).fill('niacinamide')
  const results = form.getByRole('list', { name: 'Hasil pencarian produk' })
  await results.getByRole('button', { name: 'Tambah Serum Niacinamide 10%' }).click()
  await screenshotAt(page, 390, 'consult-chatting')
  await screenshotAt(page, 1280, 'consult-chatting')
  await form.getByRole('button', { name: 'Tutup dengan Rekomendasi' }).click()
  const confirm = page.getByRole('dialog', { name: 'Tutup konsultasi ini?' })
  await expect(confirm.getByText('Serum Niacinamide 10% × 1')).toBeVisible()
  await confirm.getByRole('button', { name: 'Ya, Tutup Konsultasi' }).click()

  await expect(page.getByText('Konsultasi ini sudah ditutup')).toBeVisible()
  await expect(page.getByRole('main').getByText(/^✓ Selesai$/)).toBeVisible()
  await expect(form).toHaveCount(0)
  await screenshotAt(page, 390, 'consult-closed')
  await screenshotAt(page, 1280, 'consult-closed')

  // The member's chat holds one recommendation with the product.
  const room = await consult.chat()
  const recommendations = room.messages.filter((message) => message.kind === 'recommendation')
  expect(recommendations).toHaveLength(1)
  expect(recommendations[0]?.recommendation).toMatchObject({
    productType: 4,
    items: [{ name: 'Serum Niacinamide 10%', quantity: 1 }],
  })
  expect(room.consult.status).toBe(9)
})

test('dr. Anisa closes with the acne regimen: its products fill the form, one swapped for a product found by its ingredient', async ({
  page,
  request,
}) => {
  test.slow()
  const consult = await submittedKulitConsult(request, REGIMEN_PATIENT_PHONE)
  await signInAsDoctor(page, ANISA)
  await page.goto(`/dokter/konsultasi/${consult.consultId}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Ambil Konsultasi' }).click()
  await expect(page.getByText('Konsultasi ini sekarang kamu tangani.')).toBeVisible()

  const form = page.getByRole('form', { name: 'Tutup dengan Rekomendasi' })
  await form.getByText('Produk bebas (OTC)', { exact: true }).click()
  await form
    .getByRole('textbox', { name: 'Catatan untuk pasien' })
    .fill('Jerawat sedang. Pakai rangkaian ini pagi dan malam, sabunnya untuk punggung.')
  const regimen = form.getByRole('combobox', { name: 'Regimen (opsional)' })
  await regimen.selectOption({ label: 'Rangkaian Kulit Berjerawat' })
  const picked = form.locator('.picked-product__name')
  await expect(picked).toHaveCount(5)
  await expect(picked.first()).toContainText('Gel Pembersih Asam Salisilat 1%')
  await expect(regimen).toHaveAccessibleDescription(
    /^5 produk Rangkaian Kulit Berjerawat dimasukkan ke daftar produk\./,
  )

  // Editable: one taken out, one found by an ingredient its Indonesian name does not hold.
  await form.getByRole('button', { name: 'Hapus Gel Jerawat Benzoil Peroksida 2,5%' }).click()
  await form.getByRole('searchbox', { name: 'Cari produk di toko' }).fill('SALICYLIC')
  const results = form.getByRole('list', { name: 'Hasil pencarian produk' })
  await expect(results.getByText('Sabun Tubuh Anti Jerawat Punggung')).toBeVisible()
  await expect(
    results.getByRole('button', { name: 'Dipilih Gel Pembersih Asam Salisilat 1%' }),
  ).toBeDisabled()
  await results.getByRole('button', { name: 'Tambah Sabun Tubuh Anti Jerawat Punggung' }).click()
  await expect(picked).toHaveCount(5)
  await screenshotAt(page, 390, 'close-regimen')
  await screenshotAt(page, 1280, 'close-regimen')

  await form.getByRole('button', { name: 'Tutup dengan Rekomendasi' }).click()
  const confirm = page.getByRole('dialog', { name: 'Tutup konsultasi ini?' })
  await expect(confirm.getByText(/Sabun Tubuh Anti Jerawat Punggung × 1/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Ya, Tutup Konsultasi' }).click()
  await expect(page.getByText('Konsultasi ini sudah ditutup')).toBeVisible()

  const room = await consult.chat()
  const [recommendation] = room.messages.filter((message) => message.kind === 'recommendation')
  expect(recommendation?.recommendation).toMatchObject({
    productType: 4,
    regimen: { id: 'kulit-berjerawat', name: 'Rangkaian Kulit Berjerawat' },
    items: [
      { productId: 'gel-pembersih-salisilat', quantity: 1 },
      { productId: 'serum-niacinamide-10', quantity: 1 },
      { productId: 'pelembap-gel-ringan', quantity: 1 },
      { productId: 'tabir-surya-spf50-gel', quantity: 1 },
      { productId: 'sabun-tubuh-jerawat', quantity: 1 },
    ],
  })
})
