// The soak of `npm run bench` (see bench.mjs for the switches): BENCH_SOAK_MINUTES (default 10)
// of mixed traffic against one built API process on PostgreSQL, reported minute by minute:
// throughput, p50/p99 latency, orders placed and the API's resident memory. Flat figures from the
// first minute to the last mean no leak and no slowdown as tables grow.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, serverEnv } from './lib.mjs';
import { findPostgresBin, startPostgres } from './postgres-server.mjs';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 10);
const ADMIN = {
  username: 'soakadmin',
  email: 'soak-admin@load-test.invalid',
  password: 'SoakAdmin-2026',
};
/** Products with stock for the orders; more than ten minutes of checkouts can take. */
const STOCKED_PRODUCTS = 50;
const STOCK_EACH = 1_000_000;

/** BENCH_DATABASE_URL's server, or a throwaway one on this machine (scripts/postgres-server.mjs). */
export async function benchSoak(tools) {
  if (process.env.BENCH_DATABASE_URL) return soak(tools, process.env.BENCH_DATABASE_URL);
  const binDir = findPostgresBin();
  if (!binDir) {
    console.warn('The soak needs PostgreSQL: set BENCH_DATABASE_URL or install postgresql-15.');
    return;
  }
  const server = await startPostgres(binDir);
  try {
    await soak(tools, server.url);
  } finally {
    server.stop();
  }
}

async function soak(tools, serverUrl) {
  const { emit, runNode, waitForOk, seedShoppers, freshPostgresDatabase, residentKb, port } = tools;
  const databaseUrl = await freshPostgresDatabase(serverUrl, 'saathi_bench_soak');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-soak-'));
  const secret = randomBytes(32).toString('hex');
  const env = serverEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // Associates with BV ledgers to read, a catalogue to browse, shoppers to buy.
  await runNode(
    'apps/api/dist/seed-network.js',
    ['--associates', '2000', '--ledger', '20000', '--heavy', '2000'],
    env,
  );
  const shoppers = await seedShoppers({ env, dataDir, secret, products: 1000, shoppers: 400 });
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    if (!(await waitForOk(`${base}/readyz`, 60_000))) throw new Error('server did not start');
    const traffic = await prepareTraffic(base, shoppers);
    const minutes = [];
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      const figures = await runMinute(base, traffic);
      const line = {
        scenario: 'soak-minute',
        database: 'postgres',
        minute,
        connections: CONNECTIONS,
        ...figures,
        rss_mb: Math.round(residentKb(server.pid) / 1024),
      };
      minutes.push(line);
      emit(line);
    }
    const [first, last] = [minutes[0], minutes.at(-1)];
    emit({
      scenario: 'soak-summary',
      database: 'postgres',
      minutes: MINUTES,
      orders: minutes.reduce((sum, line) => sum + line.orders, 0),
      rps_first_last: [first.rps, last.rps],
      p99_ms_first_last: [first.p99_ms, last.p99_ms],
      rss_mb_first_last: [first.rss_mb, last.rss_mb],
      non_2xx: minutes.reduce((sum, line) => sum + line.non_2xx, 0),
      errors: minutes.reduce((sum, line) => sum + line.errors, 0),
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Stock for the products the shoppers buy; the admin's token and the associates to read. */
async function prepareTraffic(base, shoppers) {
  const json = async (url, init) => {
    const response = await fetch(`${base}${url}`, init);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const signedIn = await json('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: ADMIN.username, password: ADMIN.password }),
  });
  const admin = { authorization: `Bearer ${signedIn.token}` };
  const products = (await json('/api/products?limit=100', { headers: admin })).data.map(
    (product) => product.id,
  );
  const stocked = products.slice(0, STOCKED_PRODUCTS);
  for (const productId of stocked) {
    await json('/api/stores', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ productId, quantity: STOCK_EACH, alertQuantity: 5 }),
    });
  }
  const associates = (await json('/associates?limit=100', { headers: admin })).data.items.map(
    (node) => node.userId,
  );
  return { admin, products, stocked, associates, shoppers, next: 0, placed: 0 };
}

/**
 * One minute of autocannon, each connection a shopper's visit again and again: the product list,
 * two products, add one to the cart, read the cart, place a cash-on-delivery order, and an
 * associate's BV page (as the admin, who may read anyone's).
 */
async function runMinute(base, traffic) {
  const pick = (list) => list[traffic.next++ % list.length];
  const shopperHeaders = (context) => ({
    authorization: context.shopper.auth,
    'content-type': 'application/json',
  });
  const get = (pathOf, headersOf = () => ({})) => ({
    setupRequest: (request, context) => ({
      ...request,
      method: 'GET',
      path: pathOf(context),
      headers: headersOf(context),
    }),
  });
  traffic.placed = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: 60,
    requests: [
      {
        setupRequest: (request, context) => {
          context.shopper = pick(traffic.shoppers);
          return { ...request, method: 'GET', path: '/api/products?sort=price_asc&limit=20' };
        },
      },
      get(() => `/api/products/${pick(traffic.products)}`),
      get(() => `/api/products/${pick(traffic.products)}`),
      {
        setupRequest: (request, context) => ({
          ...request,
          method: 'POST',
          path: '/api/cart',
          headers: shopperHeaders(context),
          body: JSON.stringify({ productId: pick(traffic.stocked), quantity: 1 }),
        }),
      },
      get(
        (context) => `/api/cart/user/${context.shopper.id}`,
        (context) => ({ authorization: context.shopper.auth }),
      ),
      {
        setupRequest: (request, context) => ({
          ...request,
          method: 'POST',
          path: '/api/orders',
          headers: { ...shopperHeaders(context), 'idempotency-key': randomUUID() },
          body: JSON.stringify({ addressId: context.shopper.addressId, paymentMethod: 'COD' }),
        }),
        onResponse: (status) => {
          if (status === 201) traffic.placed += 1;
        },
      },
      get(
        () => `/api/bvPoints/${pick(traffic.associates)}?tab=confirmed&size=20`,
        () => traffic.admin,
      ),
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    orders: traffic.placed,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}
