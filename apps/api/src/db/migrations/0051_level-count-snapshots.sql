CREATE TABLE "associate_level_snapshots" (
	"associate_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"level" smallint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "associate_level_snapshots_associate_id_taken_at_level_pk" PRIMARY KEY("associate_id","taken_at","level")
);
--> statement-breakpoint
CREATE TABLE "associate_snapshot_times" (
	"taken_at" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "associate_placements_opened_idx";--> statement-breakpoint
ALTER TABLE "associate_level_snapshots" ADD CONSTRAINT "associate_level_snapshots_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associate_level_snapshots_taken_idx" ON "associate_level_snapshots" USING btree ("taken_at");--> statement-breakpoint
CREATE INDEX "associate_placements_from_idx" ON "associate_placements" USING btree ("valid_from");--> statement-breakpoint
DROP INDEX "associate_placements_path_idx";--> statement-breakpoint
CREATE INDEX "associate_placements_path_idx" ON "associate_placements" USING btree ("path") INCLUDE ("valid_from","valid_to");
