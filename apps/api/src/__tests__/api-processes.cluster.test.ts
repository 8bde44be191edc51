import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf } from '../../../../scripts/child-processes.mjs';
import { freePort } from '../test/free-port';
import { adminQuery, withDatabase } from '../test/global-setup';
import { startApiProcess, waitFor, type ApiProcess } from '../test/cluster/processes';

// Decision 0187: API_PROCESSES=2 runs two workers of the production build on one port (node's
// cluster), on a PostgreSQL database of the test's own. `npm test` runs it after the build
// (vitest --project cluster, TEST_DATABASE_URL); skipped without one.
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { username: 'workersadmin', password: 'Workers-Admin-2026' };
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** A GET on a connection of its own, so the cluster hands each to the next worker in turn. */
const getOnNewConnection = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; etag?: string; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, etag: response.headers.etag, body }),
        );
      })
      .on('error', reject);
  });

describe.skipIf(!serverUrl)('API_PROCESSES=2: two workers on one port', () => {
  let folder: string;
  let database: string;
  let api: ApiProcess;
  let pool: pg.Pool;
  const logFile = () => path.join(folder, 'api.log');

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-workers-'));
    database = `saathi_workers_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(serverUrl!, `create database ${database}`);
    const databaseUrl = withDatabase(serverUrl!, database);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // An empty database: the first admin and the demo catalogue are made on this start.
    api = await startApiProcess({
      port: await freePort(),
      logFile: logFile(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(folder, 'data'),
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: 'workers-admin@example.in',
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO_DATA: 'true',
        API_PROCESSES: '2',
        METRICS_TOKEN,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await api?.kill('SIGTERM');
    await pool?.end();
    if (database) await adminQuery(serverUrl!, `drop database if exists ${database} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  });

  it('prepares the database once, then runs two workers and tells where once', async () => {
    await waitFor(async () => childrenOf(api.pid).length === 2, 'two workers');
    // Told when both listen (/readyz answers once the first does).
    const banner = 'Saathi is running at';
    await waitFor(async () => readFileSync(logFile(), 'utf8').includes(banner), 'the banner');
    expect(readFileSync(logFile(), 'utf8').split(banner)).toHaveLength(2);
    const admins = await pool.query('select count(*)::int as n from users where username = $1', [
      ADMIN.username,
    ]);
    expect(admins.rows[0].n).toBe(1);
  });

  it('shows a stock change made through one worker on both at once', async () => {
    const signedIn = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: ADMIN.username, password: ADMIN.password }),
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const listed = (await (await fetch(`${api.url}/api/products?limit=1`)).json()) as {
      data: { id: number; inStock: boolean }[];
    };
    const product = listed.data[0]!;
    expect(product.inStock).toBe(true);
    const productUrl = `${api.url}/api/products/${product.id}`;
    const readBoth = () => Promise.all([1, 2, 3, 4].map(() => getOnNewConnection(productUrl)));
    // Both workers keep the page (each connection goes to the next worker).
    for (const read of await readBoth()) expect(JSON.parse(read.body).data.inStock).toBe(true);

    const emptied = await fetch(`${api.url}/api/stores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ productId: product.id, quantity: 0, alertQuantity: 1 }),
    });
    expect(emptied.status).toBe(200);
    // The other worker hears the new catalogue version at commit (LISTEN catalog_version).
    await expect
      .poll(async () => (await readBoth()).map((read) => JSON.parse(read.body).data.inStock), {
        timeout: 5_000,
      })
      .toEqual([false, false, false, false]);
    expect(new Set((await readBoth()).map((read) => read.etag)).size).toBe(1);
  });

  it('answers /metrics for both workers, whichever is asked', async () => {
    const route = /^http_requests_total\{[^}]*route="\/healthz"[^}]*\} (\d+)$/m;
    const readMetrics = async () => {
      const answer = await getOnNewConnection(`${api.url}/metrics`, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const counted = Number(route.exec(await readMetrics())?.[1] ?? 0);
    // Ten new connections: five to each worker.
    for (let index = 0; index < 10; index += 1) {
      expect((await getOnNewConnection(`${api.url}/healthz`)).status).toBe(200);
    }
    // Counted as each answer ends (onResponse): a moment after the caller has it.
    await expect.poll(async () => Number(route.exec(await readMetrics())?.[1])).toBe(counted + 10);
    for (const text of [await readMetrics(), await readMetrics()]) {
      expect(Number(route.exec(text)?.[1])).toBe(counted + 10);
      // Pools add up (ten connections each); what every worker reads alike is told once.
      const workersPools = /^db_pool_max_connections (\d+)$/m.exec(text)?.[1];
      expect(Number(workersPools)).toBe(20);
      expect(text).toMatch(/^db_info\{driver="postgres"\} 1$/m);
    }
  });

  it('replaces a worker that dies and answers all the while', async () => {
    const [killed, kept] = childrenOf(api.pid);
    process.kill(killed!, 'SIGKILL');
    await waitFor(async () => !existsSync(`/proc/${killed}`), 'the killed worker gone');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => getOnNewConnection(`${api.url}/readyz`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await waitFor(async () => childrenOf(api.pid).length === 2, 'a new worker', {
      timeoutMs: 60_000,
    });
    const workers = childrenOf(api.pid);
    expect(workers).toContain(kept);
    expect(workers).not.toContain(killed);
    expect(readFileSync(logFile(), 'utf8')).toContain('an API worker ended; starting another');
  }, 90_000);

  it('stops every worker on SIGTERM and ends with 0', async () => {
    const workers = childrenOf(api.pid);
    expect(workers).toHaveLength(2);
    await api.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    for (const worker of workers) expect(existsSync(`/proc/${worker}`)).toBe(false);
  });
});
