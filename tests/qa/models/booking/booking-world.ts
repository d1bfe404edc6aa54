/**
 * What the booking model keeps of a replayed path beside the `QaWorld`: the member's token (for
 * the API calls that put the real system into an answer), the day the path books on, and the
 * bookings made for it; and those API calls themselves, as the booking flow makes them
 * (cart, dates, schedule, book), each answer parsed with its contract schema.
 */
import { randomUUID } from 'node:crypto'
import type { APIResponse } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../../../app.config'
import {
  AvailableDates,
  AvailableSchedule,
  Booking,
  BookingCart,
  type BookingCartInput,
  type Slot,
} from '../../../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../../../contract/checkout/schemas'
import type { BookingPathEvent } from '../../../../src/machines/booking/booking.fixtures'
import { TEST_OTP } from '../../../support/app-server'
import type { QaMember, QaWorld } from '../../replay/qa-world'

export const KEMANG = { id: 'diri-klinik-kemang', name: 'Diri Klinik Kemang' }
export const MENTENG = { id: 'diri-klinik-menteng', name: 'Diri Klinik Menteng' }
export const PANAKKUKANG = { id: 'diri-klinik-panakkukang', name: 'Diri Klinik Panakkukang' }
/** Kemang offers both; Panakkukang offers no laser (backend/db/seed/clinic-data/treatments.ts). */
export const ACNE_PEEL = { id: 'facial-acne-peel', name: 'Acne Peel Salisilat' }
export const LASER = { id: 'laser-rejuvenation', name: 'Laser Rejuvenation' }

const BOOKING_API = '/api/v2/member/offline-clinic-booking'
const CART_API = '/api/v2/member/offline-clinic-booking-cart'
const API_HEADERS = { 'diri-platform': 'web' }

export interface ApiMember {
  member: QaMember
  token: string
}

export interface BookingRun {
  /** Who the browser is signed in as. */
  self: ApiMember
  /** The day every choice of the path is made on: free times at Kemang, days away. */
  day: string
  /** The booking a reschedule starts from. */
  bookingNumber: string | null
  /** Every step's event of the path (an answer arranged on a press that starts several steps). */
  events: readonly BookingPathEvent[]
}

const runs = new WeakMap<QaWorld, BookingRun>()

export function runOf(world: QaWorld): BookingRun {
  const run = runs.get(world)
  if (!run) throw new Error('The booking path has no member: its start did not run')
  return run
}

export function startRun(world: QaWorld, run: BookingRun) {
  runs.set(world, run)
}

async function ok(answer: APIResponse, what: string): Promise<unknown> {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
  return answer.json()
}

/**
 * A member signed in through the API (the test server's sign-in code), from the path's own
 * network address: the browser context's requests carry it, so sign-ins are counted per path as
 * the API counts them per address (ADR 010), not all against the runner's.
 */
async function signInThroughApi(
  world: QaWorld,
  member: QaMember,
): Promise<ApiMember & { origin: string }> {
  const phone = member.localPhone.replaceAll('-', '')
  const request = world.context.request
  const answer = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone },
  })
  const asked = (await ok(answer, `OTP request for ${phone}`)) as { challengeId: string }
  const grant = (await ok(
    await request.post('/api/auth/otp/verify', {
      headers: API_HEADERS,
      data: { phone, code: TEST_OTP, challengeId: asked.challengeId },
    }),
    `OTP verify for ${phone}`,
  )) as { accessToken: string }
  return { member, token: grant.accessToken, origin: new URL(answer.url()).origin }
}

/**
 * The browser carries the session of a member signed in on an earlier visit, as the site writes
 * its cookie on sign-in (checkout-member.ts does the same).
 */
export async function signedInMember(world: QaWorld, member: QaMember): Promise<ApiMember> {
  const signedIn = await signInThroughApi(world, member)
  await world.context.addCookies([
    {
      name: AUTH_COOKIE,
      value: encodeURIComponent(JSON.stringify({ accessToken: signedIn.token })),
      url: signedIn.origin,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  world.member = member
  return { member, token: signedIn.token }
}

/** A second member, signed in through the API only (another phone, another browser). */
export function otherMember(world: QaWorld): Promise<ApiMember> {
  return signInThroughApi(world, world.newMember())
}

const headersOf = (who: ApiMember) => ({ ...API_HEADERS, authorization: `Bearer ${who.token}` })

/** The member's cart emptied, then set to `input` (nothing more when it is null). */
export async function setCart(
  world: QaWorld,
  who: ApiMember,
  input: BookingCartInput | null,
): Promise<BookingCart> {
  const request = world.context.request
  const emptied = v.parse(
    BookingCart,
    await ok(await request.delete(CART_API, { headers: headersOf(who) }), 'Cart emptied'),
  )
  if (input === null) return emptied
  return v.parse(
    BookingCart,
    await ok(await request.post(CART_API, { headers: headersOf(who), data: input }), 'Cart'),
  )
}

/** The cart's change as the flow saves it (a patch: what is left out stays). */
export async function changeCart(world: QaWorld, who: ApiMember, input: BookingCartInput) {
  return v.parse(
    BookingCart,
    await ok(
      await world.context.request.post(CART_API, { headers: headersOf(who), data: input }),
      'Cart changed',
    ),
  )
}

export async function scheduleOn(world: QaWorld, who: ApiMember, date: string) {
  return v.parse(
    AvailableSchedule,
    await ok(
      await world.context.request.post(`${BOOKING_API}/get-available-schedule`, {
        headers: headersOf(who),
        data: { date },
      }),
      `Schedule of ${date}`,
    ),
  )
}

/** Today in Jakarta (Kemang's zone), 'YYYY-MM-DD'. */
function today() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
}

/**
 * The first day two days ahead or more on which Kemang has six free times for the acne peel with
 * any doctor: past the reschedule and cancel cut-offs (24 h), with times left over for a second
 * member and a second booking of the path; and free times for the peel with the laser too (a
 * path may add it): the paths before, on the same server, leave the day's free times in pieces
 * shorter than both together.
 */
export async function bookableDay(world: QaWorld, who: ApiMember): Promise<string> {
  await setCart(world, who, { clinicId: KEMANG.id, doctorId: 'any', treatmentIds: [ACNE_PEEL.id] })
  const dates = v.parse(
    AvailableDates,
    await ok(
      await world.context.request.get(`${BOOKING_API}/get-available-dates`, {
        headers: headersOf(who),
        params: { startDate: today() },
      }),
      'Dates',
    ),
  )
  const from = dates.dates[2]?.date ?? ''
  for (const day of dates.dates.filter((each) => each.available && each.date >= from)) {
    await changeCart(world, who, { date: day.date, treatmentIds: [ACNE_PEEL.id] })
    const peel = (await scheduleOn(world, who, day.date)).slots
    if (peel.length < 6) continue
    // The last times go to the member's own booking of the path (`bookingOfMember`), which the
    // schedule then leaves out for them: the peel with the laser must fit beside those.
    const own = peel.slice(-3)
    await changeCart(world, who, { treatmentIds: [ACNE_PEEL.id, LASER.id] })
    const both = (await scheduleOn(world, who, day.date)).slots.filter(
      (slot) => !own.some((taken) => slot.startsAt < taken.endsAt && taken.startsAt < slot.endsAt),
    )
    if (both.length >= 2) return day.date
  }
  throw new Error(`${KEMANG.id} has no day from ${from} with 6 free times for ${ACNE_PEEL.id}`)
}

/** The cart of Kemang, any doctor, the acne peel, on `day`: what the path books. */
export const fullCartOn = (day: string): BookingCartInput => ({
  clinicId: KEMANG.id,
  doctorId: 'any',
  treatmentIds: [ACNE_PEEL.id],
  date: day,
})

/** Books the cart (as it is now) at `slot`, through the API. */
export async function bookAt(world: QaWorld, who: ApiMember, slot: Slot): Promise<Booking> {
  return v.parse(
    Booking,
    await ok(
      await world.context.request.post(BOOKING_API, {
        headers: { ...headersOf(who), [IDEMPOTENCY_HEADER]: randomUUID() },
        data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
      }),
      `Book ${slot.startsAt}`,
    ),
  )
}

/** Moves the booking to `slot`, through the API; its successor. */
export async function rescheduleTo(
  world: QaWorld,
  who: ApiMember,
  bookingNumber: string,
  slot: Slot,
): Promise<Booking> {
  return v.parse(
    Booking,
    await ok(
      await world.context.request.post(`${BOOKING_API}/${bookingNumber}/reschedule`, {
        headers: { ...headersOf(who), [IDEMPOTENCY_HEADER]: randomUUID() },
        data: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
      }),
      `Reschedule ${bookingNumber}`,
    ),
  )
}

/** The free times of `day` for a reschedule of `bookingNumber` (its own time is not offered). */
export async function rescheduleTimes(
  world: QaWorld,
  who: ApiMember,
  bookingNumber: string,
  day: string,
) {
  return v.parse(
    AvailableSchedule,
    await ok(
      await world.context.request.post(`${BOOKING_API}/get-available-schedule`, {
        headers: headersOf(who),
        data: { date: day, rescheduledBookingNumber: bookingNumber },
      }),
      `Schedule of ${day} for ${bookingNumber}`,
    ),
  )
}

/**
 * A booking of the member's at Kemang on the path's day (the cart emptied by it, as the API
 * does); `moves` times moved already (the API's limit is 2: then it can be moved no more).
 */
export async function bookingOfMember(
  world: QaWorld,
  who: ApiMember,
  day: string,
  moves: number,
): Promise<Booking> {
  await setCart(world, who, fullCartOn(day))
  const schedule = await scheduleOn(world, who, day)
  // The last times of the day: the path's own choices take the first ones.
  const slots = schedule.slots.slice(-1 - moves)
  let booking = await bookAt(world, who, slots[0] as Slot)
  for (const slot of slots.slice(1)) {
    booking = await rescheduleTo(world, who, booking.bookingNumber, slot)
  }
  return booking
}

/**
 * The member signs out on another device: the API forgets the session, and this browser keeps a
 * cookie it no longer knows (its next call is refused with a 401).
 */
export async function signOutElsewhere(world: QaWorld, who: ApiMember) {
  const answer = await world.context.request.post('/api/auth/logout', { headers: headersOf(who) })
  if (!answer.ok()) {
    throw new Error(
      `Signing ${who.member.localPhone} out: ${answer.status()} ${await answer.text()}`,
    )
  }
}
