/**
 * What a schedule is computed for, and the data it is computed from: the cart's branch, doctor
 * choice and treatments, or a booking being rescheduled (its own, whose slot then does not count
 * as taken). The routes `GET …/get-available-dates` and `POST …/get-available-schedule` are here;
 * booking and rescheduling load the same data inside their transactions.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type AvailableDates,
  AvailableDatesQuery,
  type AvailableSchedule,
  AvailableScheduleInput,
} from '../../../contract/booking/schemas'
import type { ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'
import type { Database, Transaction } from '../../db/client'
import { type BookedTreatment, clinicBookings } from '../../db/schema/booking'
import { clinicTeamMembers, clinicWorkShifts, offlineClinics } from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { ApiProblem, invalidInput, notFound } from '../../http/problem'
import { readJson, readQuery } from '../../http/validation'
import { readCartState } from './cart'
import { BOOKING_MESSAGES } from './config'
import { bookingWindow, dayAvailability, freeSlots, type SlotQuery } from './slots'
import { addDays, isRealDate, zonedToInstant } from './zoned-time'

export const BOOKING_BASE = '/v2/member/offline-clinic-booking'

export interface SubjectBranch {
  id: string
  name: string
  timeZone: ClinicTimeZone
  openingHours: OpeningHours[]
}

/** What slots are sought for. */
export interface BookingSubject {
  clinic: SubjectBranch
  /** Null: any doctor. */
  doctorId: string | null
  treatments: BookedTreatment[]
  durationMinutes: number
  /** The booking being rescheduled: its slot does not count as taken. */
  excludeBookingId: string | null
}

type Db = Database | Transaction

async function branchHours(db: Db, id: string): Promise<SubjectBranch | undefined> {
  const [branch] = await db
    .select({
      id: offlineClinics.id,
      name: offlineClinics.name,
      timeZone: offlineClinics.timeZone,
      openingHours: offlineClinics.openingHours,
    })
    .from(offlineClinics)
    .where(and(eq(offlineClinics.id, id), eq(offlineClinics.isActive, true)))
  return branch
}

/** The cart's choices; 422 while it lacks a branch or treatments. No doctor chosen: any. */
export async function subjectFromCart(db: Db, memberId: string): Promise<BookingSubject> {
  const cart = await readCartState(db, memberId)
  const clinic = cart.clinic && (await branchHours(db, cart.clinic.id))
  if (!clinic || cart.treatments.length === 0)
    throw new ApiProblem(422, BOOKING_MESSAGES.cartIncomplete)
  const treatments = cart.treatments.map(({ row }) => ({
    id: row.id,
    name: row.name,
    durationMinutes: row.durationMinutes,
    priceFrom: row.priceFrom,
  }))
  return {
    clinic,
    doctorId: cart.doctor?.kind === 'doctor' ? cart.doctor.doctor.id : null,
    treatments,
    durationMinutes: treatments.reduce((sum, treatment) => sum + treatment.durationMinutes, 0),
    excludeBookingId: null,
  }
}

export type BookingRow = typeof clinicBookings.$inferSelect

/** The member's own booking by number; anyone else's, or none, is the same 404. */
export async function ownBooking(
  db: Db,
  memberId: string,
  number: string,
  options: { lock?: boolean } = {},
): Promise<BookingRow> {
  const query = db
    .select()
    .from(clinicBookings)
    .where(and(eq(clinicBookings.number, number), eq(clinicBookings.memberId, memberId)))
  const [booking] = options.lock ? await query.for('update') : await query
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound)
  return booking
}

/** A booking's branch, doctor choice and treatments, its own slot not counted as taken. */
export async function subjectFromBooking(db: Db, booking: BookingRow): Promise<BookingSubject> {
  const clinic = await branchHours(db, booking.clinicId)
  if (!clinic) throw new ApiProblem(422, 'Cabang ini sedang tutup. Hubungi kami untuk bantuan.')
  return {
    clinic,
    doctorId: booking.doctorChoice === 'doctor' ? booking.doctorId : null,
    treatments: booking.treatments,
    durationMinutes: booking.treatments.reduce((sum, item) => sum + item.durationMinutes, 0),
    excludeBookingId: booking.id,
  }
}

/**
 * The rules' input for `subject` between two instants: the shifts at the branch of its active
 * doctors (the chosen one, or all), and their confirmed bookings then, at any branch (a doctor who
 * works at two branches is busy at both).
 */
export async function slotQueryFor(
  db: Db,
  subject: BookingSubject,
  now: Date,
  from: Date,
  to: Date,
): Promise<SlotQuery> {
  const shifts = await db
    .select({
      id: clinicTeamMembers.id,
      name: clinicTeamMembers.name,
      title: clinicTeamMembers.title,
      day: clinicWorkShifts.day,
      starts: clinicWorkShifts.starts,
      ends: clinicWorkShifts.ends,
    })
    .from(clinicWorkShifts)
    .innerJoin(clinicTeamMembers, eq(clinicTeamMembers.id, clinicWorkShifts.memberId))
    .where(
      and(
        eq(clinicWorkShifts.clinicId, subject.clinic.id),
        eq(clinicTeamMembers.isActive, true),
        eq(clinicTeamMembers.roleSlug, 'doctor'),
        subject.doctorId ? eq(clinicTeamMembers.id, subject.doctorId) : undefined,
      ),
    )
    .orderBy(asc(clinicWorkShifts.day), asc(clinicWorkShifts.starts))
  const doctorIds = [...new Set(shifts.map((shift) => shift.id))]
  const busy =
    doctorIds.length === 0
      ? []
      : await db
          .select({
            doctorId: clinicBookings.doctorId,
            startsAt: clinicBookings.startsAt,
            endsAt: clinicBookings.endsAt,
          })
          .from(clinicBookings)
          .where(
            and(
              eq(clinicBookings.status, 'confirmed'),
              inArray(clinicBookings.doctorId, doctorIds),
              // The exclusion constraint's gist index answers this overlap.
              sql`${clinicBookings.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
              subject.excludeBookingId
                ? ne(clinicBookings.id, subject.excludeBookingId)
                : undefined,
            ),
          )
  return {
    branch: subject.clinic,
    shifts: shifts.map((shift) => ({
      doctor: { id: shift.id, name: shift.name, title: shift.title },
      day: shift.day,
      starts: shift.starts,
      ends: shift.ends,
    })),
    busy,
    doctorId: subject.doctorId,
    durationMinutes: subject.durationMinutes,
    now,
  }
}

/**
 * The member's confirmed bookings between two instants that share a treatment with `subject`,
 * the booking being rescheduled left out: what the day's schedule warns about.
 */
export async function sameTreatmentBookings(
  db: Db,
  memberId: string,
  subject: BookingSubject,
  from: Date,
  to: Date,
): Promise<AvailableSchedule['sameDayBookings']> {
  const rows = await db
    .select({
      number: clinicBookings.number,
      startsAt: clinicBookings.startsAt,
      treatments: clinicBookings.treatments,
    })
    .from(clinicBookings)
    .where(
      and(
        eq(clinicBookings.memberId, memberId),
        eq(clinicBookings.status, 'confirmed'),
        sql`${clinicBookings.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        subject.excludeBookingId ? ne(clinicBookings.id, subject.excludeBookingId) : undefined,
      ),
    )
    .orderBy(asc(clinicBookings.startsAt))
  const wanted = new Set(subject.treatments.map((treatment) => treatment.id))
  return rows.flatMap((row) => {
    const shared = row.treatments.filter((treatment) => wanted.has(treatment.id))
    if (shared.length === 0) return []
    return [
      {
        bookingNumber: row.number,
        startsAt: row.startsAt.toISOString(),
        treatments: shared.map((treatment) => treatment.name),
      },
    ]
  })
}

/** The instants a branch's calendar day spans. */
export function dayBounds(date: string, zone: ClinicTimeZone) {
  return { from: zonedToInstant(date, 0, zone), to: zonedToInstant(addDays(date, 1), 0, zone) }
}

function realDate(date: string, path: string) {
  if (!isRealDate(date)) throw invalidInput([{ path, message: 'Tanggal tidak dikenal.' }])
}

async function subjectFor(db: Db, memberId: string, rescheduled: string | undefined) {
  if (rescheduled === undefined) return subjectFromCart(db, memberId)
  return subjectFromBooking(db, await ownBooking(db, memberId, rescheduled))
}

export function availabilityRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get(`${BOOKING_BASE}/get-available-dates`, member, async (c) => {
      failIfRequested(deps, c, 'booking-dates')
      const query = readQuery(c, AvailableDatesQuery)
      realDate(query.startDate, 'startDate')
      const now = clock.now()
      const subject = await subjectFor(db, c.var.member.id, query.rescheduledBookingNumber)
      const zone = subject.clinic.timeZone
      const window = bookingWindow(zone, now)
      // Days before today are over; the list starts today at the earliest.
      const first = query.startDate < window.first ? window.first : query.startDate
      const days: string[] = []
      for (let day = first; day <= window.last; day = addDays(day, 1)) days.push(day)
      const dates: AvailableDates['dates'] = []
      const [firstDay, lastDay] = [days[0], days.at(-1)]
      if (firstDay && lastDay) {
        const slotQuery = await slotQueryFor(
          db,
          subject,
          now,
          dayBounds(firstDay, zone).from,
          dayBounds(lastDay, zone).to,
        )
        for (const day of days) dates.push(dayAvailability(slotQuery, day))
      }
      return c.json({ timeZone: zone, dates } satisfies AvailableDates)
    })
    .post(`${BOOKING_BASE}/get-available-schedule`, member, async (c) => {
      failIfRequested(deps, c, 'booking-times')
      const input = await readJson(c, AvailableScheduleInput)
      realDate(input.date, 'date')
      const now = clock.now()
      const subject = await subjectFor(db, c.var.member.id, input.rescheduledBookingNumber)
      const zone = subject.clinic.timeZone
      const { from, to } = dayBounds(input.date, zone)
      const slotQuery = await slotQueryFor(db, subject, now, from, to)
      return c.json({
        date: input.date,
        timeZone: zone,
        slots: freeSlots(slotQuery, input.date).map((slot) => ({
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          doctor: slot.doctor,
        })),
        sameDayBookings: await sameTreatmentBookings(db, c.var.member.id, subject, from, to),
      } satisfies AvailableSchedule)
    })
}
