/**
 * What the booking page reads of the machine: pure functions of its snapshot, for
 * `useSelector(actor, selectStep)`. Derived here rather than kept in the context, so that they
 * cannot drift out of step with the state they describe. Each returns a primitive or a value the
 * context holds as it is (unchanged until the machine assigns it again), or is read with
 * `shallowEqual`, so that the page re-renders only when what it shows changes.
 *
 * Days and times are the branch's own (WIB, WITA, WIT), never the browser's: a slot's instants
 * arrive in UTC and are written in the zone the availability calls name.
 */

import type { Booking, Slot } from '../../../contract/booking/schemas'
import type { ClinicTimeZone, OfflineClinic } from '../../../contract/clinic/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import {
  formatCalendarDay,
  formatClockAt,
  formatInstantDay,
  formatSlotTime,
} from '../../lib/booking/booking-clock'
// A constant of Indonesia's zones, shared with the clinic pages (the machine itself imports none).
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import type { BookingSnapshot } from './booking.machine'
import { ANY_DOCTOR, BOOKING_STEPS, type BookingContext, type BookingMode } from './booking.model'

export type BookingPhase =
  | 'loading'
  | 'branch'
  | 'doctor'
  | 'treatments'
  | 'date'
  | 'slot'
  | 'review'
  | 'confirming'
  | 'conflict'
  | 'cancelling'
  | 'booked'
  | 'cancelled'
  | 'signInAgain'
  | 'failed'
  | 'unavailable'

/** The top-level state: the step the page shows. */
export function selectPhase(snapshot: BookingSnapshot): BookingPhase {
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as BookingPhase
}

/**
 * The step as the address names it (`?langkah=`): confirming is still review's, a conflict the
 * slot's; the booking made is its own address; null between steps (the first load, an end).
 */

export interface BookingStepView {
  step: BookingPhase
  /** 'Langkah {number} dari {total}'; null where the page shows no step count. */
  number: number | null
  total: number
}

/**
 * Where the member is ('Langkah 4 dari 6'); confirming is still review's, conflict the slot's,
 * and a cancel on its way the step it was pressed on.
 */
export function selectStep(snapshot: BookingSnapshot): BookingStepView {
  const step = selectPhase(snapshot)
  const counted =
    step === 'confirming'
      ? 'review'
      : step === 'conflict'
        ? 'slot'
        : step === 'cancelling'
          ? (snapshot.context.cancelFrom ?? step)
          : step
  const index = (BOOKING_STEPS as readonly string[]).indexOf(counted)
  return { step, number: index < 0 ? null : index + 1, total: BOOKING_STEPS.length }
}

/**
 * The step the page shows: a cancel on its way stays on the step it was pressed on (its dialog
 * open, saying it is on its way), confirming on review.
 */
export function selectView(snapshot: BookingSnapshot): BookingPhase {
  const phase = selectPhase(snapshot)
  if (phase === 'confirming') return 'review'
  if (phase === 'cancelling') return snapshot.context.cancelFrom ?? phase
  return phase
}

/** 'Batalkan booking ini' is offered: a reschedule, choosing its day or time, still cancellable. */
export function selectCanCancel(snapshot: BookingSnapshot): boolean {
  return snapshot.can({ type: 'CANCEL_BOOKING' })
}

/** The cancel is on its way (its key made, or the API asked). */
export function selectIsCancelling(snapshot: BookingSnapshot): boolean {
  return selectPhase(snapshot) === 'cancelling'
}

/** The booking cancelled instead of moved. */
export function selectCancelled(snapshot: BookingSnapshot): Booking | null {
  return snapshot.context.cancelled
}

/** 'Kembali' is offered (a reschedule starts at the date and has nothing before it). */
export function selectCanGoBack(snapshot: BookingSnapshot): boolean {
  return snapshot.can({ type: 'BACK' })
}

/** The shape of the page's `StepStatus`: a step loading its data, showing it, or failed. */
export function selectStepStatus(snapshot: BookingSnapshot): 'loading' | 'ready' | 'failed' {
  const value = snapshot.value
  if (typeof value === 'string') return 'ready'
  const sub = Object.values(value)[0]
  if (sub === 'failed') return 'failed'
  if (sub === 'loading' || selectPhase(snapshot) === 'loading') return 'loading'
  return 'ready'
}

/** A choice of the current step on its way to the booking cart. */
export function selectIsSaving(snapshot: BookingSnapshot): boolean {
  return snapshot.matches({ [selectPhase(snapshot)]: 'saving' } as never)
}

/** A new booking, a rebook, or a reschedule, with what the address asked for. */
export function selectMode(snapshot: BookingSnapshot): BookingMode {
  return snapshot.context.mode
}

/** The Indonesian sentence to show: a refusal, a conflict, a load failure. */
export function selectMessage(snapshot: BookingSnapshot): string | null {
  return snapshot.context.message
}

/** The branch step's list. */
export function selectClinics(snapshot: BookingSnapshot): OfflineClinic[] | null {
  return snapshot.context.clinics
}

/** The branch in the member's booking cart. */
export function selectChosenClinicId(snapshot: BookingSnapshot): string | null {
  return snapshot.context.cart?.clinic?.id ?? null
}

/**
 * The cart's branch as the machine loaded it (with its address), or null when the flow resumed
 * past the doctor step and never loaded it.
 */
export function selectLoadedBranch(
  snapshot: BookingSnapshot,
): NonNullable<BookingContext['clinic']>['clinic'] | null {
  const { clinic } = snapshot.context
  return clinic && clinic.clinic.id === selectChosenClinicId(snapshot) ? clinic.clinic : null
}

const NONE: never[] = []

/** What the doctor step shows: the branch and its doctors (read with `shallowEqual`). */
export function selectDoctorChoices(snapshot: BookingSnapshot) {
  const { clinic, cart } = snapshot.context
  return {
    clinicName: clinic?.clinic.name ?? cart?.clinic?.name ?? null,
    timeZone: clinic?.clinic.timeZone ?? null,
    doctors: clinic?.doctors ?? NONE,
  }
}

/** The treatments step's list: the branch's. */
export function selectTreatments(snapshot: BookingSnapshot) {
  return snapshot.context.clinic?.treatments ?? NONE
}

/** The date step's days. */
export function selectDates(snapshot: BookingSnapshot): BookingContext['dates'] {
  return snapshot.context.dates
}

/** The day chosen. */
export function selectChosenDate(snapshot: BookingSnapshot): string | null {
  return snapshot.context.date
}

/** The slot step's times. */
export function selectSchedule(snapshot: BookingSnapshot): BookingContext['schedule'] {
  return snapshot.context.schedule
}

/** The time chosen. */
export function selectChosenSlot(snapshot: BookingSnapshot): Slot | null {
  return snapshot.context.slot
}

/** The booking being rescheduled (its branch, doctor and treatments stay). */
export function selectCurrentBooking(snapshot: BookingSnapshot): Booking | null {
  return snapshot.context.booking
}

/** The booking made (or moved), once confirmed. */
export function selectBooked(snapshot: BookingSnapshot): Booking | null {
  return snapshot.context.booked
}

/** Something the member asked for is on its way (a load, a choice saved, the booking sent). */
export function selectIsBusy(snapshot: BookingSnapshot): boolean {
  return snapshot.hasTag('busy')
}

/** 'Coba lagi' presses left before the flow says 'Coba lagi nanti'. */
export function selectRetriesLeft(snapshot: BookingSnapshot): number {
  return snapshot.can({ type: 'RETRY' }) ? MAX_LOAD_ATTEMPTS - snapshot.context.retries : 0
}

/** The chosen treatments' ids (the treatments step's checkboxes). */
export function selectChosenTreatmentIds(snapshot: BookingSnapshot): string[] {
  return snapshot.context.cart?.treatments.map((treatment) => treatment.id) ?? []
}

/** The doctor choice as `CHOOSE_DOCTOR` takes it: 'any', an id, or null before choosing. */
export function selectChosenDoctorId(snapshot: BookingSnapshot): string | null {
  const doctor = snapshot.context.cart?.doctor
  if (!doctor) return null
  return doctor.kind === 'any' ? ANY_DOCTOR : doctor.doctor.id
}

/** The zone the days and times are written in: the branch's. */
export function selectTimeZone(snapshot: BookingSnapshot): ClinicTimeZone | null {
  const { schedule, dates, booking, clinic } = snapshot.context
  return (
    schedule?.timeZone ??
    dates?.timeZone ??
    booking?.clinic.timeZone ??
    clinic?.clinic.timeZone ??
    null
  )
}

export interface BookingSummary {
  branch: string
  /** The doctor chosen, or with any doctor the one the slot has ('dr. Sari (dokter yang tersedia)'). */
  doctor: string
  treatments: Array<{ id: string; name: string; durationMinutes: number; price: string }>
  totalDurationMinutes: number
  /** 'Rp350.000' (prices from: the clinic confirms the final price). */
  totalPrice: string
  /** 'Rabu, 2 Desember 2026'. */
  date: string | null
  /** '09.00–10.30 WIB'. */
  time: string | null
  zone: 'WIB' | 'WITA' | 'WIT' | null
  /** With a reschedule: the booking's current day and time, 'Selasa, 1 Desember 2026 · 10.00 WIB'. */
  previously: string | null
}

/** What review shows: the branch, the doctor, the treatments, the day and the time. */
export function selectSummary(snapshot: BookingSnapshot): BookingSummary | null {
  const { cart, booking, slot, date } = snapshot.context
  const timeZone = selectTimeZone(snapshot)
  const zone = timeZone ? TIME_ZONE_LABELS[timeZone] : null
  const time = slot && timeZone ? formatSlotTime(slot, timeZone) : null
  const day = date ? formatCalendarDay(date) : null

  if (booking) {
    const bookingZone = booking.clinic.timeZone
    return {
      branch: booking.clinic.name,
      doctor: booking.doctor.name,
      treatments: booking.treatments.map((treatment) => ({
        id: treatment.id,
        name: treatment.name,
        durationMinutes: treatment.durationMinutes,
        price: formatRupiah(treatment.priceFrom),
      })),
      totalDurationMinutes: booking.treatments.reduce((sum, t) => sum + t.durationMinutes, 0),
      totalPrice: formatRupiah(booking.totalPrice),
      date: day,
      time,
      zone,
      previously: `${formatInstantDay(booking.startsAt, bookingZone)} · ${formatClockAt(booking.startsAt, bookingZone)} ${TIME_ZONE_LABELS[bookingZone]}`,
    }
  }
  if (!cart?.clinic) return null
  const doctor =
    cart.doctor?.kind === 'doctor'
      ? cart.doctor.doctor.name
      : slot
        ? `${slot.doctor.name} (dokter yang tersedia)`
        : 'Dokter yang tersedia'
  return {
    branch: cart.clinic.name,
    doctor,
    treatments: cart.treatments.map((treatment) => ({
      id: treatment.id,
      name: treatment.name,
      durationMinutes: treatment.durationMinutes,
      price: formatRupiah(treatment.priceFrom),
    })),
    totalDurationMinutes: cart.totalDurationMinutes,
    totalPrice: formatRupiah(cart.totalPrice),
    date: day,
    time,
    zone,
    previously: null,
  }
}
