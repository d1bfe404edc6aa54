/**
 * The clinic booking flow (/klinik/booking) as a member goes through it, against the real API:
 * from a treatment page's Booking button through branch, any doctor, the treatment (already
 * ticked), the first free day and the first time (chosen by keyboard), to the booking number; a
 * reload at the time step resumes there with every choice kept; and a time another member books
 * first, which the flow says and takes away, keeping the other choices. Each journey has its own
 * fresh member (checkout-member.ts).
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { AvailableSchedule, Booking, BookingCart } from '../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../contract/checkout/schemas'
import { type CheckoutMember, memberHeaders, memberWithCart } from '../support/checkout-member'
import { expect, test, visit, waitForHydration } from '../support/fixtures'

/** Diri Klinik Renon, Denpasar: a WITA branch, so times cannot pass by being Jakarta's. */
const RENON = { id: 'diri-klinik-renon', name: 'Diri Klinik Renon' }
const ACNE_PEEL = { id: 'facial-acne-peel', name: 'Acne Peel Salisilat' }
const BOOKING = '/api/v2/member/offline-clinic-booking'

type StepLabel = 'Cabang' | 'Dokter' | 'Perawatan' | 'Tanggal' | 'Jam' | 'Periksa'
const STEPS: Record<StepLabel, { number: number; heading: string }> = {
  Cabang: { number: 1, heading: 'Pilih cabang' },
  Dokter: { number: 2, heading: 'Pilih dokter' },
  Perawatan: { number: 3, heading: 'Pilih perawatan' },
  Tanggal: { number: 4, heading: 'Pilih tanggal' },
  Jam: { number: 5, heading: 'Pilih jam' },
  Periksa: { number: 6, heading: 'Periksa booking-mu' },
}

/** 'Langkah 3 dari 6: Perawatan' above, and the step's own heading. */
async function expectStep(page: Page, label: StepLabel) {
  const { number, heading } = STEPS[label]
  await expect(page.getByRole('navigation', { name: 'Langkah booking' })).toContainText(
    `Langkah ${number} dari 6: ${label}`,
  )
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
}

/** Renon's card on the branch step, then any doctor, then on past the ticked treatment. */
async function chooseRenonAnyDoctorAcnePeel(page: Page, fromBranchStep: boolean) {
  if (fromBranchStep) {
    await expectStep(page, 'Cabang')
    await page.getByRole('button', { name: `Pilih cabang ${RENON.name}` }).click()
  }
  await expectStep(page, 'Dokter')
  await page.getByText('Dokter mana saja', { exact: true }).click()
  await expect(page.getByRole('radio', { name: /^Dokter mana saja/ })).toBeChecked()
  await page.getByRole('button', { name: 'Lanjut' }).click()

  await expectStep(page, 'Perawatan')
  // The Booking button's treatment is ticked already, and the total says what it costs.
  await expect(page.getByRole('checkbox', { name: new RegExp(ACNE_PEEL.name) })).toBeChecked()
  await expect(page.getByText(/^Total mulai Rp[\d.]+$/)).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut' }).click()
}

/** The first free day on the calendar; returns its name ('Rabu, 2 Desember 2026'). */
async function chooseFirstFreeDay(page: Page, { minTimes = 1 } = {}) {
  await expectStep(page, 'Tanggal')
  const days = page.locator('button.date-grid__day:enabled')
  // The step's heading shows while its days load: count them once they are there.
  await expect(days.first()).toBeVisible()
  const count = await days.count()
  for (let index = 0; index < count; index += 1) {
    const day = days.nth(index)
    const name = (await day.getAttribute('data-date')) ?? ''
    const label = (await day.locator('.visually-hidden').textContent()) ?? ''
    await day.click()
    await expectStep(page, 'Jam')
    // The step says how many times the day has ('3 jam tersedia pada …', or none): count those,
    // not the buttons, which may still be rendering.
    const status = page.getByRole('status').filter({ hasText: label })
    await expect(status).toBeVisible()
    const free = Number(/^(\d+) jam tersedia/.exec((await status.textContent()) ?? '')?.[1] ?? 0)
    if (free >= minTimes) return { date: name, label }
    // Too few times left on this day (late in the day, or taken by earlier tests): the next one.
    await page.getByRole('button', { name: 'Kembali', exact: true }).click()
    await expectStep(page, 'Tanggal')
  }
  throw new Error(`No day with ${minTimes} free times`)
}

/** Tab from the step's heading until the focus is on a time of the grid. */
async function tabIntoTimes(page: Page) {
  await page.locator('#judul-langkah').focus()
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab')
    const inGrid = await page.evaluate(
      () => document.activeElement?.closest('[role="grid"]') !== null,
    )
    if (inGrid) return page.locator(':focus')
  }
  throw new Error('Tab never reached the times')
}

async function ok(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
  return answer.json()
}

/** Another member books the day's first free time at Renon (any doctor, the acne peel). */
async function bookFirstTimeThroughApi(
  request: APIRequestContext,
  member: CheckoutMember,
  date: string,
) {
  const headers = memberHeaders(member)
  v.parse(
    BookingCart,
    await ok(
      await request.post('/api/v2/member/offline-clinic-booking-cart', {
        headers,
        data: { clinicId: RENON.id, doctorId: 'any', treatmentIds: [ACNE_PEEL.id], date },
      }),
      'Cart',
    ),
  )
  const schedule = v.parse(
    AvailableSchedule,
    await ok(
      await request.post(`${BOOKING}/get-available-schedule`, { headers, data: { date } }),
      'Schedule',
    ),
  )
  const slot = schedule.slots[0]
  if (!slot) throw new Error(`Renon has no free time on ${date}`)
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

test('a member books from a treatment page; a reload at the time step resumes there', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [])
  await visit(page, `/klinik/perawatan/${ACNE_PEEL.id}`)
  await page.getByRole('link', { name: 'Booking Sekarang' }).first().click()
  await expect(page).toHaveURL(/\/klinik\/booking/)
  await waitForHydration(page)
  // Only the branches offering the treatment the member came from.
  await expect(page.getByText('Cabang yang melayani perawatan pilihanmu.')).toBeVisible()
  await chooseRenonAnyDoctorAcnePeel(page, true)
  // Two times at least: the keyboard moves from the first to the second.
  const day = await chooseFirstFreeDay(page, { minTimes: 2 })
  await expect(page.getByRole('heading', { level: 3, name: day.label })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'jam tersedia' })).toHaveText(
    new RegExp(`^\\d+ jam tersedia pada ${day.label}\\.$`),
  )
  // The Booking button's choices left the address once saved: a reload resumes from the cart.
  // The Booking button's choices are out of the address; the step is in it.
  await expect(page).toHaveURL(/\/klinik\/booking\?langkah=jam$/)

  await page.reload()
  await waitForHydration(page)
  await expectStep(page, 'Jam')
  await expect(page.getByRole('heading', { level: 3, name: day.label })).toBeVisible()
  const grid = page.getByRole('grid', { name: day.label })
  const times = grid.getByRole('button')
  const first = (await times.first().getAttribute('aria-label')) ?? ''
  // Every time names its zone and its doctor.
  expect(first).toMatch(/^\d{2}\.\d{2} WITA · .+/)

  // By keyboard: Tab lands on the first time, the arrows move, Enter chooses.
  const focused = await tabIntoTimes(page)
  await expect(focused).toHaveAttribute('aria-label', first)
  await page.keyboard.press('ArrowRight')
  await expect(page.locator(':focus')).toHaveAttribute(
    'aria-label',
    (await times.nth(1).getAttribute('aria-label')) ?? '',
  )
  await page.keyboard.press('Home')
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', first)
  await page.keyboard.press('Enter')

  await expectStep(page, 'Periksa')
  // The heading takes the focus, so a screen reader hears the new step.
  await expect(page.locator('#judul-langkah')).toBeFocused()
  const review = page.locator('.booking-review')
  await expect(review).toContainText(RENON.name)
  await expect(review).toContainText(ACNE_PEEL.name)
  await expect(review).toContainText(day.label)
  await expect(review).toContainText(`${first.slice(0, 5)}–`)
  await expect(review).toContainText('Waktu cabang (WITA)')
  await page.getByRole('button', { name: 'Konfirmasi Booking' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Booking berhasil' })).toBeVisible()
  const number = (await page.locator('.booking-done__number').textContent()) ?? ''
  expect(number).toMatch(/^DK-[0-9A-HJKMNP-TV-Z]{10}$/)
  await expect(page.getByRole('link', { name: 'Lihat Pass Booking' })).toHaveAttribute(
    'href',
    `/akun/booking/${number}`,
  )
})

test('a time booked by someone else first: the flow says so and offers the others', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [])
  await visit(page, `/klinik/booking?cabang=${RENON.id}&perawatan=${ACNE_PEEL.id}`)
  // The branch page's button chose the branch: the flow opens at the doctor.
  await chooseRenonAnyDoctorAcnePeel(page, false)
  // A day with another time to offer once the first is taken. The time taken also takes the two
  // after it (the peel lasts 45 minutes, times are 15 apart): late in a day with only two or three
  // left, none would remain, so a day with four at least.
  const day = await chooseFirstFreeDay(page, { minTimes: 4 })
  const times = page.getByRole('grid', { name: day.label }).getByRole('button')
  const taken = (await times.first().getAttribute('aria-label')) ?? ''
  await times.first().click()
  await expectStep(page, 'Periksa')

  // Another member, in another browser, books that very time first.
  const other = await browser.newContext({ baseURL })
  try {
    const rival = await memberWithCart(other.request, other, baseURL ?? '', [])
    const booked = await bookFirstTimeThroughApi(other.request, rival, day.date)
    expect(booked.status).toBe('confirmed')
  } finally {
    await other.close()
  }

  await page.getByRole('button', { name: 'Konfirmasi Booking' }).click()
  await expectStep(page, 'Jam')
  await expect(page.getByRole('alert')).toContainText(
    'Jam yang kamu pilih baru saja diambil orang lain. Pilih jam lain.',
  )
  // The same day's times again, without the one taken.
  await expect(page.getByRole('heading', { level: 3, name: day.label })).toBeVisible()
  await expect(times.first()).toBeVisible()
  await expect(page.getByRole('button', { name: taken, exact: true })).toHaveCount(0)
  const next = (await times.first().getAttribute('aria-label')) ?? ''
  await times.first().click()

  // Every other choice kept.
  await expectStep(page, 'Periksa')
  const review = page.locator('.booking-review')
  await expect(review).toContainText(RENON.name)
  await expect(review).toContainText(ACNE_PEEL.name)
  await expect(review).toContainText(day.label)
  await expect(review).toContainText(`${next.slice(0, 5)}–`)
  await page.getByRole('button', { name: 'Konfirmasi Booking' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Booking berhasil' })).toBeVisible()
})

test("another site's link to the flow saves nothing: the Booking button's choices are this site's", async ({
  request,
  context,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  const cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: member.token }))}`
  const cartNow = async () =>
    v.parse(
      BookingCart,
      await (
        await request.get('/api/v2/member/offline-clinic-booking-cart', {
          headers: memberHeaders(member),
        })
      ).json(),
    )
  const open = (site: string) =>
    request.get(`/klinik/booking?cabang=${RENON.id}&perawatan=${ACNE_PEEL.id}`, {
      headers: { cookie, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
    })

  // A link on another site: the page opens at the member's own progress, the cart untouched.
  expect((await open('cross-site')).status()).toBe(200)
  expect((await cartNow()).clinic).toBeNull()

  // The same link on our own pages saves the branch and the treatment, as the button means.
  expect((await open('same-origin')).status()).toBe(200)
  const cart = await cartNow()
  expect(cart.clinic?.id).toBe(RENON.id)
  expect(cart.treatments.map((treatment) => treatment.id)).toEqual([ACNE_PEEL.id])
})
