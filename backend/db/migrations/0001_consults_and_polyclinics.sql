CREATE TABLE "conditions" (
	"id" text PRIMARY KEY NOT NULL,
	"polyclinic_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"flow_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "conditions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "conditions_flow_id_unique" UNIQUE("flow_id"),
	CONSTRAINT "conditions_flow_id_format" CHECK ("conditions"."flow_id" ~ '^[0-9]{4}$' and "conditions"."flow_id" not in ('1000', '1001', '1002'))
);
--> statement-breakpoint
CREATE TABLE "polyclinics" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "polyclinics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "doctor_name" text;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_polyclinic_id_polyclinics_id_fk" FOREIGN KEY ("polyclinic_id") REFERENCES "public"."polyclinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conditions_polyclinic_id_idx" ON "conditions" USING btree ("polyclinic_id","position");--> statement-breakpoint
ALTER TABLE "consults" ADD CONSTRAINT "consults_status_known" CHECK ("consults"."status" in (1, 2, 3, 9));