CREATE TABLE "advisors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"str_number" text NOT NULL,
	"photo" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"education" jsonb NOT NULL,
	"focus" jsonb NOT NULL,
	"experience_years" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"category_slug" text NOT NULL,
	"author" jsonb NOT NULL,
	"reviewer" jsonb,
	"condition_id" text,
	"cover" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"reading_minutes" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condition_pages" (
	"condition_id" text PRIMARY KEY NOT NULL,
	"seo" jsonb NOT NULL,
	"hero" jsonb,
	"image" jsonb NOT NULL,
	"symptoms" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" text PRIMARY KEY NOT NULL,
	"group_slug" text NOT NULL,
	"group_title" text NOT NULL,
	"group_position" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polyclinic_pages" (
	"polyclinic_id" text PRIMARY KEY NOT NULL,
	"seo" jsonb NOT NULL,
	"hero" jsonb,
	"image" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"code" text,
	"members_only" boolean DEFAULT false NOT NULL,
	"terms" jsonb NOT NULL,
	"how_to_use" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_valid_range" CHECK ("promotions"."valid_from" < "promotions"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "testimonies" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"age" integer,
	"city" text NOT NULL,
	"condition_id" text NOT NULL,
	"quote" text NOT NULL,
	"details" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "testimonies_type_known" CHECK ("testimonies"."type" in ('before_after', 'video'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_slug_article_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."article_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_pages" ADD CONSTRAINT "condition_pages_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polyclinic_pages" ADD CONSTRAINT "polyclinic_pages_polyclinic_id_polyclinics_id_fk" FOREIGN KEY ("polyclinic_id") REFERENCES "public"."polyclinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_slug","published_at");--> statement-breakpoint
CREATE INDEX "faq_items_group_idx" ON "faq_items" USING btree ("group_position","position");--> statement-breakpoint
CREATE INDEX "promotions_valid_until_idx" ON "promotions" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "testimonies_type_idx" ON "testimonies" USING btree ("type","published_at");