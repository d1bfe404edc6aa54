-- Written by hand (drizzle-kit cannot express them): the btree_gist extension and the exclusion
-- constraint at the end, see backend/db/schema/booking.ts. btree_gist lets a gist index compare
-- the text doctor_id with `=`; PGlite loads its build of it (backend/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "clinic_booking_carts" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"clinic_id" text,
	"doctor_choice" text,
	"doctor_id" text,
	"treatment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_booking_carts_doctor_named" CHECK ("clinic_booking_carts"."doctor_id" is null or "clinic_booking_carts"."doctor_choice" = 'doctor')
);
--> statement-breakpoint
CREATE TABLE "clinic_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"member_id" uuid NOT NULL,
	"clinic_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"doctor_choice" text NOT NULL,
	"treatments" jsonb NOT NULL,
	"total_price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"predecessor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_bookings_number_unique" UNIQUE("number"),
	CONSTRAINT "clinic_bookings_predecessor_unique" UNIQUE("predecessor_id"),
	CONSTRAINT "clinic_bookings_ends_after_start" CHECK ("clinic_bookings"."starts_at" < "clinic_bookings"."ends_at"),
	CONSTRAINT "clinic_bookings_total_not_negative" CHECK ("clinic_bookings"."total_price" >= 0),
	CONSTRAINT "clinic_bookings_reschedule_count_not_negative" CHECK ("clinic_bookings"."reschedule_count" >= 0),
	CONSTRAINT "clinic_bookings_status_known" CHECK ("clinic_bookings"."status" in ('confirmed', 'rescheduled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "clinic_booking_carts" ADD CONSTRAINT "clinic_booking_carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_booking_carts" ADD CONSTRAINT "clinic_booking_carts_clinic_id_offline_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."offline_clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_booking_carts" ADD CONSTRAINT "clinic_booking_carts_doctor_id_clinic_team_members_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."clinic_team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_clinic_id_offline_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."offline_clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_doctor_id_clinic_team_members_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."clinic_team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_predecessor_id_clinic_bookings_id_fk" FOREIGN KEY ("predecessor_id") REFERENCES "public"."clinic_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_bookings_member_idx" ON "clinic_bookings" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "clinic_bookings_clinic_starts_idx" ON "clinic_bookings" USING btree ("clinic_id","starts_at");--> statement-breakpoint
-- A doctor is never booked twice at once: of two overlapping confirmed bookings of one doctor, the
-- second insert (or the update making one confirmed) fails with SQLSTATE 23P01, even when both
-- transactions checked the schedule at the same moment. A rescheduled or cancelled booking no
-- longer holds its slot.
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_no_double_booking" EXCLUDE USING gist ("doctor_id" WITH =, "during" WITH &&) WHERE ("status" = 'confirmed');
