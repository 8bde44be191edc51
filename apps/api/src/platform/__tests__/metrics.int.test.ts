import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, testConfig } from '../../test/test-app';
import { outboxMessages } from '../messaging/tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const scrape = async (app: FastifyInstance = testApp.app) =>
  (await app.inject({ url: '/metrics' })).body;

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const values = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) =>
      Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)),
    )
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
  if (values.length > 1) throw new Error(`${values.length} samples of ${name} match`);
  return values[0];
}

describe('/metrics', () => {
  it('counts requests and their latency by route pattern, method and status class', async () => {
    for (let i = 0; i < 3; i += 1) await testApp.app.inject({ url: '/healthz' });
    await testApp.app.inject({ url: '/api/products/987654321' });
    await testApp.app.inject({ url: '/api/no-such-thing-here' });
    const healthz = { method: 'GET', route: '/healthz', status_class: '2xx' };

    const first = await scrape();
    expect(sample(first, 'http_requests_total', healthz)).toBe(3);
    expect(sample(first, 'http_request_duration_seconds_count', healthz)).toBe(3);
    expect(sample(first, 'http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(
      3,
    );
    expect(sample(first, 'http_request_duration_seconds_sum', healthz)).toBeGreaterThan(0);
    const product = { route: '/api/products/:id', status_class: '4xx' };
    expect(sample(first, 'http_requests_total', product)).toBe(1);
    expect(sample(first, 'http_requests_total', { route: '(unmatched)' })).toBe(1);
    // Patterns only: no raw URL becomes a label value.
    expect(first).not.toContain('987654321');
    expect(first).not.toContain('no-such-thing-here');

    await testApp.app.inject({ url: '/healthz' });
    const second = await scrape();
    expect(sample(second, 'http_requests_total', healthz)).toBe(4);
    expect(sample(second, 'http_requests_total', { route: '/metrics' })).toBe(1);
  });

  it('reports the database and its connections', async () => {
    const text = await scrape();
    expect(sample(text, 'db_info', { driver: testApp.database.kind })).toBe(1);
    const total = sample(text, 'db_pool_connections', { state: 'total' });
    if (testApp.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBe(4);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total!);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'db_pool_max_connections')).toBe(1);
      expect(total).toBe(1);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeUndefined();
    }
  });

  it('reports the outbox backlog', async () => {
    const before = await scrape();
    expect(sample(before, 'outbox_messages', { status: 'pending' })).toBe(0);
    expect(sample(before, 'outbox_oldest_waiting_seconds')).toBe(0);

    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const later = new Date(Date.now() + 60 * 60_000); // not due: the drain leaves them alone
    const message = { channel: 'email' as const, destination: 'a@example.in', subject: 's' };
    await testApp.db.insert(outboxMessages).values([
      { ...message, body: 'one', createdAt: tenMinutesAgo, nextAttemptAt: later },
      { ...message, body: 'two', nextAttemptAt: later },
      { ...message, body: 'three', status: 'failed', attempts: 5 },
      { ...message, body: 'four', status: 'sent', createdAt: new Date(0) },
    ]);

    const after = await scrape();
    expect(sample(after, 'outbox_messages', { status: 'pending' })).toBe(2);
    expect(sample(after, 'outbox_messages', { status: 'sending' })).toBe(0);
    expect(sample(after, 'outbox_messages', { status: 'failed' })).toBe(1);
    const oldest = sample(after, 'outbox_oldest_waiting_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(3600);
  });

  it("reports the process's memory and Node's own metrics in Prometheus' text format", async () => {
    const response = await testApp.app.inject({ url: '/metrics' });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });
});

describe('/metrics access', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
  const appWith = async (overrides: Parameters<typeof testConfig>[0]) => {
    const app = await buildApp({
      config: testConfig(overrides),
      database: testApp.database,
      logger: false,
    });
    await app.ready();
    return app;
  };

  it('asks for METRICS_TOKEN as a bearer token when it is set, in production too', async () => {
    const app = await appWith({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    try {
      const bare = await app.inject({ url: '/metrics' });
      expect(bare.statusCode).toBe(401);
      expect(bare.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(bare.json().error.code).toBe('UNAUTHENTICATED');
      const wrong = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).not.toContain('http_requests_total');

      const right = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(sample(right.body, 'http_requests_total', { status_class: '4xx' })).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('is off in production without a token: an API 404, not the web app', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'saathi-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = await appWith({ ...PRODUCTION, WEB_DIST_DIR: webDist });
    try {
      const response = await app.inject({ url: '/metrics', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('refuses a short token at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });
});
