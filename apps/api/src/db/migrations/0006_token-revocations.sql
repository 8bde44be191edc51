CREATE TABLE "token_revocations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"not_before" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_revocations" ADD CONSTRAINT "token_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;