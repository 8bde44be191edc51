import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS, OUTAGE_RETRY_AFTER_SECONDS, OUTAGE_TEXTS } from '@saathi/shared';
import { openDatabase } from '../db/client';
import { createTestApp } from '../test/test-app';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { signInNewUser } from '../test/builders/people';
import { createTestCatalogue } from '../test/builders/products';

/**
 * Two API processes on one PostgreSQL database; the second reaches it through a proxy that can
 * stall (a hung network or server) or cut (a restart, a failover) and then heal.
 */
const isPostgres = Boolean(inject('postgres'));
const JWT_SECRET = randomBytes(24).toString('hex');
const settings = { JWT_SECRET, REQUEST_TIMEOUT_MS: '3000' };

let main: Awaited<ReturnType<typeof createTestApp>>;
let behindProxy: Awaited<ReturnType<typeof createTestApp>>;
let proxy: TcpProxy;
let adminAuth: Record<string, string>;
let productId: number;
let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

beforeAll(async () => {
  if (!isPostgres) return;
  main = await createTestApp(settings);
  const target = new URL(main.database.connectionString!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const database = await openDatabase({
    databaseUrl: proxy.via(main.database.connectionString!),
    poolSize: 4,
    timeouts: { connectMs: 1_000, statementMs: 10_000 },
  });
  behindProxy = await createTestApp(settings, { database });
  adminAuth = (await signInNewUser(main.app, main.db, { roles: ['ADMIN'] })).auth;
  catalogue = await createTestCatalogue(main.app, adminAuth);
  productId = await catalogue.addProduct({ name: 'Tulsi Drops', price: '120.00', stock: 5 });
});
afterAll(async () => {
  if (!isPostgres) return;
  await behindProxy.close();
  await proxy.close();
  await main.close();
});

const productPage = () => behindProxy.app.inject({ url: `/api/products/${productId}` });
/** A search: read from the database every time, never from the catalogue cache. */
const searchPage = () => behindProxy.app.inject({ url: '/api/products?q=tulsi' });

describe.runIf(isPostgres)('a database that stops answering (PostgreSQL)', () => {
  it('answers 503 with Retry-After, keeps /readyz within 2 s, and serves again when it heals', async () => {
    expect((await searchPage()).statusCode).toBe(200);
    proxy.stall();
    try {
      const [page, ready, health] = await Promise.all([
        searchPage(),
        behindProxy.app.inject({ url: '/readyz' }),
        behindProxy.app.inject({ url: '/healthz' }),
      ]);
      expect(page.statusCode, page.body).toBe(503);
      expect(page.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(page.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: OUTAGE_TEXTS.unavailable,
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect(health.statusCode).toBe(200);
    } finally {
      proxy.heal();
    }
    await expect.poll(async () => (await searchPage()).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await behindProxy.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503, not 500, while the database refuses connections, then serves without a restart', async () => {
    expect((await productPage()).statusCode).toBe(200);
    proxy.cut();
    try {
      const page = await searchPage();
      expect(page.statusCode, page.body).toBe(503);
      expect(page.json().error.code).toBe('SERVICE_UNAVAILABLE');
      // Not listening, it cannot know of changes: kept answers are not used, even one it has.
      await expect.poll(() => behindProxy.app.catalogueCache.version).toBeUndefined();
      expect((await productPage()).statusCode).toBe(503);
    } finally {
      proxy.heal();
    }
    await expect.poll(async () => (await productPage()).statusCode, { timeout: 15_000 }).toBe(200);
  });

  it('listens again after an outage of seconds and reloads what it missed meanwhile', async () => {
    const person = await signInNewUser(main.app, main.db);
    const me = (app = behindProxy.app) => app.inject({ url: '/user/me', headers: person.auth });
    expect((await me()).statusCode).toBe(200);

    proxy.cut();
    try {
      // Changed while the second process hears nothing: no notification can reach it.
      const off = await main.app.inject({
        method: 'PUT',
        url: `/admin/users/${person.user.id}/status`,
        headers: adminAuth,
        payload: { isActive: false, reason: 'Left the company' },
      });
      expect(off.statusCode, off.body).toBe(200);
      const saved = await main.app.inject({
        method: 'PUT',
        url: '/api/company-settings',
        headers: adminAuth,
        payload: { ...DEMO_COMPANY_SETTINGS, tagline: 'Changed during the outage' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await catalogue.setPrice(productId, '135.00');
      // Longer than the old single retry after one second.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      proxy.heal();
    }

    await expect.poll(async () => (await me()).statusCode, { timeout: 20_000 }).toBe(401);
    const tagline = async () =>
      (await behindProxy.app.inject({ url: '/api/company-settings' })).json().data?.tagline;
    await expect.poll(tagline, { timeout: 20_000 }).toBe('Changed during the outage');
    // The product page it kept before the outage is not shown again: the version was reloaded.
    expect((await productPage()).json().data.price).toBe(135);
  });
});
