/**
 * Notification channels as a member meets them (issue 29 §3–§4): the preferences at
 * `/akun/notifikasi` (a plain form, working before the app has loaded), the development mailbox at
 * `/dev/kotak-surat` with the email an event sends and none once its topic is switched off, and the
 * push opt-in in the chat, with the booking pass's service worker showing a push.
 *
 * Headless Chromium cannot subscribe to a real push service here (no network to Google's), so the
 * browser's `pushManager.subscribe` answers a subscription of a local push service this test
 * runs; the rest is real: the permission, the worker's registration, the API's record, the API's
 * encrypted push, and the worker's `push` handler (fed through the DevTools protocol).
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { ConsultHome } from '../../contract/consults/schemas'
import { MailboxList, NotificationPreferences } from '../../contract/notifications/preferences'
import { NotificationList } from '../../contract/notifications/schemas'
import { TEST_OTP } from '../support/app-server'
import { PUTRI, SARI } from '../support/demo-members'
import { expect, signIn, test, visit, withoutTheApp } from '../support/fixtures'
import { FULL_CHROMIUM } from '../support/full-chromium'
import { shootBothSizes } from '../support/screenshots'

// The push opt-in needs the browser's notifications, which the headless shell the other specs
// drive does not have (full-chromium.ts): this file's tests drive the full Chromium.
test.use(FULL_CHROMIUM)

const API_HEADERS = { 'diri-platform': 'web' }

async function apiToken(request: APIRequestContext, phone: string) {
  const asked = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone },
  })
  expect(asked.ok()).toBe(true)
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers: API_HEADERS,
    data: { phone, code: TEST_OTP, challengeId },
  })
  expect(verified.ok()).toBe(true)
  return v.parse(AccessGrant, await verified.json()).accessToken
}

async function preferencesOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/notifications/preferences', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return v.parse(NotificationPreferences, await response.json())
}

async function mailbox(request: APIRequestContext) {
  const response = await request.get('/api/dev/mailbox', { headers: API_HEADERS })
  expect(response.ok(), `GET /api/dev/mailbox: ${response.status()}`).toBe(true)
  return v.parse(MailboxList, await response.json()).data
}

function topic(page: Page, name: string) {
  return page.getByRole('group', { name })
}

test('a member switches consultation emails off with the plain form, before the app has loaded', async ({
  page,
  request,
  browserErrors,
}) => {
  await signIn(page, PUTRI.localPhone)
  await visit(page, '/akun/notifikasi')
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Notifikasi' })).toBeVisible()
  // Security is shown, ticked, and cannot be switched off; marketing waits for consent.
  const security = topic(page, 'Keamanan akun')
  await expect(security.getByRole('checkbox', { name: 'Email' })).toBeChecked()
  await expect(security.getByRole('checkbox', { name: 'Email' })).toBeDisabled()
  await expect(security).toContainText('tidak bisa dimatikan')
  await expect(
    topic(page, 'Persetujuan promosi').getByRole('checkbox', { name: 'Email' }),
  ).not.toBeChecked()
  await shootBothSizes(page, 'notifikasi-pengaturan')

  await withoutTheApp(page, browserErrors)
  await page.reload()
  await topic(page, 'Konsultasi').getByRole('checkbox', { name: 'Email' }).uncheck()
  await page.getByRole('button', { name: 'Simpan pilihan' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Pilihan notifikasimu tersimpan.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/akun\/notifikasi\?tersimpan=1$/)
  await expect(topic(page, 'Konsultasi').getByRole('checkbox', { name: 'Email' })).not.toBeChecked()
  await expect(topic(page, 'Pesanan').getByRole('checkbox', { name: 'Email' })).toBeChecked()
  const token = await apiToken(request, PUTRI.intlPhone)
  const choices = (await preferencesOf(request, token)).choices
  expect(choices.find((c) => c.channel === 'email' && c.topic === 'consult')?.enabled).toBe(false)
  expect(choices.find((c) => c.channel === 'email' && c.topic === 'order')?.enabled).toBe(true)
})

test('the development mailbox shows what would be emailed, as a list of emails', async ({
  page,
}) => {
  await visit(page, '/dev/kotak-surat')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kotak Surat Pengembangan' }),
  ).toBeVisible()
  await expect(page.getByText('SMTP_URL belum diatur')).toBeVisible()
  await shootBothSizes(page, 'kotak-surat')
})

/** Sari's consult on Flek Hitam (flow 2002), in chat with dr. Anisa Rahma (seed). */
async function sariConsultId(request: APIRequestContext, token: string) {
  const response = await request.get('/api/consults/home', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  })
  const home = v.parse(ConsultHome, await response.json())
  const consult = home.data.find((item) => item.flowId === '2002' && item.status === 3)
  if (!consult) throw new Error('Sari has no consult in chat on flow 2002 (seed)')
  return consult.id
}

test("'Beri tahu saya saat dokter membalas' subscribes this browser, and the pass's worker shows a push", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A browser's keys for the local push service's subscription (see the file's note).
  const browserKeys = createECDH('prime256v1')
  browserKeys.generateKeys()
  const subscription = {
    endpoint: 'http://127.0.0.1:9/push/e2e-browser',
    keys: {
      p256dh: browserKeys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  }
  await context.grantPermissions(['notifications'], { origin: baseURL })
  await page.addInitScript((json) => {
    PushManager.prototype.subscribe = async () =>
      ({ toJSON: () => json }) as unknown as PushSubscription
    PushManager.prototype.getSubscription = async () => null
  }, subscription)

  const token = await apiToken(request, SARI.intlPhone)
  const consultId = await sariConsultId(request, token)
  await signIn(page, SARI.localPhone)
  await visit(page, `/konsultasi/pesan?chatroom=${consultId}`)
  // Nothing happens on page load: no worker registered here, no subscription, until the press.
  expect(
    await page.evaluate(async () =>
      Boolean(await navigator.serviceWorker.getRegistration('/akun/booking')),
    ),
  ).toBe(false)
  expect(await preferencesOf(request, token).then((p) => p.channels[1]?.ready)).toBe(false)

  await shootBothSizes(page, 'chat-push-tombol')
  await page.getByRole('button', { name: 'Beri tahu saya saat dokter membalas' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Oke! Kami akan memberi tahu kamu' }),
  ).toBeVisible()
  await shootBothSizes(page, 'chat-push-aktif')
  const push = (await preferencesOf(request, token)).channels.find((c) => c.channel === 'push')
  expect(push).toEqual({ channel: 'push', available: true, ready: true })

  // The booking pass's worker, registered by the press, shows a push and opens its page.
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const pass = registrations.find((r) => r.scopeURL.endsWith('/akun/booking') && !r.isDeleted)
      if (pass) resolve(pass.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Dokter membalas konsultasimu',
      body: 'Ada pesan baru dari dokter. Buka Diri untuk membacanya.',
      url: `/konsultasi/pesan?chatroom=${consultId}`,
      tag: 'e2e',
    }),
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/akun/booking')
        const shown = (await registration?.getNotifications()) ?? []
        return shown.map((n) => ({ title: n.title, body: n.body, url: n.data?.url }))
      }),
    )
    .toEqual([
      {
        title: 'Dokter membalas konsultasimu',
        body: 'Ada pesan baru dari dokter. Buka Diri untuk membacanya.',
        url: `/konsultasi/pesan?chatroom=${consultId}`,
      },
    ])
  // The local endpoint takes nothing: the later tests' pushes must not try it.
  const removed = await request.delete('/api/notifications/push-subscriptions', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    data: { endpoint: subscription.endpoint },
  })
  expect(removed.status()).toBe(204)
})

/**
 * Needs the `notify` lane (issue 29 §2): its trigger turns the doctor's reply into a notification
 * and sends `deliver-notification`; on this branch alone nothing writes notifications.
 */
test("a doctor's reply reaches the member's mailbox once, and nothing once consultations are off", async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const sari = await apiToken(request, SARI.intlPhone)
  const consultId = await sariConsultId(request, sari)
  const doctorContext = await playwright.request.newContext({ baseURL })
  const doctor = await apiToken(doctorContext, '+6281200000101')
  const reply = (text: string) =>
    doctorContext.post(`/api/v2/consults/${consultId}/messages`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${doctor}` },
      data: { clientId: randomUUID(), text },
    })
  const toSari = async () =>
    (await mailbox(request)).filter(
      (email) =>
        email.to === 'sari.wulandari@example.com' &&
        email.subject === 'Dokter membalas konsultasimu',
    )

  expect((await reply('Halo Sari, hasil fotomu sudah saya lihat.')).ok()).toBe(true)
  await expect.poll(async () => (await toSari()).length, { timeout: 45_000 }).toBe(1)
  const [email] = await toSari()
  expect(email?.text).toContain('/konsultasi/pesan')
  expect(email?.text).not.toContain('hasil fotomu')

  const off = await request.put('/api/notifications/preferences', {
    headers: { ...API_HEADERS, authorization: `Bearer ${sari}` },
    data: { choices: [{ channel: 'email', topic: 'consult', enabled: false }] },
  })
  expect(off.ok()).toBe(true)
  const sariHeaders = { ...API_HEADERS, authorization: `Bearer ${sari}` }
  const notificationsOfSari = async () => {
    const response = await request.get('/api/notifications', { headers: sariHeaders })
    return v.parse(NotificationList, await response.json()).data
  }
  const listed = async () => (await notificationsOfSari()).length
  // Read, as opening it would: replies while one is unread are told as that one (notify's rule).
  for (const item of await notificationsOfSari()) {
    if (!item.read) {
      await request.patch(`/api/notifications/${item.id}/read`, { headers: sariHeaders })
    }
  }
  const before = await listed()
  expect((await reply('Satu hal lagi: pakai tabir surya setiap pagi.')).ok()).toBe(true)
  // The reply is told in the app; the job that would email it runs right after.
  await expect.poll(listed, { timeout: 45_000 }).toBeGreaterThan(before)
  await pause(5_000)
  expect(await toSari()).toHaveLength(1)
  await doctorContext.dispose()
})

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
