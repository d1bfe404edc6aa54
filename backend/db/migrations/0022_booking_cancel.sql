ALTER TABLE "clinic_bookings" ADD COLUMN "line_number" text;--> statement-breakpoint
-- Existing bookings: each line's first number, found by walking the predecessors back.
WITH RECURSIVE line AS (
	SELECT "id", "number" AS "first" FROM "clinic_bookings" WHERE "predecessor_id" IS NULL
	UNION ALL
	SELECT b."id", line."first" FROM "clinic_bookings" b JOIN line ON b."predecessor_id" = line."id"
)
UPDATE "clinic_bookings" SET "line_number" = line."first" FROM line WHERE line."id" = "clinic_bookings"."id";--> statement-breakpoint
ALTER TABLE "clinic_bookings" ALTER COLUMN "line_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- Bookings the branch cancelled before the column: their last change is their cancel's time.
UPDATE "clinic_bookings" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_cancelled_at_iff_cancelled" CHECK (("clinic_bookings"."status" = 'cancelled') = ("clinic_bookings"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "clinic_bookings" ADD CONSTRAINT "clinic_bookings_cancel_reason_length" CHECK ("clinic_bookings"."cancel_reason" is null or char_length("clinic_bookings"."cancel_reason") <= 500);
