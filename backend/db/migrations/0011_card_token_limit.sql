CREATE TABLE "simulator_card_token_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "simulator_card_token_requests_ip_idx" ON "simulator_card_token_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "simulator_card_token_requests_created_at_idx" ON "simulator_card_token_requests" USING btree ("created_at");