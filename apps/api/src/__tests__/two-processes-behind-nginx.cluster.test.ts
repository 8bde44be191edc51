import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared';
import { configSchema } from '../config';
import { createAccessTokens } from '../platform/access-token';
import { LOAD_SHOPPER_PASSWORD } from '../seed/load-shoppers';
import { waitFor } from '../test/cluster/processes';
import {
  CLUSTER_ADMIN,
  startCluster,
  type Cluster,
  type SeededShopper,
} from '../test/cluster/start-cluster';

// Issue 26: two API processes of the production build on one PostgreSQL, behind Debian's nginx
// with deploy/nginx's config, all on loopback. `npm test` runs it after the build with a
// throwaway PostgreSQL (vitest --project cluster, TEST_DATABASE_URL); skipped without one.
const serverUrl = process.env.TEST_DATABASE_URL;

const RACE_STOCK = 50;
const PLENTY_STOCK = 1_000_000;
const KILL_WORKERS = 8;
/** Shoppers by test: each test buys with its own, so carts never meet. */
const SHOPPERS = {
  racers: [0, 200],
  outbox: [200, 230],
  killTraffic: [230, 230 + KILL_WORKERS],
  logout: 240,
  deactivated: 241,
  catalogue: 242,
} as const;

interface Shopper extends SeededShopper {
  auth: string;
}

/** One HTTP call; `T` is the JSON body a 2xx answer has (nginx's own error pages are HTML). */
async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { auth?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.auth ? { authorization: options.auth } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: (isJson ? await response.json() : null) as T };
}

interface Session {
  token: string;
  refreshToken: string;
}

/** What /auth/refresh-token answers (spec part 1: accessToken, not token). */
interface Refreshed {
  accessToken: string;
  refreshToken: string;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/** The Subject header of a mail as sent (long headers are folded over lines). */
const subjectOf = (data: string) =>
  /^Subject: (.*)$/m.exec(data.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe.skipIf(!serverUrl)('two API processes behind nginx', () => {
  let cluster: Cluster;
  let nginx: string;
  let admin: string;
  let shoppers: Shopper[];
  let raceProduct: number;
  let plentyProduct: number;

  const shoppersIn = ([from, to]: readonly [number, number]) => shoppers.slice(from, to);
  const addToCart = (shopper: Shopper, productId: number) =>
    call(nginx, 'POST', '/api/cart', { auth: shopper.auth, body: { productId, quantity: 1 } });
  const placeCodOrder = (shopper: Shopper, key = randomUUID()) =>
    call<{ data: { order: { id: number } } }>(nginx, 'POST', '/api/orders', {
      auth: shopper.auth,
      body: { addressId: shopper.addressId, paymentMethod: 'COD' },
      headers: { 'idempotency-key': key },
    });
  const query = async <Row>(text: string, values: unknown[] = []) =>
    (await cluster.pool.query(text, values)).rows as Row[];
  const stockOf = async (productId: number) =>
    (
      await query<{ quantity: number }>('select quantity from stores where product_id = $1', [
        productId,
      ])
    )[0]!.quantity;

  beforeAll(async () => {
    cluster = await startCluster({ serverUrl: serverUrl!, products: 2, shoppers: 243 });
    nginx = cluster.nginx.url;
    // Shoppers' access tokens signed as the API signs them (JWT_SECRET): no argon2 per shopper.
    const tokens = createAccessTokens(configSchema.parse({ JWT_SECRET: cluster.jwtSecret }));
    shoppers = await Promise.all(
      cluster.shoppers.map(async (shopper) => ({
        ...shopper,
        auth: `Bearer ${await tokens.sign({ userId: shopper.id, roles: ['CUSTOMER'], sessionId: randomUUID() })}`,
      })),
    );
    const signedIn = await call<Session>(nginx, 'POST', '/auth/login', {
      body: { usernameOrEmail: CLUSTER_ADMIN.username, password: CLUSTER_ADMIN.password },
    });
    expect(signedIn.status).toBe(200);
    admin = `Bearer ${signedIn.body.token}`;
    const products = (
      await call<{ data: { id: number }[] }>(nginx, 'GET', '/api/products?limit=10')
    ).body.data;
    [raceProduct, plentyProduct] = products.map((product) => product.id);
    for (const [productId, quantity] of [
      [raceProduct, RACE_STOCK],
      [plentyProduct, PLENTY_STOCK],
    ]) {
      const stocked = await call(nginx, 'POST', '/api/stores', {
        auth: admin,
        body: { productId, quantity, alertQuantity: 1 },
      });
      expect(stocked.status).toBeLessThan(300);
    }
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('sells exactly the stock to 200 buyers racing across both processes', async () => {
    const racers = shoppersIn(SHOPPERS.racers);
    await inBatches(racers, 20, async (shopper) => {
      expect((await addToCart(shopper, raceProduct)).status).toBe(200);
    });
    const logged = cluster.nginx.accessLog().length;

    const answers = await Promise.all(racers.map((shopper) => placeCodOrder(shopper)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(RACE_STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers.length - RACE_STOCK);
    expect(await stockOf(raceProduct)).toBe(0);
    const [sold] = await query<{ orders: number }>(
      'select count(distinct order_id)::int as orders from order_lines where product_id = $1',
      [raceProduct],
    );
    expect(sold!.orders).toBe(RACE_STOCK);
    const servedBy = new Set(
      cluster.nginx
        .accessLog()
        .slice(logged)
        .map((entry) => entry.upstreams.at(-1)),
    );
    expect(servedBy).toEqual(new Set(cluster.processes.map(({ port }) => `127.0.0.1:${port}`)));
  });

  it('sends each outbox message once', async () => {
    await Promise.all(
      shoppersIn(SHOPPERS.outbox).map(async (shopper) => {
        expect((await addToCart(shopper, plentyProduct)).status).toBe(200);
        expect((await placeCodOrder(shopper)).status).toBe(201);
      }),
    );
    // Each process's messenger claims due rows every few seconds (FOR UPDATE SKIP LOCKED).
    const undelivered = async () =>
      (
        await query<{ count: number }>(
          "select count(*)::int as count from outbox_messages where status in ('pending', 'sending')",
        )
      )[0]!.count;
    await waitFor(async () => (await undelivered()) === 0, 'the outbox delivered');

    const messages = await query<{ subject: string; status: string; attempts: number }>(
      'select subject, status, attempts from outbox_messages',
    );
    // The race's 50 orders and these 30, each told to its shopper by mail.
    expect(messages.length).toBeGreaterThanOrEqual(RACE_STOCK + 30);
    expect(
      messages.filter((message) => message.status !== 'sent' || message.attempts !== 1),
    ).toEqual([]);
    const mailed = cluster.smtp.mails.map((mail) => subjectOf(mail.data)).sort();
    expect(mailed).toEqual(messages.map((message) => message.subject).sort());
  });

  it('counts a sign-in limit hit through one process on the other', async () => {
    const [first, second] = cluster.processes;
    // One visitor's address (TRUST_PROXY), each process asked directly; a new unknown account
    // each time, so only the per-address limit can answer 429.
    const fromVisitor = { 'x-forwarded-for': '198.51.100.26' };
    let attempts = 0;
    const signIn = (base: string) =>
      call(base, 'POST', '/auth/login', {
        headers: fromVisitor,
        body: { usernameOrEmail: `nobody${(attempts += 1)}`, password: 'Not-the-password-1' },
      });
    let answer = await signIn(first!.url);
    while (answer.status !== 429 && attempts < 200) answer = await signIn(first!.url);
    expect(answer.status).toBe(429);

    expect((await signIn(second!.url)).status).toBe(429);
  });

  it('ends a session on one process and refuses it on the other', async () => {
    const [first, second] = cluster.processes;
    const shopper = shoppers[SHOPPERS.logout]!;
    const signedIn = await call<Session>(nginx, 'POST', '/auth/login', {
      body: { usernameOrEmail: shopper.username, password: LOAD_SHOPPER_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const refreshed = await call<{ data: Refreshed }>(second!.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: signedIn.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const { refreshToken, accessToken } = refreshed.body.data;
    const auth = `Bearer ${accessToken}`;
    const readCart = () => call(second!.url, 'GET', `/api/cart/user/${shopper.id}`, { auth });
    expect((await readCart()).status).toBe(200);

    const loggedOut = await call(first!.url, 'POST', '/auth/logout', { body: { refreshToken } });
    expect(loggedOut.status).toBe(200);

    const refused = await call(second!.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken },
    });
    expect(refused.status).toBe(401);
    // The session's access token too, though it has not expired: NOTIFY at the logout's commit.
    await waitFor(async () => (await readCart()).status === 401, 'the access token is refused', {
      timeoutMs: 5_000,
    });
  });

  it("refuses a deactivated account's access token on the other process", async () => {
    const [first, second] = cluster.processes;
    const shopper = shoppers[SHOPPERS.deactivated]!;
    const readCart = () =>
      call(second!.url, 'GET', `/api/cart/user/${shopper.id}`, { auth: shopper.auth });
    expect((await readCart()).status).toBe(200);

    const deactivated = await call(first!.url, 'PUT', `/admin/users/${shopper.id}/status`, {
      auth: admin,
      body: { isActive: false },
    });
    expect(deactivated.status).toBe(200);

    // The other process hears of it by NOTIFY at the commit.
    await waitFor(async () => (await readCart()).status === 401, 'the other process refuses', {
      timeoutMs: 5_000,
    });
  });

  it('passes an upload as large as the API accepts (its answer, not 413)', async () => {
    // Eight images at the limit and room for the form's text fields (platform/uploads.ts).
    const body = Buffer.alloc(8 * IMAGE_UPLOAD_LIMIT_BYTES + 1024 * 1024);
    const response = await fetch(`${nginx}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=cluster' },
      body,
    });
    // Not signed in: the API's refusal, after nginx took the whole body.
    expect(response.status).toBe(401);
  });

  it("shows a catalogue change made through one process in the other's next reads", async () => {
    const [writer, reader] = cluster.processes;
    const shopper = shoppers[SHOPPERS.catalogue]!;
    const urls = [`/api/products/${plentyProduct}`, '/api/products?limit=10'];
    const readAll = (base: string) =>
      Promise.all(
        urls.map(async (url) => {
          const response = await fetch(`${base}${url}`);
          return { etag: response.headers.get('etag'), body: await response.text() };
        }),
      );
    const setStock = async (quantity: number) => {
      const saved = await call(writer!.url, 'POST', '/api/stores', {
        auth: admin,
        body: { productId: plentyProduct, quantity, alertQuantity: 1 },
      });
      expect(saved.status).toBe(200);
    };
    const rename = async (name: string) => {
      const current = await call<{ data: Record<string, unknown> }>(writer!.url, 'GET', urls[0]!, {
        auth: admin,
      });
      const form = new FormData();
      for (const field of ['description', 'categoryId', 'price', 'points', 'isVisible']) {
        form.append(field, String(current.body.data[field]));
      }
      form.append('name', name);
      const saved = await fetch(`${writer!.url}${urls[0]}`, {
        method: 'PUT',
        headers: { authorization: admin },
        body: form,
      });
      expect(saved.status, await saved.text()).toBe(200);
    };
    // Restocked to what it had less the unit sold here: later tests check stock against sales.
    const restock = (await stockOf(plentyProduct)) - 1;
    const changes: [string, () => Promise<void>][] = [
      ['the admin renames it', () => rename('Plenty, renamed')],
      ['its stock runs low', () => setStock(1)],
      [
        'a sale empties it',
        async () => {
          const added = await call(writer!.url, 'POST', '/api/cart', {
            auth: shopper.auth,
            body: { productId: plentyProduct, quantity: 1 },
          });
          expect(added.status).toBe(200);
          const placed = await call(writer!.url, 'POST', '/api/orders', {
            auth: shopper.auth,
            body: { addressId: shopper.addressId, paymentMethod: 'COD' },
            headers: { 'idempotency-key': randomUUID() },
          });
          expect(placed.status).toBe(201);
        },
      ],
      ['it is restocked', () => setStock(restock)],
    ];
    for (const [change, write] of changes) {
      const before = await readAll(reader!.url);
      // Read again: now from the reader's cache.
      expect(await readAll(reader!.url)).toEqual(before);
      await write();
      // The reader hears of it at commit (NOTIFY): within milliseconds, so poll briefly.
      await waitFor(
        async () =>
          (await readAll(reader!.url)).every(
            (answer, index) =>
              answer.etag !== before[index]!.etag && answer.body !== before[index]!.body,
          ),
        `the other process shows that ${change}`,
        { timeoutMs: 5_000 },
      );
      // Same version, same request: the same bytes from either process.
      expect(await readAll(reader!.url)).toEqual(await readAll(writer!.url));
    }
    const shown = JSON.parse((await readAll(reader!.url))[0]!.body).data;
    expect(shown).toMatchObject({ name: 'Plenty, renamed', inStock: true, isLowStock: false });
  });

  it('loses no acknowledged order when a process is killed mid-traffic; nginx moves to the survivor', async () => {
    const [killed, survivor] = cluster.processes;
    const acknowledged = new Map<string, number>();
    const answered: number[] = [];
    let badGateways = 0;
    let isKilled = false;
    let afterKill = 0;
    let logAtKill = 0;
    // As the web app does: a 502 (the process died with the request) is retried, an order
    // with the same Idempotency-Key, which answers the order if the first attempt placed it.
    const withRetry = async <T>(attempt: () => Promise<{ status: number; body: T }>) => {
      for (let tries = 1; ; tries += 1) {
        const answer = await attempt();
        if (answer.status !== 502 || tries === 5) return answer;
        badGateways += 1;
      }
    };
    const buyAgainAndAgain = async (shopper: Shopper) => {
      while (afterKill < 20) {
        const added = await withRetry(() => addToCart(shopper, plentyProduct));
        answered.push(added.status);
        const key = randomUUID();
        const placed = await withRetry(() => placeCodOrder(shopper, key));
        answered.push(placed.status);
        if (placed.status !== 200 && placed.status !== 201) return;
        acknowledged.set(key, placed.body.data.order.id);
        if (isKilled) afterKill += 1;
        else if (acknowledged.size >= 15) {
          isKilled = true;
          await killed!.kill('SIGKILL');
          logAtKill = cluster.nginx.accessLog().length;
        }
      }
    };

    await Promise.all(shoppersIn(SHOPPERS.killTraffic).map(buyAgainAndAgain));

    expect(answered.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    // At most the requests the killed process held when it died.
    expect(badGateways).toBeLessThanOrEqual(2 * KILL_WORKERS);
    const orderIds = [...acknowledged.values()];
    expect(new Set(orderIds).size).toBe(orderIds.length);
    const found = await query<{ id: number }>('select id from orders where id = any($1)', [
      orderIds,
    ]);
    expect(found).toHaveLength(orderIds.length);
    // Every unit sold was taken from stock once, whichever process sold it.
    const [sold] = await query<{ units: number }>(
      'select coalesce(sum(quantity), 0)::int as units from order_lines where product_id = $1',
      [plentyProduct],
    );
    expect(await stockOf(plentyProduct)).toBe(PLENTY_STOCK - sold!.units);
    // After the kill, everything nginx answered (but the requests that died with the process)
    // came from the survivor.
    for (let i = 0; i < 10; i += 1) expect((await call(nginx, 'GET', '/readyz')).status).toBe(200);
    const answeredBy = new Set(
      cluster.nginx
        .accessLog()
        .slice(logAtKill)
        .filter((entry) => entry.status !== 502)
        .map((entry) => entry.upstreams.at(-1)),
    );
    expect(answeredBy).toEqual(new Set([`127.0.0.1:${survivor!.port}`]));
  });
});
