CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"mrp_paise" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"net_quantity" text,
	"gst_rate" integer,
	"hsn_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price_paise" >= 0),
	CONSTRAINT "product_variants_mrp_not_below_price" CHECK ("product_variants"."mrp_paise" >= "product_variants"."price_paise"),
	CONSTRAINT "product_variants_points_non_negative" CHECK ("product_variants"."points" >= 0),
	CONSTRAINT "product_variants_hsn_code_format" CHECK ("product_variants"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
	CONSTRAINT "product_variants_gst_rate_known" CHECK ("product_variants"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
DROP INDEX "cart_items_user_product_key";--> statement-breakpoint
DROP INDEX "stores_product_key";--> statement-breakpoint
DROP INDEX "order_lines_order_product_key";--> statement-breakpoint
DROP INDEX "stock_movements_reference_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every product gets one default variant (empty label) with its price, points and creation time;
-- its stock entry, ledger rows, cart lines and order lines move to it, so each product's stock
-- and the sum of its ledger stay as they were (decision 0107).
INSERT INTO "product_variants" ("product_id", "label", "sku", "price_paise", "mrp_paise", "points", "created_at", "updated_at")
SELECT "id", '', 'SKU-' || "id", "price_paise", "price_paise", "points", "created_at", "updated_at" FROM "products" ORDER BY "id";--> statement-breakpoint
UPDATE "stores" SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = "stores"."product_id";--> statement-breakpoint
UPDATE "stock_movements" SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = "stock_movements"."product_id";--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = "cart_items"."product_id";--> statement-breakpoint
UPDATE "order_lines" SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = "order_lines"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_key" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_variant_key" ON "stores" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stores_product_idx" ON "stores" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_variant_key" ON "order_lines" USING btree ("order_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reference_key" ON "stock_movements" USING btree ("reference","variant_id") WHERE "stock_movements"."reference" is not null;--> statement-breakpoint
-- The catalogue version (decision 0103) follows variants like products: any write raises it.
CREATE CONSTRAINT TRIGGER "product_variants_catalog_version_write" AFTER INSERT OR DELETE ON "product_variants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalog_version_change" AFTER UPDATE ON "product_variants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_version_truncate" AFTER TRUNCATE ON "product_variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
-- A stock entry now belongs to a variant: moving it to another variant changes what reads show.
DROP TRIGGER "stores_catalog_version_flags" ON "stores";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stores_catalog_version_flags" AFTER UPDATE ON "stores"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
		OLD."product_id" IS DISTINCT FROM NEW."product_id"
		OR OLD."variant_id" IS DISTINCT FROM NEW."variant_id"
		OR (OLD."quantity" > 0) <> (NEW."quantity" > 0)
		OR (OLD."quantity" > 0 AND OLD."quantity" <= OLD."alert_quantity")
			<> (NEW."quantity" > 0 AND NEW."quantity" <= NEW."alert_quantity"))
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
-- Every product has a variant from its insert on, however it is inserted (the console, seeds,
-- bulk loads): its single default one, with the product's price and points; the console's
-- product form then edits it or adds more (decision 0107).
CREATE FUNCTION "product_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_variants" ("product_id", "sku", "price_paise", "mrp_paise", "points")
	VALUES (NEW."id", 'SKU-' || NEW."id", NEW."price_paise", NEW."price_paise", NEW."points");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_default_variant"();
