CREATE TABLE "kyc_records" (
	"associate_id" integer PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"identity_document" text NOT NULL,
	"address_document" text NOT NULL,
	"request_id" integer NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_records_pan_unique" UNIQUE("pan")
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"tds_rate_with_pan_bp" integer NOT NULL,
	"tds_rate_without_pan_bp" integer NOT NULL,
	"tds_threshold_paise" bigint NOT NULL,
	"minimum_payout_paise" bigint NOT NULL,
	"deductor_tan" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_settings_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"method" text,
	"utr" text,
	"idempotency_key" text NOT NULL,
	"provider_payout_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_provider_payout_id_unique" UNIQUE("provider_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"associate_id" integer PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"net_paise" bigint NOT NULL,
	"tds_rate_bp" integer DEFAULT 0 NOT NULL,
	"has_pan" boolean DEFAULT false NOT NULL,
	"payout_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_net" CHECK ("wallet_entries"."net_paise" = "wallet_entries"."gross_paise" - "wallet_entries"."tds_paise"),
	CONSTRAINT "wallet_entries_tds_nonnegative" CHECK ("wallet_entries"."tds_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_associate_idx" ON "payouts" USING btree ("associate_id","id");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","id") WHERE "payouts"."status" in ('APPROVED', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "wallet_entries_associate_idx" ON "wallet_entries" USING btree ("associate_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_associate_year_idx" ON "wallet_entries" USING btree ("associate_id","financial_year");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_batch_key" ON "wallet_entries" USING btree ("associate_id","month","kind") WHERE "wallet_entries"."kind" in ('LEVEL_COMMISSION', 'RANK_BONUS', 'ADJUSTMENT');--> statement-breakpoint
CREATE INDEX "wallet_entries_tds_idx" ON "wallet_entries" USING btree ("month","id") WHERE "wallet_entries"."tds_paise" > 0;