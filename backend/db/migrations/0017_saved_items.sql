CREATE TABLE "saved_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_quantity_positive" CHECK ("saved_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_member_product" ON "saved_items" USING btree ("member_id","product_id");--> statement-breakpoint
-- A product is in a member's cart or in their saved-for-later list, never both: every insert into
-- either checks the other. The routes move lines under the cart's advisory lock, which serialises
-- them; this is what holds if a future path forgets the lock or the order of its statements.
CREATE FUNCTION "cart_or_saved_not_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'saved_items' THEN
    IF EXISTS (SELECT 1 FROM "shop_cart_items" WHERE "member_id" = NEW.member_id AND "product_id" = NEW.product_id) THEN
      RAISE EXCEPTION 'product % is in the cart of member %, so it cannot also be saved for later', NEW.product_id, NEW.member_id
        USING ERRCODE = 'unique_violation';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM "saved_items" WHERE "member_id" = NEW.member_id AND "product_id" = NEW.product_id) THEN
    RAISE EXCEPTION 'product % is saved for later by member %, so it cannot also be in the cart', NEW.product_id, NEW.member_id
      USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "saved_items_not_in_cart" BEFORE INSERT ON "saved_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_or_saved_not_both"();--> statement-breakpoint
CREATE TRIGGER "shop_cart_items_not_saved" BEFORE INSERT ON "shop_cart_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_or_saved_not_both"();
