import type { FastifyBaseLogger } from 'fastify';

/** Bounds on a Redis that stalls or is gone: a limited request fails in about 2 s, never hangs. */
const TIMEOUT_MS = 2_000;

/**
 * The ioredis client @fastify/rate-limit counts with when REDIS_URL is set (its `redis` option).
 * A command waits through one reconnect at most, then fails, and the request is refused through
 * the error handler rather than let through uncounted. Loaded only then: a process without Redis
 * does not carry the library (decision 0189).
 */
export async function createRedisClient(url: string, log: FastifyBaseLogger) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // ioredis reconnects by itself; without a listener it would print each failure to the console.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis: %s', error.message));
  return redis;
}

/** ioredis's own failures when Redis is gone or stalls (it gives them no code): worth a retry. */
const UNAVAILABLE_MESSAGES = /^(Command timed out|Connection is closed\.|Stream isn't writeable)/;
export const isRedisUnavailable = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'MaxRetriesPerRequestError' || UNAVAILABLE_MESSAGES.test(error.message));
