/**
 * What the booking page reads of the machine: pure functions of its snapshot, for
 * `useSelector(actor, selectStep)`. Derived here rather than kept in the context, so that they
 * cannot drift out of step with the state they describe.
 *
 * Days and times are the branch's own (WIB, WITA, WIT), never the browser's: a slot's instants
 * arrive in UTC and are written in the zone the availability calls name.
 */
import type { Slot } from '../../api/booking/schemas'
import type { ClinicTimeZone } from '../../api/clinic/schemas'
import { formatRupiah } from '../../api/indonesian-format'
// A constant of Indonesia's zones, shared with the clinic pages (the machine itself imports none).
import { TIME_ZONE_LABELS } from '../../components/clinic/clinic-days'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import type { BookingSnapshot } from './booking.machine'
import { ANY_DOCTOR, BOOKING_STEPS, MAX_TREATMENTS } from './booking.model'

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
  | 'booked'
  | 'signInAgain'
  | 'failed'
  | 'unavailable'

/** The top-level state: the step the page shows. */
export function selectPhase(snapshot: BookingSnapshot): BookingPhase {
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as BookingPhase
}

export interface BookingStepView {
  step: BookingPhase
  /** 'Langkah {number} dari {total}'; null where the page shows no step count. */
  number: number | null
  total: number
}

/** Where the member is ('Langkah 4 dari 6'); confirming is still review's, conflict the slot's. */
export function selectStep(snapshot: BookingSnapshot): BookingStepView {
  const step = selectPhase(snapshot)
  const counted = step === 'confirming' ? 'review' : step === 'conflict' ? 'slot' : step
  const index = (BOOKING_STEPS as readonly string[]).indexOf(counted)
  return { step, number: index < 0 ? null : index + 1, total: BOOKING_STEPS.length }
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

/** Whether another treatment can be added (5 at most in one booking). */
export function selectCanAddTreatment(snapshot: BookingSnapshot): boolean {
  return (snapshot.context.cart?.treatments.length ?? 0) < MAX_TREATMENTS
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

// A calendar day is written at noon UTC of that day, in UTC: the same day wherever this runs.
const dayFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const clockFormats = new Map<ClinicTimeZone, Intl.DateTimeFormat>()
const dayFormats = new Map<ClinicTimeZone, Intl.DateTimeFormat>()

function cached(
  formats: Map<ClinicTimeZone, Intl.DateTimeFormat>,
  timeZone: ClinicTimeZone,
  make: () => Intl.DateTimeFormat,
) {
  let format = formats.get(timeZone)
  if (!format) {
    format = make()
    formats.set(timeZone, format)
  }
  return format
}

/** '2026-12-02' → 'Rabu, 2 Desember 2026'. */
export function formatCalendarDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day, 12)))
}

/** '09.00': the instant on the branch's wall clock, with the dot Indonesian writes. */
export function formatClockAt(instant: string, timeZone: ClinicTimeZone): string {
  const format = cached(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('id-ID', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  )
  const parts = format.formatToParts(new Date(instant))
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00'
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00'
  return `${hour}.${minute}`
}

/** '09.00–10.30 WIB'. */
export function formatSlotTime(slot: Pick<Slot, 'startsAt' | 'endsAt'>, timeZone: ClinicTimeZone) {
  return `${formatClockAt(slot.startsAt, timeZone)}–${formatClockAt(slot.endsAt, timeZone)} ${TIME_ZONE_LABELS[timeZone]}`
}

function formatInstantDay(instant: string, timeZone: ClinicTimeZone) {
  return cached(
    dayFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('id-ID', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
  ).format(new Date(instant))
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
