// The monthly closing's scenarios of `npm run bench` (see bench.mjs for the switches), PostgreSQL
// only: seed:network's demo network (1,000,000 associates by default), a month of 3,000,000
// confirmed demo orders' BV for the month that ended last, then computing that month and
// committing it (the wallets credited), timed in apps/api/dist/bench-earnings.js with the
// machine's load average; then, through the built server, the first page of
// GET /api/nodePaymentHistory/{id} for associates the month credited, each signed in as themselves.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, serverEnv } from './lib.mjs';

const NAME = 'saathi_earn_bench';

/** The kept benchmark database on the server (created once; later runs add only what is missing). */
async function keptDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  return url.toString();
}

/** Runs a built script, passing its JSON lines (one per scenario) through `emit`. */
function runJsonLines(script, args, env, emit) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) if (line.startsWith('{')) emit(JSON.parse(line));
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

const HISTORY_SAMPLES = 200;

/** Associates with wallet entries, spread over the ids, with their users' ids. */
async function creditedAssociates(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select a.id, a.user_id from associates a
       where a.id in (select distinct associate_id from wallet_entries)
       order by hashint4(a.id) limit $1`,
      [HISTORY_SAMPLES],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function benchPaymentHistory(tools, databaseUrl, env) {
  const { emit, timeGets, waitForOk, accessToken, port } = tools;
  const secret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-earnings-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env: { ...env, DATA_DIR: dataDir, JWT_SECRET: secret, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    if (!(await waitForOk(`${base}/readyz`, 120_000))) throw new Error('server did not start');
    const people = await creditedAssociates(databaseUrl);
    const requests = await Promise.all(
      people.map(async (person) => ({
        url: `${base}/api/nodePaymentHistory/${person.id}`,
        headers: {
          authorization: `Bearer ${await accessToken(secret, person.user_id, ['ASSOCIATE'])}`,
        },
      })),
    );
    emit({
      scenario: 'earnings-payment-history-first-page',
      database: 'postgres',
      requests: requests.length,
      ...(await timeGets(requests)),
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchEarnings(tools, serverUrl) {
  const { emit, runNode } = tools;
  const databaseUrl = process.env.BENCH_EARNINGS_DATABASE_URL ?? (await keptDatabase(serverUrl));
  const associates = Number(process.env.BENCH_EARNINGS_ASSOCIATES ?? 1_000_000);
  const orders = Number(process.env.BENCH_EARNINGS_ORDERS ?? 3_000_000);
  const env = serverEnv({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const seeded = performance.now();
  await runNode(
    'apps/api/dist/seed-network.js',
    ['--associates', String(associates), '--ledger', '0'],
    env,
  );
  emit({
    scenario: 'earnings-seed-network',
    database: 'postgres',
    associates,
    s: Math.round((performance.now() - seeded) / 1000),
  });
  await runJsonLines('apps/api/dist/bench-earnings.js', ['--orders', String(orders)], env, emit);
  await benchPaymentHistory(tools, databaseUrl, env);
}
