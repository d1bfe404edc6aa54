CREATE TABLE "shop_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_quantity_positive" CHECK ("shop_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category_id" text NOT NULL,
	"price" integer NOT NULL,
	"discount_price" integer,
	"stock" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"discontinued" boolean DEFAULT false NOT NULL,
	"size" text NOT NULL,
	"shape" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"ingredients" text NOT NULL,
	"how_to_use" text NOT NULL,
	"bpom_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_price_positive" CHECK ("shop_products"."price" > 0),
	CONSTRAINT "shop_products_discount_lower" CHECK ("shop_products"."discount_price" is null or ("shop_products"."discount_price" > 0 and "shop_products"."discount_price" < "shop_products"."price")),
	CONSTRAINT "shop_products_stock_not_negative" CHECK ("shop_products"."stock" >= 0),
	CONSTRAINT "shop_products_max_quantity_positive" CHECK ("shop_products"."max_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"first_question_id" text NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_rating_likes" (
	"rating_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_rating_likes_rating_id_member_id_pk" PRIMARY KEY("rating_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "shop_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"base_likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_ratings_rating_range" CHECK ("shop_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shop_regimen_steps" (
	"regimen_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "shop_regimen_steps_regimen_id_position_pk" PRIMARY KEY("regimen_id","position")
);
--> statement-breakpoint
CREATE TABLE "shop_regimens" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"skin_type" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_rating_likes" ADD CONSTRAINT "shop_rating_likes_rating_id_shop_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."shop_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_rating_likes" ADD CONSTRAINT "shop_rating_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_regimen_steps" ADD CONSTRAINT "shop_regimen_steps_regimen_id_shop_regimens_id_fk" FOREIGN KEY ("regimen_id") REFERENCES "public"."shop_regimens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_regimen_steps" ADD CONSTRAINT "shop_regimen_steps_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_member_product" ON "shop_cart_items" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "shop_ratings_product_idx" ON "shop_ratings" USING btree ("product_id","created_at");