/**
 * The questionnaire as a member lives it: Putri (no consult yet) starts a Jerawat
 * consult from /keluhan, answers about half, reloads and finds her step and answers kept, comes
 * back through 'Mulai Konsul' and the 'Lanjut Kuesioner' dialog to the same step, adds a photo,
 * finishes, agrees to both texts and sends it: she lands in the chat room, and her consult list
 * says 'Menunggu dokter'. Screenshots of a choice step, the photo step and the consent step at
 * 390 and 1280 px go to test-results/.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { BUDI, PUTRI } from '../support/demo-members'
import { expect, signIn, test, visit, waitForHydration, withoutTheApp } from '../support/fixtures'
import { memberCookie } from '../support/member-cookie'

const SHOTS = 'test-results/consult-questionnaire'

function stepHeading(page: Page) {
  return page.locator('#judul-langkah')
}

async function next(page: Page) {
  const before = await stepHeading(page).textContent()
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(stepHeading(page)).not.toHaveText(before ?? '')
}

async function choose(page: Page, label: string) {
  await page.locator('form.questionnaire-step').getByText(label, { exact: true }).click()
}

async function pressMulaiKonsulForJerawat(page: Page) {
  await visit(page, '/keluhan')
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Jerawat' })
    .first()
    .getByRole('button', { name: 'Mulai Konsul' })
    .click()
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * The remaining questions, answered as someone with nothing special to tell: 'Tidak' or
 * 'Belum pernah' where offered, else the first option, and a few words where text is required.
 */
async function answerUntil(page: Page, heading: RegExp) {
  for (let guard = 0; guard < 20; guard++) {
    if (heading.test((await stepHeading(page).textContent()) ?? '')) return
    const form = page.locator('form.questionnaire-step')
    for (const fieldset of await form.locator('fieldset.question').all()) {
      if ((await fieldset.locator('input:checked').count()) > 0) continue
      const options = fieldset.locator('label.choice')
      if ((await options.count()) === 0) continue
      const preferred = options.filter({ hasText: /^(Tidak|Belum pernah|Tidak ada)$/ })
      await ((await preferred.count()) > 0 ? preferred.first() : options.first()).click()
    }
    for (const field of await form.locator('textarea[required], input[required]').all()) {
      if ((await field.inputValue()) === '') await field.fill('Tidak ada')
    }
    await next(page)
  }
  throw new Error(`Never reached a step titled ${heading}`)
}

test('a member starts a consult, resumes it after a reload and from the dialog, and sends it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, PUTRI.localPhone)

  // 'Mulai Konsul' for Jerawat: a first consult, so the first-time dialog.
  await pressMulaiKonsulForJerawat(page)
  await page
    .getByRole('dialog', { name: 'Yuk ceritakan keluhanmu!' })
    .getByRole('button', { name: 'Lanjut' })
    .click()
  await expect(page).toHaveURL(/\/konsultasi\?flowId=2001&type=condition&name=jerawat$/)
  await page.getByRole('button', { name: 'Isi Kuesioner' }).click()
  await expect(page).toHaveURL(/\/konsultasi\/kuesioner\?.*consultId=[0-9a-f-]{36}/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Kuesioner Jerawat' })).toBeVisible()
  await expect(stepHeading(page)).toHaveText('Sebelum mulai')
  const total = Number(
    (await page.getByText(/^Langkah 1 dari \d+$/).textContent())?.match(/dari (\d+)/)?.[1],
  )
  await next(page)

  // Where: several places. A required question holds the step until it is answered.
  await expect(stepHeading(page)).toContainText('Di bagian mana saja jerawatmu muncul?')
  await expect(page.getByText('Langkah 2 dari')).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(page.getByText('Pertanyaan ini wajib dijawab.')).toBeVisible()
  await choose(page, 'Pipi')
  await choose(page, 'Dagu dan rahang')
  await shoot(page, 'choice-step')
  await next(page)
  await expect(stepHeading(page)).toBeFocused()

  // What kind: nodules turn on the pain question (one more step), taking them off turns it off.
  await expect(stepHeading(page)).toContainText('Seperti apa jerawat yang kamu alami?')
  await choose(page, 'Benjolan besar, keras, dan nyeri di bawah kulit')
  await expect(page.getByText(`Langkah 3 dari ${total + 1}`)).toBeVisible()
  await choose(page, 'Benjolan besar, keras, dan nyeri di bawah kulit')
  await choose(page, 'Komedo hitam atau putih')
  await expect(page.getByText(`Langkah 3 dari ${total}`)).toBeVisible()
  await next(page)
  await choose(page, 'Kurang dari 10')
  await next(page)
  await choose(page, '1–6 bulan')
  await next(page)
  const halfway = (await stepHeading(page).textContent()) ?? ''
  expect(halfway).not.toBe('')
  const consultUrl = new URL(page.url())
  const consultId = consultUrl.searchParams.get('consultId')

  // A reload opens the same step; going back shows the answers kept.
  await page.reload()
  await waitForHydration(page)
  await expect(stepHeading(page)).toHaveText(halfway)
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByRole('radio', { name: '1–6 bulan' })).toBeChecked()
  await next(page)
  await expect(stepHeading(page)).toHaveText(halfway)

  // Away and back through 'Mulai Konsul': the dialog offers to continue, at the same step.
  await pressMulaiKonsulForJerawat(page)
  await page
    .getByRole('dialog', { name: 'Kuesionermu belum selesai' })
    .getByRole('button', { name: 'Lanjut Kuesioner' })
    .click()
  await expect(page).toHaveURL(new RegExp(`consultId=${consultId}`))
  await waitForHydration(page)
  await expect(stepHeading(page)).toHaveText(halfway)

  // Earlier treatments: 'Belum pernah' stands alone, and a treatment ticked clears it.
  await answerUntil(page, /Pengobatan jerawat apa yang pernah kamu coba/)
  const box = (name: string) => page.getByRole('checkbox', { name, exact: true })
  await choose(page, 'Obat oles dari dokter')
  await choose(page, 'Antibiotik minum')
  await choose(page, 'Belum pernah')
  await expect(box('Belum pernah')).toBeChecked()
  await expect(box('Obat oles dari dokter')).not.toBeChecked()
  await expect(box('Antibiotik minum')).not.toBeChecked()
  await choose(page, 'Antibiotik minum')
  await expect(box('Belum pernah')).not.toBeChecked()
  await expect(box('Antibiotik minum')).toBeChecked()
  await choose(page, 'Belum pernah')
  await expect(box('Antibiotik minum')).not.toBeChecked()
  await shoot(page, 'exclusive-option')
  await next(page)

  // The photo step: a PDF is refused in the browser, a photo is uploaded and shown.
  await answerUntil(page, /Unggah foto jerawatmu/)
  const picker = page.locator('input[type="file"]')
  await picker.setInputFiles({
    name: 'hasil-lab.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  })
  await expect(page.getByText('Foto harus berformat JPG, PNG, WEBP, atau HEIC.')).toBeVisible()
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#e8a27c' },
  })
    .jpeg()
    .toBuffer()
  await picker.setInputFiles({ name: 'wajah.jpg', mimeType: 'image/jpeg', buffer: photo })
  const uploaded = page.getByRole('img', { name: 'Foto 1 yang kamu unggah' })
  await expect(uploaded).toBeVisible()
  await expect
    .poll(() => uploaded.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await shoot(page, 'photo-step')
  await next(page)

  // The rest, then both consents, then send.
  await answerUntil(page, /Persetujuan sebelum dikirim/)
  await page.getByRole('button', { name: 'Kirim ke Dokter' }).click()
  await expect(page.getByText('Centang kedua persetujuan dulu')).toBeVisible()
  await page.getByRole('checkbox', { name: /persetujuan konsultasi/ }).check()
  await page.getByRole('checkbox', { name: /data kesehatan/ }).check()
  await shoot(page, 'consent-step')
  await page.getByRole('button', { name: 'Kirim ke Dokter' }).click()
  await expect(page).toHaveURL(new RegExp(`/konsultasi/pesan\\?chatroom=${consultId}$`))

  // The consult list says it waits for a doctor.
  await visit(page, '/akun/konsultasi')
  const row = page.getByRole('listitem').filter({ hasText: 'Jerawat' }).first()
  await expect(row.getByText('Menunggu dokter')).toBeVisible()
  await expect(row.getByRole('link', { name: /Buka Chat/ })).toHaveAttribute(
    'href',
    `/konsultasi/pesan?chatroom=${consultId}`,
  )
})

test('before the app has loaded, the start and the steps are plain forms that save and move on', async ({
  page,
  browserErrors,
}) => {
  // A member of their own: nothing else in the suite starts a consult with this number.
  await signIn(page, '0813-0000-0115')
  await withoutTheApp(page, browserErrors)
  await page.goto('/konsultasi?flowId=2001&type=condition&name=jerawat')
  await page.getByRole('button', { name: 'Isi Kuesioner' }).click()
  await expect(page).toHaveURL(/\/konsultasi\/kuesioner\?.*consultId=[0-9a-f-]{36}/)
  await expect(stepHeading(page)).toHaveText('Sebelum mulai')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()

  // Left open, a required question comes back with its reason; answered, the step moves on.
  await expect(stepHeading(page)).toContainText('Di bagian mana saja jerawatmu muncul?')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(page).toHaveURL(/contentId=lokasi&belum=1/)
  await expect(page.getByText('Pertanyaan ini wajib dijawab.')).toBeVisible()
  await choose(page, 'Dahi')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(stepHeading(page)).toContainText('Seperti apa jerawat yang kamu alami?')
  await expect(page).toHaveURL(/contentId=jenis-jerawat$/)

  // Back keeps the answer, saved on the server.
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByRole('checkbox', { name: 'Dahi' })).toBeChecked()
})

test("another member's questionnaire, or one that does not exist, is the 404 page with its status", async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const budi = await memberCookie(origin, BUDI.intlPhone)
  const token = (
    JSON.parse(decodeURIComponent(budi.slice(budi.indexOf('=') + 1))) as {
      accessToken: string
    }
  ).accessToken
  const home = await request.get('/api/consults/home', {
    headers: { authorization: `Bearer ${token}`, 'diri-platform': 'web' },
  })
  expect(home.status()).toBe(200)
  const budis = ((await home.json()) as { data: Array<{ id: string; status: number }> }).data.find(
    (consult) => consult.status === 1,
  )
  if (!budis) throw new Error("Budi's questionnaire in progress is not in the seed")
  const open = (consultId: string, cookie: string) =>
    request.get(`/konsultasi/kuesioner?consultId=${consultId}`, {
      headers: { cookie },
      maxRedirects: 0,
    })

  // His own opens.
  expect((await open(budis.id, budi)).status()).toBe(200)
  const putri = await memberCookie(origin, PUTRI.intlPhone)
  for (const consultId of [budis.id, crypto.randomUUID()]) {
    const page = await open(consultId, putri)
    expect(page.status(), consultId).toBe(404)
    expect(await page.text()).toContain('Halaman tidak ditemukan')
  }
})
