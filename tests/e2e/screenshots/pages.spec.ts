/**
 * Full-page screenshots of every page so far, on a phone (390 × 844) and a laptop (1280 × 800),
 * into tests/screenshots/ (git-ignored) for people to look at (DESIGN.md, "Check your work by
 * looking"). They are not compared with anything; the tests fail only if a page does not render.
 */
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { TEST_OTP } from '../../support/app-server'
import { BUDI, SARI } from '../../support/demo-members'
import { accountButton, expect, signIn, test, visit } from '../../support/fixtures'
import { SCREENSHOT_DIR } from '../../support/screenshots'

const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const

/** Both sizes of the page as it is now: resize, let layout and fonts settle, shoot the whole page. */
async function shootBothSizes(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${viewport.name}.png`),
      fullPage: true,
      animations: 'disabled',
    })
  }
}

test('landing page, signed out', async ({ page }) => {
  await visit(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await shootBothSizes(page, 'landing-signed-out')
})

test('landing page, signed in', async ({ page }) => {
  await signIn(page, SARI.localPhone)
  await expect(accountButton(page, SARI.name)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halo, Sari!')
  await shootBothSizes(page, 'landing-signed-in')
})

test('sign-in page, both steps', async ({ page }) => {
  await visit(page, '/masuk')
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Diri' })).toBeVisible()
  await shootBothSizes(page, 'masuk-1-nomor')

  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially('12345')
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await expect(page.getByText('Nomor HP belum benar')).toBeVisible()
  await shootBothSizes(page, 'masuk-1-nomor-salah')

  await page.getByRole('textbox', { name: 'Nomor HP' }).fill(BUDI.localPhone)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode OTP' })).toBeVisible()
  await shootBothSizes(page, 'masuk-2-kode')

  await page
    .getByRole('textbox', { name: 'Kode OTP' })
    .pressSequentially(TEST_OTP.replace(/\d$/, '0'))
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByText(/Kode OTP salah/)).toBeVisible()
  await shootBothSizes(page, 'masuk-2-kode-salah')
})

test('not-found page', async ({ page, browserErrors }) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/)
  await visit(page, '/tidak-ada')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible()
  await shootBothSizes(page, 'tidak-ada')
})

test('server error page', async ({ page, browserErrors }) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 500/)
  await visit(page, '/500')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Maaf, ada yang tidak beres' }),
  ).toBeVisible()
  await shootBothSizes(page, 'galat-500')
})
