/**
 * The slots of one branch on one day, computed from plain data (the branch, its doctors' shifts,
 * the confirmed bookings), so the rules are tested without a database and the schedule, the day
 * list and the booking's own check are one computation:
 *
 * - a slot starts on the config's grid counted from the shift's start ('09:00', '09:15', …) and
 *   lasts the treatments' total duration;
 * - it lies inside the shift and inside the branch's opening hours of that weekday;
 * - no branch opens on a national holiday;
 * - it starts no earlier than now plus the lead time, on a day no later than the branch's today
 *   plus the booking horizon;
 * - the doctor has no confirmed booking overlapping it (half-open: back to back is fine).
 *
 * With any doctor, each start time names the first free doctor by name.
 */
import type { ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'
import { BOOKING_CONFIG } from './config'
import { addDays, isoWeekday, minutesOf, zonedDateOf, zonedToInstant } from './zoned-time'

const MINUTE = 60_000

export interface BranchHours {
  timeZone: ClinicTimeZone
  openingHours: OpeningHours[]
}

export interface Doctor {
  id: string
  name: string
  title: string
}

export interface DoctorShift {
  doctor: Doctor
  /** ISO weekday in the branch's zone. */
  day: number
  starts: string
  ends: string
}

export interface BusyTime {
  doctorId: string
  startsAt: Date
  endsAt: Date
}

export interface SlotQuery {
  branch: BranchHours
  shifts: readonly DoctorShift[]
  /** Confirmed bookings of these doctors (without the one being rescheduled). */
  busy: readonly BusyTime[]
  /** Null: any doctor. */
  doctorId: string | null
  durationMinutes: number
  now: Date
}

export interface ComputedSlot {
  startsAt: Date
  endsAt: Date
  doctor: Doctor
}

export type DayVerdict =
  | { open: false; reason: string }
  | { open: true; candidates: ComputedSlot[] }

/** The branch's first and last bookable day, in its zone. */
export function bookingWindow(zone: ClinicTimeZone, now: Date) {
  const today = zonedDateOf(now, zone)
  return { first: today, last: addDays(today, BOOKING_CONFIG.bookAheadDays) }
}

export function holidayOn(date: string) {
  return BOOKING_CONFIG.holidays.find((holiday) => holiday.date === date)
}

const byName = (a: Doctor, b: Doctor) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/**
 * Every slot the rules allow on `date` for each doctor, before bookings are taken into account:
 * what a requested slot must be one of. Sorted by start, then by doctor name.
 */
export function candidateSlots(query: SlotQuery, date: string): DayVerdict {
  const { branch, now } = query
  const window = bookingWindow(branch.timeZone, now)
  if (date < window.first || date > window.last) {
    return { open: false, reason: 'Di luar rentang tanggal booking' }
  }
  const holiday = holidayOn(date)
  if (holiday) return { open: false, reason: `Libur nasional: ${holiday.name}` }
  const weekday = isoWeekday(date)
  const hours = branch.openingHours.find((opening) => opening.day === weekday)
  if (!hours) return { open: false, reason: 'Cabang tutup' }

  const opens = minutesOf(hours.opens)
  const closes = minutesOf(hours.closes)
  const earliest = now.getTime() + BOOKING_CONFIG.leadTimeMinutes * MINUTE
  const step = BOOKING_CONFIG.slotIntervalMinutes
  const length = query.durationMinutes
  const seen = new Set<string>()
  const candidates: ComputedSlot[] = []
  for (const shift of query.shifts) {
    if (shift.day !== weekday) continue
    if (query.doctorId !== null && shift.doctor.id !== query.doctorId) continue
    const shiftStart = minutesOf(shift.starts)
    const lastEnd = Math.min(minutesOf(shift.ends), closes)
    for (let start = shiftStart; start + length <= lastEnd; start += step) {
      if (start < opens) continue
      const startsAt = zonedToInstant(date, start, branch.timeZone)
      if (startsAt.getTime() < earliest) continue
      // Two shifts of one doctor that overlap would offer a start twice.
      const key = `${shift.doctor.id} ${start}`
      if (seen.has(key)) continue
      seen.add(key)
      candidates.push({
        startsAt,
        endsAt: new Date(startsAt.getTime() + length * MINUTE),
        doctor: shift.doctor,
      })
    }
  }
  if (candidates.length === 0) {
    const anyShift = query.shifts.some(
      (shift) =>
        shift.day === weekday && (query.doctorId === null || shift.doctor.id === query.doctorId),
    )
    return { open: false, reason: anyShift ? 'Penuh' : 'Tidak ada jadwal dokter' }
  }
  candidates.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || byName(a.doctor, b.doctor),
  )
  return { open: true, candidates }
}

export function isBusy(slot: ComputedSlot, busy: readonly BusyTime[]): boolean {
  return busy.some(
    (booked) =>
      booked.doctorId === slot.doctor.id &&
      booked.startsAt.getTime() < slot.endsAt.getTime() &&
      slot.startsAt.getTime() < booked.endsAt.getTime(),
  )
}

/** The day's free slots: with any doctor, one per start time, the first free doctor by name. */
export function freeSlots(query: SlotQuery, date: string): ComputedSlot[] {
  const verdict = candidateSlots(query, date)
  if (!verdict.open) return []
  const slots: ComputedSlot[] = []
  const startsTaken = new Set<number>()
  for (const slot of verdict.candidates) {
    if (startsTaken.has(slot.startsAt.getTime()) || isBusy(slot, query.busy)) continue
    startsTaken.add(slot.startsAt.getTime())
    slots.push(slot)
  }
  return slots
}

/** The day as the date list shows it. */
export function dayAvailability(query: SlotQuery, date: string) {
  const verdict = candidateSlots(query, date)
  if (!verdict.open) return { date, available: false, reason: verdict.reason }
  const free = verdict.candidates.some((slot) => !isBusy(slot, query.busy))
  return { date, available: free, reason: free ? null : 'Penuh' }
}

export type SlotCheck = 'free' | 'taken' | 'not-a-slot'

/**
 * Whether a requested slot (its start and doctor) is one the schedule offers: 'taken' when the
 * rules allow it but a confirmed booking holds the doctor then (a race lost: 409), 'not-a-slot'
 * when no rule allows it (422).
 */
export function checkSlot(
  query: SlotQuery,
  date: string,
  startsAt: Date,
  doctorId: string,
): SlotCheck {
  const verdict = candidateSlots(query, date)
  if (!verdict.open) return 'not-a-slot'
  const slot = verdict.candidates.find(
    (candidate) =>
      candidate.doctor.id === doctorId && candidate.startsAt.getTime() === startsAt.getTime(),
  )
  if (!slot) return 'not-a-slot'
  return isBusy(slot, query.busy) ? 'taken' : 'free'
}
