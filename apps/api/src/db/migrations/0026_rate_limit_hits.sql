-- UNLOGGED (drizzle cannot say it): per-address request counts need no write-ahead log; a crash or
-- a failover forgets them, which only restarts the current windows (platform/rate-limit).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
