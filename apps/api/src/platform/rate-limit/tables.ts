import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per limited route and client address: the hits in its current window and when that
 * window ends. Every API process counts here, so N processes give an address the limit once.
 * The migration makes it UNLOGGED (no write-ahead log: a hit costs little, and a crash or a
 * failover only forgets the counts, which is harmless for a limit of minutes).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** The route (method and URL) and the client address, as @fastify/rate-limit keys them. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
