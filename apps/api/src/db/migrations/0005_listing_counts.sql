CREATE TABLE "product_listing_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Keeps product_listing_counts exact: each product write moves its category's count by ±1 in the
-- same transaction. Rows are locked in category order so two concurrent moves cannot deadlock.
CREATE FUNCTION "product_listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was_listed boolean := TG_OP <> 'INSERT' AND OLD.is_visible AND NOT OLD.is_deleted;
	is_listed boolean := TG_OP <> 'DELETE' AND NEW.is_visible AND NOT NEW.is_deleted;
BEGIN
	INSERT INTO "product_listing_counts" AS counts ("category_id", "listed")
	SELECT change.category_id, sum(change.delta)
	FROM (
		SELECT coalesce(OLD.category_id, 0), -1 WHERE was_listed
		UNION ALL
		SELECT coalesce(NEW.category_id, 0), 1 WHERE is_listed
	) AS change(category_id, delta)
	GROUP BY change.category_id
	HAVING sum(change.delta) <> 0
	ORDER BY change.category_id
	ON CONFLICT ("category_id") DO UPDATE SET "listed" = counts."listed" + excluded."listed";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listing_counts" AFTER INSERT OR DELETE OR UPDATE OF "is_visible", "is_deleted", "category_id" ON "products" FOR EACH ROW EXECUTE FUNCTION "product_listing_counts_apply"();--> statement-breakpoint
INSERT INTO "product_listing_counts" ("category_id", "listed")
SELECT coalesce("category_id", 0), count(*) FROM "products" WHERE "is_visible" AND NOT "is_deleted" GROUP BY 1;
