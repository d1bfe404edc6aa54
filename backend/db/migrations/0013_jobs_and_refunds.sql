CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'owed' NOT NULL,
	"provider_refund_ref" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_refunded_has_time" CHECK (("refunds"."state" = 'refunded') = ("refunds"."refunded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "simulator_refunds" (
	"refund_id" uuid PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"charge_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_refunds_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "simulator_charges" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_owed_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."state" = 'owed';--> statement-breakpoint
ALTER TABLE "simulator_charges" ADD CONSTRAINT "simulator_charges_payment_id_unique" UNIQUE("payment_id");