CREATE TABLE "invoice_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 0093): takeStock reads its lines with unnest again; nothing calls it.
DROP FUNCTION IF EXISTS stock_lines(integer[], integer[]);
