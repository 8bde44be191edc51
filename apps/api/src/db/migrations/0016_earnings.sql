CREATE TABLE "earnings_lines" (
	"period_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" smallint,
	"source_associate_id" integer,
	"points" bigint NOT NULL,
	"rate_bp" integer,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_version" integer NOT NULL,
	"sales_bv" bigint DEFAULT 0 NOT NULL,
	"earners" integer DEFAULT 0 NOT NULL,
	"level_paise" bigint DEFAULT 0 NOT NULL,
	"bonus_paise" bigint DEFAULT 0 NOT NULL,
	"adjustment_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_by" integer,
	"committed_at" timestamp with time zone,
	"committed_by" integer
);
--> statement-breakpoint
CREATE TABLE "earnings_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_summaries" (
	"period_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	"personal_bv" bigint NOT NULL,
	"group_bv" bigint NOT NULL,
	"rank_code" text,
	"level_paise" bigint NOT NULL,
	"bonus_paise" bigint NOT NULL,
	"adjustment_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings_periods" ADD CONSTRAINT "earnings_periods_plan_id_earnings_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."earnings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_periods" ADD CONSTRAINT "earnings_periods_computed_by_users_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_periods" ADD CONSTRAINT "earnings_periods_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_plans" ADD CONSTRAINT "earnings_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_lines_associate_idx" ON "earnings_lines" USING btree ("period_id","associate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_periods_month_key" ON "earnings_periods" USING btree ("month") WHERE "earnings_periods"."status" <> 'SIMULATION';--> statement-breakpoint
CREATE INDEX "earnings_plans_effective_idx" ON "earnings_plans" USING btree ("effective_from","id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_summaries_key" ON "earnings_summaries" USING btree ("period_id","associate_id");--> statement-breakpoint
CREATE INDEX "earnings_summaries_total_idx" ON "earnings_summaries" USING btree ("period_id","total_paise" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bv_transactions_confirmed_sales_idx" ON "bv_transactions" USING btree ("created_at","associate_id","type","points") WHERE "bv_transactions"."status" = 'CONFIRMED' and "bv_transactions"."order_id" is not null;