CREATE TABLE "agreement_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"text_sha256" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "agreement_acceptances_user_version" UNIQUE("user_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "id_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"associate_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "id_cards_card_id_unique" UNIQUE("card_id")
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_cards_associate_idx" ON "id_cards" USING btree ("associate_id","valid_until");--> statement-breakpoint
-- Acceptances and the texts they name are records of a contract: nothing edits or removes them
-- (decision 0122). TRUNCATE (test resets) is a table-level act these row triggers do not see.
CREATE FUNCTION "refuse_agreement_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: rows are never updated or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_acceptances_append_only" BEFORE UPDATE OR DELETE ON "agreement_acceptances"
  FOR EACH ROW EXECUTE FUNCTION "refuse_agreement_record_change"();--> statement-breakpoint
CREATE TRIGGER "agreement_versions_append_only" BEFORE UPDATE OR DELETE ON "agreement_versions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_agreement_record_change"();--> statement-breakpoint
INSERT INTO "agreement_versions" ("version", "title", "effective_from", "body") VALUES ('1.0', 'Direct seller agreement', '2026-01-01T00:00:00+05:30', $agreement$_This is the Company's standard direct seller agreement, version 1.0. The Company replaces it with its own text in the console (Agreements) before it starts trading; every later version is accepted again by every associate._

This agreement is made between the Company named on this website (the "Company", a direct selling entity) and the person accepting it (the "direct seller" or "associate"), under the Consumer Protection (Direct Selling) Rules, 2021 (the "Rules"). It is accepted electronically; the Company keeps a record of who accepted which version, when and from where, and gives the associate a copy as a PDF.

## 1. Becoming an associate

1. The associate is at least 18 years old, lives in India, and has given true details.
2. There is **no entry fee, registration fee or fee of any kind** for joining, for remaining an associate, or for receiving any benefit under this agreement.
3. The associate is **not required to buy** any goods, kit or service to join, to remain active or to earn.
4. The associate completes identity verification (KYC: PAN, identity and address proof) before receiving any payout, and then receives an identity card valid for one year.

## 2. Obligations of the associate (rule 6 of the Rules)

The associate shall:

1. carry the identity card issued by the Company and show it to a consumer, and **not visit a consumer's home or workplace without an appointment**;
2. at the start of a sale, truthfully say who they are, that they represent the Company, and the nature of the goods;
3. give the consumer the complete information the Rules require: price, quantity, the Company's returns, exchange and refund policy, and the Company's grievance process, and a bill or cash memo for every sale;
4. make **no false or misleading claim** about the goods, their health effects, or about earnings, and make no claim the Company has not authorised;
5. **not sell at a price above the MRP**, and not use misleading, deceptive or unfair trade practices;
6. not recruit anyone by promising income from recruitment: under this agreement no one earns anything for enrolling or sponsoring another person;
7. not take part in any pyramid scheme or money circulation scheme, and not ask any person to pay to join;
8. keep consumers' personal information confidential and use it only to serve them;
9. keep proper records of their sales and follow the Company's code of conduct.

## 3. Obligations of the Company (rule 5 of the Rules)

The Company shall:

1. pay remuneration only on the sale of goods to consumers, under the compensation plan given to the associate in writing before acceptance, and never for recruitment;
2. give the associate an identity card and keep a register of its direct sellers with their identity and address details;
3. keep a grievance redressal mechanism for associates and consumers, with a grievance officer named on the website;
4. pay what is due by bank transfer, with tax deducted at source as the law requires, and give statements of it.

## 4. Cooling-off period, returns and buy-back

1. **Cooling-off:** within 30 days of delivery the associate may return any goods bought from the Company in saleable condition for a full refund of the amount paid.
2. **Buy-back:** when this agreement ends, for any reason, the Company buys back saleable goods bought from it within the 6 months before the end, with at least 3 months of shelf life left, if asked within 30 days after the end, refunding 90% of the net price paid.
3. Business value and any payout earned on goods returned or bought back are reversed, as the compensation plan says.

## 5. Term and termination

1. This agreement runs until either party ends it.
2. The associate may end it at any time by writing to the Company; nothing is payable for ending it.
3. The Company may suspend or end it, with written reasons, if the associate breaks this agreement, the Rules or the law; a suspended associate's identity card shows as suspended at once.
4. On termination the buy-back in clause 4 applies, and what was earned on sales before the end is paid.

## 6. Changes

The Company may publish a new version of this agreement, effective from a stated date. The associate accepts it before using the associate portal again; an associate who does not accept may end this agreement under clause 5 with the buy-back in clause 4.

## 7. Grievances

Any complaint about this agreement, a payout, a product or another associate may be raised with the Company's grievance officer named on the Disclosure page. The Company acknowledges a complaint within 48 hours and resolves it within one month. The associate may also approach the National Consumer Helpline or a consumer commission.

## 8. Governing law

This agreement is governed by the laws of India, including the Consumer Protection Act, 2019 and the Rules; the courts at the Company's registered office have jurisdiction.$agreement$);
