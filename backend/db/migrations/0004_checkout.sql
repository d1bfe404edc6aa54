CREATE TABLE "checkout_progress" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"step" text DEFAULT 'cart' NOT NULL,
	"address_id" uuid,
	"courier_id" text,
	"payment_method_id" text,
	"promo_code" text,
	"promo_declined" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_items_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_line_adds_up" CHECK ("order_items"."line_total" = "order_items"."quantity" * "order_items"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigserial NOT NULL,
	"number" text NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_cost" integer NOT NULL,
	"total" integer NOT NULL,
	"promotion_id" text,
	"promotion" jsonb,
	"address" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"payment_method_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_serial_unique" UNIQUE("serial"),
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."shipping_cost" >= 0 and "orders"."total" >= 0),
	CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount" <= "orders"."subtotal"),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping_cost")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"method_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"action_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_promotion_rules" (
	"promotion_id" text PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"category_id" text,
	"product_type" text,
	CONSTRAINT "shop_promotion_rules_value_positive" CHECK ("shop_promotion_rules"."value" > 0),
	CONSTRAINT "shop_promotion_rules_percent_range" CHECK ("shop_promotion_rules"."discount_type" <> 'percent' or "shop_promotion_rules"."value" <= 100),
	CONSTRAINT "shop_promotion_rules_min_not_negative" CHECK ("shop_promotion_rules"."min_subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulator_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"scenario" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"scenario" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD COLUMN "selected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "weight_grams" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_progress" ADD CONSTRAINT "checkout_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD CONSTRAINT "shop_promotion_rules_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';