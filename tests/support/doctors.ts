/** The seeded doctors the browser tests sign in as (backend/db/seed/doctors.ts). */
import type { Page } from '@playwright/test'
import { TEST_OTP } from './app-server'
import { accountButton, expect, visit } from './fixtures'

export interface SeededDoctor {
  phone: string
  /** As typed into the sign-in form. */
  local: string
  /** As the header's account button shows it. */
  name: string
}

/** dr. Anisa Rahma, Poliklinik Kulit: Sari's doctor in the seed. */
export const ANISA: SeededDoctor = {
  phone: '+6281200000101',
  local: '0812-0000-0101',
  name: 'Anisa Rahma',
}
/** dr. Maya Kusumawati, the next polyclinic's doctor: not Kulit's. */
export const MAYA: SeededDoctor = {
  phone: '+6281200000103',
  local: '0812-0000-0103',
  name: 'Maya Kusumawati',
}

/** Signs a doctor in at /masuk, then lands on `redirect` (the console by default). */
export async function signInAsDoctor(page: Page, doctor: SeededDoctor, redirect = '/dokter') {
  await visit(page, `/masuk?redirect=${encodeURIComponent(redirect)}`)
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially(doctor.local)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(TEST_OTP)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(accountButton(page, doctor.name)).toBeVisible()
}
