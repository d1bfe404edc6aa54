/**
 * The booking flow's model (spec §7 "Clinic booking (member)"): its steps, constants and the
 * sentences it says, the input, context and events, the contracts of the actors the app provides
 * (`booking.actors.ts`), and the pure derivations that the machine, its selectors and the actors'
 * inputs share. The flow itself is told in `booking.machine.ts`.
 */
import type {
  AvailableDates,
  AvailableDatesParams,
  AvailableSchedule,
  AvailableScheduleInput,
  BookableClinic,
  BookInput,
  Booking,
  BookingCart,
  BookingCartInput,
  BookingConfig,
  CancelBookingInput,
  Slot,
} from '../../../contract/booking/schemas'
import type { OfflineClinic } from '../../../contract/clinic/schemas'
import { BOOKING_STEPS, type BookingStep, type EditableStep, stepOfSlug } from './booking.steps'

/** The steps and their names, for the model's importers (booking.steps.ts). */
export {
  BOOKING_STEP_SLUGS,
  BOOKING_STEPS,
  type BookingStep,
  type EditableStep,
} from './booking.steps'

// ---------------------------------------------------------------------------------------------
// Constants

/**
 * Answers of "still running" to one press of Konfirmasi before the flow stops asking by itself,
 * and the wait before each new ask: four waits of 3 s outlast the API's 10 s lease
 * (backend/routes/booking/idempotent.ts), after which a key whose request died answers.
 */
export const MAX_STILL_RUNNING_TRIES = 5
export const STILL_RUNNING_WAIT_MS = 3_000
/** The contract's limit of treatments in one booking (`BookingCartInput.treatmentIds`). */
export const MAX_TREATMENTS = 5
/** The value of `CHOOSE_DOCTOR`'s `doctorId` (and the cart's `doctorId`) for any doctor. */
export const ANY_DOCTOR = 'any'

export const CONNECTION_LOST_MESSAGE =
  'Belum terkirim. Periksa koneksimu lalu tekan Konfirmasi lagi.'
export const CONFLICT_MESSAGE = 'Jam yang kamu pilih baru saja diambil orang lain. Pilih jam lain.'
export const STILL_RUNNING_MESSAGE =
  'Booking-mu masih diproses lebih lama dari biasanya. Cek daftar booking-mu dulu; bila belum ada, tekan Konfirmasi lagi: booking-mu tidak akan tercatat dua kali.'
export const NOT_SAVED_MESSAGE = 'Pilihanmu belum tersimpan. Periksa koneksimu lalu coba lagi.'
export const LOAD_FAILED_MESSAGE = 'Data belum termuat. Periksa koneksimu lalu tekan Coba lagi.'
export const TRY_LATER_MESSAGE = 'Booking belum bisa dibuka sekarang. Coba lagi nanti.'
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking tidak ditemukan di akunmu.'
export const NOT_RESCHEDULABLE_MESSAGE = 'Booking ini tidak bisa dijadwalkan ulang.'
export const CANCEL_NOT_SENT_MESSAGE =
  'Pembatalan belum terkirim. Periksa koneksimu lalu tekan Ya, Batalkan Booking lagi: booking-mu tidak akan dibatalkan dua kali.'

// ---------------------------------------------------------------------------------------------
// Input, context and events

export type BookingMode =
  | { kind: 'new'; clinicId?: string; treatmentId?: string }
  | { kind: 'reschedule'; bookingNumber: string }
  | { kind: 'rebook'; bookingNumber: string }

export interface BookingInput {
  mode: BookingMode
  /** The page's day, 'YYYY-MM-DD': dates are asked from it, a saved day before it is stale. */
  today: string
}

export interface BookingContext {
  mode: BookingMode
  today: string
  config: BookingConfig | null
  /** The member's choices on the server (new and rebook). */
  cart: BookingCart | null
  /** The booking being rescheduled (its branch, doctor and treatments stay). */
  booking: Booking | null
  /** The branch step's list. */
  clinics: OfflineClinic[] | null
  /** The cart's branch with its doctors and treatments (doctor and treatment steps). */
  clinic: BookableClinic | null
  dates: AvailableDates | null
  /** The day chosen: the cart's (new, rebook), or the one a reschedule moves to. */
  date: string | null
  schedule: AvailableSchedule | null
  slot: Slot | null
  /** The key of the next (or the unanswered) attempt; made on entering review. */
  idempotencyKey: string | null
  booked: Booking | null
  /** The Indonesian sentence to show: a refusal, a conflict, a load failure. */
  message: string | null
  /** What `conflict` says: someone took the slot, or the member holds that time already. */
  conflictMessage: string | null
  /**
   * 'Batalkan booking ini' in a reschedule: the step it was pressed on, where a refusal or a lost
   * answer goes back to (null when no cancel is on its way).
   */
  cancelFrom: CancelStep | null
  /**
   * The key of an unanswered cancel, kept for the next press with the same reason (another
   * reason is another request, with its own key); null once an answer came.
   */
  cancelKey: string | null
  /** The reason the unanswered cancel was sent with. */
  cancelReason: string | null
  /** The booking cancelled, once the API said so. */
  cancelled: Booking | null
  /** Failed loads of the current step in a row. */
  retries: number
  /** "Still running" answers to the current press of Konfirmasi. */
  stillRunningTries: number
}

export type BookingEvent =
  | { type: 'CHOOSE_BRANCH'; clinicId: string }
  /** `'any'` or a doctor's id. */
  | { type: 'CHOOSE_DOCTOR'; doctorId: string }
  | { type: 'TOGGLE_TREATMENT'; treatmentId: string }
  /** Treatments → date. */
  | { type: 'CONTINUE' }
  | { type: 'CHOOSE_DATE'; date: string }
  | { type: 'CHOOSE_SLOT'; slot: Slot }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'EDIT'; step: EditableStep }
  | { type: 'RETRY' }
  /**
   * Back or Forward in the browser went to this step: taken if the member reached it (its
   * choices before it are made), ignored otherwise (the page then puts the address back).
   */
  | { type: 'STEP.VISIT'; step: BookingStep }
  /**
   * 'Batalkan saja' instead of moving the booking (a reschedule, while the day or the time is
   * chosen), with the member's reason if they gave one.
   */
  | { type: 'CANCEL_BOOKING'; reason?: string }

/** The steps of a reschedule where the member may cancel instead. */
export type CancelStep = 'date' | 'slot'

// ---------------------------------------------------------------------------------------------
// The actors' contracts (implemented by the app in `booking.actors.ts`)

export type LoadConfigOutput = BookingConfig
export type LoadCartOutput = BookingCart
export type SaveCartInput = BookingCartInput
/** A choice the API refuses (422: a treatment not offered there, 5 at most) comes back so. */
export type SaveCartOutput = { ok: true; cart: BookingCart } | { ok: false; message: string }
export type LoadBookingInput = { bookingNumber: string }
/** Null when the member has no booking by that number. */
export type LoadBookingOutput = Booking | null
export type RebookInput = { bookingNumber: string }
export type RebookOutput = { ok: true; cart: BookingCart } | { ok: false; message: string }
export type LoadClinicsInput = { treatmentId?: string }
/** Throws when the list could not be loaded (the spec's call swallows it into null). */
export type LoadClinicsOutput = OfflineClinic[]
export type LoadClinicInput = { clinicId: string }
export type LoadClinicOutput = BookableClinic
export type LoadDatesInput = AvailableDatesParams
export type LoadDatesOutput = AvailableDates
export type LoadScheduleInput = AvailableScheduleInput
export type LoadScheduleOutput = AvailableSchedule
export type NewIdempotencyKeyOutput = string
export type BookActorInput = { idempotencyKey: string; body: BookInput }
export type RescheduleActorInput = BookActorInput & { bookingNumber: string }
/** 409 (a race lost) is a conflict, 422 (a rule) a refusal, each with the API's message. */
export type ConfirmOutput =
  | { kind: 'booked'; booking: Booking }
  | { kind: 'conflict'; message: string }
  /** The member holds another booking at that time (the API's message names it): another time. */
  | { kind: 'ownBooking'; message: string }
  | { kind: 'refused'; message: string }
  /** The first request with this key is still running: the key stays, to be sent again. */
  | { kind: 'stillRunning'; message: string }
  /** The booking being rescheduled was moved meanwhile (another tab): nothing left to move. */
  | { kind: 'moved'; message: string }
export type CancelActorInput = {
  bookingNumber: string
  idempotencyKey: string
  body: CancelBookingInput
}
/**
 * The booking cancelled (or found cancelled already), or the API's answer to say: a refusal
 * (422 inside the cut-off), the first request with the key still running (409, the key kept), or
 * the booking moved meanwhile by another tab (409): nothing left to cancel here.
 */
export type CancelOutput =
  | { kind: 'cancelled'; booking: Booking }
  | { kind: 'refused'; message: string }
  | { kind: 'stillRunning'; message: string }
  | { kind: 'moved'; message: string }

// ---------------------------------------------------------------------------------------------
// Pure derivations (the selectors and the actors' inputs share them)

export const reschedules = (context: Pick<BookingContext, 'mode'>) =>
  context.mode.kind === 'reschedule'

/** The booking a reschedule moves, for the availability calls. */
export function rescheduledNumber(context: BookingContext): { rescheduledBookingNumber?: string } {
  return context.mode.kind === 'reschedule'
    ? { rescheduledBookingNumber: context.mode.bookingNumber }
    : {}
}

/** The treatment a Booking button came with, which narrows the branch list. */
export function linkedTreatmentOf(context: Pick<BookingContext, 'mode'>): string | undefined {
  return context.mode.kind === 'new' ? context.mode.treatmentId : undefined
}

/**
 * What a Booking button's branch and treatment change in the cart, or null when it holds them
 * already. Another branch starts the cart over there (with the treatment); the cart's own branch
 * gains the treatment.
 */
export function preselectionOf(context: BookingContext): SaveCartInput | null {
  const { mode, cart } = context
  if (mode.kind !== 'new' || !cart) return null
  const { clinicId, treatmentId } = mode
  if (clinicId && cart.clinic?.id !== clinicId) {
    return { clinicId, ...(treatmentId ? { treatmentIds: [treatmentId] } : {}) }
  }
  // Without a branch there is nothing to add the treatment to: the branch list is narrowed to it.
  if (!treatmentId || !cart.clinic) return null
  const ids = cart.treatments.map((treatment) => treatment.id)
  return ids.includes(treatmentId) ? null : { treatmentIds: [...ids, treatmentId] }
}

/** The first choice still missing: where a load resumes. */
export function resumeStepOf(
  context: BookingContext,
): 'branch' | 'doctor' | 'treatments' | 'date' | 'slot' {
  if (reschedules(context)) return 'date'
  const { cart } = context
  if (!cart?.clinic) return 'branch'
  if (!cart.doctor) return 'doctor'
  if (cart.treatments.length === 0) return 'treatments'
  // A day saved on an earlier visit that has passed is chosen again.
  if (!cart.date || cart.date < context.today) return 'date'
  return 'slot'
}

/** The visit Back or Forward asks for when the address names `slug`; null for no step. */
export function stepVisitOf(slug: string): BookingEvent | null {
  const step = stepOfSlug(slug)
  return step ? { type: 'STEP.VISIT', step } : null
}

/**
 * Whether the member may be on `step`: every choice before it is made (review: a slot chosen
 * in this visit); a reschedule keeps its branch, doctor and treatments, so only its day and time.
 */
export function reachable(context: BookingContext, step: BookingStep): boolean {
  if (reschedules(context)) {
    if (step === 'date') return true
    if (step === 'slot') return context.date !== null
    return step === 'review' && context.date !== null && context.slot !== null
  }
  const missing = BOOKING_STEPS.indexOf(resumeStepOf(context))
  if (step === 'review') return missing === BOOKING_STEPS.indexOf('slot') && context.slot !== null
  return BOOKING_STEPS.indexOf(step) <= missing
}

/** What the CHOOSE_BRANCH saves: a new branch keeps the Booking button's treatment with it. */
export function branchUpdate(context: BookingContext, clinicId: string): SaveCartInput {
  if (context.cart?.clinic?.id === clinicId) return { clinicId }
  const treatmentId = linkedTreatmentOf(context)
  return { clinicId, ...(treatmentId ? { treatmentIds: [treatmentId] } : {}) }
}

export function toggledTreatments(context: BookingContext, treatmentId: string): string[] {
  const ids = context.cart?.treatments.map((treatment) => treatment.id) ?? []
  return ids.includes(treatmentId) ? ids.filter((id) => id !== treatmentId) : [...ids, treatmentId]
}

export function sameSlot(a: Slot | null, b: Slot) {
  return (
    a !== null && a.startsAt === b.startsAt && a.endsAt === b.endsAt && a.doctor.id === b.doctor.id
  )
}

/** What Konfirmasi sends: the slot (the rest is the cart's, or the rescheduled booking's). */
export function confirmBody(context: BookingContext): BookInput {
  if (!context.slot) throw new Error('A booking was confirmed without a slot')
  return { startsAt: context.slot.startsAt, doctorId: context.slot.doctor.id }
}

/** The choice carried by the event that entered a saving state. */
export function saveInputOf(context: BookingContext, event: BookingEvent): SaveCartInput {
  switch (event.type) {
    case 'CHOOSE_BRANCH':
      return branchUpdate(context, event.clinicId)
    case 'CHOOSE_DOCTOR':
      return { doctorId: event.doctorId }
    case 'TOGGLE_TREATMENT':
      return { treatmentIds: toggledTreatments(context, event.treatmentId) }
    case 'CHOOSE_DATE':
      return { date: event.date }
    default:
      throw new Error(`saveCart was started by ${event.type}, which carries no choice`)
  }
}

/** The reason as the API keeps it: trimmed, and none when the member wrote none. */
export function cancelReasonOf(event: { reason?: string }): string | null {
  const reason = event.reason?.trim() ?? ''
  return reason === '' ? null : reason
}

/** What 'Ya, Batalkan Booking' sends: the rescheduled booking, the attempt's key and reason. */
export function cancelInputOf(context: BookingContext): CancelActorInput {
  if (context.mode.kind !== 'reschedule') {
    throw new Error(
      `A cancel was sent in ${context.mode.kind} mode, which has no booking to cancel`,
    )
  }
  if (context.cancelKey === null) throw new Error('A cancel was sent without a key')
  return {
    bookingNumber: context.mode.bookingNumber,
    idempotencyKey: context.cancelKey,
    body: context.cancelReason === null ? {} : { reason: context.cancelReason },
  }
}
