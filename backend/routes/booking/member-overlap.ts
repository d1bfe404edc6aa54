/**
 * One member, one place at a time: a member cannot hold two confirmed bookings whose times
 * overlap, whichever doctors or branches they are with. The guarantee is the exclusion constraint
 * `clinic_bookings_member_no_overlap` (migration 0016, schema/booking.ts); the check here reads
 * the other booking first only so the answer can say which one it is. Two requests at once may
 * both pass the check; the constraint then refuses the second insert (SQLSTATE 23P01), answered
 * with the same 409 without the other booking's details.
 *
 * The 409 names `ownBooking` in `errors[0].path`, which tells it from a slot taken by someone
 * else (`startsAt`): reloading the schedule does not help here, another time does.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { ClinicTimeZone } from '../../../contract/clinic/schemas'
import type { Transaction } from '../../db/client'
import { clinicBookings } from '../../db/schema/booking'
import { offlineClinics } from '../../db/schema/clinic'
import { ApiProblem } from '../../http/problem'
import { BOOKING_MESSAGES } from './config'

export const MEMBER_OVERLAP_CONSTRAINT = 'clinic_bookings_member_no_overlap'
export const OWN_BOOKING_FIELD = 'ownBooking'

const ZONE_LABELS: Record<ClinicTimeZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
}

export interface OverlappingBooking {
  startsAt: Date
  endsAt: Date
  clinicName: string
  timeZone: ClinicTimeZone
}

/** 'Rabu, 2 Desember 2026, 10.00–10.30 WITA di Diri Klinik Renon', in the branch's own zone. */
export function describeBookingTime(booking: OverlappingBooking): string {
  const timeZone = booking.timeZone
  const day = new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(booking.startsAt)
  const clock = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
  const at = (instant: Date) => clock.format(instant).replace(':', '.')
  return `${day}, ${at(booking.startsAt)}–${at(booking.endsAt)} ${ZONE_LABELS[timeZone]} di ${booking.clinicName}`
}

/** The 409 of a time the member already holds; `other` names it when it is known. */
export function ownBookingOverlaps(other?: OverlappingBooking) {
  const message = other
    ? `Kamu sudah punya booking lain di jam itu: ${describeBookingTime(other)}. Pilih jam lain.`
    : BOOKING_MESSAGES.ownBookingOverlaps
  return new ApiProblem(409, message, [{ path: OWN_BOOKING_FIELD, message }])
}

/**
 * 409 when the member holds another confirmed booking overlapping [startsAt, endsAt), the booking
 * being rescheduled (`replacing`) not counted.
 */
export async function requireMemberFree(
  tx: Transaction,
  memberId: string,
  time: { startsAt: Date; endsAt: Date },
  replacing: string | null,
) {
  const [other] = await tx
    .select({
      startsAt: clinicBookings.startsAt,
      endsAt: clinicBookings.endsAt,
      clinicName: offlineClinics.name,
      timeZone: offlineClinics.timeZone,
    })
    .from(clinicBookings)
    .innerJoin(offlineClinics, eq(offlineClinics.id, clinicBookings.clinicId))
    .where(
      and(
        eq(clinicBookings.memberId, memberId),
        eq(clinicBookings.status, 'confirmed'),
        // The constraint's own test: half-open ranges, so back-to-back bookings do not overlap.
        sql`${clinicBookings.during} && tstzrange(${time.startsAt.toISOString()}::timestamptz, ${time.endsAt.toISOString()}::timestamptz, '[)')`,
        ...(replacing ? [ne(clinicBookings.id, replacing)] : []),
      ),
    )
    .orderBy(clinicBookings.startsAt)
    .limit(1)
  if (other) throw ownBookingOverlaps(other)
}
