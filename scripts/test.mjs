// `npm test`: installs what it needs, then lint, format, typecheck, unit tests, API integration
// tests on PGlite and on a throwaway PostgreSQL, two processes of the production build behind
// nginx, and the e2e suite in headless Chromium against the production build. Exits non-zero on
// any failure.
import { removeAppSettings } from './clean-env.mjs';
import { ROOT, ensureBuilt, ensureDebianPackages, ensureDependencies, log, run } from './lib.mjs';
import { findPostgresBin, startPostgres } from './postgres-server.mjs';
import { playwrightResults, vitestResults } from './test-failures.mjs';

// Debian packages the steps run, by the binary each provides: the e2e browser, a real Redis for
// the shared request limits, and the proxy in front of the cluster test.
const DEBIAN_PACKAGES = {
  chromium: '/usr/bin/chromium',
  'redis-server': '/usr/bin/redis-server',
  nginx: '/usr/sbin/nginx',
};
// Every step runs with the settings it chooses, never the caller's (see clean-env.mjs).
removeAppSettings();
const results = [];
const started = Date.now();

/** `testResults` (test-failures.mjs), when given, names the step's failed tests in the summary. */
async function step(name, action, testResults) {
  log(`── ${name}`);
  const stepStart = Date.now();
  const code = await action();
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(0);
  const failures = code === 0 ? [] : (testResults?.failures() ?? []);
  results.push({ name, ok: code === 0, seconds, failures });
  log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s`);
}

/** Steps that share nothing, at once: each is one process on one core, and the machine has two. */
const steps = (named) =>
  Promise.all(Object.entries(named).map(([name, action]) => step(name, action)));

const npx = (...args) => run('npx', args);

/** Runs `work(url)` against a throwaway PostgreSQL server; without its binaries, warns and skips. */
async function withPostgres(what, work) {
  const binDir = findPostgresBin();
  if (!binDir) {
    console.warn(
      `\n\x1b[41m\x1b[97m WARNING \x1b[0m No PostgreSQL 15+ binaries in /usr/lib/postgresql: ${what}` +
        ' are SKIPPED. Install postgresql-15 to run them.\n',
    );
    return 0;
  }
  const server = await startPostgres(binDir);
  // Interrupted (Ctrl+C, CI time-out): stop the throwaway server rather than leave it running.
  const stopOnSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await work(server.url);
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    server.stop();
  }
}

/** Vitest's projects, their failures written where the summary finds them. */
function vitest(name, projects, { postgres } = {}) {
  const testResults = vitestResults();
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
  const start = (env = process.env) => run('npx', [...args, ...testResults.args], { env });
  // TEST_DATABASE_URL names a throwaway PostgreSQL server.
  const action = postgres
    ? () => withPostgres(postgres, (url) => start({ ...process.env, TEST_DATABASE_URL: url }))
    : () => start();
  return step(name, action, testResults);
}

await ensureDependencies();
await step('Debian packages', () => ensureDebianPackages(DEBIAN_PACKAGES));
await steps({
  lint: async () => {
    // ESLint, then the module and feature boundaries (dependency-cruiser: .dependency-cruiser*.cjs).
    const code = await npx('eslint', '.', '--max-warnings', '0');
    return code || run('npm', ['run', 'lint:boundaries', '--silent']);
  },
  format: () => npx('prettier', '--check', '.', '--log-level', 'warn'),
  typecheck: async () => {
    for (const project of ['packages/shared', 'apps/api', 'apps/web', 'e2e']) {
      const code = await npx('tsc', '-p', project, '--noEmit');
      if (code !== 0) return code;
    }
    return 0;
  },
});
await vitest('unit tests', ['unit', 'web']);
await vitest('API tests on PGlite', ['api']);
await vitest('API tests on PostgreSQL', ['api'], {
  postgres: 'the API integration tests on PostgreSQL',
});
await step('build', async () => {
  await ensureBuilt();
  return 0;
});
// The home page's first-load JavaScript against its budget (the script's BUDGET_KB, decision 0104).
await step('first-load budget', () => run('node', ['apps/web/scripts/first-load-size.mjs']));
// The production build as two processes on one PostgreSQL behind nginx (deploy/, issue 26).
await vitest('two API processes behind nginx', ['cluster'], {
  postgres: 'the two-process tests behind nginx',
});
const e2eResults = playwrightResults();
await step(
  'e2e in Chromium',
  () =>
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...e2eResults.args], {
      env: { ...process.env, ...e2eResults.env },
    }),
  e2eResults,
);

const failed = results.filter((result) => !result.ok);
console.log('\nSummary:');
for (const result of results) {
  console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds}s)`);
  for (const failure of result.failures.slice(0, 10)) console.log(`       ✗ ${failure}`);
  if (result.failures.length > 10) console.log(`       … and ${result.failures.length - 10} more`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)}s in ${ROOT}`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
