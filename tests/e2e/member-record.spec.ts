/**
 * Issue 29's walk, end to end: a new member signs in and gives their profile in the first-sign-in
 * step (an email address among it), then lives through a consultation (a doctor, in a browser of
 * her own, takes it, replies while the member's chat is closed, and closes it with a
 * recommendation), an order paid on the payment simulator's page, and a clinic booking. The
 * header's badge counts each event live, `/notifikasi` lists them newest first, and a local SMTP
 * server receives one email per event for the member's address, none with a health detail in it.
 *
 * The site is this file's own, with SMTP_URL pointing at that SMTP server (the shared test server
 * keeps its development mailbox).
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { type SmtpFake, startSmtpFake } from '../../backend/notifications/testing/smtp-fake'
import { ConsultQuestionnaire, ConsultSummary } from '../../contract/consults/schemas'
import { answerEveryStep } from '../support/answer-questionnaire'
import { startTestServer, TEST_OTP, type TestServer } from '../support/app-server'
import { bookAt, renonDayAhead } from '../support/booking-api'
import {
  type CheckoutMember,
  giveAddressAndCart,
  memberHeaders,
  placeOrderThroughApi,
} from '../support/checkout-member'
import { ANISA, signInAsDoctor } from '../support/doctors'
import { accountButton, expect, visit, test as withFixtures } from '../support/fixtures'

const PRODUCT = 'serum-niacinamide-10'
const REPLY = 'Halo, saya dr. Anisa. Jawaban kuesionermu sudah saya baca dengan teliti.'
const NOTE = 'Oleskan serum tipis-tipis setiap malam setelah cuci muka.'
/** A doctor's reply is told once the member has not read it 10 s after it was sent (ADR 035). */
const REPLY_TOLD_WITHIN = { timeout: 60_000 }
/** Any other event: the job queue writes it at once, the badge's stream carries it. */
const EVENT_TOLD_WITHIN = { timeout: 30_000 }

/**
 * What no message leaving the app may carry (issue 29 §3): the complaint, the questionnaire's
 * free-text answer (answer-questionnaire.ts), the doctor's words, the recommended product.
 */
const HEALTH_DETAILS = [
  /jerawat/i,
  /sejak bulan lalu/i,
  /jawaban kuesionermu/i,
  /oleskan/i,
  /niacinamide/i,
]

interface OwnServers {
  smtp: SmtpFake
  site: TestServer
}

const test = withFixtures.extend<object, OwnServers>({
  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the SMTP server has none.
    async ({}, use) => {
      const smtp = await startSmtpFake()
      await use(smtp)
      await smtp.close()
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ smtp }, use) => {
      const site = await startTestServer({
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'Diri <notifikasi@diri.localhost>' },
        readyTimeoutMs: 140_000,
      })
      await use(site)
      await site.stop()
    },
    // Its start (a copy of the build, migrations, the seed) is slow when the machine is busy.
    { scope: 'worker', timeout: 150_000 },
  ],
})

test.use({ baseURL: async ({ site }, use) => use(site.url) })

/** The header's bell, by the name a screen reader reads: 'Notifikasi, 3 belum dibaca'. */
function badge(page: Page, unread: number) {
  return page.getByRole('banner').getByRole('link', {
    name: unread === 0 ? 'Notifikasi' : `Notifikasi, ${unread} belum dibaca`,
    exact: true,
  })
}

/** The token of the browser's own session, as the site keeps it in its cookie. */
async function sessionOf(context: BrowserContext, phone: string): Promise<CheckoutMember> {
  const cookie = (await context.cookies()).find((item) => item.name === AUTH_COOKIE)
  if (!cookie) throw new Error(`No ${AUTH_COOKIE} cookie after ${phone} signed in`)
  const { accessToken } = v.parse(
    v.object({ accessToken: v.string() }),
    JSON.parse(decodeURIComponent(cookie.value)),
  )
  return { phone, token: accessToken }
}

/** The member starts a Jerawat consult and sends the questionnaire, as the pages would. */
async function sendJerawatConsult(request: APIRequestContext, member: CheckoutMember) {
  const headers = memberHeaders(member)
  const call = async <S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    data?: unknown,
  ): Promise<v.InferOutput<S>> => {
    const response = await request.fetch(`/api${path}`, { method, headers, data })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return v.parse(schema, await response.json())
  }
  const consult = await call('POST', '/v2/consults', ConsultSummary, { flowId: '2001' })
  const room = await call('GET', `/v2/consults/${consult.id}/questionnaire`, ConsultQuestionnaire)
  await answerEveryStep(
    room,
    (body) => call('PUT', `/v2/consults/${consult.id}/answers`, v.unknown(), body),
    (body) => call('POST', `/v2/consults/${consult.id}/submit`, ConsultSummary, body),
  )
  return consult.id
}

test('a new member gives a profile, then a consultation, a paid order and a booking are each counted live, listed, and emailed once', async ({
  page,
  context,
  browser,
  request,
  smtp,
  site,
}) => {
  test.setTimeout(300_000)
  // A number and an address of this repetition alone: `--repeat-each` shares the site.
  const round = String(test.info().repeatEachIndex).padStart(2, '0')
  const phone = `0813 0000 29${round}`
  const email = `dewi.walk${round}.${randomUUID().slice(0, 8)}@contoh.co.id`
  const fullName = 'Dèwi Ayu Saraswati'
  const toMember = () => smtp.received.filter((item) => item.to.includes(email))
  /** The badge's counts as seen, each with the time from the event's answer to the badge. */
  const seen: string[] = []
  let since = 0
  const counted = async (unread: number, within: { timeout: number }) => {
    await expect(badge(page, unread)).toBeVisible(within)
    seen.push(`${unread} (${((Date.now() - since) / 1000).toFixed(1)} s)`)
  }

  // 1. Signs in for the first time and is asked, once, who they are.
  await visit(page, `/masuk?redirect=${encodeURIComponent('/akun')}`)
  await page.getByRole('textbox', { name: 'Nomor HP' }).pressSequentially(phone)
  await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
  await page.getByRole('textbox', { name: 'Kode OTP' }).pressSequentially(TEST_OTP)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Kenalan dulu, yuk' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nama lengkap' }).fill(fullName)
  await page.getByLabel('Tanggal lahir').fill('1995-08-17')
  await page.getByRole('radio', { name: 'Perempuan' }).check()
  await page.getByRole('textbox', { name: 'Email (opsional)' }).fill(email)
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  await expect(page).toHaveURL(/\/akun$/)
  await expect(accountButton(page, fullName).locator('.avatar')).toHaveText('DS')
  await expect(badge(page, 0)).toBeVisible()
  const member = await sessionOf(context, phone)
  // Live means without a reload: the member's page stays the one loaded now until the list.
  const reloads: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url())
  })

  // 2. A consultation; the member stays on /akun, away from the chat, so its replies are told.
  const consultId = await sendJerawatConsult(request, member)
  const doctorContext = await browser.newContext({ baseURL: site.url })
  try {
    const doctor = await doctorContext.newPage()
    await signInAsDoctor(doctor, ANISA, `/dokter/konsultasi/${consultId}`)
    await doctor.getByRole('button', { name: 'Ambil Konsultasi' }).click()
    await expect(doctor.getByText('Konsultasi ini sekarang kamu tangani.')).toBeVisible()
    since = Date.now()
    await counted(1, EVENT_TOLD_WITHIN)

    const chat = doctor.getByRole('region', { name: 'Chat dengan pasien' })
    await chat.getByRole('textbox', { name: 'Tulis pesan' }).fill(REPLY)
    await chat.getByRole('button', { name: 'Kirim', exact: true }).click()
    await expect(chat.getByText(REPLY)).toBeVisible()
    since = Date.now()
    await counted(2, REPLY_TOLD_WITHIN)

    const form = doctor.getByRole('form', { name: 'Tutup dengan Rekomendasi' })
    // React Aria's radio is a card: a person clicks its words.
    await form.getByText('Produk bebas (OTC)', { exact: true }).click()
    await form.getByRole('textbox', { name: 'Catatan untuk pasien' }).fill(NOTE)
    await form.getByRole('searchbox', { name: 'Cari produk di toko' }).fill('niacinamide')
    await form
      .getByRole('list', { name: 'Hasil pencarian produk' })
      .getByRole('button', { name: 'Tambah Serum Niacinamide 10%' })
      .click()
    await form.getByRole('button', { name: 'Tutup dengan Rekomendasi' }).click()
    await doctor
      .getByRole('dialog', { name: 'Tutup konsultasi ini?' })
      .getByRole('button', { name: 'Ya, Tutup Konsultasi' })
      .click()
    await expect(doctor.getByText('Konsultasi ini sudah ditutup')).toBeVisible()
    since = Date.now()
    await counted(3, EVENT_TOLD_WITHIN)
  } finally {
    await doctorContext.close()
  }

  // 3. An order, paid on the simulator's page in another tab of the member's browser.
  await giveAddressAndCart(request, member, [{ productId: PRODUCT, quantity: 1 }])
  const order = await placeOrderThroughApi(request, member, [{ productId: PRODUCT, quantity: 1 }])
  const bank = await context.newPage()
  await bank.goto(order.payment.actionUrl ?? 'about:blank#no-payment-page')
  await bank.getByRole('button', { name: 'Saya sudah bayar' }).click()
  await expect(bank.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
  since = Date.now()
  await bank.close()
  await counted(4, EVENT_TOLD_WITHIN)

  // 4. A booking at a branch, days ahead (so no reminder is due yet).
  const schedule = await renonDayAhead(request, member, 3)
  const slot = schedule.slots[0]
  if (!slot) throw new Error(`No free time at Renon on ${schedule.date}`)
  await bookAt(request, member, slot)
  since = Date.now()
  await counted(5, EVENT_TOLD_WITHIN)

  expect(reloads, "navigations of the member's page while the events came").toEqual([])

  // /notifikasi lists the five, newest first, with nothing of the consultation's words.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifikasi/ })
    .click()
  await expect(page).toHaveURL(/\/notifikasi$/)
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText([
    'Belum dibaca: Booking terkonfirmasi',
    'Belum dibaca: Pembayaran berhasil',
    'Belum dibaca: Konsultasimu selesai',
    'Belum dibaca: Dokter membalas konsultasimu',
    'Belum dibaca: Dokter bergabung di konsultasimu',
  ])
  await expect(page.getByText('5 belum dibaca')).toBeVisible()
  for (const detail of HEALTH_DETAILS) await expect(page.getByText(detail)).toHaveCount(0)

  // The SMTP server: one email per event, to the member's address (each event's email leaves
  // from a job of its own, so their order of arrival is not the events').
  await expect
    .poll(
      () =>
        toMember()
          .map((item) => item.subject)
          .sort(),
      EVENT_TOLD_WITHIN,
    )
    .toEqual(
      [
        'Dokter sudah bergabung di konsultasimu',
        'Dokter membalas konsultasimu',
        'Konsultasimu sudah selesai',
        'Pembayaran pesananmu berhasil',
        'Booking-mu sudah terkonfirmasi',
      ].sort(),
    )
  for (const received of toMember()) {
    expect(received.from).toBe('notifikasi@diri.localhost')
    expect(received.text, received.subject).toContain(site.url)
    for (const detail of HEALTH_DETAILS) {
      expect(received.text, `${received.subject}: ${detail}`).not.toMatch(detail)
      expect(received.html, `${received.subject}: ${detail}`).not.toMatch(detail)
    }
  }
  console.info(
    `[member-record] round ${round}: badge ${seen.join(', ')}; ${toMember().length} emails to ${email}: ${toMember()
      .map((item) => item.subject)
      .join(' | ')}`,
  )
})
