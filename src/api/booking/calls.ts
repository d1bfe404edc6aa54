import {
  AvailableDates,
  type AvailableDatesParams,
  AvailableSchedule,
  type AvailableScheduleInput,
  BookableClinic,
  type BookInput,
  Booking,
  BookingCart,
  type BookingCartInput,
  BookingConfig,
  BookingList,
  type CancelBookingInput,
  type RescheduleInput,
} from '../../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../../contract/checkout/schemas'
import { apiRequest } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

// The member's clinic booking (spec §7 "Clinic booking (member)"). Every call carries the
// member's token; server functions in src/server/booking/booking.functions.ts make them. The spec says
// several of these swallow errors: the flow's loading steps (branch, config, dates, schedule)
// turn a failure into a retry state instead (src/machines/booking/), never a blank. The reads
// the page's first load makes on the server pass the test-only fault switch on (see
// backend/http/fault-injection.ts), so a replay can fail each of them.

const BASE = '/v2/member/offline-clinic-booking'
const segment = (value: string) => encodeURIComponent(value)

export function getBookingConfig(token: string) {
  return apiRequest(BookingConfig, `${BASE}/config`, {
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

export function getBookableClinic(token: string, clinicId: string) {
  return apiRequest(BookableClinic, `/v2/member/offline-clinics/${segment(clinicId)}`, {
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

export function getBookingCart(token: string) {
  return apiRequest(BookingCart, '/v2/member/offline-clinic-booking-cart', {
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

export function updateBookingCart(token: string, input: BookingCartInput) {
  return apiRequest(BookingCart, '/v2/member/offline-clinic-booking-cart', {
    method: 'POST',
    token,
    body: input,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

export function getAvailableDates(token: string, query: AvailableDatesParams) {
  return apiRequest(AvailableDates, `${BASE}/get-available-dates`, {
    token,
    query: { ...query },
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

export function getAvailableSchedule(token: string, input: AvailableScheduleInput) {
  return apiRequest(AvailableSchedule, `${BASE}/get-available-schedule`, {
    method: 'POST',
    token,
    body: input,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

/** Books the cart at the slot. The same `idempotencyKey` answers the same booking. */
export function book(token: string, input: BookInput, idempotencyKey: string) {
  return apiRequest(Booking, BASE, {
    method: 'POST',
    token,
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: 'slow',
  })
}

export function listMyBookings(token: string) {
  return apiRequest(BookingList, BASE, { token, timeout: 'slow' })
}

export function getMyBooking(token: string, bookingNumber: string) {
  return apiRequest(Booking, `${BASE}/${segment(bookingNumber)}`, {
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}

/** Moves the booking to the slot: its successor comes back, and the old slot is released. */
export function reschedule(
  token: string,
  bookingNumber: string,
  input: RescheduleInput,
  idempotencyKey: string,
) {
  return apiRequest(Booking, `${BASE}/${segment(bookingNumber)}/reschedule`, {
    method: 'POST',
    token,
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: 'slow',
  })
}

/**
 * Cancels the booking (free until the config's `cancelCutoffHours` before it): it comes back
 * cancelled, and its slot is free. The same `idempotencyKey` answers the same cancel.
 */
export function cancelBooking(
  token: string,
  bookingNumber: string,
  input: CancelBookingInput,
  idempotencyKey: string,
) {
  return apiRequest(Booking, `${BASE}/${segment(bookingNumber)}/cancel`, {
    method: 'POST',
    token,
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: 'slow',
  })
}

/** A new cart with the booking's branch, doctor choice and treatments; the day to choose again. */
export function rebook(token: string, bookingNumber: string) {
  return apiRequest(BookingCart, `${BASE}/${segment(bookingNumber)}/rebook`, {
    method: 'POST',
    token,
    timeout: 'slow',
    headers: faultSwitchHeaders(),
  })
}
