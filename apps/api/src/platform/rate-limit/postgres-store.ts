import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { rateLimitHits } from './tables';

/**
 * One hit in one statement: a new key or an ended window starts at 1 with a fresh end, a live
 * one adds 1 and keeps its end. The database's clock decides, so every process agrees; the row
 * lock of the upsert makes concurrent hits from several processes count one by one.
 */
const countHit = preparedPerDb((db) => {
  const hasEnded = sql`${rateLimitHits.resetsAt} <= now()`;
  return db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetsAt: sql`now() + ${sql.placeholder('window')}::interval`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${hasEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${hasEnded} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000)::integer`,
    })
    .prepare('rate_limit_count_hit');
});

/** Rows whose window has ended are only read as "start again", so a periodic job drops them. */
export const forgetEndedWindows = (db: Db) =>
  db.delete(rateLimitHits).where(lte(rateLimitHits.resetsAt, sql`now()`));

/** What @fastify/rate-limit gives a store: its options, and a route's under `routeInfo`. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method: string | string[]; url: string };
}

/**
 * A @fastify/rate-limit store (the plugin's `store` option) counting in `rate_limit_hits`, so every
 * API process on the database shares each limit; the same on embedded PGlite. It answers as the
 * plugin's own stores do: the hits so far and the milliseconds left in the window. A failure is
 * passed on, never skipped, so the request is refused through the error handler.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly route = '',
    ) {
      // Fixed windows only: the plugin's other two modes are not counted here.
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error('The PostgreSQL rate-limit store counts fixed windows only');
    }

    incr(...[key, callback, timeWindow]: Parameters<FastifyRateLimitStore['incr']>) {
      countHit(db)
        .execute({ key: `${this.route}${key}`, window: `${timeWindow} milliseconds` })
        .then(([hit]) => callback(null, hit), callback);
    }

    // Like the plugin's Redis store: each limited route counts its own hits.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const options = routeOptions as unknown as StoreOptions;
      const { method, url } = options.routeInfo!;
      return new PostgresRateLimitStore(options, `${String(method)} ${url} `);
    }
  }
  return PostgresRateLimitStore;
}
