// `npm run bench`: measured figures, printed as one JSON line per scenario. Not part of `npm test`.
//  - startup: a fresh embedded database from process start to the first 200 on /readyz
//  - idle-memory: the API's resident memory after start-up and a few requests, then idle
// With BENCH_DATABASE_URL=postgres://... the server scenarios run on PostgreSQL too
// (BENCH_SKIP_EMBEDDED=1 runs only that).
//  - home-first-load-js: gzipped JavaScript the home page loads first (entry, preloads, home chunk)
//  - route-first-load-js: measured in Chromium against the embedded server: every script a
//    route's first visit downloads (home, the product list, a product's details), gzipped
//  - lighthouse: against the embedded server, npm's `lighthouse` (mobile: a mid-range phone on
//    slow 4G, simulated) in Debian's Chromium scores performance and accessibility of home, the
//    product list and a product's page, BENCH_LIGHTHOUSE_RUNS (default 3) runs each, the median
//    run reported (scripts/bench-lighthouse.mjs), straight from the server and through deploy/'s
//    nginx with TLS and HTTP/2 (scripts/bench-nginx-front.mjs). BENCH_SKIP_LIGHTHOUSE=1 skips it,
//    BENCH_ONLY_LIGHTHOUSE=1 runs only it.
//  - argon2-hash: one argon2id hash with the API's parameters (apps/api/src/platform/password.ts)
//  - sign-in: POST /auth/login latency for the demo admin, sequential requests
//  - catalogue-*: after `seed:large` fills 10,000 products, autocannon (10 connections, 10 s each)
//    against the built server on loopback: a product list page (filter + sort), a product by id,
//    a two-word search, a category listing. BENCH_CATALOGUE_PRODUCTS and BENCH_DURATION_S
//    change the size and duration; BENCH_SKIP_CATALOGUE=1 skips them, BENCH_ONLY_CATALOGUE=1
//    runs only them.
//  - catalogue-cache-*: PostgreSQL only (BENCH_DATABASE_URL): the catalogue cache warm and cold,
//    a 304, bare Fastify as the ceiling, and memory (scripts/bench-catalogue-cache.mjs); with the
//    catalogue-* scenarios (BENCH_SKIP_CATALOGUE / BENCH_ONLY_CATALOGUE), or alone
//    (BENCH_ONLY_CATALOGUE_CACHE=1; BENCH_SKIP_CATALOGUE_CACHE=1 skips them).
//  - selling-*: a 2,000-product catalogue and 600 load-test shoppers (seed:large --shoppers, each
//    with an address; access tokens signed with the server's JWT_SECRET, so no argon2 in the
//    setup), then: add to cart (POST /api/cart, 200 shoppers × 5 products), get cart (5-line
//    carts), 200 shoppers racing for a product with stock 50 (all requests at once; exactly 50
//    orders and stock 0 expected), and checkout sustained (each connection: add one item, place a
//    cash-on-delivery order with a new Idempotency-Key; orders per second, measured after a 5 s
//    warm-up, the server's steady state; the API's CPU per order falls a tenth over the first
//    seconds as its placing code is compiled). On PostgreSQL it uses
//    its own database, saathi_bench_selling, on BENCH_DATABASE_URL's server.
//    BENCH_SKIP_SELLING=1 skips them, BENCH_ONLY_SELLING=1 runs only them;
//    BENCH_SELLING_CONNECTIONS (default 10) sets autocannon's connections. Each also reports
//    cpu_ms_per_op: CPU milliseconds per request (per order for checkout) of the API, of a
//    PostgreSQL server on this machine and of the load generator, steadier than throughput on a
//    shared machine.
//  - network-*: after `seed:network` grows a deep, unbalanced demo network (PostgreSQL: 1,000,000
//    associates and 5,000,000 BV ledger rows; embedded: 100,000 and 500,000; change them with
//    BENCH_NETWORK_ASSOCIATES and BENCH_NETWORK_LEDGER), sequential requests on loopback, p50 and
//    p99: a downline page of 20 with its total at sampled nodes and at the largest ones, an upline
//    path, a level of children, GET /api/bvPoints first page for the associate with about
//    100,000 ledger rows, and moving a subtree of about 10,000 members (and back). The seed takes
//    minutes: BENCH_NETWORK_DATABASE_URL (PostgreSQL) or BENCH_NETWORK_DATA_DIR (embedded) keeps
//    the seeded database for the next run (the seed adds only what is missing).
//    BENCH_SKIP_NETWORK=1 skips them, BENCH_ONLY_NETWORK=1 runs only them.
//  - earnings-*: PostgreSQL only (BENCH_DATABASE_URL's server, database saathi_earn_bench, kept
//    between runs; or BENCH_EARNINGS_DATABASE_URL): seed:network's 1,000,000 associates, a month
//    of 3,000,000 confirmed orders' BV (BENCH_EARNINGS_ASSOCIATES / BENCH_EARNINGS_ORDERS), then
//    computing the month's draft and committing it (wallets credited), with the load average
//    before and after; then the first page of an associate's payment history (p50, p99).
//    BENCH_SKIP_EARNINGS=1 skips them, BENCH_ONLY_EARNINGS=1 runs only them.
//  - soak-*: PostgreSQL (BENCH_DATABASE_URL's server, database saathi_bench_soak, or a throwaway
//    server on this machine): BENCH_SOAK_MINUTES (default 10) of mixed traffic against one API
//    process, BENCH_SOAK_CONNECTIONS (default 10) visits at once, each the product list, two
//    products, add to cart, the cart, a cash-on-delivery order and an associate's BV page, on a
//    small seeded network (2,000 associates) and catalogue (1,000 products, 400 shoppers). One line
//    a minute: requests per second, p50 and p99, orders, the API's resident memory; then a summary
//    of the first and last minutes. BENCH_SKIP_SOAK=1 skips it, BENCH_ONLY_SOAK=1 runs only it.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, ensureBuilt, ensureDependencies, serverEnv } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const emit = (result) => console.log(JSON.stringify(result));

async function waitForOk(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return false;
}

const residentKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

async function benchServer(databaseUrl) {
  const database = databaseUrl ? 'postgres' : 'embedded';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-'));
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env: serverEnv({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
    stdio: 'ignore',
  });
  try {
    if (!(await waitForOk(`http://127.0.0.1:${PORT}/readyz`, 60_000)))
      throw new Error('server did not start');
    emit({ scenario: 'startup-fresh-db', database, ms: Math.round(performance.now() - started) });
    for (const url of ['/', '/api/company-settings', '/api/pages/our-company', '/readyz']) {
      await fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { accept: 'text/html' } });
    }
    await sleep(3000);
    if (!databaseUrl) await benchSignIn(dataDir);
    emit({
      scenario: 'api-idle-memory',
      database,
      rss_mb: Math.round(residentKb(server.pid) / 1024),
    });
    // After the memory reading: the pages' reads would fill the embedded database's caches.
    if (!databaseUrl) await benchRouteJs(`http://127.0.0.1:${PORT}`);
    if (!databaseUrl && !process.env.BENCH_SKIP_LIGHTHOUSE)
      await runLighthouse(`http://127.0.0.1:${PORT}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * Sequential GETs ({ url, headers }), after an untimed pass over the first five: p50 and p99 in
 * ms. A request that is not 2xx stops the bench.
 */
async function timeGets(requests) {
  for (const { url, headers } of requests.slice(0, 5)) await fetch(url, { headers });
  const timings = [];
  for (const { url, headers } of requests) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  const ms = (value) => Number(value.toFixed(2));
  return { p50_ms: ms(percentile(timings, 50)), p99_ms: ms(percentile(timings, 99)) };
}

async function benchSignIn(dataDir) {
  const [username, password] = readFileSync(
    path.join(dataDir, 'demo-admin-password.txt'),
    'utf8',
  ).split('\n');
  const timings = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${PORT}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: username, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  emit({
    scenario: 'sign-in',
    requests: 20,
    p50_ms: Math.round(percentile(timings, 50)),
    p99_ms: Math.round(percentile(timings, 99)),
  });
}

async function benchArgon2() {
  const { hash } = await import('@node-rs/argon2');
  // The API's parameters: 19 MiB, 2 passes, 1 lane (OWASP's argon2id baseline).
  const timings = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    await hash(`bench-password-${i}`, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  emit({ scenario: 'argon2-hash', runs: 10, p50_ms: Math.round(percentile(timings, 50)) });
}

/** The scripts a first visit to each route downloads, as a browser sees them; gzip level 9. */
async function benchRouteJs(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const products = await (await fetch(`${base}/api/products?limit=1`)).json();
    const routes = [
      ['home', '/'],
      ['product-list', '/products'],
      ['product-details', `/product-details-page/${products.data[0]?.id ?? 1}`],
    ];
    for (const [route, url] of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body());
      });
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts);
      const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      emit({
        scenario: 'route-first-load-js',
        route,
        scripts: bodies.length,
        gzip_kb: Number((gzipBytes / 1024).toFixed(1)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

function benchHomeJs() {
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  // The home route's own lazy chunk(s), named after the page by the bundler.
  for (const file of readdirSync(path.join(dist, 'assets'))) {
    if (/^home-page.*\.js$/.test(file)) files.add(`assets/${file}`);
  }
  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  emit({
    scenario: 'home-first-load-js',
    files: [...files],
    gzip_kb: Number((gzipBytes / 1024).toFixed(1)),
  });
}

const CATALOGUE_PRODUCTS = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CHECKOUT_WARM_UP_S = 5;

function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

async function loadTest({ scenario, database, url, paths }) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next] };
        },
      },
    ],
  });
  emit({
    scenario,
    database,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  });
}

/** Catalogue reads at 10,000 products, each scenario 10 connections for 10 s. */
async function benchCatalogue(databaseUrl) {
  const database = databaseUrl ? 'postgres' : 'embedded';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-catalogue-'));
  const env = serverEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  await runNode('apps/api/dist/seed-large.js', ['--products', String(CATALOGUE_PRODUCTS)], env);
  const server = spawn(
    process.execPath,
    [...profileFlags(), path.join(ROOT, 'apps/api/dist/main.js')],
    {
      env,
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  try {
    if (!(await waitForOk(`${base}/readyz`, 60_000))) throw new Error('server did not start');
    const categories = (await (await fetch(`${base}/api/categories`)).json()).data;
    const category = categories.find((c) => c.categoryUniqueName === 'skin-care') ?? categories[0];
    const listed = (await (await fetch(`${base}/api/products?limit=100`)).json()).data;
    const ids = listed.map((product) => product.id);
    const slug = encodeURIComponent(category.categoryUniqueName);
    const scenarios = [
      ['catalogue-list-filter-sort', [`/api/products?category=${slug}&sort=price_asc&limit=20`]],
      ['catalogue-product-by-id', ids.map((id) => `/api/products/${id}`)],
      ['catalogue-search-two-words', ['/api/products?q=herbal%20neem&limit=20']],
      ['catalogue-category-listing', [`/api/products/category/${slug}?limit=20`]],
    ];
    for (const [scenario, paths] of scenarios) {
      // A short warm-up so plans and JIT are settled before measuring.
      await autocannon({ url: `${base}${paths[0]}`, connections: 10, duration: 1 });
      await loadTest({ scenario, database, url: base, paths });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_CPU_PROF_DIR: the selling server writes a V8 CPU profile there when it stops. */
const profileFlags = () =>
  process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];

/** CPU seconds a process has used, user and system (Linux /proc, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU seconds of every process named postgres: a PostgreSQL server on this machine. */
const postgresCpuSeconds = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);

/**
 * Runs `work` and says how many milliseconds of CPU each of `operations` cost the API, a local
 * PostgreSQL server (absent when none runs here) and this load generator: a figure that moves
 * less than throughput when the machine is shared.
 */
async function withCpuCost(serverPid, work, operationsOf) {
  const before = {
    api: cpuSecondsOf(serverPid),
    pg: postgresCpuSeconds(),
    own: process.cpuUsage(),
  };
  const result = await work();
  const operations = Math.max(1, operationsOf(result));
  const perOperation = (seconds) => Number(((seconds * 1000) / operations).toFixed(3));
  const own = process.cpuUsage(before.own);
  const postgres = postgresCpuSeconds() - before.pg;
  return {
    result,
    cpu_ms_per_op: {
      api: perOperation(cpuSecondsOf(serverPid) - before.api),
      ...(postgres > 0 ? { postgres: perOperation(postgres) } : {}),
      load_generator: perOperation((own.user + own.system) / 1e6),
    },
  };
}

const SELLING_CONNECTIONS = Number(process.env.BENCH_SELLING_CONNECTIONS ?? 10);

/** An access token as the API signs them (platform/access-token.ts), for the server's secret. */
async function accessToken(secret, userId, roles) {
  const { SignJWT } = await import('jose');
  return new SignJWT({ roles, sid: randomUUID(), iatms: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('saathi')
    .setAudience('saathi-web')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

/** A fresh database of our own on the benchmark's PostgreSQL server. */
async function freshPostgresDatabase(serverUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * seed-large's catalogue and load-test shoppers (each with a delivery address), with access
 * tokens signed for the server's `secret`.
 */
async function seedShoppers({ env, dataDir, secret, products, shoppers }) {
  const shoppersFile = path.join(dataDir, 'shoppers.json');
  await runNode(
    'apps/api/dist/seed-large.js',
    [
      ...['--products', String(products), '--shoppers', String(shoppers)],
      ...['--shoppers-file', shoppersFile],
    ],
    env,
  );
  return Promise.all(
    JSON.parse(readFileSync(shoppersFile, 'utf8')).map(async ({ id, addressId }) => ({
      id,
      addressId,
      auth: `Bearer ${await accessToken(secret, id, ['CUSTOMER'])}`,
    })),
  );
}

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

async function benchSelling(serverUrl) {
  const database = serverUrl ? 'postgres' : 'embedded';
  const databaseUrl = serverUrl
    ? await freshPostgresDatabase(serverUrl, 'saathi_bench_selling')
    : '';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-selling-'));
  const secret = randomBytes(32).toString('hex');
  const env = serverEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_EMAIL: 'bench-admin@load-test.invalid',
    ADMIN_PASSWORD: 'BenchAdmin-2026',
  });
  const shoppers = await seedShoppers({ env, dataDir, secret, products: 2000, shoppers: 600 });
  const server = spawn(
    process.execPath,
    [...profileFlags(), path.join(ROOT, 'apps/api/dist/main.js')],
    {
      env,
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  const api = async (method, url, auth, body, headers = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: auth,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };
  try {
    if (!(await waitForOk(`${base}/readyz`, 60_000))) throw new Error('server did not start');
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'benchadmin', password: 'BenchAdmin-2026' }),
    });
    const admin = `Bearer ${(await login.json()).token}`;
    const listed = (await api('GET', '/api/products?limit=100', admin)).body.data;
    const products = listed.slice(0, 51).map((product) => product.id);
    const raceName = listed[0].name;
    const [raceProduct, ...plenty] = products;
    for (const productId of plenty) {
      await api('POST', '/api/stores', admin, { productId, quantity: 1_000_000, alertQuantity: 5 });
    }
    await api('POST', '/api/stores', admin, {
      productId: raceProduct,
      quantity: 50,
      alertQuantity: 5,
    });

    const cartShoppers = shoppers.slice(0, 200);
    const raceShoppers = shoppers.slice(200, 400);
    const checkoutShoppers = shoppers.slice(400, 600);

    let next = 0;
    const addBody = (k) =>
      JSON.stringify({
        productId: plenty[Math.floor(k / cartShoppers.length) % 5],
        quantity: 1,
      });
    const scenarios = [
      [
        'selling-add-to-cart',
        {
          method: 'POST',
          setupRequest: (request) => {
            const k = next++;
            return {
              ...request,
              path: '/api/cart',
              headers: {
                'content-type': 'application/json',
                authorization: cartShoppers[k % cartShoppers.length].auth,
              },
              body: addBody(k),
            };
          },
        },
      ],
      [
        'selling-get-cart',
        {
          setupRequest: (request) => {
            const shopper = cartShoppers[next++ % cartShoppers.length];
            return {
              ...request,
              path: `/api/cart/user/${shopper.id}`,
              headers: { authorization: shopper.auth },
            };
          },
        },
      ],
    ];
    for (const [scenario, request] of scenarios) {
      await autocannon({
        url: base,
        connections: SELLING_CONNECTIONS,
        duration: 1,
        requests: [request],
      });
      const { result, cpu_ms_per_op } = await withCpuCost(
        server.pid,
        () =>
          autocannon({
            url: base,
            connections: SELLING_CONNECTIONS,
            duration: DURATION_S,
            requests: [request],
          }),
        (done) => done.requests.total,
      );
      emit({
        scenario,
        database,
        connections: SELLING_CONNECTIONS,
        rps: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        requests: result.requests.total,
        non_2xx: result.non2xx,
        errors: result.errors,
        cpu_ms_per_op,
      });
    }

    // 200 shoppers, one unit each in their carts, all placing at the same moment.
    await inBatches(raceShoppers, 20, (shopper) =>
      api('POST', '/api/cart', shopper.auth, { productId: raceProduct, quantity: 1 }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      raceShoppers.map((shopper) =>
        api(
          'POST',
          '/api/orders',
          shopper.auth,
          { addressId: shopper.addressId, paymentMethod: 'COD' },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const stock = (
      await api('GET', `/api/stores?limit=500&q=${encodeURIComponent(raceName)}`, admin)
    ).body.data.find((entry) => entry.productId === raceProduct);
    const refusals = new Set(
      answers.filter((a) => a.status !== 201).map((a) => a.body.error?.message),
    );
    emit({
      scenario: 'selling-race-200-buyers-stock-50',
      database,
      placed: answers.filter((a) => a.status === 201).length,
      refused_409: answers.filter((a) => a.status === 409).length,
      other: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
      stock_after: stock?.quantity,
      refusal_messages: [...refusals],
      ms,
    });

    // Checkout, sustained: each connection adds one item then places the order, again and again.
    let sequence = 0;
    let placed = 0;
    const checkout = (duration) =>
      autocannon({
        url: base,
        connections: SELLING_CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const k = sequence++;
              context.shopper = checkoutShoppers[k % checkoutShoppers.length];
              return {
                ...request,
                path: '/api/cart',
                headers: {
                  'content-type': 'application/json',
                  authorization: context.shopper.auth,
                },
                body: JSON.stringify({ productId: plenty[k % plenty.length], quantity: 1 }),
              };
            },
          },
          {
            method: 'POST',
            setupRequest: (request, context) => ({
              ...request,
              path: '/api/orders',
              headers: {
                'content-type': 'application/json',
                authorization: context.shopper.auth,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({ addressId: context.shopper.addressId, paymentMethod: 'COD' }),
            }),
            onResponse: (status) => {
              if (status === 201) placed += 1;
            },
          },
        ],
      });
    await checkout(CHECKOUT_WARM_UP_S);
    placed = 0;
    const { result, cpu_ms_per_op } = await withCpuCost(
      server.pid,
      () => checkout(DURATION_S),
      () => placed,
    );
    emit({
      scenario: 'selling-checkout-sustained',
      database,
      connections: SELLING_CONNECTIONS,
      // Per order: its add to cart and its placing.
      cpu_ms_per_op,
      orders_per_s: Math.round(placed / DURATION_S),
      orders: placed,
      requests_per_s: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      non_2xx: result.non2xx,
      errors: result.errors,
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await ensureDependencies();
await ensureBuilt();
if (process.env.BENCH_ONLY_SELLING) {
  if (!process.env.BENCH_SKIP_EMBEDDED) await benchSelling();
  if (process.env.BENCH_DATABASE_URL) await benchSelling(process.env.BENCH_DATABASE_URL);
  process.exit(0);
}
if (process.env.BENCH_ONLY_CATALOGUE_CACHE) {
  await runCatalogueCache();
  process.exit(0);
}
if (process.env.BENCH_ONLY_LIGHTHOUSE) {
  const { benchLighthouseAlone } = await import('./bench-lighthouse.mjs');
  await benchLighthouseAlone({ emit, waitForOk, port: PORT });
  process.exit(0);
}
if (process.env.BENCH_ONLY_SOAK) {
  await runSoak();
  process.exit(0);
}
if (process.env.BENCH_ONLY_EARNINGS) {
  await runEarningsBenches();
  process.exit(0);
}
if (process.env.BENCH_ONLY_NETWORK) {
  await runNetworkBenches();
  process.exit(0);
}
if (!process.env.BENCH_ONLY_CATALOGUE) {
  benchHomeJs();
  await benchArgon2();
  if (!process.env.BENCH_SKIP_EMBEDDED) await benchServer();
  if (process.env.BENCH_DATABASE_URL) await benchServer(process.env.BENCH_DATABASE_URL);
}
if (!process.env.BENCH_SKIP_CATALOGUE) {
  if (!process.env.BENCH_SKIP_EMBEDDED) await benchCatalogue();
  if (process.env.BENCH_DATABASE_URL) await benchCatalogue(process.env.BENCH_DATABASE_URL);
  if (!process.env.BENCH_SKIP_CATALOGUE_CACHE) await runCatalogueCache();
}
if (!process.env.BENCH_SKIP_SELLING && !process.env.BENCH_ONLY_CATALOGUE) {
  if (!process.env.BENCH_SKIP_EMBEDDED) await benchSelling();
  if (process.env.BENCH_DATABASE_URL) await benchSelling(process.env.BENCH_DATABASE_URL);
}
if (!process.env.BENCH_SKIP_SOAK && !process.env.BENCH_ONLY_CATALOGUE) await runSoak();
if (!process.env.BENCH_SKIP_NETWORK && !process.env.BENCH_ONLY_CATALOGUE) await runNetworkBenches();
if (!process.env.BENCH_SKIP_EARNINGS && !process.env.BENCH_ONLY_CATALOGUE)
  await runEarningsBenches();

async function runEarningsBenches() {
  const url = process.env.BENCH_EARNINGS_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!url) return;
  const { benchEarnings } = await import('./bench-earnings.mjs');
  await benchEarnings({ emit, runNode, timeGets, waitForOk, accessToken, port: PORT }, url);
}

async function runCatalogueCache() {
  if (!process.env.BENCH_DATABASE_URL) return;
  const { benchCatalogueCache } = await import('./bench-catalogue-cache.mjs');
  const tools = { emit, runNode, waitForOk, freshPostgresDatabase, residentKb, port: PORT };
  await benchCatalogueCache(tools, process.env.BENCH_DATABASE_URL);
}

async function runLighthouse(base) {
  const { benchLighthouse } = await import('./bench-lighthouse.mjs');
  await benchLighthouse({ emit }, base);
}

async function runSoak() {
  const { benchSoak } = await import('./bench-soak.mjs');
  const tools = { emit, runNode, waitForOk, seedShoppers, freshPostgresDatabase, residentKb };
  await benchSoak({ ...tools, port: PORT });
}

async function runNetworkBenches() {
  const { benchNetwork } = await import('./bench-network.mjs');
  const tools = { emit, timeGets, runNode, waitForOk, port: PORT };
  if (!process.env.BENCH_SKIP_EMBEDDED) await benchNetwork(tools);
  const url = process.env.BENCH_NETWORK_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (url) await benchNetwork(tools, url);
}
