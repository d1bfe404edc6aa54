CREATE TABLE "promotion_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD COLUMN "code_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD COLUMN "per_member_limit" integer;--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD COLUMN "total_limit" integer;--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD COLUMN "redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_redemptions_member_idx" ON "promotion_redemptions" USING btree ("promotion_id","member_id");--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD CONSTRAINT "shop_promotion_rules_limits_positive" CHECK (("shop_promotion_rules"."per_member_limit" is null or "shop_promotion_rules"."per_member_limit" > 0) and ("shop_promotion_rules"."total_limit" is null or "shop_promotion_rules"."total_limit" > 0));--> statement-breakpoint
ALTER TABLE "shop_promotion_rules" ADD CONSTRAINT "shop_promotion_rules_redeemed_within_limit" CHECK ("shop_promotion_rules"."redeemed" >= 0 and ("shop_promotion_rules"."total_limit" is null or "shop_promotion_rules"."redeemed" <= "shop_promotion_rules"."total_limit"));--> statement-breakpoint
-- Orders placed before limits existed hold their promotion like any later one: the redemptions of
-- orders paid or awaiting payment, and each promotion's counter, before the trigger guards them.
INSERT INTO "promotion_redemptions" ("order_id", "promotion_id", "member_id", "created_at")
  SELECT "orders"."id", "orders"."promotion_id", "orders"."member_id", "orders"."created_at"
  FROM "orders" JOIN "shop_promotion_rules" ON "shop_promotion_rules"."promotion_id" = "orders"."promotion_id"
  WHERE "orders"."status" IN ('paid', 'awaiting_payment');--> statement-breakpoint
UPDATE "shop_promotion_rules" SET "redeemed" = (
  SELECT count(*) FROM "promotion_redemptions"
  WHERE "promotion_redemptions"."promotion_id" = "shop_promotion_rules"."promotion_id");--> statement-breakpoint
-- The seed's promotions in a database seeded before limits existed get the limits the seed now
-- gives them (backend/db/seed/checkout.ts); a fresh database has no rules yet and the seed sets
-- them. A total limit never goes below the orders already holding the promotion.
UPDATE "shop_promotion_rules" SET "first_purchase_only" = true, "per_member_limit" = 1
  WHERE "promotion_id" = 'diri-baru';--> statement-breakpoint
UPDATE "shop_promotion_rules" SET "code_only" = true, "total_limit" = greatest(300, "redeemed")
  WHERE "promotion_id" = 'serum-pencerah-member';--> statement-breakpoint
-- Every redemption, whoever inserts it, is held to its promotion's limits here.
CREATE FUNCTION "promotion_redemption_within_limits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rule record;
  held integer;
BEGIN
  -- Takes the promotion's counter row: redemptions of one promotion queue here one at a time, and
  -- each statement below (a fresh snapshot per statement under READ COMMITTED) sees every earlier
  -- one that committed. One past the total limit fails shop_promotion_rules_redeemed_within_limit.
  UPDATE "shop_promotion_rules" SET "redeemed" = "redeemed" + 1
    WHERE "promotion_id" = NEW."promotion_id"
    RETURNING "per_member_limit", "first_purchase_only" INTO rule;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'promotion % has no shop rule, so no order can redeem it', NEW."promotion_id"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'promotion_redemptions_rule';
  END IF;
  -- The redemption is the order's member's: a member's count cannot be dodged with another id.
  IF NOT EXISTS (
    SELECT 1 FROM "orders" WHERE "id" = NEW."order_id" AND "member_id" = NEW."member_id"
  ) THEN
    RAISE EXCEPTION 'order % is not member %''s', NEW."order_id", NEW."member_id"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'promotion_redemptions_order_member';
  END IF;
  IF rule."per_member_limit" IS NOT NULL THEN
    SELECT count(*) INTO held FROM "promotion_redemptions"
      WHERE "promotion_id" = NEW."promotion_id" AND "member_id" = NEW."member_id";
    IF held >= rule."per_member_limit" THEN
      RAISE EXCEPTION 'member % already holds promotion % on % order(s), its limit per member',
        NEW."member_id", NEW."promotion_id", held
        USING ERRCODE = 'check_violation', CONSTRAINT = 'promotion_redemptions_per_member_limit';
    END IF;
  END IF;
  IF rule."first_purchase_only" AND EXISTS (
    SELECT 1 FROM "orders"
    WHERE "member_id" = NEW."member_id" AND "id" <> NEW."order_id"
      AND "status" IN ('paid', 'awaiting_payment')
  ) THEN
    RAISE EXCEPTION 'promotion % is for a first purchase and member % has another order',
      NEW."promotion_id", NEW."member_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'promotion_redemptions_first_purchase';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotion_redemptions_within_limits" BEFORE INSERT ON "promotion_redemptions"
  FOR EACH ROW EXECUTE FUNCTION "promotion_redemption_within_limits"();
--> statement-breakpoint
-- A redemption given back (its order closed unpaid, or was deleted) frees its place in the total,
-- once per row deleted.
CREATE FUNCTION "promotion_redemption_released"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shop_promotion_rules" SET "redeemed" = "redeemed" - 1
    WHERE "promotion_id" = OLD."promotion_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotion_redemptions_released" AFTER DELETE ON "promotion_redemptions"
  FOR EACH ROW EXECUTE FUNCTION "promotion_redemption_released"();
--> statement-breakpoint
-- A redemption is inserted or deleted, never moved to another promotion, member or order: a move
-- would dodge the checks above.
CREATE FUNCTION "promotion_redemption_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'promotion redemption of order % cannot be changed; delete it instead', OLD."order_id"
    USING ERRCODE = 'check_violation', CONSTRAINT = 'promotion_redemptions_unchanged';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotion_redemptions_unchanged" BEFORE UPDATE ON "promotion_redemptions"
  FOR EACH ROW EXECUTE FUNCTION "promotion_redemption_unchanged"();
