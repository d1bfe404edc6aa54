/**
 * The consultation chat: Sari's room with dr. Anisa Rahma, live without a
 * reload, a reply the doctor gets once, a message written offline that is delivered once (and
 * survives a reload while it waits), one whose sends keep failing that says so and goes on 'Kirim
 * ulang', the stream's door refusing strangers, and the doctor's recommendation as one
 * 'Tambah ke Keranjang'. The doctor writes through the API, as the console does, from a second
 * browser context of their own.
 */

import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import {
  ChatMessage,
  ChatMessages,
  ChatRoom,
  ConsultHome,
  ConsultQuestionnaire,
} from '../../contract/consults/schemas'
import { Cart } from '../../contract/shop/schemas'
import { answerEveryStep, TEST_PATIENT_PROFILE } from '../support/answer-questionnaire'
import { TEST_OTP } from '../support/app-server'
import { freshPhone } from '../support/checkout-member'
import { ANISA, signInAsDoctor } from '../support/doctors'
import { expect, signIn, test, visit, withoutTheApp } from '../support/fixtures'

const SARI = '+6281200000003'
const PUTRI = '+6281200000001'
const DOCTOR = '+6281200000101'
const API_HEADERS = { 'diri-platform': 'web' }

/** The browser's own complaints about a connection the test cut on purpose. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED|Failed to fetch/

interface Caller {
  request: APIRequestContext
  token: string
}

async function apiSignIn(request: APIRequestContext, phone: string): Promise<Caller> {
  const asked = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone },
  })
  expect(asked.ok(), `OTP request for ${phone}: ${asked.status()}`).toBe(true)
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers: API_HEADERS,
    data: { phone, code: TEST_OTP, challengeId },
  })
  expect(verified.ok(), `OTP verify for ${phone}: ${verified.status()}`).toBe(true)
  return { request, token: v.parse(AccessGrant, await verified.json()).accessToken }
}

function headersOf(caller: Caller) {
  return { ...API_HEADERS, authorization: `Bearer ${caller.token}` }
}

async function apiCall<S extends v.GenericSchema>(
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: S,
  data?: unknown,
): Promise<v.InferOutput<S>> {
  const response = await caller.request.fetch(`/api${path}`, {
    method,
    headers: headersOf(caller),
    data,
  })
  const text = await response.text()
  expect(response.ok(), `${method} ${path}: ${response.status()} ${text}`).toBe(true)
  return v.parse(schema, text === '' ? null : JSON.parse(text))
}

/** Sari's consult on Flek Hitam (flow 2002), in chat with dr. Anisa Rahma. */
async function sariConsultId(sari: Caller) {
  const home = await apiCall(sari, 'GET', '/consults/home', ConsultHome)
  const consult = home.data.find((item) => item.flowId === '2002' && item.status === 3)
  if (!consult) throw new Error('Sari has no consult in chat on flow 2002 (seed)')
  return consult.id
}

/** A second browser context for the doctor, signed in through the API. */
async function doctorInOwnBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  return { context, doctor: await apiSignIn(context.request, DOCTOR) }
}

function sendAs(caller: Caller, consultId: string, text: string) {
  return apiCall(caller, 'POST', `/v2/consults/${consultId}/messages`, ChatMessage, {
    clientId: randomUUID(),
    text,
  })
}

async function messagesWithText(caller: Caller, consultId: string, text: string) {
  const { data } = await apiCall(
    caller,
    'GET',
    `/v2/consults/${consultId}/messages?after=0`,
    ChatMessages,
  )
  return data.filter((message) => message.text === text)
}

function chatLog(page: Page) {
  return page.getByRole('log', { name: 'Percakapan' })
}

/** The stream is open once the server has sent its first read marks: the page is live. */
async function openChat(page: Page, consultId: string) {
  const stream = page.waitForResponse(
    (response) =>
      response.url().includes(`/konsultasi/kanal/${consultId}`) && response.status() === 200,
  )
  await visit(page, `/konsultasi/pesan?chatroom=${consultId}`)
  await stream
}

test.describe('the chat room', () => {
  test('Sari sees her doctor and the seeded messages, gets the doctor’s message live, and her reply reaches the doctor once', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const sari = await apiSignIn(page.request, SARI)
    const consultId = await sariConsultId(sari)
    const room = await apiCall(sari, 'GET', `/v2/consults/${consultId}/chat`, ChatRoom)

    await signIn(page, SARI)
    await openChat(page, consultId)
    await expect(page.getByRole('heading', { level: 1, name: /dr\. Anisa Rahma/ })).toBeVisible()
    await expect(page.getByText('Dokter Spesialis Kulit')).toBeVisible()
    const log = chatLog(page)
    const seededTexts = room.messages.flatMap((message) => (message.text ? [message.text] : []))
    expect(seededTexts.length, 'the seed gives Sari a conversation').toBeGreaterThan(0)
    for (const text of seededTexts) await expect(log.getByText(text).first()).toBeVisible()

    // A marker on this document: a reload would drop it.
    await page.evaluate(() => {
      ;(window as unknown as { samePage: boolean }).samePage = true
    })
    // dr. Anisa in a browser of her own, in her console's room for Sari's consult.
    const doctorContext = await browser.newContext({ baseURL: baseURL ?? '' })
    try {
      const doctorPage = await doctorContext.newPage()
      await signInAsDoctor(doctorPage, ANISA, `/dokter/konsultasi/${consultId}`)
      const doctorLog = chatLog(doctorPage)
      await expect(doctorLog).toBeVisible()
      const doctorField = doctorPage.getByRole('textbox', { name: 'Tulis pesan' })

      const fromDoctor = `Halo Sari, fleknya sudah berapa lama? (${randomUUID().slice(0, 8)})`
      await doctorField.fill(fromDoctor)
      await doctorField.press('Enter')
      await expect(log.getByText(fromDoctor)).toBeVisible()
      expect(
        await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true)

      const reply = `Sudah tiga bulan, dok. (${randomUUID().slice(0, 8)})`
      const field = page.getByRole('textbox', { name: 'Tulis pesan' })
      await field.fill(reply)
      await field.press('Enter')
      const bubble = log.locator('.chat-bubble--own', { hasText: reply })
      // Sent; with the doctor's room open it may already be read by the time we look.
      await expect(bubble).toContainText(/Terkirim|Dibaca/)
      await expect(field).toHaveValue('')

      // It reaches the doctor's open room live, once, and the API holds it once.
      await expect(doctorLog.getByText(reply)).toHaveCount(1)
      const atDoctor = await messagesWithText(sari, consultId, reply)
      expect(atDoctor).toHaveLength(1)
      expect(atDoctor[0]?.sender).toBe('member')

      // The doctor's room is on screen, so it is read: Sari's bubble says so, live.
      await expect(bubble).toContainText('Dibaca')
      await page.screenshot({ path: testInfo.outputPath('chat-live-1280.png') })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: testInfo.outputPath('chat-live-390.png') })
      await doctorPage.screenshot({
        path: testInfo.outputPath('doctor-room-1280.png'),
        fullPage: true,
      })
    } finally {
      await doctorContext.close()
    }
  })

  test('before the app has loaded, the room shows its messages and the field waits instead of taking words it would drop', async ({
    page,
    browserErrors,
  }, testInfo) => {
    const sari = await apiSignIn(page.request, SARI)
    const consultId = await sariConsultId(sari)
    const room = await apiCall(sari, 'GET', `/v2/consults/${consultId}/chat`, ChatRoom)
    await signIn(page, SARI)
    await withoutTheApp(page, browserErrors)
    await page.goto(`/konsultasi/pesan?chatroom=${consultId}`)
    const last = room.messages.findLast((message) => message.text)?.text
    if (!last) throw new Error('the seed gives Sari a conversation')
    await expect(chatLog(page).getByText(last)).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Tulis pesan' })
    await expect(field).toBeDisabled()
    await expect(field).toHaveAttribute('placeholder', 'Menyiapkan chat…')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: testInfo.outputPath('chat-before-app-390.png') })
  })

  test('a message written offline waits, survives a reload, and is delivered once when back online', async ({
    page,
    context,
    browserErrors,
  }) => {
    browserErrors.allow(OFFLINE_ERRORS)
    const sari = await apiSignIn(page.request, SARI)
    const consultId = await sariConsultId(sari)
    await signIn(page, SARI)
    await openChat(page, consultId)
    const log = chatLog(page)

    await context.setOffline(true)
    await expect(page.getByText('Kamu sedang offline.')).toBeVisible()
    const text = `Ditulis saat offline (${randomUUID().slice(0, 8)})`
    const field = page.getByRole('textbox', { name: 'Tulis pesan' })
    await field.fill(text)
    await field.press('Enter')
    const bubble = log.locator('.chat-bubble--own', { hasText: text })
    await expect(bubble).toContainText('Menunggu koneksi…')

    // Back on the network, but the sends still fail (a flaky line): it keeps waiting; a reload
    // then shows it again from this browser's storage.
    await page.route('**/_serverFn/**', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    )
    await context.setOffline(false)
    await expect(bubble).toContainText('Menunggu koneksi…')
    await page.reload()
    await expect(chatLog(page).locator('.chat-bubble--own', { hasText: text })).toContainText(
      'Menunggu koneksi…',
    )
    expect(await messagesWithText(sari, consultId, text)).toHaveLength(0)

    // The line is good again: it goes, once.
    await page.unroute('**/_serverFn/**')
    await context.setOffline(true)
    await context.setOffline(false)
    const delivered = chatLog(page).locator('.chat-bubble--own', { hasText: text })
    await expect(delivered).toContainText(/Terkirim|Dibaca/)
    await expect(delivered).toHaveCount(1)
    await expect.poll(async () => (await messagesWithText(sari, consultId, text)).length).toBe(1)
    // Another reload: the queue is empty, the message is in the room once.
    await page.reload()
    await expect(chatLog(page).getByText(text)).toHaveCount(1)
  })

  test('a message whose sends keep failing on a line that seems up says it is not sent yet, keeps trying, and “Kirim ulang” sends it once', async ({
    page,
    browserErrors,
  }, testInfo) => {
    browserErrors.allow(OFFLINE_ERRORS)
    const sari = await apiSignIn(page.request, SARI)
    const consultId = await sariConsultId(sari)
    await signIn(page, SARI)
    await openChat(page, consultId)
    // The browser believes it is online; every send is lost on the way.
    let lostSends = 0
    await page.route('**/_serverFn/**', (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      if (route.request().postData()?.includes('clientId')) lostSends += 1
      return route.abort('internetdisconnected')
    })
    const text = `Sinyal lemah (${randomUUID().slice(0, 8)})`
    const field = page.getByRole('textbox', { name: 'Tulis pesan' })
    await field.fill(text)
    await field.press('Enter')
    const bubble = chatLog(page).locator('.chat-bubble--own', { hasText: text })
    // Four lost sends, 1 s, 2 s and 4 s apart, tried by the page itself.
    await expect(bubble).toContainText('Belum terkirim · akan dikirim lagi otomatis', {
      timeout: 20_000,
    })
    expect(lostSends).toBeGreaterThanOrEqual(4)
    await page.setViewportSize({ width: 390, height: 844 })
    await bubble.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('chat-not-sent-yet-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: testInfo.outputPath('chat-not-sent-yet-1280.png') })

    await page.unroute('**/_serverFn/**')
    await bubble.getByRole('button', { name: 'Kirim ulang' }).click()
    await expect(bubble).toContainText(/Terkirim|Dibaca/)
    await expect(bubble.getByRole('button', { name: 'Kirim ulang' })).toHaveCount(0)
    await expect.poll(async () => (await messagesWithText(sari, consultId, text)).length).toBe(1)
    await page.reload()
    await expect(chatLog(page).getByText(text)).toHaveCount(1)
  })

  test('Sari sends a photo: uploaded, sent as a message, and shown through the site with a description', async ({
    page,
  }) => {
    const sari = await apiSignIn(page.request, SARI)
    const consultId = await sariConsultId(sari)
    await signIn(page, SARI)
    await openChat(page, consultId)
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#b98a64' },
    })
      .png()
      .toBuffer()
    // Sari's earlier photos (a run repeated on one database) stay in the room: this one is the last.
    const photos = chatLog(page).getByRole('img', {
      name: /^Foto yang kamu kirim pukul \d{2}\.\d{2}$/,
    })
    const earlier = await photos.count()
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Kirim foto' }).click()
    await (await chooser).setFiles({ name: 'flek-pipi.png', mimeType: 'image/png', buffer: photo })

    await expect(photos).toHaveCount(earlier + 1)
    const image = photos.last()
    await expect(image).toBeVisible()
    // Loaded through /konsultasi/lampiran/…, re-encoded by the API at the size it was sent.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(64)
    const { data } = await apiCall(
      sari,
      'GET',
      `/v2/consults/${consultId}/messages?after=0`,
      ChatMessages,
    )
    const images = data.filter((message) => message.kind === 'image' && message.sender === 'member')
    expect(images).toHaveLength(earlier + 1)
    expect(images.at(-1)?.attachment).toMatchObject({ width: 64, height: 48 })
  })

  test('the live stream is only for the room’s member and doctor', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const sari = await apiSignIn(page.request, SARI)
    const consultId = await sariConsultId(sari)
    const signedOut = await playwright.request.newContext({ baseURL })
    try {
      const anonymous = await signedOut.get(`/konsultasi/kanal/${consultId}`)
      expect(anonymous.status()).toBe(401)
      expect(anonymous.headers()['cache-control']).toBe('no-store')

      const putri = await apiSignIn(signedOut, PUTRI)
      const cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: putri.token }))}`
      const stranger = await signedOut.get(`/konsultasi/kanal/${consultId}`, {
        headers: { cookie },
      })
      expect(stranger.status()).toBe(404)
      expect(await stranger.json()).toMatchObject({ message: 'Konsultasi tidak ditemukan.' })
      // Nor may she open the page of Sari's room.
      const pageResponse = await signedOut.get(`/konsultasi/pesan?chatroom=${consultId}`, {
        headers: { cookie },
      })
      expect(pageResponse.status()).toBe(404)
    } finally {
      await signedOut.dispose()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// A recommendation: a new member's consult, answered and closed by the doctor.

/** A fresh member's Jerawat consult, answered step by step and submitted (status 2). */
async function submittedConsult(member: Caller) {
  const started = await member.request.post('/api/v2/consults', {
    headers: headersOf(member),
    data: { flowId: '2001' },
  })
  expect(started.ok(), `start: ${started.status()}`).toBe(true)
  const { id } = (await started.json()) as { id: string }
  const room = await apiCall(
    member,
    'GET',
    `/v2/consults/${id}/questionnaire`,
    ConsultQuestionnaire,
  )
  await apiCall(member, 'PUT', '/auth/me/profile', v.unknown(), TEST_PATIENT_PROFILE)
  await answerEveryStep(
    room,
    (body) => apiCall(member, 'PUT', `/v2/consults/${id}/answers`, v.unknown(), body),
    (body) => apiCall(member, 'POST', `/v2/consults/${id}/submit`, v.unknown(), body),
  )
  return id
}

test('the doctor closes the consult while the member reads: the recommendation and the end arrive live, with one Tambah ke Keranjang, Sudah di keranjang after a reload (390 and 1280 px)', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const phone = freshPhone()
  const member = await apiSignIn(page.request, phone)
  const consultId = await submittedConsult(member)
  const { context: doctorContext, doctor } = await doctorInOwnBrowser(browser, baseURL ?? '')
  try {
    // Waiting for a doctor: the member is told a reply is coming.
    // The member gave the profile a consultation needs, so the header names her.
    await signIn(page, phone, { name: TEST_PATIENT_PROFILE.fullName })
    await page.setViewportSize({ width: 390, height: 844 })
    await openChat(page, consultId)
    await expect(page.getByText('Dokter akan segera membalas')).toBeVisible()
    await expect(page.getByText('Menunggu dokter')).toBeVisible()

    await apiCall(doctor, 'POST', `/v2/doctor/consults/${consultId}/claim`, v.unknown())
    await sendAs(doctor, consultId, 'Halo, saya dr. Anisa. Saya sudah membaca jawaban kuesionermu.')
    await expect(page.getByText('Dokter akan segera membalas')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: /dr\. Anisa Rahma/ })).toBeVisible()
    await sendAs(member, consultId, 'Terima kasih, dok. Jerawatnya muncul di dagu dan pipi.')
    await sendAs(
      doctor,
      consultId,
      'Baik. Ini jerawat ringan sampai sedang. Saya siapkan rangkaian perawatan untukmu, ya.',
    )
    // Her console is open (it marks her seen) when she closes, and stays open for others.
    await apiCall(doctor, 'GET', '/v2/doctor/me', v.unknown())
    await apiCall(doctor, 'POST', `/v2/doctor/consults/${consultId}/close`, v.unknown(), {
      productType: 4,
      note: 'Pakai rangkaian ini pagi dan malam selama 8 minggu. Mulai serum dua malam sekali di minggu pertama.',
      regimenId: 'kulit-berjerawat',
      items: [
        { productId: 'gel-pembersih-salisilat', quantity: 1 },
        { productId: 'serum-niacinamide-10', quantity: 2 },
      ],
    })
  } finally {
    await doctorContext.close()
  }

  const card = page.getByRole('region', { name: 'Rekomendasi dokter' })
  await expect(card).toContainText('Rangkaian Kulit Berjerawat')
  await expect(card).toContainText(/2 ×/)
  await expect(card).toContainText(/Rp\d/)
  await expect(page.getByText('Konsultasi selesai', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Tulis pesan' })).toHaveCount(0)
  // The doctor's console is still open for other patients, but not for this closed room.
  const header = page.locator('.chat-header')
  await expect(header.getByText('Sesi konsultasi berakhir')).toBeVisible()
  await expect(header.getByText('Online', { exact: true })).toHaveCount(0)
  const add = card.getByRole('button', { name: 'Tambah ke Keranjang' })
  await expect(add).toHaveCount(1)
  // And the same after a reload, from the server's HTML.
  await visit(page, `/konsultasi/pesan?chatroom=${consultId}`)
  await expect(add).toHaveCount(1)
  await expect(header.getByText('Sesi konsultasi berakhir')).toBeVisible()
  await expect(header.getByText('Online', { exact: true })).toHaveCount(0)
  await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('chat-recommendation-390.png') })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: testInfo.outputPath('chat-recommendation-1280.png') })

  await add.click()
  await expect(card.getByText('Sudah di keranjang')).toBeVisible()
  await expect(card.getByRole('status')).toHaveText(/^Produk rekomendasi masuk ke keranjang\./)
  await expect(card.getByRole('link', { name: 'Lihat Keranjang' })).toHaveAttribute(
    'href',
    '/product/keranjang',
  )
  await expect(card.getByRole('link', { name: 'Lihat Keranjang' })).toBeFocused()
  await expect(add).toHaveCount(0)

  // The server keeps it: after a reload the card says so, and offers no second add.
  await visit(page, `/konsultasi/pesan?chatroom=${consultId}`)
  await expect(card.getByText('Sudah di keranjang')).toBeVisible()
  await expect(add).toHaveCount(0)
  const cart = await apiCall(member, 'GET', '/carts', Cart)
  expect(cart.meta.totalQuantity).toBe(3)
})
