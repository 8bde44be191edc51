CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "post_translations" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "post_translations_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The product read shows the translated description: its writes raise the catalogue's version
-- (decision 0103), so no cached answer outlives it in either language (decision 0165).
CREATE CONSTRAINT TRIGGER "product_translations_catalog_version_write" AFTER INSERT OR DELETE ON "product_translations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_translations_catalog_version_change" AFTER UPDATE ON "product_translations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
	EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_catalog_version_truncate" AFTER TRUNCATE ON "product_translations"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
