import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@saathi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase, type Database } from '../../../db/client';
import { openTestDatabase, testConfig } from '../../../test/test-app';
import {
  REDIS_SERVER,
  hasRedisServer,
  startRedisServer,
  type RedisServer,
} from '../../../test/redis-server';
import { FORGET_ENDED_WINDOWS_JOB } from '..';
import { rateLimitHits } from '../tables';

/** A limited test route with a window short enough to see end. */
const SHORT = { max: 2, timeWindow: 300 };
const RATE_LIMITED = {
  success: false,
  error: {
    code: 'RATE_LIMITED',
    message: 'Too many requests. Please wait a moment and try again.',
  },
};

let uploads: string;
let database: Database;
/** For PostgreSQL a second pool on the same database, as another process would have. */
let otherDatabase: Database;
beforeAll(async () => {
  uploads = mkdtempSync(path.join(os.tmpdir(), 'saathi-uploads-'));
  database = await openTestDatabase();
  otherDatabase =
    database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: database.connectionString!, poolSize: 2 })
      : database;
});
afterAll(async () => {
  if (otherDatabase !== database) await otherDatabase.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

/** One API process: the whole API plus the short-window route, which counts what it serves. */
async function startProcess(on: Database, settings: { REDIS_URL?: string } = {}) {
  const app = await buildApp({
    config: testConfig({ UPLOADS_DIR: uploads, ...settings }),
    database: on,
    logger: false,
  });
  const api = { app, served: 0 };
  app.get('/test/limited', { config: { rateLimit: SHORT } }, async () => {
    api.served += 1;
    return { success: true };
  });
  await app.ready();
  return api;
}

type ApiProcess = Awaited<ReturnType<typeof startProcess>>;

const signIn = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { usernameOrEmail: 'nobody', password: 'wrong-password' },
    remoteAddress: address,
  });
const hitLimited = (app: FastifyInstance, address: string) =>
  app.inject({ url: '/test/limited', remoteAddress: address });

/** Sign-in allows 30 a minute per address: 15 through each process, then both refuse. */
async function expectSharedSignInLimit(
  one: FastifyInstance,
  other: FastifyInstance,
  address: string,
) {
  for (let i = 0; i < 15; i += 1) {
    expect((await signIn(one, address)).statusCode).toBe(401);
    expect((await signIn(other, address)).statusCode).toBe(401);
  }
  for (const app of [other, one]) {
    const refused = await signIn(app, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    expect(refused.headers['x-ratelimit-limit']).toBe('30');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-reset']).toBe(String(retryAfter));
  }
  // Another address has its own count.
  expect((await signIn(other, '192.0.2.250')).statusCode).toBe(401);
}

/** Two hits allowed through either process, the third refused, then a new window after 300 ms. */
async function expectSharedWindowThatEnds(one: ApiProcess, other: ApiProcess, address: string) {
  const first = await hitLimited(one.app, address);
  expect(first.statusCode).toBe(200);
  expect(first.headers['x-ratelimit-remaining']).toBe('1');
  expect(first.headers['x-ratelimit-reset']).toBe('1');
  expect((await hitLimited(other.app, address)).headers['x-ratelimit-remaining']).toBe('0');
  const refused = await hitLimited(one.app, address);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('1');
  expect(one.served + other.served).toBe(2);

  await sleep(SHORT.timeWindow + 50);
  const again = await hitLimited(other.app, address);
  expect(again.statusCode).toBe(200);
  expect(again.headers['x-ratelimit-remaining']).toBe('1');
}

describe('per-address limits counted in the database', () => {
  let one: ApiProcess;
  let other: ApiProcess;
  beforeAll(async () => {
    one = await startProcess(database);
    other = await startProcess(otherDatabase);
  });
  afterAll(async () => {
    await one?.app.close();
    await other?.app.close();
  });

  it('a sign-in limit hit through one API process is hit through the other', async () => {
    await expectSharedSignInLimit(one.app, other.app, '198.51.100.60');
  });

  it('counts a window from its first hit, in any process, and starts again after it', async () => {
    await expectSharedWindowThatEnds(one, other, '198.51.100.61');
  });

  it('forgets ended windows in a job, and keeps live ones', async () => {
    const [ended, live] = ['203.0.113.1', '203.0.113.2'];
    await hitLimited(one.app, ended);
    await hitLimited(one.app, live);
    await database.db
      .update(rateLimitHits)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, `GET /test/limited ${ended}`));
    expect(await one.app.jobs.runNow(FORGET_ENDED_WINDOWS_JOB)).toBe(true);
    const kept = await database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, '% 203.0.113.%'));
    expect(kept.map((row) => row.key)).toEqual([`GET /test/limited ${live}`]);
  });
});

describe('per-address limits when the count cannot be stored', () => {
  it('refuses the request through the error handler instead of serving it', async () => {
    const broken = await openTestDatabase();
    const api = await startProcess(broken);
    try {
      await broken.db.execute(sql`drop table rate_limit_hits`);
      const response = await hitLimited(api.app, '198.51.100.64');
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.json().success).toBe(false);
      expect(api.served).toBe(0);
    } finally {
      await api.app.close();
      await broken.close();
    }
  });
});

if (!hasRedisServer()) {
  process.stderr.write(
    `\n\x1b[41m\x1b[97m WARNING \x1b[0m ${REDIS_SERVER} is missing: the Redis rate-limit tests are` +
      ` SKIPPED. Install Debian's redis-server (npm test does).\n`,
  );
}

describe.skipIf(!hasRedisServer())('per-address limits counted in Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  let one: ApiProcess;
  let other: ApiProcess;
  beforeAll(async () => {
    redis = await startRedisServer();
    one = await startProcess(database, { REDIS_URL: redis.url });
    other = await startProcess(otherDatabase, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await one?.app.close();
    await other?.app.close();
    await redis?.close();
  });

  it('a sign-in limit hit through one API process is hit through the other', async () => {
    await expectSharedSignInLimit(one.app, other.app, '198.51.100.70');
    const inDatabase = await database.db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, '%198.51.100.70'));
    expect(inDatabase).toEqual([]);
  });

  it('counts a window from its first hit, in any process, and starts again after it', async () => {
    await expectSharedWindowThatEnds(one, other, '198.51.100.71');
  });

  it('refuses the request through the error handler when Redis is gone', async () => {
    await redis.close();
    const served = one.served;
    const response = await hitLimited(one.app, '198.51.100.72');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(response.json().success).toBe(false);
    expect(one.served).toBe(served);
  });
});
