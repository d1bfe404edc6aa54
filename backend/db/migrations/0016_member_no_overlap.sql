-- Written by hand (drizzle-kit cannot express an exclusion constraint), see
-- backend/db/schema/booking.ts. A member is in one place at a time: of two overlapping confirmed
-- bookings of one member (two doctors, or two branches), the second insert (or the update making
-- one confirmed) fails with SQLSTATE 23P01, even when both transactions checked at the same moment.
-- A rescheduled or cancelled booking no longer holds the member's time, so a reschedule that
-- overlaps the booking it replaces still succeeds. btree_gist (migration 0006) compares the uuid
-- member_id with `=`. Should a database already hold such a pair, this statement fails and
-- PostgreSQL's DETAIL names the two rows' keys: cancel or reschedule one of them first.
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_member_no_overlap" EXCLUDE USING gist ("member_id" WITH =, "during" WITH &&) WHERE ("status" = 'confirmed');
