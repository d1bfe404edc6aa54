import type { Page } from '@playwright/test'
import { accountButton, expect, signIn, test } from '../support/fixtures'
import { shootAsIs } from '../support/screenshots'

async function choose(page: Page, field: RegExp, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('button', { name: field }).click()
  await page.getByRole('option', { name: option }).first().click()
}

test('a member adds a delivery address and finds it again after a reload', async ({ page }) => {
  const name = await signIn(page, '+6281200000003')
  await accountButton(page, name).click()
  await page.getByRole('menuitem', { name: 'Akun Saya' }).click()
  await expect(page.getByRole('heading', { name: 'Akun Saya' })).toBeVisible()

  await page.getByRole('button', { name: 'Tambah Alamat' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Tambah alamat' })
  await expect(dialog).toBeVisible()

  // Saving too early names what is missing, in Indonesian, and keeps the dialog open.
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click()
  await expect(dialog.getByText('Pilih provinsi.')).toBeVisible()

  await choose(page, /Provinsi/, 'Daerah Khusus Ibukota Jakarta')
  await choose(page, /Kota\/Kabupaten/, /Jakarta Selatan/)
  await choose(page, /Kecamatan/, 'Kebayoran Baru')
  await choose(page, /Kode pos/, /^12\d{3}$/)
  await dialog
    .getByRole('textbox', { name: 'Alamat lengkap' })
    .fill('Jl. Senopati No. 8, RT 02/RW 01')
  await dialog.getByRole('textbox', { name: /Label alamat/ }).fill('Rumah Ibu')

  // A long city name stays inside the dialog on a laptop (it ellipsizes in its select).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const edge = await dialog.boundingBox()
    const city = await dialog.getByRole('button', { name: /Kota\/Kabupaten/ }).boundingBox()
    expect(city && edge && city.x + city.width).toBeLessThanOrEqual(
      (edge?.x ?? 0) + (edge?.width ?? 0),
    )
    await shootAsIs(page, `akun-alamat-${width}`, { fullPage: false })
  }
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText('Alamat ditambahkan.')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: 'Rumah Ibu' })
  await expect(card).toContainText('Jl. Senopati No. 8')
  await expect(card).toContainText('Kebayoran Baru')

  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Rumah Ibu' })).toContainText(
    'Jl. Senopati No. 8',
  )
  // The seeded address stays the only primary one.
  await expect(page.getByText('Utama', { exact: true })).toHaveCount(1)
})

test('the dialog closes with Escape and returns focus to the button that opened it', async ({
  page,
}) => {
  await signIn(page, '+6281200000001', { redirect: '/akun' })
  await expect(page.getByRole('heading', { name: 'Akun Saya' })).toBeVisible()
  const opener = page.getByRole('button', { name: 'Tambah Alamat' }).first()
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Tambah alamat' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(opener).toBeFocused()
})
