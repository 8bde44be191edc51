CREATE TABLE "shop_link_sign_ups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_link_visits" (
	"associate_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_link_visits_associate_id_day_pk" PRIMARY KEY("associate_id","day")
);
--> statement-breakpoint
ALTER TABLE "shop_link_sign_ups" ADD CONSTRAINT "shop_link_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_link_sign_ups" ADD CONSTRAINT "shop_link_sign_ups_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_link_visits" ADD CONSTRAINT "shop_link_visits_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_link_sign_ups_associate_idx" ON "shop_link_sign_ups" USING btree ("associate_id","created_at");