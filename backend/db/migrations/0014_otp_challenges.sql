CREATE TABLE "otp_wrong_guesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Codes sent before challenges existed name none and could never be used again; they live 5 minutes.
DELETE FROM "otp_codes";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "challenge_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_wrong_guesses_phone_idx" ON "otp_wrong_guesses" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_wrong_guesses_ip_idx" ON "otp_wrong_guesses" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "otp_wrong_guesses_created_at_idx" ON "otp_wrong_guesses" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_challenge_hash_unique" UNIQUE("challenge_hash");