// Lighthouse scores of `npm run bench` (see bench.mjs for the switches): npm's `lighthouse` with
// its default mobile settings (a mid-range phone on slow 4G, simulated) drives Debian's Chromium
// against the built app the bench's server serves, and reports performance and accessibility
// per page (target ≥ 95 each, issue 27; decision 0105): from the API process itself, then
// through deploy/'s nginx front (TLS, HTTP/2; decision 0190). BENCH_LIGHTHOUSE_RUNS (default 3) runs
// per page; the line is Lighthouse's median run. Nothing is downloaded: the browser is the
// system's and every request stays on loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startNginxFront } from './bench-nginx-front.mjs';
import { ROOT, serverEnv } from './lib.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility'];
/** The metrics behind the performance score, as Lighthouse shows them. */
const METRICS = {
  'first-contentful-paint': 'fcp',
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'si',
};

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

/** What kept a category under 100: the weighted audits that did not pass, worst first. */
const shortfalls = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
    .filter((ref) => lhr.audits[ref.id].score < 1)
    .sort((a, b) => lhr.audits[a.id].score - lhr.audits[b.id].score)
    .map((ref) => `${ref.id} ${lhr.audits[ref.id].score}`);

/**
 * One Lighthouse run. Its trace recording now and then fails in headless Chromium (NO_NAVSTART,
 * NO_FCP): such a run is tried again, up to three times.
 */
async function audit(chrome, url) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      logLevel: 'error',
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

/** Lighthouse's median of RUNS runs of each page at `base`, one line each. */
async function auditPages({ emit, base, pages, via, chromeFlags = [] }) {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  try {
    for (const [page, url] of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome, `${base}${url}`));
      const median = computeMedianRun(runs);
      emit({
        scenario: 'lighthouse',
        page,
        via,
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        runs: runs.map((lhr) => score(lhr, 'performance')),
        ...Object.fromEntries(
          Object.entries(METRICS).map(([id, name]) => [name, median.audits[id].displayValue]),
        ),
        short_of_100: Object.fromEntries(
          CATEGORIES.map((category) => [category, shortfalls(median, category)]),
        ),
      });
    }
  } finally {
    chrome.kill();
  }
}

/**
 * Home, the product list and the first product's page of the server at `base`: straight from the
 * API process (HTTP/1.1, as `npm start` serves), then through the production front of deploy/
 * (nginx: TLS, HTTP/2, gzip; decision 0190) when Debian's nginx is there.
 */
export async function benchLighthouse({ emit }, base) {
  const products = await (await fetch(`${base}/api/products?limit=1`)).json();
  const pages = [
    ['home', '/'],
    ['product-list', '/products'],
    ['product-details', `/product-details-page/${products.data[0]?.id ?? 1}`],
  ];
  await auditPages({ emit, base, pages, via: 'node-http1' });
  const front = await startNginxFront(Number(new URL(base).port));
  if (!front) {
    console.warn('lighthouse: no nginx or openssl, so no run through the production front.');
    return;
  }
  try {
    // The certificate is the run's own: the browser is told to take it.
    const chromeFlags = ['--ignore-certificate-errors'];
    await auditPages({ emit, base: front.url, pages, via: 'nginx-http2', chromeFlags });
  } finally {
    await front.stop();
  }
}

/** BENCH_ONLY_LIGHTHOUSE: the scenario alone, on a fresh embedded database of its own. */
export async function benchLighthouseAlone(tools) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-lighthouse-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env: serverEnv({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(tools.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${tools.port}`;
  try {
    // The first run seeds the demo business: over a minute on a busy machine.
    if (!(await tools.waitForOk(`${base}/readyz`, 180_000)))
      throw new Error('server did not start');
    await benchLighthouse(tools, base);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
