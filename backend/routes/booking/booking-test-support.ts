/**
 * The booking tests' bench: the harness's app with the clinic seeded and its clock on Tuesday
 * 1 December 2026, 08:00 in Jakarta (09:00 in Bali, 10:00 in Jayapura), and members who book
 * through the API as the flow does: cart, schedule, book.
 */
import { randomUUID } from 'node:crypto'
import { beforeEach } from 'vitest'
import {
  AvailableSchedule,
  Booking,
  BookingCart,
  type BookingCartInput,
} from '../../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../../contract/checkout/schemas'
import { seedClinic } from '../../db/seed/clinic'
import { expectBody, setUpTestApi, type TestApi } from '../../test/harness'

/** Tuesday 1 December 2026, 01:00 UTC: 08:00 WIB, 09:00 WITA, 10:00 WIT. */
export const BOOKING_TIME = new Date('2026-12-01T01:00:00.000Z')
export const BASE = '/v2/member/offline-clinic-booking'
export const CART = '/v2/member/offline-clinic-booking-cart'

export const RENON = 'diri-klinik-renon'
export const JAYAPURA = 'diri-klinik-jayapura'
export const KEMANG = 'diri-klinik-kemang'
export const MENTENG = 'diri-klinik-menteng'
/** Renon's morning doctor (Mon–Fri 09:00–15:00 WITA, Sat 09:00–13:00). */
export const MADE_AYU = 'made-ayu-lestari'
/** 30 minutes, offered at every open branch. */
export const SUNTIK_JERAWAT = 'suntik-jerawat'

/** Wednesday 2 December 2026: Made Ayu works at Renon 09:00–15:00 WITA. */
export const WEDNESDAY = '2026-12-02'

export function setUpBookingApi(): () => TestApi {
  const api = setUpTestApi()
  beforeEach(async () => {
    const { db } = api()
    await seedClinic(db)
    setClock(api(), BOOKING_TIME)
  })
  return api
}

export function setClock(api: TestApi, at: Date) {
  api.clock.advance(at.getTime() - api.clock.now().getTime())
}

export interface BookingMember {
  token: string
  send(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>
}

export async function bookingMember(api: TestApi, phone: string): Promise<BookingMember> {
  const token = await api.signIn(phone)
  return {
    token,
    send: (method, path, sent = {}) =>
      api.request(method, path, {
        token,
        ...(sent.body === undefined ? {} : { body: sent.body }),
        ...(sent.headers ? { headers: sent.headers } : {}),
      }),
  }
}

export const withKey = (key: string = randomUUID()) => ({ [IDEMPOTENCY_HEADER]: key })

export async function fillCart(member: BookingMember, input: BookingCartInput) {
  return expectBody(await member.send('POST', CART, { body: input }), 200, BookingCart)
}

export async function scheduleOf(
  member: BookingMember,
  date: string,
  rescheduledBookingNumber?: string,
) {
  const body = rescheduledBookingNumber ? { date, rescheduledBookingNumber } : { date }
  const response = await member.send('POST', `${BASE}/get-available-schedule`, { body })
  return expectBody(response, 200, AvailableSchedule)
}

/** Renon, Made Ayu, one 30-minute treatment: the cart most tests book from. */
export async function renonCart(member: BookingMember) {
  return fillCart(member, {
    clinicId: RENON,
    doctorId: MADE_AYU,
    treatmentIds: [SUNTIK_JERAWAT],
  })
}

/** Books the cart at the slot; the 201's booking. */
export async function bookSlot(
  member: BookingMember,
  slot: { startsAt: string; doctor: { id: string } },
  key?: string,
) {
  const response = await member.send('POST', BASE, {
    body: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
    headers: withKey(key),
  })
  return expectBody(response, 201, Booking)
}
