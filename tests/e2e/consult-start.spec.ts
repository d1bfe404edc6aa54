/**
 * The consult-start paths of src/machines/consult-start replayed in the real app against the real
 * API: a visitor, each demo member (no consult, questionnaire in progress, consult in chat), and
 * an API failure through the test-only fault switch.
 */
import type { Page } from '@playwright/test'
import { BUDI, SARI } from '../support/demo-members'
import { expect, signIn, test, visit, withoutTheApp } from '../support/fixtures'

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title })
}

/** 'Mulai Konsul' on the Jerawat card of /keluhan (flow 2001). */
async function pressMulaiKonsulForJerawat(page: Page) {
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Jerawat' })
    .first()
    .getByRole('button', { name: 'Mulai Konsul' })
    .click()
}

async function expectJerawatConsultation(page: Page) {
  await expect(page).toHaveURL(/\/konsultasi\?flowId=2001&type=condition&name=jerawat$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Konsultasi Jerawat' })).toBeVisible()
}

async function pressMulaiKonsulOnLanding(page: Page) {
  await visit(page, '/')
  await page.getByRole('main').getByRole('button', { name: 'Mulai Konsul' }).first().click()
}

test.describe('a visitor', () => {
  test('gets the first-time dialog; Lanjut goes to /keluhan', async ({ page }) => {
    await pressMulaiKonsulOnLanding(page)
    const firstTime = dialog(page, 'Yuk ceritakan keluhanmu!')
    await expect(firstTime).toBeVisible()
    await expect(
      firstTime.getByText('Isi kuesioner singkat tentang dirimu dan keluhanmu.'),
    ).toBeVisible()
    await expect(
      firstTime.getByText('Jawabanmu langsung dianalisis oleh dokter ahli.'),
    ).toBeVisible()
    await firstTime.getByRole('button', { name: 'Lanjut' }).click()
    await expect(page).toHaveURL(/\/keluhan$/)
    await expect(firstTime).toBeHidden()
  })

  test('closing the dialog by its icon or Escape hides it, stays on the page, returns focus', async ({
    page,
  }) => {
    await pressMulaiKonsulOnLanding(page)
    const firstTime = dialog(page, 'Yuk ceritakan keluhanmu!')
    await firstTime.getByRole('button', { name: 'Tutup' }).click()
    await expect(firstTime).toBeHidden()
    await expect(page).toHaveURL(/\/$/)

    const cta = page.getByRole('main').getByRole('button', { name: 'Mulai Konsul' }).first()
    await cta.focus()
    await page.keyboard.press('Enter')
    await expect(firstTime).toBeVisible()
    await expect(firstTime.getByRole('button', { name: 'Lanjut' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(firstTime).toBeHidden()
    await expect(cta).toBeFocused()
  })

  test('starting from a condition leads to that consultation', async ({ page }) => {
    await visit(page, '/keluhan')
    await pressMulaiKonsulForJerawat(page)
    await dialog(page, 'Yuk ceritakan keluhanmu!').getByRole('button', { name: 'Lanjut' }).click()
    await expectJerawatConsultation(page)
  })

  test('pressed before the app has loaded, Mulai Konsul still opens that consultation', async ({
    page,
    browserErrors,
  }) => {
    await withoutTheApp(page, browserErrors)
    await page.goto('/keluhan')
    await pressMulaiKonsulForJerawat(page)
    await expectJerawatConsultation(page)
  })
})

test('a member without a consult gets the first-time dialog (the API answers 404)', async ({
  page,
}) => {
  // A new member has no consult at all.
  await signIn(page, '0813-0000-0107')
  await page.getByRole('main').getByRole('button', { name: 'Mulai Konsul' }).first().click()
  await expect(dialog(page, 'Yuk ceritakan keluhanmu!')).toBeVisible()
})

test('a member with a questionnaire in progress resumes it or starts afresh, and reads notifications', async ({
  page,
}) => {
  await signIn(page, BUDI.localPhone)
  await page.getByRole('main').getByRole('button', { name: 'Mulai Konsul' }).first().click()
  const resume = dialog(page, 'Kuesionermu belum selesai')
  await expect(resume).toBeVisible()
  await expect(resume).toContainText('Jerawat')
  await expect(resume).toContainText('Poliklinik Kulit')
  await expect(resume.getByRole('button', { name: 'Mulai Baru' })).toBeVisible()
  await resume.getByRole('button', { name: 'Lanjut Kuesioner' }).click()

  await expect(page).toHaveURL(
    /\/konsultasi\/kuesioner\?flowId=2001&contentId=lama-keluhan&consultId=[0-9a-f-]{36}&type=landing&name=beranda$/,
  )
  // The questionnaire itself, at the step Budi left it.
  await expect(page.getByRole('heading', { level: 1, name: 'Kuesioner Jerawat' })).toBeVisible()
  await expect(page.locator('#judul-langkah')).toContainText('Sudah berapa lama')
  await expect(page.getByText('Poliklinik Kulit').first()).toBeVisible()

  // The bell counts the unread notifications; marking one read lowers the count.
  const bell = page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifikasi, \d+ belum dibaca$/ })
  await expect(bell).toBeVisible()
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0])
  await bell.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible()
  await page.getByRole('button', { name: 'Tandai sudah dibaca' }).first().click()
  await expect(
    page.getByText(before - 1 > 0 ? `${before - 1} belum dibaca` : 'Semua sudah dibaca'),
  ).toBeVisible()

  // Starting the same flow again, the member may choose to start afresh instead.
  await visit(page, '/keluhan')
  await pressMulaiKonsulForJerawat(page)
  await dialog(page, 'Kuesionermu belum selesai')
    .getByRole('button', { name: 'Mulai Baru' })
    .click()
  // The consultation page's 'Isi Kuesioner' then starts a new questionnaire (`baru=1`).
  await expect(page).toHaveURL(/\/konsultasi\?flowId=2001&type=condition&name=jerawat&baru=1$/)
})

test('a member in chat with a doctor goes to the chat room', async ({ page }) => {
  await signIn(page, SARI.localPhone)
  await page.getByRole('main').getByRole('button', { name: 'Mulai Konsul' }).first().click()
  const chat = dialog(page, 'Konsultasimu masih berjalan')
  await expect(chat).toBeVisible()
  await expect(chat).toContainText('Poliklinik Kulit')
  await chat.getByRole('button', { name: 'Chat dengan Dokter' }).click()
  await expect(page).toHaveURL(/\/konsultasi\/pesan\?chatroom=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'dr. Anisa Rahma' })).toBeVisible()
})

test('when the check fails, no dialog opens and the error is reported', async ({
  page,
  context,
  browserErrors,
}) => {
  browserErrors.allow(/consult-start: checking for an open consult failed/)
  browserErrors.allow(/Failed to load resource: the server responded with a status of 500/)
  await signIn(page, '0813-0000-0108')
  await context.setExtraHTTPHeaders({ 'x-diri-fault': 'consults-exists' })
  const reported = page.waitForEvent('console', (message) =>
    message.text().includes('consult-start'),
  )
  await page.getByRole('main').getByRole('button', { name: 'Mulai Konsul' }).first().click()
  await reported
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})
