/** Bookings as the contract's `Booking`: the row with its branch, doctor and neighbours' numbers. */
import { and, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Booking } from '../../../contract/booking/schemas'
import type { Database, Transaction } from '../../db/client'
import { clinicBookings } from '../../db/schema/booking'
import { clinicTeamMembers, offlineClinics } from '../../db/schema/clinic'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from './config'

const HOUR = 60 * 60 * 1000
const predecessor = alias(clinicBookings, 'predecessor')
const successor = alias(clinicBookings, 'successor')

type BookingRow = typeof clinicBookings.$inferSelect

/** Why the booking cannot be rescheduled now, or null when it can: the same checks as the call. */
export function rescheduleRefusal(
  booking: Pick<BookingRow, 'status' | 'startsAt' | 'rescheduleCount'>,
  now: Date,
): string | null {
  if (booking.status === 'rescheduled') return BOOKING_MESSAGES.alreadyRescheduled
  if (booking.status === 'cancelled') return BOOKING_MESSAGES.cancelled
  if (booking.startsAt.getTime() - now.getTime() < BOOKING_CONFIG.rescheduleCutoffHours * HOUR)
    return BOOKING_MESSAGES.insideCutoff
  if (booking.rescheduleCount >= BOOKING_CONFIG.maxReschedules) return BOOKING_MESSAGES.overLimit
  return null
}

/** Why the member cannot cancel the booking now, or null when they can: the call's own checks. */
export function cancelRefusal(
  booking: Pick<BookingRow, 'status' | 'startsAt'>,
  now: Date,
): string | null {
  if (booking.status === 'rescheduled') return BOOKING_MESSAGES.alreadyRescheduled
  if (booking.status === 'cancelled') return BOOKING_MESSAGES.cancelled
  if (booking.startsAt.getTime() - now.getTime() < BOOKING_CONFIG.cancelCutoffHours * HOUR)
    return BOOKING_MESSAGES.insideCancelCutoff
  return null
}

/** The member's bookings matching `where`. */
export async function loadBookings(
  db: Database | Transaction,
  memberId: string,
  now: Date,
  where?: SQL,
): Promise<Booking[]> {
  const rows = await db
    .select({
      booking: clinicBookings,
      clinic: {
        id: offlineClinics.id,
        name: offlineClinics.name,
        street: offlineClinics.street,
        district: offlineClinics.district,
        city: offlineClinics.city,
        phone: offlineClinics.phone,
        timeZone: offlineClinics.timeZone,
      },
      doctor: {
        id: clinicTeamMembers.id,
        name: clinicTeamMembers.name,
        title: clinicTeamMembers.title,
      },
      predecessorNumber: predecessor.number,
      successorNumber: successor.number,
    })
    .from(clinicBookings)
    .innerJoin(offlineClinics, eq(offlineClinics.id, clinicBookings.clinicId))
    .innerJoin(clinicTeamMembers, eq(clinicTeamMembers.id, clinicBookings.doctorId))
    .leftJoin(predecessor, eq(predecessor.id, clinicBookings.predecessorId))
    .leftJoin(successor, eq(successor.predecessorId, clinicBookings.id))
    .where(and(eq(clinicBookings.memberId, memberId), where))
  return rows.map(({ booking, clinic, doctor, predecessorNumber, successorNumber }) => ({
    bookingNumber: booking.number,
    status: booking.status,
    clinic: {
      id: clinic.id,
      name: clinic.name,
      address: `${clinic.street}, ${clinic.district}, ${clinic.city}`,
      phone: clinic.phone,
      timeZone: clinic.timeZone,
    },
    doctor,
    treatments: booking.treatments,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    totalPrice: booking.totalPrice,
    rescheduleCount: booking.rescheduleCount,
    rescheduleRefusal: rescheduleRefusal(booking, now),
    cancelRefusal: cancelRefusal(booking, now),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelReason: booking.cancelReason,
    lineNumber: booking.lineNumber,
    predecessorNumber,
    successorNumber,
    createdAt: booking.createdAt.toISOString(),
  }))
}

export async function loadBooking(
  db: Database | Transaction,
  memberId: string,
  number: string,
  now: Date,
): Promise<Booking | undefined> {
  const [booking] = await loadBookings(db, memberId, now, eq(clinicBookings.number, number))
  return booking
}
