/**
 * The patient profile (issue 29 §1), as members meet it: a new member signs in and gets the one
 * short profile step, fills it and lands where they were going with their initials in the header,
 * then edits it at /akun/profil; a member who skipped it starts a consultation and is asked for
 * name, date of birth and sex before the questionnaire is sent; the doctor then sees them.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { ConsultQuestionnaire, ConsultSummary } from '../../contract/consults/schemas'
import { answerEveryStep } from '../support/answer-questionnaire'
import { TEST_OTP } from '../support/app-server'
import { freshPhone } from '../support/checkout-member'
import { ANISA, signInAsDoctor } from '../support/doctors'
import { accountButton, expect, signIn, test, visit } from '../support/fixtures'

async function screenshotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
}

/** Whole years from `dateOfBirth` to today in Jakarta, as the doctor's console counts them. */
function ageToday(dateOfBirth: string) {
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)
  const before = today.slice(5) < dateOfBirth.slice(5) ? 1 : 0
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4)) - before
}

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
    return v.parse(schema, await response.json())
  }
}

test('a new member gets the profile step after signing in, lands where they were going with their initials, and edits it at /akun/profil', async ({
  page,
}) => {
  const phone = freshPhone()
  await visit(page, `/masuk?redirect=${encodeURIComponent('/akun/pesanan')}`)
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially(phone)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(TEST_OTP)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()

  await expect(page).toHaveURL(/\/masuk\/profil\?redirect=%2Fakun%2Fpesanan$/)
  await expect(page.getByRole('heading', { name: 'Kenalan dulu, yuk' })).toBeVisible()
  await screenshotAt(page, 390, 'profile-step')
  await screenshotAt(page, 1280, 'profile-step')

  // Sent empty: each field says what it needs, and the first is focused.
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  const fullName = page.getByRole('textbox', { name: 'Nama lengkap' })
  await expect(fullName).toBeFocused()
  await expect(page.getByText('Isi nama lengkapmu.')).toBeVisible()
  await expect(page.getByText('Isi tanggal lahirmu.')).toBeVisible()
  await expect(page.getByText('Pilih jenis kelamin.')).toBeVisible()

  await fullName.fill("Siti Nur'aini")
  await page.getByLabel('Tanggal lahir').fill('2999-01-01')
  await page.getByRole('radio', { name: 'Perempuan' }).check()
  await page.getByRole('textbox', { name: 'Email (opsional)' }).fill('Siti@Contoh.co.id')
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  await expect(page.getByText('Tanggal lahir harus sebelum hari ini.')).toBeVisible()
  await expect(page.getByLabel('Tanggal lahir')).toBeFocused()
  await page.getByLabel('Tanggal lahir').fill('1994-05-17')
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()

  // Where the member was going, named and with their initials.
  await expect(page).toHaveURL(/\/akun\/pesanan$/)
  const button = accountButton(page, "Siti Nur'aini")
  await expect(button).toBeVisible()
  await expect(button.locator('.avatar')).toHaveText('SN')

  // Asked once: signing in again goes straight on.
  await visit(page, '/akun/profil')
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue("Siti Nur'aini")
  await expect(page.getByLabel('Tanggal lahir')).toHaveValue('1994-05-17')
  await expect(page.getByRole('radio', { name: 'Perempuan' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Email (opsional)' })).toHaveValue(
    'siti@contoh.co.id',
  )
  await screenshotAt(page, 390, 'profile-account')
  await screenshotAt(page, 1280, 'profile-account')

  // A single name is a whole name; a bad e-mail is said beside it.
  await page.getByRole('textbox', { name: 'Nama lengkap' }).fill('Sukarni')
  await page.getByRole('textbox', { name: 'Email (opsional)' }).fill('siti@')
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByText('Email belum benar. Contoh: nama@contoh.com.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email (opsional)' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Email (opsional)' }).fill('')
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profil tersimpan.' })).toBeVisible()
  await expect(accountButton(page, 'Sukarni').locator('.avatar')).toHaveText('S')

  // /akun names the member, not the number, and links to the profile.
  await visit(page, '/akun')
  await expect(page.getByRole('main').getByText('Sukarni', { exact: true })).toBeVisible()
  await expect(page.getByText('17 Mei 1994')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ubah profil' })).toHaveAttribute(
    'href',
    '/akun/profil',
  )
})

test('a member who skipped the profile is asked for it before the questionnaire is sent, and the doctor sees name, age and sex', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = freshPhone()
  // The consult is started and answered as the page would, up to the consent step, unsent.
  const call = await apiCaller(page.request, phone)
  const consult = await call('POST', '/v2/consults', ConsultSummary, { flowId: '2001' })
  const room = await call('GET', `/v2/consults/${consult.id}/questionnaire`, ConsultQuestionnaire)
  await answerEveryStep(
    room,
    (body) => call('PUT', `/v2/consults/${consult.id}/answers`, v.unknown(), body),
    async () => {},
  )

  // The shared sign-in presses 'Lewati' on the profile step.
  await signIn(page, phone)
  await visit(
    page,
    `/konsultasi/kuesioner?flowId=2001&consultId=${consult.id}&contentId=persetujuan`,
  )
  await page.getByRole('checkbox', { name: /persetujuan konsultasi/ }).check()
  await page.getByRole('checkbox', { name: /data kesehatan/ }).check()
  await page.getByRole('button', { name: 'Kirim ke Dokter' }).click()

  // Not sent yet: the doctor needs the profile first, and there is no 'Lewati' here.
  await expect(page.getByRole('heading', { name: 'Sebelum dikirim ke dokter' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Lewati' })).toHaveCount(0)
  const before = await call('GET', `/v2/consults/${consult.id}/questionnaire`, ConsultQuestionnaire)
  expect(before.consult.status).toBe(1)

  await page.getByRole('textbox', { name: 'Nama lengkap' }).fill('Wayan Sudirta')
  await page.getByLabel('Tanggal lahir').fill('1990-01-31')
  await page.getByRole('radio', { name: 'Laki-laki' }).check()
  await page.getByRole('button', { name: 'Simpan dan kirim ke dokter' }).click()
  await expect(page).toHaveURL(new RegExp(`/konsultasi/pesan\\?chatroom=${consult.id}`))
  // Sent with the answers given before the profile.
  const after = await call('GET', `/v2/consults/${consult.id}/questionnaire`, ConsultQuestionnaire)
  expect(after.consult.status).toBe(2)
  expect(after.answers).toEqual(before.answers)

  // The doctor, in her own browser, sees who the patient is next to the complaint.
  const doctorContext = await browser.newContext({ baseURL })
  try {
    const doctorPage = await doctorContext.newPage()
    await signInAsDoctor(doctorPage, ANISA)
    const patient = `Wayan, Laki-laki, ${ageToday('1990-01-31')} tahun`
    const entry = doctorPage.locator(`a[href="/dokter/konsultasi/${consult.id}"]`)
    await expect(entry).toContainText(`${patient} · Jerawat`)
    await entry.click()
    await expect(doctorPage.getByText(patient)).toBeVisible()
  } finally {
    await doctorContext.close()
  }
})
