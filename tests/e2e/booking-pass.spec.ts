/**
 * The member's bookings (/akun/booking) and the booking pass: a booking made through the API as
 * the booking flow would, then the list, the pass (number, QR code, the time in the branch's
 * zone), the calendar file, another member's 404, and the pass read again offline. In the
 * screenshots project, the pages at 390 and 1280 px go to tests/screenshots/ for people to look at.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import * as v from 'valibot'
import {
  AvailableDates,
  AvailableSchedule,
  BookableClinic,
  Booking,
  BookingCart,
} from '../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../contract/checkout/schemas'
import { type CheckoutMember, memberHeaders, memberWithCart } from '../support/checkout-member'
import { accountButton, expect, headerNameFor, test, visit } from '../support/fixtures'
import { shootAsIs, shootBothSizes } from '../support/screenshots'

/** Diri Klinik Renon, Denpasar: a WITA branch, so the pass cannot pass by showing Jakarta's time. */
const RENON = 'diri-klinik-renon'
const BOOKING = '/api/v2/member/offline-clinic-booking'

async function ok(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
  return answer.json()
}

/** Today in the branch's zone, 'YYYY-MM-DD'. */
function todayIn(timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
}

/**
 * Books the first free slot at Renon with any doctor and the branch's first treatment, on a day at
 * least `daysAhead` days from today (0: possibly within the reschedule cut-off).
 */
async function bookThroughApi(request: APIRequestContext, member: CheckoutMember, daysAhead = 0) {
  const headers = memberHeaders(member)
  const clinic = v.parse(
    BookableClinic,
    await ok(await request.get(`/api/v2/member/offline-clinics/${RENON}`, { headers }), 'Branch'),
  )
  const treatment = clinic.treatments[0]
  if (!treatment) throw new Error(`${RENON} offers no treatment`)
  v.parse(
    BookingCart,
    await ok(
      await request.post('/api/v2/member/offline-clinic-booking-cart', {
        headers,
        data: { clinicId: RENON, doctorId: 'any', treatmentIds: [treatment.id] },
      }),
      'Cart',
    ),
  )
  const dates = v.parse(
    AvailableDates,
    await ok(
      await request.get(`${BOOKING}/get-available-dates`, {
        headers,
        params: { startDate: todayIn(clinic.clinic.timeZone) },
      }),
      'Dates',
    ),
  )
  const from = dates.dates[daysAhead]?.date ?? ''
  for (const day of dates.dates.filter(
    (candidate) => candidate.available && candidate.date >= from,
  )) {
    await ok(
      await request.post('/api/v2/member/offline-clinic-booking-cart', {
        headers,
        data: { date: day.date },
      }),
      'Cart date',
    )
    const schedule = v.parse(
      AvailableSchedule,
      await ok(
        await request.post(`${BOOKING}/get-available-schedule`, {
          headers,
          data: { date: day.date },
        }),
        'Schedule',
      ),
    )
    const slot = schedule.slots[0]
    if (!slot) continue
    return v.parse(
      Booking,
      await ok(
        await request.post(BOOKING, {
          headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
          data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
        }),
        'Book',
      ),
    )
  }
  throw new Error(`${RENON} has no free slot`)
}

async function freshMember(request: APIRequestContext, context: BrowserContext, baseURL?: string) {
  return memberWithCart(request, context, baseURL ?? '', [])
}

test('the list and the pass show the booking in WITA, with its QR code and calendar file', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await freshMember(request, context, baseURL)
  await visit(page, '/akun')
  await shootBothSizes(page, 'booking-akun')
  await page.getByRole('link', { name: /Booking perawatan saya/ }).click()
  await expect(page).toHaveURL(/\/akun\/booking$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Saya' })).toBeVisible()
  await expect(page.getByText('Kamu belum punya booking perawatan.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Lihat Perawatan' })).toHaveAttribute(
    'href',
    '/klinik/perawatan',
  )
  await shootBothSizes(page, 'booking-kosong')

  // Three days ahead: outside the reschedule cut-off, so it can be moved.
  const booking = await bookThroughApi(request, member, 3)
  const number = booking.bookingNumber
  await visit(page, '/akun/booking')
  const row = page.getByRole('list', { name: 'Booking yang akan datang' }).getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(number)
  await expect(row).toContainText('Terjadwal')
  await expect(row).toContainText('Diri Klinik Renon')
  await expect(row).toContainText(/\w+, \d{1,2} \w+ \d{4} · \d{2}\.\d{2} WITA/)
  await shootBothSizes(page, 'booking-daftar')

  await row.getByRole('link', { name: `Pass booking ${number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/akun/booking/${number}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
  await expect(page.getByRole('img', { name: `Kode QR nomor booking ${number}` })).toBeVisible()
  await expect(
    page.getByText(/\w+, \d{1,2} \w+ \d{4} · \d{2}\.\d{2}–\d{2}\.\d{2} WITA/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /Telepon cabang/ })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  )
  await expect(page.getByRole('link', { name: 'Ubah Jadwal' })).toHaveAttribute(
    'href',
    `/klinik/booking?ubah=${number}`,
  )
  await shootBothSizes(page, 'booking-pass')
  // Printed: the pass alone, no header, footer or buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Booking Lagi' })).toBeHidden()
  await shootAsIs(page, 'booking-pass-print')
  await page.emulateMedia({ media: 'screen' })

  // 'Booking Lagi' works before the app runs too: a GET form for the flow page with `ulang`.
  const again = page.locator('form', { has: page.getByRole('button', { name: 'Booking Lagi' }) })
  await expect(again).toHaveAttribute('action', '/klinik/booking')
  await expect(again.locator('input[name="ulang"]')).toHaveValue(number)

  const ics = await page.request.get(`/akun/booking/${number}/kalender.ics`)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const text = await ics.text()
  expect(text).toContain(`\r\nUID:${number}\r\n`)
  expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)

  // The calendar link downloads the same file.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Tambah ke Kalender' }).click()
  expect((await download).suggestedFilename()).toBe(`booking-${number}.ics`)

  // 'Booking Lagi' with the app running: the rebook POST fills a new cart from this booking (the
  // day to choose again), then the booking flow opens.
  await page.getByRole('button', { name: 'Booking Lagi' }).click()
  await expect(page).toHaveURL(/\/klinik\/booking\?langkah=tanggal$/)
  const cart = v.parse(
    BookingCart,
    await ok(
      await request.get('/api/v2/member/offline-clinic-booking-cart', {
        headers: memberHeaders(member),
      }),
      'Cart after rebook',
    ),
  )
  expect(cart.clinic?.id).toBe(RENON)
  expect(cart.treatments.map((treatment) => treatment.id)).toEqual(
    booking.treatments.map((treatment) => treatment.id),
  )
  expect(cart.date).toBeNull()
})

test("another member's booking is the 404 page, and so is its calendar file", async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const owner = await freshMember(request, context, baseURL)
  const booking = await bookThroughApi(request, owner)

  const otherContext = await browser.newContext()
  try {
    const other = await otherContext.newPage()
    await freshMember(otherContext.request, otherContext, baseURL)
    const response = await other.goto(`/akun/booking/${booking.bookingNumber}`)
    expect(response?.status()).toBe(404)
    await expect(other.getByText(booking.bookingNumber)).toHaveCount(0)
    const ics = await other.request.get(`/akun/booking/${booking.bookingNumber}/kalender.ics`)
    expect(ics.status()).toBe(404)
    const unknown = await other.goto('/akun/booking/DK-0000000000')
    expect(unknown?.status()).toBe(404)
  } finally {
    await otherContext.close()
  }
  // The owner still sees it.
  const mine = await page.goto(`/akun/booking/${booking.bookingNumber}`)
  expect(mine?.status()).toBe(200)
})

test('a pass opened once is still readable offline, with a note saying so', async ({
  page,
  context,
  request,
  baseURL,
  browserErrors,
}) => {
  const member = await freshMember(request, context, baseURL)
  const booking = await bookThroughApi(request, member)
  const number = booking.bookingNumber
  await visit(page, `/akun/booking/${number}`)
  const note = page.getByText(/Kamu sedang offline · data per/)
  await expect(note).toBeHidden()
  // The first free slot is within a day: the API's reason replaces the reschedule button.
  if (booking.rescheduleRefusal) {
    await expect(page.getByText(booking.rescheduleRefusal)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ubah Jadwal' })).toHaveCount(0)
  }
  // The worker keeps this page once it runs, and takes the page over once it is active.
  await page.waitForFunction(async (pass) => {
    if (navigator.serviceWorker.controller?.state !== 'activated') return false
    const cache = await caches.open('diri-booking-pass-v1')
    return (await cache.match(`${location.origin}${pass}`)) !== undefined
  }, `/akun/booking/${number}`)

  // Offline, whatever the app still tries to load or send fails; the pass is what matters.
  browserErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|ERR_FAILED/)
  // Opened again with no network. Playwright takes a worker offline along with the page only once
  // it has attached to it, and now and then the reload meets a worker it has not (net::ERR_FAILED
  // without the worker being asked, a harness race): then online again, open the pass, retry.
  await expect(async () => {
    await context.setOffline(false)
    await visit(page, `/akun/booking/${number}`)
    await expect.poll(() => context.serviceWorkers().length).toBeGreaterThan(0)
    await context.setOffline(true)
    await page.reload()
  }).toPass({ intervals: [500], timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
  await expect(page.getByRole('img', { name: `Kode QR nomor booking ${number}` })).toBeVisible()
  await expect(page.getByText('Diri Klinik Renon').first()).toBeVisible()
  await expect(page.getByText(/WITA/).first()).toBeVisible()
  await expect(note).toBeVisible()
  await shootBothSizes(page, 'booking-offline')
  await context.setOffline(false)

  // Signing out takes the kept passes (personal data) off the device.
  await visit(page, `/akun/booking/${number}`)
  await accountButton(page, headerNameFor(member.phone)).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(page.getByText('Kamu sudah keluar.')).toBeVisible()
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('diri-booking-pass-v1')
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBe(0)
})
