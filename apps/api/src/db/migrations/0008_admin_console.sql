CREATE TABLE "token_revocations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"not_before" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requester_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"pending_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "token_revocations" ADD CONSTRAINT "token_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "requests_type_status_created_idx" ON "requests" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "requests_requester_created_idx" ON "requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_pending_key" ON "requests" USING btree ("pending_key") WHERE "requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "associates_joined_at_idx" ON "associates" USING btree ("joined_at");--> statement-breakpoint
CREATE INDEX "users_directory_search_trgm_idx" ON "users" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "username" || ' ' || coalesce("primary_email", '') || ' ' || coalesce("primary_phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");