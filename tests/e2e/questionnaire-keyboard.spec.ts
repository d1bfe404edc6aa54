/**
 * The questionnaire by keyboard alone, from the consult's page to the chat: on each step Tab
 * moves through the questions (Space ticks the first option of a question still open, words go
 * into an empty required text field), Enter in the last answer (or on 'Lanjut' after a text or a
 * photo) moves on; on the last step Space agrees to both
 * texts and Enter sends. The photo is given to the file input as the system's picker would. The
 * Tab presses are counted and held under QUESTIONNAIRE_TABS, half the 104 it took when the journey
 * went through the header from the top and Tabbed past every option of a 'pilih semua' question
 * (up to 10 a step) and on past 'Kembali' to 'Lanjut'. Now the page's skip link passes the
 * header, such a question is one Tab stop with the arrow keys inside, as a radio group is, and
 * Enter in an answer moves on (it used to go a step back: 'Kembali' was the form's default).
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { memberWithCart, withPatientProfile } from '../support/checkout-member'
import { expect, test, visit, waitForHydration } from '../support/fixtures'
import { TabTally } from '../support/tab-count'

/** The bound on the whole journey's Tab presses. */
const QUESTIONNAIRE_TABS = 52

/** What has the focus: enough to decide what a person would press there. */
function focusedControl(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement)) return { kind: 'none' as const }
    if (element instanceof HTMLButtonElement) {
      return { kind: 'button' as const, text: element.textContent?.trim() ?? '' }
    }
    if (element instanceof HTMLInputElement) {
      const fieldset = element.closest('fieldset')
      const groupAnswered = fieldset ? fieldset.querySelector('input:checked') !== null : false
      return {
        kind: element.type as string,
        required: element.required,
        empty: element.value === '',
        groupAnswered,
      }
    }
    if (element instanceof HTMLTextAreaElement) {
      return { kind: 'textarea' as const, required: element.required, empty: element.value === '' }
    }
    return { kind: element.tagName.toLowerCase() }
  })
}

/** Every choice question of the step has an option ticked, every required text has words. */
function everyQuestionAnswered(page: Page) {
  return page.locator('form.questionnaire-step').evaluate((form) => {
    const choices = [...form.querySelectorAll('fieldset.question')].filter(
      (fieldset) => fieldset.querySelector('input[type="radio"], input[type="checkbox"]') !== null,
    )
    const texts = [
      ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'textarea[required], input[required]:not([type="radio"]):not([type="checkbox"])',
      ),
    ]
    return (
      choices.every((fieldset) => fieldset.querySelector('input:checked') !== null) &&
      texts.every((field) => field.value !== '')
    )
  })
}

test('the questionnaire from its start to the chat by keyboard alone, in few Tabs', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  await withPatientProfile(request, member)
  await visit(page, '/konsultasi?flowId=2001&type=condition&name=jerawat')
  const { keyboard } = page
  const tally = new TabTally()
  await tally.to(page, 'skip link', page.getByRole('link', { name: 'Langsung ke konten' }), 3)
  await keyboard.press('Enter')
  await tally.to(page, 'Isi Kuesioner', page.getByRole('button', { name: 'Isi Kuesioner' }), 20)
  await keyboard.press('Enter')
  await expect(page).toHaveURL(/\/konsultasi\/kuesioner\?.*consultId=[0-9a-f-]{36}/)
  await waitForHydration(page)
  const heading = page.locator('#judul-langkah')
  // A new page: its skip link again, past the header to the first step.
  await tally.to(page, 'skip link', page.getByRole('link', { name: 'Langsung ke konten' }), 3)
  await keyboard.press('Enter')
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#e8a27c' },
  })
    .jpeg()
    .toBuffer()

  for (let step = 1; step <= 25; step++) {
    const title = (await heading.textContent()) ?? ''
    if (/Persetujuan sebelum dikirim/.test(title)) break
    const picker = page.locator('form.questionnaire-step input[type="file"]')
    if ((await picker.count()) > 0) {
      await picker.setInputFiles({ name: 'wajah.jpg', mimeType: 'image/jpeg', buffer: photo })
      await expect(page.getByRole('img', { name: 'Foto 1 yang kamu unggah' })).toBeVisible()
      await heading.focus()
    }
    // Tab through the answers; once every question of the step has one, Enter in the answer
    // moves on (the form's default button is 'Lanjut'); from a button, Tab on to 'Lanjut'.
    let presses = 0
    for (; presses < 40; presses++) {
      await keyboard.press('Tab')
      const control = await focusedControl(page)
      if (control.kind === 'button' && control.text === 'Lanjut') break
      if ((control.kind === 'radio' || control.kind === 'checkbox') && !control.groupAnswered) {
        await keyboard.press('Space')
      }
      if ((control.kind === 'textarea' || control.kind === 'text') && control.empty) {
        await keyboard.type('Tidak ada')
      }
      const inLine = ['radio', 'checkbox', 'text', 'number'].includes(control.kind)
      if (inLine && (await everyQuestionAnswered(page))) break
    }
    tally.add(`${step}. ${title}`, presses + 1)
    await keyboard.press('Enter')
    await expect(heading).not.toHaveText(title)
    await expect(heading).toBeFocused()
  }

  // Both consents, then send.
  await tally.to(
    page,
    'persetujuan 1',
    page.getByRole('checkbox', { name: /persetujuan konsultasi/ }),
    10,
  )
  await keyboard.press('Space')
  await tally.to(page, 'persetujuan 2', page.getByRole('checkbox', { name: /data kesehatan/ }), 10)
  await keyboard.press('Space')
  await tally.to(page, 'Kirim', page.getByRole('button', { name: 'Kirim ke Dokter' }), 10)
  await keyboard.press('Enter')
  await expect(page).toHaveURL(/\/konsultasi\/pesan\?chatroom=[0-9a-f-]{36}$/)

  console.log(`[keyboard] questionnaire: ${tally}`)
  expect(tally.total, `${tally}`).toBeLessThanOrEqual(QUESTIONNAIRE_TABS)
})
