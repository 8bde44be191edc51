CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"client_address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"referral_code" text NOT NULL,
	"sponsor_id" integer,
	"parent_id" integer,
	"path" "ltree" NOT NULL,
	"rank" text DEFAULT 'ASSOCIATE' NOT NULL,
	"bv_value" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associates_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "associates_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_otp_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "associates" ADD CONSTRAINT "associates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associates" ADD CONSTRAINT "associates_sponsor_id_associates_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associates" ADD CONSTRAINT "associates_parent_id_associates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_destination_created_idx" ON "otp_codes" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_client_created_idx" ON "otp_codes" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "associates_path_gist" ON "associates" USING gist ("path");--> statement-breakpoint
CREATE INDEX "associates_parent_idx" ON "associates" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "associates_sponsor_idx" ON "associates" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_destination_idx" ON "outbox_messages" USING btree ("destination","created_at");