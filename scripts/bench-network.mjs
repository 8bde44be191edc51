// The network scenarios of `npm run bench` (see bench.mjs for the switches): a seeded demo network,
// the built server on loopback, sequential requests as an admin (who may open any node).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, serverEnv } from './lib.mjs';

const ADMIN = {
  username: 'benchadmin',
  email: 'benchadmin@example.in',
  password: 'BenchAdmin2026',
};
const SAMPLES = Number(process.env.BENCH_NETWORK_SAMPLES ?? 200);

export async function benchNetwork({ emit, timeGets, runNode, waitForOk, port }, databaseUrl) {
  const database = databaseUrl ? 'postgres' : 'embedded';
  const associates = Number(
    process.env.BENCH_NETWORK_ASSOCIATES ?? (databaseUrl ? 1_000_000 : 100_000),
  );
  const ledger = Number(process.env.BENCH_NETWORK_LEDGER ?? (databaseUrl ? 5_000_000 : 500_000));
  const keptDir = databaseUrl ? undefined : process.env.BENCH_NETWORK_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-network-'));
  const env = serverEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const seeded = performance.now();
  await runNode(
    'apps/api/dist/seed-network.js',
    ['--associates', String(associates), '--ledger', String(ledger)],
    env,
  );
  emit({
    scenario: 'network-seed',
    database,
    associates,
    ledger,
    s: Math.round((performance.now() - seeded) / 1000),
  });
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    if (!(await waitForOk(`${base}/readyz`, 120_000))) throw new Error('server did not start');
    await measureNetwork({ base, database, emit, timeGets });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureNetwork({ base, database, emit, timeGets }) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: ADMIN.username, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`bench admin sign-in failed: ${login.status}`);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const getJson = async (url, init = {}) => {
    const response = await fetch(`${base}${url}`, { headers, ...init });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  /** Sequential timings of each url (after one untimed warm-up pass over the first few). */
  const timed = async (scenario, urls, extra = {}) => {
    const latency = await timeGets(urls.map((url) => ({ url: `${base}${url}`, headers })));
    emit({ scenario, database, requests: urls.length, ...latency, ...extra });
  };

  const newest = (await getJson('/associates?limit=1')).data.items[0];
  const rootId = (await getJson(`/associates/upstream/${newest.id}`)).data[0].id;
  // Ids spread evenly over the members by a prime stride, so two runs ask about the same nodes.
  const span = newest.id - rootId;
  const sampled = [];
  for (let i = 0; sampled.length < SAMPLES && i < SAMPLES * 10; i += 1) {
    const id = rootId + 1 + ((i * 7_919 + 13) % span);
    const node = await fetch(`${base}/associates/tree/${id}?depth=1&limit=1`, { headers });
    if (node.ok) sampled.push((await node.json()).data);
  }
  // The largest downlines: walk down from the company through the biggest children.
  const large = [];
  let frontier = [rootId];
  while (large.length < 20 && frontier.length) {
    const next = [];
    for (const id of frontier) {
      const tree = (await getJson(`/associates/tree/${id}?depth=1&limit=100`)).data;
      large.push(tree);
      next.push(
        ...(tree.children ?? [])
          .sort((a, b) => b.downlineCount - a.downlineCount)
          .slice(0, 3)
          .map((child) => child.id),
      );
    }
    frontier = next;
  }
  const largest = large.slice(0, 20);
  emit({
    scenario: 'network-shape',
    database,
    sampled_median_downline: sampled.map((node) => node.downlineCount).sort((a, b) => a - b)[
      sampled.length >> 1
    ],
    largest_downline: largest[0].downlineCount,
    twentieth_largest_downline: Math.min(...largest.map((node) => node.downlineCount)),
  });

  await timed(
    'network-downline-page-sampled-nodes',
    sampled.map((node) => `/associates/downstream/${node.id}?limit=20`),
  );
  await timed(
    'network-downline-page-largest-nodes',
    largest.map((node) => `/associates/downstream/${node.id}?limit=20`),
    {
      largest_downline: largest[0].downlineCount,
    },
  );
  await timed(
    'network-downline-level-3-largest-nodes',
    largest.map((node) => `/associates/downstream/${node.id}?limit=20&level=3`),
  );
  await timed(
    'network-downline-joined-sort-largest-nodes',
    largest.map((node) => `/associates/downstream/${node.id}?limit=20&sort=joined`),
  );
  await timed(
    'network-downline-search-largest-nodes',
    largest.map(
      (node, index) =>
        `/associates/downstream/${node.id}?limit=20&q=${['priya', 'sharma', 'kavya reddy', 'demo12'][index % 4]}`,
    ),
  );
  await timed(
    'network-upline-sampled-nodes',
    sampled.map((node) => `/associates/upstream/${node.id}`),
  );
  // "As of" a date (decision 0132) reads the placement history instead: today's date in India
  // time, so every node exists and the read takes the history's path.
  const asOf = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await timed(
    'network-downline-page-as-of-sampled-nodes',
    sampled.map((node) => `/associates/downstream/${node.id}?limit=20&asOf=${asOf}`),
  );
  await timed(
    'network-downline-page-as-of-largest-nodes',
    largest.map((node) => `/associates/downstream/${node.id}?limit=20&asOf=${asOf}`),
  );
  // Past dates (decision 0183): the largest below the company's node, whose history starts at the
  // seed.
  for (const [scenario, days] of [
    ['network-downline-page-as-of-30-days-back-largest-nodes', 30],
    ['network-downline-page-as-of-a-year-back-largest-nodes', 365],
  ]) {
    const date = new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
    await timed(
      scenario,
      largest
        .filter((node) => node.id !== rootId)
        .map((node) => `/associates/downstream/${node.id}?limit=20&asOf=${date}`),
    );
  }
  const parents = [...largest, ...sampled.filter((node) => node.hasChildren)];
  await timed(
    'network-tree-level-of-children',
    parents.map((node) => `/associates/tree/${node.id}?depth=1&limit=50`),
  );
  await timed(
    'network-tree-two-levels',
    parents.map((node) => `/associates/tree/${node.id}?depth=2&limit=20`),
  );

  // seed:network gives its long ledger to one of the earliest members, who lead large downlines.
  const firstMembers = (await getJson(`/associates/tree/${rootId}?depth=1&limit=100`)).data
    .children;
  let heavy = null;
  for (const node of [...largest, ...firstMembers]) {
    const points = await getJson(`/api/bvPoints/${node.userId}?tab=confirmed&size=1`);
    const rows = points.counts.pending + points.counts.confirmed + points.counts.cancelled;
    if (!heavy || rows > heavy.rows) heavy = { userId: node.userId, rows };
  }
  const repeat = (url) => Array.from({ length: 100 }, () => url);
  for (const tab of ['pending', 'confirmed', 'cancelled']) {
    await timed(
      `network-bv-points-first-page-${tab}`,
      repeat(`/api/bvPoints/${heavy.userId}?tab=${tab}`),
      {
        transactions_listed_for_associate: heavy.rows,
      },
    );
  }
  await timed('network-bv-points-spec-shape', repeat(`/api/bvPoints/${heavy.userId}`), {
    transactions_listed_for_associate: heavy.rows,
  });
  await timed(
    'network-bv-points-search-amount-band',
    repeat(`/api/bvPoints/${heavy.userId}?tab=confirmed&q=amla&band=high`),
    {
      transactions_listed_for_associate: heavy.rows,
    },
  );

  await benchMove({ getJson, headers, base, database, emit, rootId });
}

/** Moves the subtree closest to 10,000 members under another branch and back, timing both. */
async function benchMove({ getJson, headers, base, database, emit, rootId }) {
  const target = 10_000;
  let best = null;
  let current = rootId;
  for (let guard = 0; guard < 100; guard += 1) {
    const children =
      (await getJson(`/associates/tree/${current}?depth=1&limit=100`)).data.children ?? [];
    for (const child of children) {
      if (!best || Math.abs(child.downlineCount - target) < Math.abs(best.downlineCount - target))
        best = child;
    }
    const bigger = children
      .filter((child) => child.downlineCount >= target)
      .sort((a, b) => a.downlineCount - b.downlineCount)[0];
    if (!bigger) break;
    current = bigger.id;
  }
  const home = best.parentId;
  const away = (await getJson(`/associates/tree/${rootId}?depth=1&limit=100`)).data.children.find(
    (child) => child.id !== home && child.id !== best.id,
  );
  const moveTo = async (parentId) => {
    const started = performance.now();
    const response = await fetch(`${base}/associates/${best.id}/parent`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ parentId }),
    });
    if (!response.ok) throw new Error(`move: ${response.status} ${await response.text()}`);
    return Math.round(performance.now() - started);
  };
  const there = await moveTo(away.id);
  const back = await moveTo(home);
  emit({
    scenario: 'network-move-subtree',
    database,
    members: best.downlineCount + 1,
    move_ms: there,
    move_back_ms: back,
  });
}
