CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"raised_by" "xid8",
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- Raises the catalogue's version once per transaction and announces it (decision 0103). It runs at
-- commit (deferred triggers), after the transaction's other locks, so waiting for this one row
-- cannot deadlock, and versions follow commit order.
CREATE FUNCTION "catalog_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised bigint;
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1, "raised_by" = pg_current_xact_id()
	WHERE "raised_by" IS DISTINCT FROM pg_current_xact_id()
	RETURNING "version" INTO raised;
	IF raised IS NOT NULL THEN
		PERFORM pg_notify('catalog_version', raised::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version_write" AFTER INSERT OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version_change" AFTER UPDATE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalog_version_write" AFTER INSERT OR DELETE ON "categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalog_version_change" AFTER UPDATE ON "categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_catalog_version_write" AFTER INSERT OR DELETE ON "brands"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_catalog_version_change" AFTER UPDATE ON "brands"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
-- Public reads show stock as two flags (in stock; low: 1..alert_quantity), never the quantity:
-- only a change of a flag changes what they show.
CREATE CONSTRAINT TRIGGER "stores_catalog_version_add" AFTER INSERT ON "stores"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."quantity" > 0)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stores_catalog_version_remove" AFTER DELETE ON "stores"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."quantity" > 0)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stores_catalog_version_flags" AFTER UPDATE ON "stores"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
		OLD."product_id" IS DISTINCT FROM NEW."product_id"
		OR (OLD."quantity" > 0) <> (NEW."quantity" > 0)
		OR (OLD."quantity" > 0 AND OLD."quantity" <= OLD."alert_quantity")
			<> (NEW."quantity" > 0 AND NEW."quantity" <= NEW."alert_quantity"))
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version_truncate" AFTER TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_version_truncate" AFTER TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "stores_catalog_version_truncate" AFTER TRUNCATE ON "stores"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
