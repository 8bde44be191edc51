CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_at" timestamp with time zone,
	"is_restockable" boolean,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"bank_account" jsonb,
	"refund_paise" integer,
	"refund_method" text,
	"refund_key" text,
	"refund_reference" text,
	"credit_note_id" integer,
	"credit_note_serial" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_refund_positive" CHECK ("returns"."refund_paise" is null or "returns"."refund_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_line_key" ON "return_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_idx" ON "return_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_request_key" ON "returns" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_refund_key" ON "returns" USING btree ("refund_key");