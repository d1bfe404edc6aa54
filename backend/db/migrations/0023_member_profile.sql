ALTER TABLE "members" ADD COLUMN "profile_prompted_at" timestamp with time zone;--> statement-breakpoint
-- Members who already have a name were asked for it another way: the first-sign-in step is for the others.
UPDATE "members" SET "profile_prompted_at" = "updated_at" WHERE "first_name" IS NOT NULL;
