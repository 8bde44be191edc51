import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { forgetEndedWindows, postgresRateLimitStore } from './postgres-store';
import { createRedisClient } from './redis-client';

export const FORGET_ENDED_WINDOWS_JOB = 'rate-limit-forget-ended-windows';

/**
 * Per-address request limits (decision 0096), declared per route (`config.rateLimit`: sign-in,
 * codes, leads...); nothing is limited by default. Counted where every API process sees them:
 * Redis when REDIS_URL is set, else the database (PostgreSQL, or embedded PGlite).
 */
export async function registerRateLimits(app: FastifyInstance) {
  const common = { global: false, allowList: app.config.RATE_LIMIT_ALLOWLIST };
  if (app.config.REDIS_URL) {
    const redis = await createRedisClient(app.config.REDIS_URL, app.log);
    app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, { ...common, redis, nameSpace: 'saathi-rate-limit-' });
    return;
  }
  await app.register(rateLimit, { ...common, store: postgresRateLimitStore(app.db) });
  app.jobs.register({
    name: FORGET_ENDED_WINDOWS_JOB,
    intervalMs: 10 * 60_000,
    run: async ({ db }) => {
      await forgetEndedWindows(db);
    },
  });
}
