CREATE TABLE "associate_level_counts" (
	"associate_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "associate_level_counts_associate_id_level_pk" PRIMARY KEY("associate_id","level")
);
--> statement-breakpoint
CREATE TABLE "customer_referrals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bv_balances" (
	"associate_id" integer PRIMARY KEY NOT NULL,
	"pending_points" bigint DEFAULT 0 NOT NULL,
	"confirmed_points" bigint DEFAULT 0 NOT NULL,
	"cancelled_points" bigint DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bv_pending" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bv_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text,
	"settles_id" bigint,
	"order_id" integer,
	"order_line_id" integer,
	"buyer_user_id" integer,
	"is_referral" boolean DEFAULT false NOT NULL,
	"amount_paise" bigint,
	"valid_till" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bv_transactions_points_positive" CHECK ("bv_transactions"."points" > 0),
	CONSTRAINT "bv_transactions_opens_or_settles" CHECK (("bv_transactions"."source" is null) = ("bv_transactions"."settles_id" is not null)
        and ("bv_transactions"."settles_id" is null or "bv_transactions"."status" <> 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "business_value_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "business_value_settings_single_row" CHECK ("business_value_settings"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "associates_path_gist";--> statement-breakpoint
DROP INDEX "associates_parent_idx";--> statement-breakpoint
DROP INDEX "associates_sponsor_idx";--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN "group_bv" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN "direct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN "downline_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "associate_level_counts" ADD CONSTRAINT "associate_level_counts_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_referrals" ADD CONSTRAINT "customer_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_referrals" ADD CONSTRAINT "customer_referrals_sponsor_id_associates_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bv_balances" ADD CONSTRAINT "bv_balances_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bv_pending" ADD CONSTRAINT "bv_pending_entry_id_bv_transactions_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bv_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bv_transactions" ADD CONSTRAINT "bv_transactions_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bv_transactions" ADD CONSTRAINT "bv_transactions_settles_id_bv_transactions_id_fk" FOREIGN KEY ("settles_id") REFERENCES "public"."bv_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bv_transactions" ADD CONSTRAINT "bv_transactions_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bv_transactions" ADD CONSTRAINT "bv_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_value_settings" ADD CONSTRAINT "business_value_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_referrals_sponsor_idx" ON "customer_referrals" USING btree ("sponsor_id","created_at");--> statement-breakpoint
CREATE INDEX "bv_pending_associate_idx" ON "bv_pending" USING btree ("associate_id");--> statement-breakpoint
CREATE INDEX "bv_pending_order_idx" ON "bv_pending" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bv_pending_due_idx" ON "bv_pending" USING btree ("due_at","entry_id") WHERE "bv_pending"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bv_transactions_source_key" ON "bv_transactions" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "bv_transactions_settles_key" ON "bv_transactions" USING btree ("settles_id");--> statement-breakpoint
CREATE INDEX "bv_transactions_tab_idx" ON "bv_transactions" USING btree ("associate_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bv_transactions_amount_idx" ON "bv_transactions" USING btree ("associate_id","status","points" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bv_transactions_order_idx" ON "bv_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "username")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associates_path_idx" ON "associates" USING btree ("path");--> statement-breakpoint
CREATE INDEX "associates_level_path_idx" ON "associates" USING btree (nlevel("path"),"path");--> statement-breakpoint
CREATE INDEX "associates_parent_id_idx" ON "associates" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "associates_rank_idx" ON "associates" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "associates_sponsor_idx" ON "associates" USING btree ("sponsor_id","id");