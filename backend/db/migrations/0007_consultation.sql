CREATE TABLE "consult_answers" (
	"consult_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_answers_consult_id_link_id_pk" PRIMARY KEY("consult_id","link_id")
);
--> statement-breakpoint
CREATE TABLE "consult_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consult_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "consult_consents" (
	"consult_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consult_consents_consult_id_kind_pk" PRIMARY KEY("consult_id","kind"),
	CONSTRAINT "consult_consents_kind_known" CHECK ("consult_consents"."kind" in ('consultation-agreement', 'health-data'))
);
--> statement-breakpoint
CREATE TABLE "consult_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consult_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_id" uuid,
	"kind" text NOT NULL,
	"body" text,
	"attachment_id" uuid,
	"payload" jsonb,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_messages_sender_known" CHECK ("consult_messages"."sender" in ('member', 'doctor', 'system')),
	CONSTRAINT "consult_messages_kind_known" CHECK ("consult_messages"."kind" in ('text', 'image', 'recommendation', 'status'))
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"polyclinic_id" text NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"version" integer NOT NULL,
	"resource" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consults" DROP CONSTRAINT "consults_status_known";--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "polyclinic_id" text;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "questionnaire_id" text;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "member_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "doctor_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_answers" ADD CONSTRAINT "consult_answers_consult_id_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consults"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_attachments" ADD CONSTRAINT "consult_attachments_consult_id_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consults"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_attachments" ADD CONSTRAINT "consult_attachments_uploaded_by_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_consents" ADD CONSTRAINT "consult_consents_consult_id_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consults"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_consult_id_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."consults"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_attachment_id_consult_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."consult_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_polyclinic_id_polyclinics_id_fk" FOREIGN KEY ("polyclinic_id") REFERENCES "public"."polyclinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_attachments_consult_idx" ON "consult_attachments" USING btree ("consult_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_messages_seq_key" ON "consult_messages" USING btree ("consult_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_messages_client_key" ON "consult_messages" USING btree ("consult_id","client_id") WHERE "consult_messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_flow_version_key" ON "questionnaires" USING btree ("flow_id","version");--> statement-breakpoint
ALTER TABLE "consults" ADD CONSTRAINT "consults_polyclinic_id_polyclinics_id_fk" FOREIGN KEY ("polyclinic_id") REFERENCES "public"."polyclinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consults" ADD CONSTRAINT "consults_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consults" ADD CONSTRAINT "consults_doctor_id_doctors_member_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consults_queue_idx" ON "consults" USING btree ("polyclinic_id","status","submitted_at");--> statement-breakpoint
UPDATE "consults" AS c SET "polyclinic_id" = k."polyclinic_id" FROM "conditions" AS k WHERE k."flow_id" = c."flow_id";--> statement-breakpoint
UPDATE "consults" AS c SET "status" = 9 WHERE c."status" in (1, 2, 3) AND EXISTS (SELECT 1 FROM "consults" AS n WHERE n."member_id" = c."member_id" AND n."flow_id" = c."flow_id" AND n."status" in (1, 2, 3) AND (n."created_at", n."id") > (c."created_at", c."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "consults_one_open_per_flow" ON "consults" USING btree ("member_id","flow_id") WHERE "consults"."status" in (1, 2, 3);--> statement-breakpoint
ALTER TABLE "consults" ADD CONSTRAINT "consults_status_known" CHECK ("consults"."status" in (1, 2, 3, 8, 9));