CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Raises the content version once per transaction that wrote a public table, when it commits
-- (deferred constraint triggers run at commit, after every other lock the transaction takes, so
-- the one-row update cannot join a deadlock). The version and the data become visible together.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('diri.content_version_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
    PERFORM set_config('diri.content_version_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "polyclinic_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "polyclinic_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "condition_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "condition_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "article_categories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "article_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "articles_content_version" AFTER INSERT OR UPDATE OR DELETE ON "articles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "promotions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "promotions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "testimonies_content_version" AFTER INSERT OR UPDATE OR DELETE ON "testimonies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "advisors_content_version" AFTER INSERT OR UPDATE OR DELETE ON "advisors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "faq_items_content_version" AFTER INSERT OR UPDATE OR DELETE ON "faq_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_categories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_ratings_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_ratings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_rating_likes_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_rating_likes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_regimens_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_regimens" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_regimen_steps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_regimen_steps" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_quizzes_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_quizzes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offline_clinics_content_version" AFTER INSERT OR UPDATE OR DELETE ON "offline_clinics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_treatment_categories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_treatment_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_treatments_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_treatments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_treatment_branches_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_treatment_branches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_team_members_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_team_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_work_shifts_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_work_shifts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_key_treatments_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_key_treatments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_promotions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_promotions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_promotion_branches_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_promotion_branches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_testimonies_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_testimonies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_programs_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_programs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_program_treatments_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_program_treatments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscription_packages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "subscription_packages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_pages_content_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_pages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "polyclinics_content_version" AFTER INSERT OR UPDATE OR DELETE ON "polyclinics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "conditions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "conditions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "doctors_content_version" AFTER INSERT OR UPDATE OR DELETE ON "doctors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- A sale changes a product's stock and sold count, which its page and the API's answer show
-- exactly: every sale raises the version too (ADR 016).
CREATE CONSTRAINT TRIGGER "shop_products_content_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- Emptying a table (TRUNCATE fires no row triggers) raises the version too.
CREATE TRIGGER "content_pages_truncate_content_version" AFTER TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "polyclinic_pages_truncate_content_version" AFTER TRUNCATE ON "polyclinic_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "condition_pages_truncate_content_version" AFTER TRUNCATE ON "condition_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "article_categories_truncate_content_version" AFTER TRUNCATE ON "article_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "articles_truncate_content_version" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "promotions_truncate_content_version" AFTER TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "testimonies_truncate_content_version" AFTER TRUNCATE ON "testimonies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "advisors_truncate_content_version" AFTER TRUNCATE ON "advisors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "faq_items_truncate_content_version" AFTER TRUNCATE ON "faq_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_categories_truncate_content_version" AFTER TRUNCATE ON "shop_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_ratings_truncate_content_version" AFTER TRUNCATE ON "shop_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_rating_likes_truncate_content_version" AFTER TRUNCATE ON "shop_rating_likes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_regimens_truncate_content_version" AFTER TRUNCATE ON "shop_regimens" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_regimen_steps_truncate_content_version" AFTER TRUNCATE ON "shop_regimen_steps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_quizzes_truncate_content_version" AFTER TRUNCATE ON "shop_quizzes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_pages_truncate_content_version" AFTER TRUNCATE ON "shop_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "offline_clinics_truncate_content_version" AFTER TRUNCATE ON "offline_clinics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_treatment_categories_truncate_content_version" AFTER TRUNCATE ON "clinic_treatment_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_truncate_content_version" AFTER TRUNCATE ON "clinic_treatments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_treatment_branches_truncate_content_version" AFTER TRUNCATE ON "clinic_treatment_branches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_team_members_truncate_content_version" AFTER TRUNCATE ON "clinic_team_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_work_shifts_truncate_content_version" AFTER TRUNCATE ON "clinic_work_shifts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_key_treatments_truncate_content_version" AFTER TRUNCATE ON "clinic_key_treatments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_promotions_truncate_content_version" AFTER TRUNCATE ON "clinic_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_promotion_branches_truncate_content_version" AFTER TRUNCATE ON "clinic_promotion_branches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_testimonies_truncate_content_version" AFTER TRUNCATE ON "clinic_testimonies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_programs_truncate_content_version" AFTER TRUNCATE ON "clinic_programs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_program_treatments_truncate_content_version" AFTER TRUNCATE ON "clinic_program_treatments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "subscription_packages_truncate_content_version" AFTER TRUNCATE ON "subscription_packages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "clinic_pages_truncate_content_version" AFTER TRUNCATE ON "clinic_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "polyclinics_truncate_content_version" AFTER TRUNCATE ON "polyclinics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "conditions_truncate_content_version" AFTER TRUNCATE ON "conditions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "doctors_truncate_content_version" AFTER TRUNCATE ON "doctors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_products_truncate_content_version" AFTER TRUNCATE ON "shop_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
