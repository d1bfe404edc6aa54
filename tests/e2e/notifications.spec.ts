/**
 * Notifications from real events (issue 29 §2): a new member's header badge counts each event live,
 * without a reload, as it happens: an order paid with the payment simulator, a doctor (signed in
 * in a second context of their own) taking the member's consult, replying while the member's
 * chat is closed, and closing it with a recommendation. `/notifikasi` then lists them newest
 * first; opening one marks it read; 'Tandai semua sudah dibaca' marks the rest.
 */

import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { ConsultQuestionnaire, ConsultSummary } from '../../contract/consults/schemas'
import { answerEveryStep } from '../support/answer-questionnaire'
import { TEST_OTP } from '../support/app-server'
import {
  memberWithCart,
  placeOrderThroughApi,
  pressPaymentPage,
  withPatientProfile,
} from '../support/checkout-member'
import { ANISA } from '../support/doctors'
import { expect, test, waitForHydration } from '../support/fixtures'

const PRODUCT = 'serum-niacinamide-10'

/** The API as an app calls it (`/api` on the site), signed in as `phone`, from `request`. */
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
  return tokenCaller(request, accessToken)
}

function tokenCaller(request: APIRequestContext, token: string) {
  const headers = { 'diri-platform': 'web', authorization: `Bearer ${token}` }
  return async function call<S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    data?: unknown,
  ): Promise<v.InferOutput<S>> {
    const response = await request.fetch(`/api${path}`, { method, headers, data })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return v.parse(schema, response.status() === 204 ? null : await response.json())
  }
}

test('the badge counts each event live; /notifikasi lists them newest first, opens and marks them read', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const origin = baseURL ?? ''
  const member = await memberWithCart(request, context, origin, [
    { productId: PRODUCT, quantity: 1 },
  ])
  await page.goto('/notifikasi')
  await waitForHydration(page)
  await expect(page.getByText('Belum ada notifikasi.')).toBeVisible()
  const badge = (unread: number) =>
    page.getByRole('link', {
      name: unread === 0 ? 'Notifikasi' : `Notifikasi, ${unread} belum dibaca`,
      exact: true,
    })
  await expect(badge(0)).toBeVisible()

  // 1. An order paid on the payment simulator's page.
  const order = await placeOrderThroughApi(request, member, [{ productId: PRODUCT, quantity: 1 }])
  const paid = await pressPaymentPage(context, origin, order.payment.actionUrl, { action: 'pay' })
  expect(paid.ok()).toBe(true)
  await expect(badge(1)).toBeVisible({ timeout: 15_000 })

  // 2. A consult the member submits (with the profile a doctor needs); the doctor, in a context
  // of their own, takes it.
  await withPatientProfile(request, member)
  const asMember = tokenCaller(request, member.token)
  const consult = await asMember('POST', '/v2/consults', ConsultSummary, { flowId: '2001' })
  const room = await asMember(
    'GET',
    `/v2/consults/${consult.id}/questionnaire`,
    ConsultQuestionnaire,
  )
  await answerEveryStep(
    room,
    (body) => asMember('PUT', `/v2/consults/${consult.id}/answers`, v.unknown(), body),
    (body) => asMember('POST', `/v2/consults/${consult.id}/submit`, ConsultSummary, body),
  )
  const doctorContext = await browser.newContext({ baseURL: origin })
  try {
    const asDoctor = await apiCaller(doctorContext.request, ANISA.phone)
    await asDoctor('POST', `/v2/doctor/consults/${consult.id}/claim`, v.unknown())
    await expect(badge(2)).toBeVisible({ timeout: 15_000 })

    // 3. A reply while the member's chat is closed: told after the open chat's grace (10 s).
    await asDoctor('POST', `/v2/consults/${consult.id}/messages`, v.unknown(), {
      clientId: randomUUID(),
      text: 'Halo, saya sudah membaca kuesionermu.',
    })
    await expect(badge(3)).toBeVisible({ timeout: 40_000 })

    // 4. Closed with a recommendation.
    await asDoctor('POST', `/v2/doctor/consults/${consult.id}/close`, v.unknown(), {
      productType: 4,
      note: 'Oleskan tipis setiap malam.',
      items: [{ productId: PRODUCT, quantity: 1 }],
    })
    await expect(badge(4)).toBeVisible({ timeout: 15_000 })
  } finally {
    await doctorContext.close()
  }

  // The list followed the badge, newest first, with nothing of the consult's words in it.
  const titles = page.getByRole('listitem').getByRole('heading', { level: 2 })
  await expect(titles).toHaveText([
    'Belum dibaca: Konsultasimu selesai',
    'Belum dibaca: Dokter membalas konsultasimu',
    'Belum dibaca: Dokter bergabung di konsultasimu',
    'Belum dibaca: Pembayaran berhasil',
  ])
  await expect(page.getByText('4 belum dibaca')).toBeVisible()
  await expect(page.getByText(/Halo, saya sudah membaca|Jerawat/)).toHaveCount(0)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await page.screenshot({ path: `/work/i29/notify-${width}.png`, fullPage: true })
  }

  // Opening one goes to its page and marks it read.
  await page.getByRole('link', { name: 'Lihat: Pembayaran berhasil' }).click()
  await expect(page).toHaveURL(new RegExp(`/akun/pesanan/${order.id}$`))
  await expect(badge(3)).toBeVisible()
  await page.goto('/notifikasi')
  await expect(titles.last()).toHaveText('Pembayaran berhasil')

  // 'Tandai semua sudah dibaca': the rest, and the badge with them.
  await page.getByRole('button', { name: 'Tandai semua sudah dibaca' }).click()
  await expect(page.getByText('Semua sudah dibaca')).toBeVisible()
  await expect(badge(0)).toBeVisible()
})

test('without the app, mark-all is a form that works', async ({ context, request, baseURL }) => {
  const origin = baseURL ?? ''
  const member = await memberWithCart(request, context, origin, [
    { productId: PRODUCT, quantity: 1 },
  ])
  const order = await placeOrderThroughApi(request, member, [{ productId: PRODUCT, quantity: 1 }])
  await pressPaymentPage(context, origin, order.payment.actionUrl, { action: 'pay' })
  const list = async () =>
    (await request
      .get('/api/notifications', {
        headers: { 'diri-platform': 'web', authorization: `Bearer ${member.token}` },
      })
      .then((response) => response.json())) as { meta: { unreadCount: number } }
  await expect.poll(async () => (await list()).meta.unreadCount, { timeout: 15_000 }).toBe(1)

  // The form's own POST, as a browser without the app sends it: from the site's own page.
  const answer = await context.request.post(`${origin}/notifikasi/tandai-semua`, {
    form: {},
    headers: { origin: new URL(origin).origin },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(303)
  expect(answer.headers().location).toBe('/notifikasi')
  expect((await list()).meta.unreadCount).toBe(0)
})
