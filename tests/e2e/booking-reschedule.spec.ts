/**
 * Rescheduling a clinic booking (/klinik/booking?ubah=DK-…) against the real API and its real
 * clock: a booking days away moved from its pass to another day and time (the time chosen by
 * keyboard), its successor's pass, the old pass that names it, and the old time free again for
 * another member; a booking inside the 24-hour cut-off, whose pass, flow and API refuse; and a
 * booking line moved twice already, whose pass gives the limit's sentence. Each journey has its
 * own fresh member (checkout-member.ts); bookings are made through the API as the flow makes them.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import * as v from 'valibot'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from '../../backend/routes/booking/config'
import {
  AvailableDates,
  AvailableSchedule,
  BookableClinic,
  Booking,
  BookingList,
  type Slot,
} from '../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../contract/checkout/schemas'
import { OfflineClinicList } from '../../contract/clinic/schemas'
import { formatBookingClock, formatBookingDay } from '../../src/lib/booking/booking-time'
import { TIME_ZONE_LABELS } from '../../src/lib/clinic/clinic-days'
import { type CheckoutMember, memberHeaders, memberWithCart } from '../support/checkout-member'
import { expect, test, visit, waitForHydration } from '../support/fixtures'

/** Diri Klinik Renon, Denpasar: a WITA branch, so times cannot pass by being Jakarta's. */
const RENON = 'diri-klinik-renon'
const BOOKING = '/api/v2/member/offline-clinic-booking'
const CART = '/api/v2/member/offline-clinic-booking-cart'
const HOUR = 60 * 60 * 1000
const CUTOFF_MS = BOOKING_CONFIG.rescheduleCutoffHours * HOUR

async function ok(answer: APIResponse, what: string) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
  return answer.json()
}

/** Today in a zone, 'YYYY-MM-DD'. */
function todayIn(timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
}

/** The branch's calendar day of an instant, 'YYYY-MM-DD'. */
function dayIn(instant: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant))
}

/** A new cart at the branch with the given doctor (or any) and the branch's first treatment. */
async function startCart(
  request: APIRequestContext,
  member: CheckoutMember,
  clinicId: string,
  doctorId = 'any',
  treatmentId?: string,
) {
  const headers = memberHeaders(member)
  const clinic = v.parse(
    BookableClinic,
    await ok(
      await request.get(`/api/v2/member/offline-clinics/${clinicId}`, { headers }),
      'Branch',
    ),
  )
  const treatment = treatmentId ?? clinic.treatments[0]?.id
  if (!treatment) throw new Error(`${clinicId} offers no treatment`)
  await ok(
    await request.post(CART, {
      headers,
      data: { clinicId, doctorId, treatmentIds: [treatment] },
    }),
    'Cart',
  )
  return clinic
}

/**
 * The first free slot, day by day from today, that `accept` takes: of the member's cart, or with
 * `rescheduled`, of that booking's line (its own slot counted free). Null when none.
 */
async function findSlot(
  request: APIRequestContext,
  member: CheckoutMember,
  timeZone: string,
  accept: (slot: Slot) => boolean,
  options: { rescheduled?: string; onlyDate?: string; lastDate?: string } = {},
): Promise<{ date: string; slot: Slot } | null> {
  const { rescheduled, onlyDate, lastDate } = options
  const headers = memberHeaders(member)
  const extra: Record<string, string> = rescheduled ? { rescheduledBookingNumber: rescheduled } : {}
  const dates = v.parse(
    AvailableDates,
    await ok(
      await request.get(`${BOOKING}/get-available-dates`, {
        headers,
        params: { startDate: onlyDate ?? todayIn(timeZone), ...extra },
      }),
      'Dates',
    ),
  )
  for (const day of dates.dates) {
    if (onlyDate && day.date !== onlyDate) continue
    if (lastDate && day.date > lastDate) break
    if (!day.available) continue
    if (!rescheduled) {
      await ok(await request.post(CART, { headers, data: { date: day.date } }), 'Cart date')
    }
    const schedule = v.parse(
      AvailableSchedule,
      await ok(
        await request.post(`${BOOKING}/get-available-schedule`, {
          headers,
          data: { date: day.date, ...extra },
        }),
        'Schedule',
      ),
    )
    const slot = schedule.slots.find(accept)
    if (slot) return { date: day.date, slot }
  }
  return null
}

/** Books `slot` from the member's cart, as Konfirmasi Booking does. */
async function book(request: APIRequestContext, member: CheckoutMember, slot: Slot) {
  return v.parse(
    Booking,
    await ok(
      await request.post(BOOKING, {
        headers: { ...memberHeaders(member), [IDEMPOTENCY_HEADER]: randomUUID() },
        data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
      }),
      'Book',
    ),
  )
}

function postReschedule(
  request: APIRequestContext,
  member: CheckoutMember,
  number: string,
  slot: Slot,
) {
  return request.post(`${BOOKING}/${number}/reschedule`, {
    headers: { ...memberHeaders(member), [IDEMPOTENCY_HEADER]: randomUUID() },
    data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
  })
}

async function bookingOf(request: APIRequestContext, member: CheckoutMember, number: string) {
  return v.parse(
    Booking,
    await ok(
      await request.get(`${BOOKING}/${number}`, { headers: memberHeaders(member) }),
      `Booking ${number}`,
    ),
  )
}

/** At least `hours` from now (the API's clock is the real one). */
const atLeastHoursAway = (hours: number) => (slot: Slot) =>
  Date.parse(slot.startsAt) - Date.now() >= hours * HOUR

/** 'Langkah 2 dari 3: Jam' above, and the step's own heading. */
async function expectRescheduleStep(
  page: Page,
  number: 1 | 2 | 3,
  label: 'Tanggal' | 'Jam' | 'Periksa',
  heading: string,
) {
  await expect(page.getByRole('navigation', { name: 'Langkah booking' })).toContainText(
    `Langkah ${number} dari 3: ${label}`,
  )
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
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

/** The pass's time line: '10.00–10.45 WITA'. */
function hoursOf(booking: Booking) {
  const zone = booking.clinic.timeZone
  return `${formatBookingClock(booking.startsAt, zone)}–${formatBookingClock(booking.endsAt, zone)} ${TIME_ZONE_LABELS[zone]}`
}

test('a booking days away moves to another day and time from its pass; the old time is free again', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  const clinic = await startCart(request, member, RENON)
  const zone = clinic.clinic.timeZone
  // Three days ahead at least: outside the cut-off for the whole test.
  const found = await findSlot(request, member, zone, atLeastHoursAway(72))
  if (!found) throw new Error(`${RENON} has no free slot 3 days ahead or later`)
  const old = await book(request, member, found.slot)
  expect(old.rescheduleRefusal).toBeNull()
  const oldDay = dayIn(old.startsAt, zone)
  const treatmentId = old.treatments[0]?.id ?? ''

  // Another member, asking for the same doctor on that day, is not offered the old time.
  const otherContext = await browser.newContext({ baseURL })
  try {
    const rival = await memberWithCart(otherContext.request, otherContext, baseURL ?? '', [])
    await startCart(otherContext.request, rival, RENON, old.doctor.id, treatmentId)
    const sameTime = (slot: Slot) => slot.startsAt === old.startsAt
    expect(await findSlot(otherContext.request, rival, zone, sameTime, { onlyDate: oldDay })).toBe(
      null,
    )

    // The day to move to: the first free one after the booking's day, as the flow offers it.
    const target = await findSlot(
      request,
      member,
      zone,
      (slot) => dayIn(slot.startsAt, zone) > oldDay,
      { rescheduled: old.bookingNumber },
    )
    if (!target) throw new Error(`${RENON} has no free day after ${oldDay}`)

    // From the pass.
    await visit(page, `/akun/booking/${old.bookingNumber}`)
    await page.getByRole('link', { name: 'Ubah Jadwal' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/klinik/booking\\?ubah=${old.bookingNumber}&langkah=tanggal$`),
    )
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah Jadwal' })).toBeVisible()
    await expectRescheduleStep(page, 1, 'Tanggal', 'Pilih tanggal')
    // The booking being moved, above the calendar.
    const current = page.locator('.booking-current')
    await expect(current).toContainText(`Jadwal saat ini · ${old.bookingNumber}`)
    await expect(current).toContainText(formatBookingDay(old.startsAt, zone))
    await expect(current).toContainText(
      `${formatBookingClock(old.startsAt, zone)} ${TIME_ZONE_LABELS[zone]}`,
    )
    await expect(current).toContainText(old.clinic.name)
    await expect(current).toContainText(old.doctor.name)

    const day = page.locator(`button.date-grid__day[data-date="${target.date}"]`)
    await expect(day).toBeEnabled()
    const dayLabel = (await day.locator('.visually-hidden').textContent()) ?? ''
    await day.click()
    await expectRescheduleStep(page, 2, 'Jam', 'Pilih jam')
    await expect(page.getByRole('heading', { level: 3, name: dayLabel })).toBeVisible()
    await expect(current).toContainText(old.bookingNumber)

    // By keyboard: Tab onto the first time, Right to the next (when there is one), Enter.
    const times = page.getByRole('grid', { name: dayLabel }).getByRole('button')
    await expect(times.first()).toBeVisible()
    await tabIntoTimes(page)
    if ((await times.count()) > 1) await page.keyboard.press('ArrowRight')
    const chosen = (await page.locator(':focus').getAttribute('aria-label')) ?? ''
    expect(chosen).toMatch(/^\d{2}\.\d{2} WITA · .+/)
    await page.keyboard.press('Enter')

    await expectRescheduleStep(page, 3, 'Periksa', 'Periksa jadwal baru')
    const review = page.locator('.booking-review')
    await expect(review).toContainText(dayLabel)
    await expect(review).toContainText(`${chosen.slice(0, 5)}–`)
    // Only the day and the time can change.
    await expect(page.getByRole('button', { name: 'Ubah cabang' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Simpan Jadwal Baru' }).click()

    await expect(
      page.getByRole('heading', { level: 2, name: 'Jadwal berhasil diubah' }),
    ).toBeVisible()
    const number = ((await page.locator('.booking-done__number').textContent()) ?? '').trim()
    expect(number).toMatch(/^DK-[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(number).not.toBe(old.bookingNumber)

    const moved = await bookingOf(request, member, number)
    expect(moved.status).toBe('confirmed')
    expect(moved.predecessorNumber).toBe(old.bookingNumber)
    expect(moved.rescheduleCount).toBe(1)
    expect(dayIn(moved.startsAt, zone)).toBe(target.date)
    expect(formatBookingClock(moved.startsAt, zone)).toBe(chosen.slice(0, 5))

    // The new pass: the new time.
    await page.getByRole('link', { name: 'Lihat Pass Booking' }).click()
    await expect(page).toHaveURL(new RegExp(`/akun/booking/${number}$`))
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
    const time = page.locator('.booking-pass__fact--time')
    await expect(time).toContainText(formatBookingDay(moved.startsAt, zone))
    await expect(time).toContainText(hoursOf(moved))
    await expect(page.locator('.booking-pass__line')).toContainText(
      `Menggantikan ${old.bookingNumber}`,
    )

    // The old pass: replaced, with a link to the new one, and no way to move it again.
    await visit(page, `/akun/booking/${old.bookingNumber}`)
    await expect(page.locator('.booking-pass__line')).toContainText(`Digantikan oleh ${number}`)
    await expect(page.getByRole('link', { name: number, exact: true })).toHaveAttribute(
      'href',
      `/akun/booking/${number}`,
    )
    await expect(page.getByText(BOOKING_MESSAGES.alreadyRescheduled)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ubah Jadwal' })).toHaveCount(0)

    // Through the API: one confirmed booking, the new one; the old one rescheduled.
    const list = v.parse(
      BookingList,
      await ok(await request.get(BOOKING, { headers: memberHeaders(member) }), 'List'),
    )
    expect(list.upcoming.map((booking) => [booking.bookingNumber, booking.status])).toEqual([
      [number, 'confirmed'],
    ])
    expect(list.past).toEqual([])
    const replaced = await bookingOf(request, member, old.bookingNumber)
    expect(replaced.status).toBe('rescheduled')
    expect(replaced.successorNumber).toBe(number)

    // The old time, with the same doctor, is offered to the other member again, and books.
    const freed = await findSlot(otherContext.request, rival, zone, sameTime, { onlyDate: oldDay })
    expect(freed?.slot.doctor.id).toBe(old.doctor.id)
    const taken = await book(otherContext.request, rival, freed?.slot as Slot)
    expect(taken.status).toBe('confirmed')
    expect(taken.startsAt).toBe(old.startsAt)
    expect(taken.doctor.id).toBe(old.doctor.id)
  } finally {
    await otherContext.close()
  }
})

test('a booking inside the 24-hour cut-off: the pass, the flow and the API refuse to move it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  const branches = v.parse(
    OfflineClinicList,
    await ok(
      await request.get('/api/v2/public/misc/offline-clinics', {
        headers: { 'diri-platform': 'web' },
        params: { isActive: 'true' },
      }),
      'Branches',
    ),
  ).data
  // The earliest slots (the lead time is 2 h) are within a day somewhere, unless every branch is
  // closed for the next 24 hours (a holiday's eve at night): then there is nothing to test.
  const insideCutoff = (slot: Slot) => Date.parse(slot.startsAt) - Date.now() < CUTOFF_MS
  let soon: { clinicId: string; zone: string; slot: Slot } | null = null
  for (const branch of branches) {
    const clinic = await startCart(request, member, branch.id)
    const zone = clinic.clinic.timeZone
    // Today and tomorrow in the branch's zone cover the next 24 hours.
    const found = await findSlot(request, member, zone, insideCutoff, {
      lastDate: dayIn(new Date(Date.now() + CUTOFF_MS).toISOString(), zone),
    })
    if (found) {
      soon = { clinicId: branch.id, zone, slot: found.slot }
      break
    }
  }
  test.skip(
    soon === null,
    `No branch of ${branches.map((branch) => branch.id).join(', ')} has a free slot before ${new Date(Date.now() + CUTOFF_MS).toISOString()} (within the ${BOOKING_CONFIG.rescheduleCutoffHours}-hour cut-off): no booking can be made inside it now, and the e2e server runs on the real clock.`,
  )
  if (!soon) return
  // The cart is at the last branch tried, which is the one found.
  const booking = await book(request, member, soon.slot)
  const number = booking.bookingNumber
  expect(booking.clinic.id).toBe(soon.clinicId)
  expect(booking.rescheduleRefusal).toBe(BOOKING_MESSAGES.insideCutoff)

  // The pass: the reason instead of the button.
  await visit(page, `/akun/booking/${number}`)
  await expect(page.getByText(BOOKING_MESSAGES.insideCutoff)).toBeVisible()
  await expect(page.getByText(/kurang dari 24 jam/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ubah Jadwal' })).toHaveCount(0)

  // The flow's address typed in anyway: its 'unavailable' end, with the same reason.
  await visit(page, `/klinik/booking?ubah=${number}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah Jadwal' })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Booking tidak bisa diubah' }),
  ).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(BOOKING_MESSAGES.insideCutoff)
  await expect(page.getByRole('link', { name: 'Booking Saya' })).toHaveAttribute(
    'href',
    '/akun/booking',
  )
  await expect(page.locator('button.date-grid__day')).toHaveCount(0)

  // The API: 422 with the reason, for a slot the schedule does offer this booking's line.
  const later = await findSlot(
    request,
    member,
    soon.zone,
    (slot) => slot.startsAt !== booking.startsAt && atLeastHoursAway(48)(slot),
    { rescheduled: number },
  )
  if (!later) throw new Error(`${soon.clinicId} has no free slot 2 days ahead or later`)
  const refused = await postReschedule(request, member, number, later.slot)
  expect(refused.status()).toBe(422)
  expect((await refused.json()).message).toBe(BOOKING_MESSAGES.insideCutoff)
  // Nothing changed.
  const still = await bookingOf(request, member, number)
  expect(still.status).toBe('confirmed')
  expect(still.startsAt).toBe(booking.startsAt)
  expect(still.successorNumber).toBeNull()
})

test('a booking line moved twice: the third pass says the limit instead of Ubah Jadwal', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCart(request, context, baseURL ?? '', [])
  const clinic = await startCart(request, member, RENON)
  const zone = clinic.clinic.timeZone
  // Every booking of the line days away, so the cut-off never answers before the limit.
  const first = await findSlot(request, member, zone, atLeastHoursAway(96))
  if (!first) throw new Error(`${RENON} has no free slot 4 days ahead or later`)
  let booking = await book(request, member, first.slot)
  const numbers = [booking.bookingNumber]

  for (let move = 1; move <= BOOKING_CONFIG.maxReschedules; move += 1) {
    const current = booking
    const next = await findSlot(
      request,
      member,
      zone,
      (slot) => slot.startsAt !== current.startsAt && atLeastHoursAway(48)(slot),
      { rescheduled: current.bookingNumber },
    )
    if (!next) throw new Error(`No slot to move ${current.bookingNumber} to`)
    booking = v.parse(
      Booking,
      await ok(
        await postReschedule(request, member, current.bookingNumber, next.slot),
        `Reschedule ${move}`,
      ),
    )
    expect(booking.predecessorNumber).toBe(current.bookingNumber)
    expect(booking.rescheduleCount).toBe(move)
    numbers.push(booking.bookingNumber)
  }
  expect(new Set(numbers).size).toBe(BOOKING_CONFIG.maxReschedules + 1)
  expect(booking.status).toBe('confirmed')
  expect(booking.rescheduleRefusal).toBe(BOOKING_MESSAGES.overLimit)

  const third = booking.bookingNumber
  await visit(page, `/akun/booking/${third}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(third)
  await expect(page.getByText(BOOKING_MESSAGES.overLimit)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ubah Jadwal' })).toHaveCount(0)
  await expect(page.locator('.booking-pass__line')).toContainText(`Menggantikan ${numbers[1]}`)

  // And the API refuses a third move.
  const another = await findSlot(
    request,
    member,
    zone,
    (slot) => slot.startsAt !== booking.startsAt && atLeastHoursAway(48)(slot),
    { rescheduled: third },
  )
  if (!another) throw new Error(`No slot to try moving ${third} to`)
  const refused = await postReschedule(request, member, third, another.slot)
  expect(refused.status()).toBe(422)
  expect((await refused.json()).message).toBe(BOOKING_MESSAGES.overLimit)
})
