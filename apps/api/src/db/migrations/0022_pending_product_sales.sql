CREATE TABLE "pending_product_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_product_sales" ADD CONSTRAINT "pending_product_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;