ALTER TABLE "consent_events" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_contact_idx" ON "consent_events" USING btree ("contact_id");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_one_subject" CHECK (num_nonnulls("consent_events"."user_id", "consent_events"."contact_id") = 1);--> statement-breakpoint
-- What a person was told stays readable: a published notice is never changed or removed (0144).
CREATE FUNCTION privacy_notices_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'privacy_notices is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER privacy_notices_no_change BEFORE UPDATE OR DELETE ON privacy_notices
  FOR EACH ROW EXECUTE FUNCTION privacy_notices_append_only();
