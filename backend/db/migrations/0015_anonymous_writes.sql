CREATE TABLE "anonymous_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anonymous_writes_known_kind" CHECK (kind in ('consent', 'card-token', 'error-report'))
);
--> statement-breakpoint
CREATE INDEX "anonymous_writes_address_idx" ON "anonymous_writes" USING btree ("kind","address","created_at");--> statement-breakpoint
CREATE INDEX "anonymous_writes_created_at_idx" ON "anonymous_writes" USING btree ("kind","created_at");--> statement-breakpoint
DROP TABLE "simulator_card_token_requests" CASCADE;