/**
 * Bookings made and moved through the API as the booking flow makes them (cart, dates, schedule,
 * book), for the journeys that start from a booking. The member's session comes from
 * `memberWithCart`; every answer is parsed with the contract's schema.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import {
  AvailableDates,
  AvailableSchedule,
  BookableClinic,
  Booking,
  BookingCart,
} from '../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../contract/checkout/schemas'
import { type CheckoutMember, memberHeaders } from './checkout-member'

export const RENON = 'diri-klinik-renon'
export const BOOKING_API = '/api/v2/member/offline-clinic-booking'

async function ok(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
  return answer.json()
}

/** Today in the branch's zone, 'YYYY-MM-DD'. */
function todayIn(timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
}

/** Renon's first treatment, any doctor, in the member's cart; the day's schedule. */
export async function renonSchedule(
  request: APIRequestContext,
  member: CheckoutMember,
  date: string,
) {
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
        data: { clinicId: RENON, doctorId: 'any', treatmentIds: [treatment.id], date },
      }),
      'Cart',
    ),
  )
  return v.parse(
    AvailableSchedule,
    await ok(
      await request.post(`${BOOKING_API}/get-available-schedule`, { headers, data: { date } }),
      'Schedule',
    ),
  )
}

/**
 * The first day at least `daysAhead` days from today on which Renon has `minSlots` free times
 * for the member's cart, and that day's schedule.
 */
export async function renonDayAhead(
  request: APIRequestContext,
  member: CheckoutMember,
  daysAhead: number,
  minSlots = 1,
) {
  const headers = memberHeaders(member)
  await renonSchedule(request, member, todayIn('Asia/Makassar'))
  const dates = v.parse(
    AvailableDates,
    await ok(
      await request.get(`${BOOKING_API}/get-available-dates`, {
        headers,
        params: { startDate: todayIn('Asia/Makassar') },
      }),
      'Dates',
    ),
  )
  const from = dates.dates[daysAhead]?.date ?? ''
  for (const day of dates.dates.filter((item) => item.available && item.date >= from)) {
    const schedule = await renonSchedule(request, member, day.date)
    if (schedule.slots.length >= minSlots) return schedule
  }
  throw new Error(`${RENON} has no day from ${from} with ${minSlots} free times`)
}

/** Books the cart at the slot. */
export async function bookAt(
  request: APIRequestContext,
  member: CheckoutMember,
  slot: { startsAt: string; doctor: { id: string } },
) {
  return v.parse(
    Booking,
    await ok(
      await request.post(BOOKING_API, {
        headers: { ...memberHeaders(member), [IDEMPOTENCY_HEADER]: randomUUID() },
        data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
      }),
      'Book',
    ),
  )
}

/** Moves the booking to the slot; its successor. */
export async function rescheduleTo(
  request: APIRequestContext,
  member: CheckoutMember,
  bookingNumber: string,
  slot: { startsAt: string; doctor: { id: string } },
) {
  return v.parse(
    Booking,
    await ok(
      await request.post(`${BOOKING_API}/${bookingNumber}/reschedule`, {
        headers: { ...memberHeaders(member), [IDEMPOTENCY_HEADER]: randomUUID() },
        data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
      }),
      'Reschedule',
    ),
  )
}
