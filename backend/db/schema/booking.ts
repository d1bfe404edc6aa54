/**
 * Clinic bookings (spec §7 "Clinic booking (member)"): the member's booking cart (their choices so
 * far, one row each) and the bookings themselves.
 *
 * Integrity lives here, not in the handlers alone:
 * - a doctor is never booked twice at once: `clinic_bookings_no_double_booking` is an EXCLUSION
 *   constraint `EXCLUDE USING gist (doctor_id WITH =, during WITH &&) WHERE (status =
 *   'confirmed')`, written by hand in migration 0006 (drizzle-kit cannot express one). Of two
 *   transactions inserting overlapping slots for one doctor, the second waits for the first and
 *   fails with SQLSTATE 23P01 once it commits, whatever the handlers checked before. Comparing the
 *   text `doctor_id` with `=` inside a gist index needs the `btree_gist` extension (PostgreSQL's
 *   contrib; PGlite loads its build in db/client.ts);
 * - a member is never booked twice at once either (two doctors, or two branches):
 *   `clinic_bookings_member_no_overlap`, `EXCLUDE USING gist (member_id WITH =, during WITH &&)
 *   WHERE (status = 'confirmed')`, written by hand in migration 0016. A reschedule sets its old
 *   booking 'rescheduled' before inserting the successor, so moving a booking to a time that
 *   overlaps its own old one is not refused;
 * - `during` is generated from `starts_at` and `ends_at` (half-open, so back-to-back slots do not
 *   overlap) and cannot disagree with them;
 * - a booking number is unique (`clinic_bookings_number_unique`);
 * - a cancelled booking has its `cancelled_at`, and no other has one
 *   (`clinic_bookings_cancelled_at_iff_cancelled`): the cancel's time is the event `notify` reads;
 * - a booking has at most one successor (`clinic_bookings_predecessor_unique`): two reschedules
 *   of one booking cannot both succeed, even if the row lock were forgotten.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { clinicTeamMembers, offlineClinics } from './clinic'
import { createdAt, updatedAt } from './columns'
import { members } from './members'

/** PostgreSQL's range of `timestamptz`; only ever written by the generated column below. */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
})

/** The treatments as booked: names and prices stay what the member saw, whatever changes later. */
export interface BookedTreatment {
  id: string
  name: string
  durationMinutes: number
  priceFrom: number
}

export const BOOKING_STATUSES = ['confirmed', 'rescheduled', 'cancelled'] as const
export const DOCTOR_CHOICE_KINDS = ['any', 'doctor'] as const

export const clinicBookings = pgTable(
  'clinic_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'DK-' and 10 Crockford base32 characters from crypto.randomBytes. */
    number: text('number').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => offlineClinics.id),
    /** The doctor who sees the member (with 'any doctor', the one the slot named). */
    doctorId: text('doctor_id')
      .notNull()
      .references(() => clinicTeamMembers.id),
    /** Whether the member chose this doctor or any doctor: a rebook offers the same choice. */
    doctorChoice: text('doctor_choice', { enum: DOCTOR_CHOICE_KINDS }).notNull(),
    treatments: jsonb('treatments').$type<BookedTreatment[]>().notNull(),
    totalPrice: integer('total_price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    /** How many reschedules led to this booking (its predecessor's count plus one). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    predecessorId: uuid('predecessor_id').references((): AnyPgColumn => clinicBookings.id),
    /**
     * The number of the first booking of this one's line (itself, unless it is a reschedule's
     * successor): the calendar's UID, so the line stays one event in the member's calendar.
     */
    lineNumber: text('line_number').notNull(),
    /** When the booking was cancelled (null unless it is); what `notify` reads as the event's time. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The member's reason, when they gave one (optional, at most 500 characters). */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('clinic_bookings_number_unique').on(table.number),
    unique('clinic_bookings_predecessor_unique').on(table.predecessorId),
    index('clinic_bookings_member_idx').on(table.memberId, table.startsAt),
    index('clinic_bookings_clinic_starts_idx').on(table.clinicId, table.startsAt),
    check('clinic_bookings_ends_after_start', sql`${table.startsAt} < ${table.endsAt}`),
    check('clinic_bookings_total_not_negative', sql`${table.totalPrice} >= 0`),
    check('clinic_bookings_reschedule_count_not_negative', sql`${table.rescheduleCount} >= 0`),
    // A cancelled booking always says when, and only a cancelled one does.
    check(
      'clinic_bookings_cancelled_at_iff_cancelled',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
    check(
      'clinic_bookings_cancel_reason_length',
      sql`${table.cancelReason} is null or char_length(${table.cancelReason}) <= 500`,
    ),
    check(
      'clinic_bookings_status_known',
      sql`${table.status} in ('confirmed', 'rescheduled', 'cancelled')`,
    ),
  ],
)

/** The member's choices so far, one row per member (spec: the flow resumes from it). */
export const clinicBookingCarts = pgTable(
  'clinic_booking_carts',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id').references(() => offlineClinics.id, { onDelete: 'set null' }),
    /** Null until chosen; 'doctor' names `doctor_id` (and without one counts as not chosen). */
    doctorChoice: text('doctor_choice', { enum: DOCTOR_CHOICE_KINDS }),
    doctorId: text('doctor_id').references(() => clinicTeamMembers.id, { onDelete: 'set null' }),
    /** In the order chosen. */
    treatmentIds: jsonb('treatment_ids').$type<string[]>().notNull().default([]),
    /** The branch's calendar day. */
    date: date('date', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'clinic_booking_carts_doctor_named',
      // Not the converse: a doctor who leaves sets `doctor_id` null, and the choice is made again.
      sql`${table.doctorId} is null or ${table.doctorChoice} = 'doctor'`,
    ),
  ],
)
