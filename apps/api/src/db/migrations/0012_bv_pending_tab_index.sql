DROP INDEX "bv_pending_associate_idx";--> statement-breakpoint
ALTER TABLE "bv_pending" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "bv_pending" SET "created_at" = "bv_transactions"."created_at" FROM "bv_transactions" WHERE "bv_transactions"."id" = "bv_pending"."entry_id";--> statement-breakpoint
CREATE INDEX "bv_pending_tab_idx" ON "bv_pending" USING btree ("associate_id","created_at" DESC NULLS LAST,"entry_id" DESC NULLS LAST);