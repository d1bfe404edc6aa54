ALTER TABLE "idempotency_keys" ADD COLUMN "resource" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;