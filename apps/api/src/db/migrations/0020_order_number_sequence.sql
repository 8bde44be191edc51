CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('order_number_seq', COALESCE((SELECT max("last") FROM "order_number_counters"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "order_number_counters" CASCADE;