CREATE TABLE "consent_records" (
	"choice_id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"policy_version" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_member_id_idx" ON "consent_records" USING btree ("member_id","recorded_at");--> statement-breakpoint
-- Proof of consent is append-only: a choice, once recorded, is never changed or removed (a change
-- of mind is a new row). The one change allowed is the member link going when the member is
-- deleted (ON DELETE SET NULL), which keeps the choice itself.
CREATE FUNCTION "consent_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.member_id IS NULL
    AND (NEW.choice_id, NEW.analytics, NEW.marketing, NEW.policy_version, NEW.decided_at, NEW.recorded_at, NEW.source)
      IS NOT DISTINCT FROM (OLD.choice_id, OLD.analytics, OLD.marketing, OLD.policy_version, OLD.decided_at, OLD.recorded_at, OLD.source)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_records is append-only (%)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_records_append_only" BEFORE UPDATE OR DELETE ON "consent_records"
  FOR EACH ROW EXECUTE FUNCTION "consent_records_append_only"();
