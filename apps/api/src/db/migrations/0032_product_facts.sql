CREATE TABLE "product_facts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"maker_role" text NOT NULL,
	"maker_name" text NOT NULL,
	"maker_address" text NOT NULL,
	"country_of_origin" text NOT NULL,
	"best_before" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_facts_maker_role_known" CHECK ("product_facts"."maker_role" in ('MANUFACTURER', 'PACKER', 'IMPORTER'))
);
--> statement-breakpoint
ALTER TABLE "product_facts" ADD CONSTRAINT "product_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Products made before the facts existed: the company as their manufacturer at its registered
-- address, made in India, for the admin to review (decision 0110). Without a settings row there
-- are no products yet (the seed writes the settings first).
INSERT INTO "product_facts" ("product_id", "maker_role", "maker_name", "maker_address", "country_of_origin")
SELECT "products"."id", 'MANUFACTURER', "company_settings"."data"->'invoicing'->>'legalName',
	(SELECT string_agg("line", ', ') FROM jsonb_array_elements_text("company_settings"."data"->'invoicing'->'addressLines') AS "lines"("line")),
	'India'
FROM "products" CROSS JOIN "company_settings";
--> statement-breakpoint
-- The product read shows the facts: their writes raise the catalogue's version (decision 0103).
CREATE CONSTRAINT TRIGGER "product_facts_catalog_version_write" AFTER INSERT OR DELETE ON "product_facts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_facts_catalog_version_change" AFTER UPDATE ON "product_facts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "product_facts_catalog_version_truncate" AFTER TRUNCATE ON "product_facts"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
