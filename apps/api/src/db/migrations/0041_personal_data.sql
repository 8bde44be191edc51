CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"is_given" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_breach_people" (
	"breach_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "data_breach_people_breach_id_user_id_pk" PRIMARY KEY("breach_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "data_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"data_kinds" text NOT NULL,
	"consequences" text DEFAULT '' NOT NULL,
	"measures" text DEFAULT '' NOT NULL,
	"board_notified_at" timestamp with time zone,
	"people_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"points" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "category" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breach_people" ADD CONSTRAINT "data_breach_people_breach_id_data_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."data_breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breach_people" ADD CONSTRAINT "data_breach_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","purpose","id");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("status","due_at");--> statement-breakpoint
-- The consent ledger is append-only: an event is never changed (decision 0128).
CREATE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER consent_events_no_update BEFORE UPDATE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
