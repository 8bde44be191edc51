// `npm run bench`'s catalogue-cache-* scenarios (issue 27, decision 0103), PostgreSQL only: 10,000
// products (BENCH_CATALOGUE_PRODUCTS) in database saathi_bench_catalogue, one API process, load
// from wrk (Debian's; a C load generator leaves the API most of the second core, where autocannon
// would take half of it), 10 connections, BENCH_DURATION_S each, all on loopback:
//  - bare-fastify: the ceiling, Fastify alone answering a product's bytes (bench-bare-fastify.mjs);
//  - warm-*: the cache filled: a product (100 of them in turn), the product list (100 pages of
//    four sorts in turn), a category's pages, and a 304 revalidation of a product;
//  - cold-*: the same reads with the cache off (CATALOGUE_CACHE_MB=0), every one from PostgreSQL:
//    what the first read after a change costs;
//  - memory: the API's resident memory with every product page and list page kept, and its
//    highest under load, beside the same with the cache off;
//  - two-processes-*: the warm reads again with API_PROCESSES=2 (decision 0187: one worker per
//    core of this machine on the one port), beside bare Fastify in two processes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childrenOf } from './child-processes.mjs';
import { ROOT, ensureDebianPackages, serverEnv } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const SORTS = ['newest', 'price_asc', 'name', 'popularity'];

/** wrk's "650.00us", "2.10ms", "1.02s" in milliseconds. */
const toMs = (text) => {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Math.round(Number(value) * { us: 1, ms: 1000, s: 1_000_000 }[unit]) / 1000;
};

/** Runs wrk over `requests` ({ path, headers }) in turn; resolves to its figures. */
function runWrk({ base, requests, folder, durationS = DURATION_S }) {
  const script = path.join(folder, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  const lines = requests.map(
    ({ path: url, headers = {} }) =>
      `  wrk.format("GET", ${JSON.stringify(url)}, {${Object.entries(headers)
        .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
        .join(', ')}}),`,
  );
  writeFileSync(
    script,
    `local requests = {}\nlocal next = 0\nfunction init(args)\n requests = {\n${lines.join('\n')}\n }\nend\n` +
      `function request()\n  next = next % #requests + 1\n  return requests[next]\nend\n`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      ['-t1', '-c10', `-d${durationS}s`, '--latency', '-s', script, base],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}`));
      resolve({
        rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])),
        p50_ms: toMs(/ 50%\s+(\S+)/.exec(output)?.[1] ?? ''),
        p99_ms: toMs(/ 99%\s+(\S+)/.exec(output)?.[1] ?? ''),
        requests: Number(/(\d+) requests in/.exec(output)?.[1]),
        not_2xx_3xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
        socket_errors: /Socket errors: (.*)/.exec(output)?.[1] ?? null,
      });
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startProcess(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    pid: child.pid,
    /** Its own pid and its workers'. */
    pids: () => [child.pid, ...childrenOf(child.pid)],
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The highest resident memory of one of `pids()` while `work` runs, sampled every 200 ms. */
async function peakResidentKb(residentKb, pids, work) {
  const highest = () => Math.max(...pids().map((pid) => residentKb(pid)));
  let peak = highest();
  const timer = setInterval(() => (peak = Math.max(peak, highest())), 200);
  try {
    const result = await work();
    return { result, peakKb: Math.max(peak, highest()) };
  } finally {
    clearInterval(timer);
  }
}

export async function benchCatalogueCache(tools, serverUrl) {
  const { emit, runNode, waitForOk, freshPostgresDatabase, residentKb, port } = tools;
  if ((await ensureDebianPackages({ wrk: '/usr/bin/wrk' })) !== 0) {
    console.warn('catalogue-cache: wrk (Debian) is missing and cannot be installed; skipped.');
    return;
  }
  const databaseUrl = await freshPostgresDatabase(serverUrl, 'saathi_bench_catalogue');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-catalogue-cache-'));
  const base = `http://127.0.0.1:${port}`;
  const env = (cacheMb, processes = 1) =>
    serverEnv({
      ...process.env,
      DATA_DIR: path.join(folder, 'data'),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_MB: String(cacheMb),
      API_PROCESSES: String(processes),
    });
  const emitRun = (scenario, figures, extra = {}) =>
    emit({ scenario: `catalogue-cache-${scenario}`, database: 'postgres', ...figures, ...extra });
  try {
    await runNode('apps/api/dist/seed-large.js', ['--products', String(PRODUCTS)], env(64));

    // What to ask for, read from a first server.
    let server = startProcess([path.join(ROOT, 'apps/api/dist/main.js')], env(64));
    if (!(await waitForOk(`${base}/readyz`, 60_000))) throw new Error('server did not start');
    const getJson = async (url) => (await fetch(`${base}${url}`)).json();
    const ids = (await getJson('/api/products?limit=100')).data.map((product) => product.id);
    const categories = (await getJson('/api/categories')).data;
    const category = categories.find((c) => c.categoryUniqueName === 'skin-care') ?? categories[0];
    const categoryTotal = (await getJson(`/api/products/category/${category.id}?limit=20`)).meta
      .total;
    const products = ids.map((id) => ({ path: `/api/products/${id}` }));
    const listPages = SORTS.flatMap((sort) =>
      Array.from({ length: 25 }, (_, index) => ({
        path: `/api/products?sort=${sort}&limit=20&page=${1 + index * 19}`,
      })),
    );
    const categoryPages = Array.from(
      { length: Math.min(100, Math.ceil(categoryTotal / 20)) },
      (_, index) => ({
        path: `/api/products/category/${encodeURIComponent(category.categoryUniqueName)}?limit=20&page=${index + 1}`,
      }),
    );
    const bodyFile = path.join(folder, 'product.json');
    writeFileSync(
      bodyFile,
      Buffer.from(await (await fetch(`${base}${products[0].path}`)).arrayBuffer()),
    );

    // Every product page and every list page of 20, newest first: the cache at its fullest.
    const fillEverything = async () => {
      const all = [];
      for (let page = 1; page <= Math.ceil(PRODUCTS / 20); page += 1) {
        const listed = await getJson(`/api/products?limit=20&page=${page}`);
        all.push(...listed.data.map((product) => product.id));
      }
      for (let start = 0; start < all.length; start += 50) {
        await Promise.all(
          all
            .slice(start, start + 50)
            .map((id) => fetch(`${base}/api/products/${id}`).then((r) => r.arrayBuffer())),
        );
      }
    };
    const scenarios = {
      product: products,
      'list-any-page': listPages,
      'category-page': categoryPages,
    };

    // Each worker's memory (the largest), with one process that is the process's own.
    const workersKb = () => Math.max(...server.pids().slice(-server.workers).map(residentKb));
    for (const [mode, cacheMb, processes] of [
      ['warm', 64, 1],
      ['cold', 0, 1],
      ['two-processes', 64, 2],
    ]) {
      await server.stop();
      server = startProcess([path.join(ROOT, 'apps/api/dist/main.js')], env(cacheMb, processes));
      server.workers = processes;
      if (!(await waitForOk(`${base}/readyz`, 60_000))) throw new Error('server did not start');
      while (processes > 1 && server.pids().length <= processes) await sleep(100);
      const idleKb = workersKb();
      await fillEverything();
      emit({
        scenario: `catalogue-cache-memory-${mode}`,
        database: 'postgres',
        products: PRODUCTS,
        idle_rss_mb: Math.round(idleKb / 1024),
        filled_rss_mb: Math.round(workersKb() / 1024),
      });
      let peakKb = 0;
      for (const [name, requests] of Object.entries(scenarios)) {
        // A short pass first, so plans, JIT and (warm) the cache are settled before measuring.
        await runWrk({ base, requests, folder, durationS: 2 });
        const measured = await peakResidentKb(residentKb, server.pids, () =>
          runWrk({ base, requests, folder }),
        );
        peakKb = Math.max(peakKb, measured.peakKb);
        emitRun(`${mode}-${name}`, measured.result);
      }
      if (cacheMb > 0) {
        const revalidations = [];
        for (const request of products) {
          const etag = (await fetch(`${base}${request.path}`)).headers.get('etag');
          revalidations.push({ ...request, headers: { 'If-None-Match': etag } });
        }
        await runWrk({ base, requests: revalidations, folder, durationS: 2 });
        emitRun(`${mode}-304-product`, await runWrk({ base, requests: revalidations, folder }));
      }
      emit({
        scenario: `catalogue-cache-memory-${mode}-under-load`,
        database: 'postgres',
        peak_rss_mb: Math.round(peakKb / 1024),
      });
    }
    await server.stop();

    for (const processes of [1, 2]) {
      const bare = startProcess(
        [path.join(ROOT, 'scripts/bench-bare-fastify.mjs'), String(port), bodyFile, `${processes}`],
        process.env,
      );
      try {
        if (!(await waitForOk(`${base}/`, 10_000))) throw new Error('bare Fastify did not start');
        await runWrk({ base, requests: products, folder, durationS: 2 });
        const figures = await runWrk({ base, requests: products, folder });
        emitRun(processes === 1 ? 'bare-fastify' : 'two-processes-bare-fastify', figures);
      } finally {
        await bare.stop();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
