CREATE TABLE "associate_placements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "associate_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"associate_id" integer NOT NULL,
	"parent_id" integer,
	"sponsor_id" integer,
	"path" "ltree" NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "associate_placements" ADD CONSTRAINT "associate_placements_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associate_placements_path_idx" ON "associate_placements" USING btree ("path");--> statement-breakpoint
CREATE INDEX "associate_placements_parent_idx" ON "associate_placements" USING btree ("parent_id","associate_id");--> statement-breakpoint
CREATE INDEX "associate_placements_associate_idx" ON "associate_placements" USING btree ("associate_id","valid_from");--> statement-breakpoint
CREATE INDEX "associate_placements_closed_idx" ON "associate_placements" USING btree ("valid_to") WHERE "associate_placements"."valid_to" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "associate_placements_open_idx" ON "associate_placements" USING btree ("associate_id") WHERE "associate_placements"."valid_to" is null;--> statement-breakpoint
ALTER TABLE "earnings_lines" ADD COLUMN "source_order_id" integer;--> statement-breakpoint
-- Every associate's placement as it stands, valid since they joined (decision 0132).
INSERT INTO "associate_placements" ("associate_id", "parent_id", "sponsor_id", "path", "valid_from")
SELECT "id", "parent_id", "sponsor_id", "path", "joined_at" FROM "associates";
