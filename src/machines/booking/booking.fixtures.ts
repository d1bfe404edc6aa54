/**
 * The events the booking graph is walked with: every event the machine handles, and what each of
 * its invoked actors can answer (a success, the refusals it models, a failure). Every record is
 * parsed with its contract schema, so a fixture the API could not send fails here first.
 *
 * Few variants on purpose: the graph's vertices are state and context together, so each variant
 * multiplies what follows it. A saved choice always answers the same full cart, so the walks
 * converge after the first choice.
 */
import * as v from 'valibot'
import {
  AvailableDates,
  AvailableSchedule,
  BookableClinic,
  Booking,
  BookingCart,
  BookingConfig,
  type Slot,
} from '../../../contract/booking/schemas'
import { OfflineClinic } from '../../../contract/clinic/schemas'
import type { EventFixtures } from '../../../tests/support/machine-paths/path-testing'
import { type ActorEvent, answers, failures, IDEMPOTENCY_KEY } from '../shared/actor-fixtures'
import {
  BOOKING_STEPS,
  type BookingEvent,
  type BookingInput,
  type CancelOutput,
  type ConfirmOutput,
  type LoadBookingOutput,
  type RebookOutput,
  type SaveCartOutput,
} from './booking.model'

/** The delayed event of a new ask while a request is still running (`confirming.waiting`). */
export const STILL_RUNNING_WAIT_EVENT = 'xstate.after.stillRunningWait.booking.confirming.waiting'

export type BookingPathEvent =
  | BookingEvent
  | { type: typeof STILL_RUNNING_WAIT_EVENT }
  | ActorEvent<'loadConfig', BookingConfig>
  | ActorEvent<'loadCart', BookingCart>
  | ActorEvent<'saveCart', SaveCartOutput>
  | ActorEvent<'loadBooking', LoadBookingOutput>
  | ActorEvent<'rebook', RebookOutput>
  | ActorEvent<'loadClinics', OfflineClinic[]>
  | ActorEvent<'loadClinic', BookableClinic>
  | ActorEvent<'loadDates', AvailableDates>
  | ActorEvent<'loadSchedule', AvailableSchedule>
  | ActorEvent<'newIdempotencyKey', string>
  | ActorEvent<'book', ConfirmOutput>
  | ActorEvent<'reschedule', ConfirmOutput>
  | ActorEvent<'cancelBooking', CancelOutput>

export const TODAY = '2026-12-01'
export const DAY = '2026-12-02'
export const KEMANG = 'diri-klinik-kemang'
export const PANAKKUKANG = 'diri-klinik-panakkukang'
export const FACIAL = 'facial-acne-peel'
export const LASER = 'laser-rejuvenation'
export const DOCTOR = 'dr-sari-wulandari'
export const BOOKING_NUMBER = 'DK-7K3M9Q2X4P'
export const SUCCESSOR_NUMBER = 'DK-9ZX4M2T7QH'

// ---------------------------------------------------------------------------------------------
// Inputs: a first visit, a Booking button's link, a reschedule and a rebook

export const newVisit: BookingInput = { mode: { kind: 'new' }, today: TODAY }
/** `/klinik/booking?cabang=diri-klinik-panakkukang&perawatan=laser-rejuvenation` */
export const fromBookingButton: BookingInput = {
  mode: { kind: 'new', clinicId: PANAKKUKANG, treatmentId: LASER },
  today: TODAY,
}
export const rescheduling: BookingInput = {
  mode: { kind: 'reschedule', bookingNumber: BOOKING_NUMBER },
  today: TODAY,
}
export const rebooking: BookingInput = {
  mode: { kind: 'rebook', bookingNumber: BOOKING_NUMBER },
  today: TODAY,
}
export const bookingInputs = [newVisit, fromBookingButton, rescheduling, rebooking] as const

// ---------------------------------------------------------------------------------------------
// The config, branches, doctors and treatments

export const config: BookingConfig = v.parse(BookingConfig, {
  leadTimeMinutes: 120,
  bookAheadDays: 30,
  rescheduleCutoffHours: 24,
  cancelCutoffHours: 24,
  cancelReasonMaxLength: 500,
  maxReschedules: 2,
  slotIntervalMinutes: 15,
  holidays: [{ date: '2026-12-25', name: 'Hari Raya Natal' }],
})

const image = (name: string) => ({
  src: `/images/clinic/${name}.svg`,
  alt: name,
  width: 800,
  height: 600,
})
const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '18:00' }))

export const kemang: OfflineClinic = v.parse(OfflineClinic, {
  id: KEMANG,
  name: 'Diri Klinik Kemang',
  summary: 'Klinik di Kemang, dekat stasiun MRT Blok M',
  isActive: true,
  address: {
    street: 'Jl. Kemang Raya No. 8',
    district: 'Mampang Prapatan',
    city: 'Kota Administrasi Jakarta Selatan',
    province: { id: '31', name: 'DKI Jakarta' },
    postalCode: '12730',
  },
  coordinates: { latitude: -6.26, longitude: 106.81 },
  phone: '+62215550123',
  timeZone: 'Asia/Jakarta',
  openingHours: week,
  image: image('kemang'),
})
export const panakkukang: OfflineClinic = v.parse(OfflineClinic, {
  ...kemang,
  id: PANAKKUKANG,
  name: 'Diri Klinik Panakkukang',
  summary: 'Klinik di Panakkukang, Makassar',
  address: {
    street: 'Jl. Boulevard No. 12',
    district: 'Panakkukang',
    city: 'Kota Makassar',
    province: { id: '73', name: 'Sulawesi Selatan' },
    postalCode: '90231',
  },
  phone: '+624115550123',
  timeZone: 'Asia/Makassar',
})
export const clinics: OfflineClinic[] = [kemang, panakkukang]

const facial = {
  id: FACIAL,
  name: 'Facial Acne Peel',
  category: { slug: 'facial', name: 'Facial' },
  summary: 'Pengelupasan lembut untuk kulit berjerawat',
  priceFrom: 350_000,
  durationMinutes: 60,
  image: image('facial'),
}
const laser = {
  id: LASER,
  name: 'Laser Rejuvenation',
  category: { slug: 'laser', name: 'Laser' },
  summary: 'Meratakan warna kulit',
  priceFrom: 500_000,
  durationMinutes: 30,
  image: image('laser'),
}
const doctorRef = { id: DOCTOR, name: 'dr. Sari Wulandari', title: 'Dokter Estetika' }

export const bookableKemang: BookableClinic = v.parse(BookableClinic, {
  clinic: kemang,
  treatments: [facial, laser],
  doctors: [
    {
      ...doctorRef,
      role: { slug: 'doctor', name: 'Dokter' },
      photo: image('dr-sari'),
      isActive: true,
      clinics: [{ id: KEMANG, name: kemang.name }],
      schedule: [{ clinicId: KEMANG, day: 2, starts: '09:00', ends: '17:00' }],
    },
  ],
})

// ---------------------------------------------------------------------------------------------
// Carts: one per first missing choice

const kemangRef = { id: KEMANG, name: kemang.name }

export const emptyCart: BookingCart = v.parse(BookingCart, {
  clinic: null,
  doctor: null,
  treatments: [],
  totalDurationMinutes: 0,
  totalPrice: 0,
  date: null,
  updatedAt: null,
})
/** A branch chosen: resumes at the doctor. */
export const cartAtDoctor: BookingCart = v.parse(BookingCart, {
  ...emptyCart,
  clinic: kemangRef,
  updatedAt: '2026-11-30T02:00:00.000Z',
})
/** Any doctor: resumes at the treatments. */
export const cartAtTreatments: BookingCart = v.parse(BookingCart, {
  ...cartAtDoctor,
  doctor: { kind: 'any' },
})
/** A treatment (or a rebooked booking's): resumes at the date. */
export const cartAtDate: BookingCart = v.parse(BookingCart, {
  ...cartAtTreatments,
  doctor: { kind: 'doctor', doctor: doctorRef },
  treatments: [facial],
  totalDurationMinutes: 60,
  totalPrice: 350_000,
})
/** A day chosen: resumes at the slot. */
export const fullCart: BookingCart = v.parse(BookingCart, { ...cartAtDate, date: DAY })
/** A day chosen on an earlier visit that has passed: chosen again. */
export const staleCart: BookingCart = v.parse(BookingCart, { ...cartAtDate, date: '2026-11-20' })
/** What the Booking button's link makes of a cart: its branch and its treatment. */
export const preselectedCart: BookingCart = v.parse(BookingCart, {
  ...emptyCart,
  clinic: { id: PANAKKUKANG, name: panakkukang.name },
  treatments: [laser],
  totalDurationMinutes: 30,
  totalPrice: 500_000,
  updatedAt: '2026-12-01T01:00:00.000Z',
})

export const savedCart: SaveCartOutput = { ok: true, cart: fullCart }
export const cartRefused: SaveCartOutput = {
  ok: false,
  message: 'Laser Rejuvenation tidak tersedia di Diri Klinik Kemang.',
}

// ---------------------------------------------------------------------------------------------
// Availability

export const dates: AvailableDates = v.parse(AvailableDates, {
  timeZone: 'Asia/Jakarta',
  dates: [
    { date: TODAY, available: false, reason: 'Penuh' },
    { date: DAY, available: true, reason: null },
  ],
})

export const slot: Slot = {
  startsAt: '2026-12-02T03:00:00.000Z',
  endsAt: '2026-12-02T04:00:00.000Z',
  doctor: doctorRef,
}
export const laterSlot: Slot = {
  startsAt: '2026-12-02T05:00:00.000Z',
  endsAt: '2026-12-02T06:00:00.000Z',
  doctor: doctorRef,
}
export const schedule: AvailableSchedule = v.parse(AvailableSchedule, {
  date: DAY,
  timeZone: 'Asia/Jakarta',
  slots: [slot, laterSlot],
  sameDayBookings: [],
})

// ---------------------------------------------------------------------------------------------
// Bookings

export const booking: Booking = v.parse(Booking, {
  bookingNumber: BOOKING_NUMBER,
  status: 'confirmed',
  clinic: {
    id: KEMANG,
    name: kemang.name,
    address: 'Jl. Kemang Raya No. 8, Mampang Prapatan, Kota Administrasi Jakarta Selatan',
    phone: kemang.phone,
    timeZone: 'Asia/Jakarta',
  },
  doctor: doctorRef,
  treatments: [{ id: FACIAL, name: facial.name, durationMinutes: 60, priceFrom: 350_000 }],
  startsAt: '2026-12-05T02:00:00.000Z',
  endsAt: '2026-12-05T03:00:00.000Z',
  totalPrice: 350_000,
  rescheduleCount: 0,
  rescheduleRefusal: null,
  cancelRefusal: null,
  cancelledAt: null,
  cancelReason: null,
  lineNumber: BOOKING_NUMBER,
  predecessorNumber: null,
  successorNumber: null,
  createdAt: '2026-11-20T08:00:00.000Z',
})
export const lockedBooking: Booking = v.parse(Booking, {
  ...booking,
  rescheduleRefusal: 'Jadwal tidak bisa diubah kurang dari 24 jam sebelum perawatan.',
})
/** What booking the slot answers (a new booking, or the rescheduled one's successor). */
export const bookedAtSlot: Booking = v.parse(Booking, {
  ...booking,
  bookingNumber: SUCCESSOR_NUMBER,
  startsAt: slot.startsAt,
  endsAt: slot.endsAt,
  createdAt: '2026-12-01T03:00:00.000Z',
})

export const booked: ConfirmOutput = { kind: 'booked', booking: bookedAtSlot }
export const slotTaken: ConfirmOutput = {
  kind: 'conflict',
  message: 'Jam ini baru saja dibooking orang lain.',
}
export const ownBookingHeld = {
  kind: 'ownBooking' as const,
  message:
    'Kamu sudah punya booking lain di jam itu: Rabu, 2 Desember 2026, 10.00–11.00 WIB di Diri Klinik Menteng. Pilih jam lain.',
} satisfies ConfirmOutput
export const bookingRefused: ConfirmOutput = {
  kind: 'refused',
  message: 'Booking paling lambat 2 jam sebelum jadwal.',
}
export const stillRunning: ConfirmOutput = {
  kind: 'stillRunning',
  message: 'Booking-mu sedang diproses. Tunggu sebentar, lalu tekan Konfirmasi lagi.',
}
export const bookingMoved: ConfirmOutput = {
  kind: 'moved',
  message: 'Booking ini sudah dijadwalkan ulang.',
}
/** The rescheduled booking, cancelled instead (with the reason the fixtures send). */
export const CANCEL_REASON = 'Ada acara keluarga.'
export const cancelledBooking: Booking = v.parse(Booking, {
  ...booking,
  status: 'cancelled',
  rescheduleRefusal: 'Booking ini sudah dibatalkan.',
  cancelRefusal: 'Booking ini sudah dibatalkan.',
  cancelledAt: '2026-12-01T03:00:00.000Z',
  cancelReason: CANCEL_REASON,
})
export const cancelDone: CancelOutput = { kind: 'cancelled', booking: cancelledBooking }
export const cancelRefused: CancelOutput = {
  kind: 'refused',
  message: 'Booking tidak bisa dibatalkan kurang dari 24 jam sebelum jadwal.',
}
export const cancelStillRunning: CancelOutput = {
  kind: 'stillRunning',
  message: 'Booking-mu sedang diproses. Tunggu sebentar, lalu tekan lagi.',
}
export const cancelMoved: CancelOutput = {
  kind: 'moved',
  message: 'Booking ini sudah dijadwalkan ulang.',
}
export const rebookRefused: RebookOutput = {
  ok: false,
  message: 'Facial Acne Peel tidak lagi tersedia di cabang ini.',
}

// ---------------------------------------------------------------------------------------------
// Failures

export const bookingEvents = {
  CHOOSE_BRANCH: [{ type: 'CHOOSE_BRANCH', clinicId: KEMANG }],
  CHOOSE_DOCTOR: [{ type: 'CHOOSE_DOCTOR', doctorId: 'any' }],
  TOGGLE_TREATMENT: [{ type: 'TOGGLE_TREATMENT', treatmentId: LASER }],
  CONTINUE: [{ type: 'CONTINUE' }],
  CHOOSE_DATE: [{ type: 'CHOOSE_DATE', date: DAY }],
  CHOOSE_SLOT: [{ type: 'CHOOSE_SLOT', slot }],
  CONFIRM: [{ type: 'CONFIRM' }],
  BACK: [{ type: 'BACK' }],
  EDIT: [
    { type: 'EDIT', step: 'branch' },
    { type: 'EDIT', step: 'doctor' },
    { type: 'EDIT', step: 'treatments' },
    { type: 'EDIT', step: 'date' },
    { type: 'EDIT', step: 'slot' },
  ],
  RETRY: [{ type: 'RETRY' }],
  CANCEL_BOOKING: [{ type: 'CANCEL_BOOKING', reason: CANCEL_REASON }],
  // Back and Forward in the browser: to each step.
  'STEP.VISIT': BOOKING_STEPS.map((step) => ({ type: 'STEP.VISIT' as const, step })),

  'xstate.done.actor.loadConfig': answers('loadConfig', config),
  'xstate.error.actor.loadConfig': failures('loadConfig'),
  'xstate.done.actor.loadCart': answers(
    'loadCart',
    emptyCart,
    cartAtDoctor,
    cartAtTreatments,
    cartAtDate,
    fullCart,
    staleCart,
    preselectedCart,
  ),
  'xstate.error.actor.loadCart': failures('loadCart'),
  'xstate.done.actor.saveCart': answers('saveCart', savedCart, cartRefused),
  'xstate.error.actor.saveCart': failures('saveCart'),
  'xstate.done.actor.loadBooking': answers('loadBooking', booking, lockedBooking, null),
  'xstate.error.actor.loadBooking': failures('loadBooking'),
  'xstate.done.actor.rebook': answers('rebook', { ok: true, cart: cartAtDate }, rebookRefused),
  'xstate.error.actor.rebook': failures('rebook'),
  'xstate.done.actor.loadClinics': answers('loadClinics', clinics),
  'xstate.error.actor.loadClinics': failures('loadClinics'),
  'xstate.done.actor.loadClinic': answers('loadClinic', bookableKemang),
  'xstate.error.actor.loadClinic': failures('loadClinic'),
  'xstate.done.actor.loadDates': answers('loadDates', dates),
  'xstate.error.actor.loadDates': failures('loadDates'),
  'xstate.done.actor.loadSchedule': answers('loadSchedule', schedule),
  'xstate.error.actor.loadSchedule': failures('loadSchedule'),
  'xstate.done.actor.newIdempotencyKey': answers('newIdempotencyKey', IDEMPOTENCY_KEY),
  'xstate.error.actor.newIdempotencyKey': failures('newIdempotencyKey'),
  [STILL_RUNNING_WAIT_EVENT]: [{ type: STILL_RUNNING_WAIT_EVENT }],
  'xstate.done.actor.book': answers(
    'book',
    booked,
    slotTaken,
    ownBookingHeld,
    bookingRefused,
    stillRunning,
  ),
  'xstate.error.actor.book': failures('book'),
  'xstate.done.actor.reschedule': answers(
    'reschedule',
    booked,
    slotTaken,
    ownBookingHeld,
    bookingRefused,
    stillRunning,
    bookingMoved,
  ),
  'xstate.error.actor.reschedule': failures('reschedule'),
  'xstate.done.actor.cancelBooking': answers(
    'cancelBooking',
    cancelDone,
    cancelRefused,
    cancelStillRunning,
    cancelMoved,
  ),
  'xstate.error.actor.cancelBooking': failures('cancelBooking'),
} satisfies EventFixtures<BookingPathEvent>

export const bookingFixtureList = Object.values(bookingEvents).flat()
