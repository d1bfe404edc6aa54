/**
 * The clinic booking contract (spec §7 "Clinic booking (member)"): a member books treatments at
 * one branch with a doctor (or any doctor), reschedules a booking, and rebooks a past one. The
 * spec does not show the payloads; they are designed here and kept small. Every call is a member
 * call (Bearer token; 401 without one) except the team list, which is the clinic contract's
 * (`/v2/public/misc/offline-clinic-teams`, contract/clinic/schemas.ts).
 *
 * Times:
 * - an instant (`startsAt`, `endsAt`) is ISO 8601 in UTC ('2026-12-01T03:00:00.000Z'), stored so;
 * - a day (`date`) is the branch's own calendar day, 'YYYY-MM-DD', in its zone (`timeZone`);
 * - pages show both in the branch's zone (WIB/WITA/WIT), never the browser's.
 *
 * Refusals (the usual error body, an Indonesian `message` to show as it is):
 * - 409: a race lost, told apart by `errors[0].path`: `startsAt` the slot was taken meanwhile;
 *   `ownBooking` the member already holds another confirmed booking overlapping that time (with
 *   another doctor or at another branch: choose another time; the message names that booking);
 *   `bookingNumber` the booking was already rescheduled (by another tab); `idempotencyKey` the
 *   first request with this key is still running (send the same key again shortly: never a new
 *   one, or the booking could be made twice);
 * - 422: a rule of the config refuses it (lead time, how far ahead, the reschedule cut-off or
 *   limit, a holiday, a slot that is not one of the schedule's);
 * - 404: a booking that is not the member's (never 403: whose it is stays unknown), an unknown
 *   branch, doctor or treatment;
 * - 400: a malformed body or query.
 */
import * as v from 'valibot'
import { ClinicRef, OfflineClinic, TeamMember, TreatmentSummary } from '../clinic/schemas'
import { calendarDayInput, instantInput, Rupiah, Timestamp } from '../shared-schemas'

const Id = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** A calendar day in the branch's zone. */
export const IsoDate = calendarDayInput({
  missing: 'Tanggal wajib diisi.',
  format: 'Tanggal harus berformat YYYY-MM-DD.',
  unknown: 'Tanggal tidak dikenal.',
})
/**
 * A booking number: 'DK-' and 10 characters of Crockford base32 from a random source (50 bits),
 * unguessable; shown on the pass and in the QR code.
 */
export const BookingNumber = v.pipe(
  v.string(),
  v.regex(/^DK-[0-9A-HJKMNP-TV-Z]{10}$/, 'Nomor booking tidak dikenal.'),
)

export const TeamRef = v.object({ id: Id, name: v.string(), title: v.string() })
export type TeamRef = v.InferOutput<typeof TeamRef>

// ---------------------------------------------------------------------------------------------
// `GET /v2/member/offline-clinic-booking/config`

export const BookingConfig = v.object({
  /** The earliest slot starts this long after now. */
  leadTimeMinutes: Count,
  /** The last bookable day is today plus this many days (in the branch's zone). */
  bookAheadDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A booking can be rescheduled until this many hours before it starts. */
  rescheduleCutoffHours: Count,
  /** How many times one booking (with its successors) can be rescheduled. */
  maxReschedules: Count,
  /**
   * The member can cancel a booking free of charge until this many hours before it starts; after
   * that the API refuses (422) and the member calls the branch.
   */
  cancelCutoffHours: Count,
  /** The longest reason for a cancel the API keeps, in characters. */
  cancelReasonMaxLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Slots start on this grid from the shift's start ('09:00', '09:15', …). */
  slotIntervalMinutes: v.pipe(v.number(), v.integer(), v.minValue(5)),
  /** Days no branch opens (national holidays), in the branches' calendar. */
  holidays: v.array(v.object({ date: IsoDate, name: v.string() })),
})
export type BookingConfig = v.InferOutput<typeof BookingConfig>

// ---------------------------------------------------------------------------------------------
// `GET /v2/member/offline-clinics/{id}`: a branch as the booking flow needs it

export const BookableClinic = v.object({
  clinic: OfflineClinic,
  /** Active treatments offered there. */
  treatments: v.array(TreatmentSummary),
  /** Active doctors with a shift there, their schedule narrowed to this branch. */
  doctors: v.array(TeamMember),
})
export type BookableClinic = v.InferOutput<typeof BookableClinic>

// ---------------------------------------------------------------------------------------------
// The booking cart: `GET`, `POST`, `DELETE /v2/member/offline-clinic-booking-cart`
//
// The member's choices so far, kept on the server: a reload, a second tab or a return from
// sign-in resumes the flow at the first choice still missing. One branch per cart.

/** Any doctor free at the slot, or one chosen by name. */
export const DoctorChoice = v.variant('kind', [
  v.object({ kind: v.literal('any') }),
  v.object({ kind: v.literal('doctor'), doctor: TeamRef }),
])
export type DoctorChoice = v.InferOutput<typeof DoctorChoice>

export const BookingCart = v.object({
  clinic: v.nullable(ClinicRef),
  /** Null until the member has chosen (a doctor, or any doctor). */
  doctor: v.nullable(DoctorChoice),
  treatments: v.array(TreatmentSummary),
  /** The sum of the treatments' durations: the length of the slot to find. */
  totalDurationMinutes: Count,
  /** The sum of the treatments' prices from. */
  totalPrice: Rupiah,
  /** The day chosen, in the branch's zone; null until chosen. */
  date: v.nullable(IsoDate),
  updatedAt: v.nullable(Timestamp),
})
export type BookingCart = v.InferOutput<typeof BookingCart>

/**
 * `POST` body: the fields to set; the others stay. A `clinicId` other than the cart's starts
 * over at that branch (doctor, treatments and day cleared unless given with it). Treatments must
 * be offered there and a doctor must work there (422 otherwise, with the reason).
 */
export const BookingCartInput = v.object({
  clinicId: v.optional(
    v.pipe(v.string('Pilih cabang.'), v.regex(/^[a-z0-9-]{1,80}$/, 'Cabang tidak dikenal.')),
  ),
  /** 'any', a doctor's id, or null to choose again. */
  doctorId: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Dokter tidak dikenal.'))),
  ),
  treatmentIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Perawatan tidak dikenal.'))),
      v.maxLength(5, 'Satu booking paling banyak 5 perawatan.'),
    ),
  ),
  date: v.optional(v.nullable(IsoDate)),
})
export type BookingCartInput = v.InferInput<typeof BookingCartInput>

/** The value of `doctorId` that means any doctor free at the slot. */
export const ANY_DOCTOR = 'any'

// ---------------------------------------------------------------------------------------------
// Availability: `GET …/get-available-dates`, `POST …/get-available-schedule`
//
// Of the cart's branch, doctor choice and treatments, or, with `rescheduledBookingNumber`, of
// that booking's (whose own slot then does not count as taken: the member may move it by a
// quarter of an hour). Slots come from the doctors' weekly shifts within the branch's opening
// hours, on the config's grid, as long as the treatments' total duration, minus confirmed bookings,
// outside the lead time, the booking horizon and holidays.

/** `GET /v2/member/offline-clinic-booking/get-available-dates` query. */
export const AvailableDatesQuery = v.object({
  startDate: IsoDate,
  rescheduledBookingNumber: v.optional(BookingNumber),
})
export interface AvailableDatesParams {
  startDate: string
  rescheduledBookingNumber?: string
}

/** From `startDate` to the horizon: every day, and whether it has at least one free slot. */
export const AvailableDates = v.object({
  timeZone: v.picklist(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
  dates: v.array(
    v.object({
      date: IsoDate,
      available: v.boolean(),
      /** Why not, when not: 'Libur nasional: Hari Raya Natal', 'Cabang tutup', 'Penuh'. */
      reason: v.nullable(v.string()),
    }),
  ),
})
export type AvailableDates = v.InferOutput<typeof AvailableDates>

/** `POST /v2/member/offline-clinic-booking/get-available-schedule` body. */
export const AvailableScheduleInput = v.object({
  date: IsoDate,
  rescheduledBookingNumber: v.optional(BookingNumber),
})
export type AvailableScheduleInput = v.InferInput<typeof AvailableScheduleInput>

/** A confirmed booking of the member's on the day with one of the same treatments. */
export const SameDayBooking = v.object({
  bookingNumber: BookingNumber,
  startsAt: Timestamp,
  /** The treatments both have, by name. */
  treatments: v.array(v.string()),
})
export type SameDayBooking = v.InferOutput<typeof SameDayBooking>

export const Slot = v.object({
  startsAt: Timestamp,
  endsAt: Timestamp,
  /** The doctor who is free then (with 'any doctor': the first free one, by name). */
  doctor: TeamRef,
})
export type Slot = v.InferOutput<typeof Slot>

/** The day's free slots in time order; empty when the day is full. */
export const AvailableSchedule = v.object({
  date: IsoDate,
  timeZone: AvailableDates.entries.timeZone,
  slots: v.array(Slot),
  /**
   * The member's confirmed bookings that day with a treatment of this one (not the one being
   * rescheduled): the page warns before a second booking of the same treatment on one day, and
   * the member may go on or choose another day.
   */
  sameDayBookings: v.array(SameDayBooking),
})
export type AvailableSchedule = v.InferOutput<typeof AvailableSchedule>

// ---------------------------------------------------------------------------------------------
// Bookings: `POST /v2/member/offline-clinic-booking` (Idempotency-Key), `GET` the member's list
// and one booking (this project's additions, for the account pages), `POST
// …/{bookingNumber}/reschedule` (Idempotency-Key), `…/{bookingNumber}/cancel` (Idempotency-Key)
// and `…/{bookingNumber}/rebook`

/** `POST /v2/member/offline-clinic-booking` body: the slot; the rest comes from the cart. */
export const BookInput = v.object({
  startsAt: instantInput({ missing: 'Pilih jam.', malformed: 'Jam tidak dikenal.' }),
  doctorId: v.pipe(
    v.string('Pilih dokter.'),
    v.regex(/^[a-z0-9-]{1,80}$/, 'Dokter tidak dikenal.'),
  ),
})
export type BookInput = v.InferInput<typeof BookInput>

/**
 * `POST …/{bookingNumber}/reschedule` body: the new slot.
 * @alias
 */
export const RescheduleInput = BookInput
export type RescheduleInput = BookInput

/**
 * `POST …/{bookingNumber}/cancel` body: why, if the member says (optional). Refusals: 422 inside
 * the config's `cancelCutoffHours`, 409 (`errors[0].path` 'bookingNumber') when the booking was
 * rescheduled meanwhile; a booking already cancelled answers 200 as it is (cancelling is
 * idempotent by state as well as by key).
 */
export const CANCEL_REASON_MAX_LENGTH = 500

export const CancelBookingInput = v.object({
  reason: v.optional(
    v.pipe(
      v.string('Alasan harus berupa teks.'),
      v.trim(),
      v.maxLength(
        CANCEL_REASON_MAX_LENGTH,
        `Alasan paling panjang ${CANCEL_REASON_MAX_LENGTH} karakter.`,
      ),
    ),
  ),
})
export type CancelBookingInput = v.InferInput<typeof CancelBookingInput>

/**
 * - `confirmed`: booked, upcoming or past;
 * - `rescheduled`: replaced by its successor (`successorNumber`), its slot released;
 * - `cancelled`: by the member (`…/cancel`) or the branch, its slot released (`cancelledAt`).
 */
export const BookingStatus = v.picklist(['confirmed', 'rescheduled', 'cancelled'])
export type BookingStatus = v.InferOutput<typeof BookingStatus>

export const Booking = v.object({
  bookingNumber: BookingNumber,
  status: BookingStatus,
  clinic: v.object({
    id: Id,
    name: v.string(),
    /** One line: street, district, city. */
    address: v.string(),
    phone: v.string(),
    timeZone: AvailableDates.entries.timeZone,
  }),
  doctor: TeamRef,
  treatments: v.array(
    v.object({ id: Id, name: v.string(), durationMinutes: Count, priceFrom: Rupiah }),
  ),
  startsAt: Timestamp,
  endsAt: Timestamp,
  totalPrice: Rupiah,
  /** How many times this booking's line has been rescheduled (its predecessors' count). */
  rescheduleCount: Count,
  /**
   * Null when it can be rescheduled now; otherwise why not, in Indonesian ('Jadwal tidak bisa
   * diubah kurang dari 24 jam sebelum perawatan.').
   */
  rescheduleRefusal: v.nullable(v.string()),
  /** Null when the member can cancel it now; otherwise why not, in Indonesian. */
  cancelRefusal: v.nullable(v.string()),
  cancelledAt: v.nullable(Timestamp),
  cancelReason: v.nullable(v.string()),
  /**
   * The first booking number of its line (itself unless it is a reschedule's successor): the
   * calendar event's UID, one event for the booking however often it moves.
   */
  lineNumber: BookingNumber,
  predecessorNumber: v.nullable(BookingNumber),
  successorNumber: v.nullable(BookingNumber),
  createdAt: Timestamp,
})
export type Booking = v.InferOutput<typeof Booking>

/** `GET /v2/member/offline-clinic-booking`: upcoming (soonest first) and past (latest first). */
export const BookingList = v.object({ upcoming: v.array(Booking), past: v.array(Booking) })
export type BookingList = v.InferOutput<typeof BookingList>
