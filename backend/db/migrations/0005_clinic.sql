CREATE TABLE "clinic_key_treatments" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" jsonb NOT NULL,
	"treatment_id" text NOT NULL,
	"seo" jsonb NOT NULL,
	"hero" jsonb,
	"blocks" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"before_after" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_program_treatments" (
	"program_id" text NOT NULL,
	"treatment_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "clinic_program_treatments_program_id_treatment_id_pk" PRIMARY KEY("program_id","treatment_id")
);
--> statement-breakpoint
CREATE TABLE "clinic_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"image" jsonb NOT NULL,
	"duration_weeks" integer NOT NULL,
	"sessions" integer NOT NULL,
	"price" integer NOT NULL,
	"includes" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "clinic_programs_price_not_negative" CHECK ("clinic_programs"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clinic_promotion_branches" (
	"promotion_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	CONSTRAINT "clinic_promotion_branches_promotion_id_clinic_id_pk" PRIMARY KEY("promotion_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "clinic_promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"normal_price" integer NOT NULL,
	"promo_price" integer NOT NULL,
	"treatment_id" text,
	"terms" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"how_to_use" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_promotions_valid_range" CHECK ("clinic_promotions"."valid_from" < "clinic_promotions"."valid_until"),
	CONSTRAINT "clinic_promotions_prices_not_negative" CHECK ("clinic_promotions"."normal_price" >= 0 and "clinic_promotions"."promo_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clinic_team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"role_slug" text NOT NULL,
	"photo" jsonb NOT NULL,
	"is_active" boolean NOT NULL,
	CONSTRAINT "clinic_team_members_role_known" CHECK ("clinic_team_members"."role_slug" in ('doctor', 'therapist'))
);
--> statement-breakpoint
CREATE TABLE "clinic_testimonies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"age" integer,
	"city" text NOT NULL,
	"rating" integer NOT NULL,
	"quote" text NOT NULL,
	"treatment_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	"image" jsonb,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clinic_testimonies_rating_range" CHECK ("clinic_testimonies"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "clinic_treatment_branches" (
	"treatment_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	CONSTRAINT "clinic_treatment_branches_treatment_id_clinic_id_pk" PRIMARY KEY("treatment_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "clinic_treatment_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_treatments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_slug" text NOT NULL,
	"summary" text NOT NULL,
	"price_from" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"image" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"before_after" jsonb NOT NULL,
	"preparation" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"is_active" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_treatments_price_not_negative" CHECK ("clinic_treatments"."price_from" >= 0),
	CONSTRAINT "clinic_treatments_duration_positive" CHECK ("clinic_treatments"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "clinic_work_shifts" (
	"member_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	"day" integer NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	CONSTRAINT "clinic_work_shifts_member_id_clinic_id_day_starts_pk" PRIMARY KEY("member_id","clinic_id","day","starts"),
	CONSTRAINT "clinic_work_shifts_day_iso" CHECK ("clinic_work_shifts"."day" between 1 and 7),
	CONSTRAINT "clinic_work_shifts_ends_after_start" CHECK ("clinic_work_shifts"."starts" < "clinic_work_shifts"."ends")
);
--> statement-breakpoint
CREATE TABLE "offline_clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"is_active" boolean NOT NULL,
	"street" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"province_id" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"facilities" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"patients_served" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_clinics_patients_not_negative" CHECK ("offline_clinics"."patients_served" >= 0),
	CONSTRAINT "offline_clinics_time_zone_known" CHECK ("offline_clinics"."time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'))
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"price" integer NOT NULL,
	"member_price" integer,
	"period_months" integer NOT NULL,
	"benefits" jsonb NOT NULL,
	"available_from" timestamp with time zone,
	"position" integer NOT NULL,
	CONSTRAINT "subscription_packages_prices_not_negative" CHECK ("subscription_packages"."price" >= 0 and ("subscription_packages"."member_price" is null or "subscription_packages"."member_price" >= 0)),
	CONSTRAINT "subscription_packages_period_positive" CHECK ("subscription_packages"."period_months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "subscription_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"subscription_package_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_member_package_unique" UNIQUE("member_id","subscription_package_id")
);
--> statement-breakpoint
ALTER TABLE "clinic_key_treatments" ADD CONSTRAINT "clinic_key_treatments_treatment_id_clinic_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."clinic_treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_program_treatments" ADD CONSTRAINT "clinic_program_treatments_program_id_clinic_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."clinic_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_program_treatments" ADD CONSTRAINT "clinic_program_treatments_treatment_id_clinic_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."clinic_treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_promotion_branches" ADD CONSTRAINT "clinic_promotion_branches_promotion_id_clinic_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."clinic_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_promotion_branches" ADD CONSTRAINT "clinic_promotion_branches_clinic_id_offline_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."offline_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_promotions" ADD CONSTRAINT "clinic_promotions_treatment_id_clinic_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."clinic_treatments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_testimonies" ADD CONSTRAINT "clinic_testimonies_treatment_id_clinic_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."clinic_treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_testimonies" ADD CONSTRAINT "clinic_testimonies_clinic_id_offline_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."offline_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_treatment_branches" ADD CONSTRAINT "clinic_treatment_branches_treatment_id_clinic_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."clinic_treatments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_treatment_branches" ADD CONSTRAINT "clinic_treatment_branches_clinic_id_offline_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."offline_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_treatments" ADD CONSTRAINT "clinic_treatments_category_slug_clinic_treatment_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."clinic_treatment_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_work_shifts" ADD CONSTRAINT "clinic_work_shifts_member_id_clinic_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."clinic_team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_work_shifts" ADD CONSTRAINT "clinic_work_shifts_clinic_id_offline_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."offline_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_clinics" ADD CONSTRAINT "offline_clinics_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_subscription_package_id_subscription_packages_id_fk" FOREIGN KEY ("subscription_package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_promotions_valid_until_idx" ON "clinic_promotions" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "clinic_testimonies_published_at_idx" ON "clinic_testimonies" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "clinic_treatment_branches_clinic_idx" ON "clinic_treatment_branches" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "clinic_treatments_category_idx" ON "clinic_treatments" USING btree ("category_slug","name");--> statement-breakpoint
CREATE INDEX "clinic_work_shifts_clinic_idx" ON "clinic_work_shifts" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "offline_clinics_province_idx" ON "offline_clinics" USING btree ("province_id","name");