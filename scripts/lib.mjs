// Shared steps of `npm start`, `npm test` and `npm run dev`. Plain Node, no dependencies: these
// run before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.saathi-install-stamp');
const BUILD_STAMP = path.join(ROOT, '.saathi-build-stamp');

/**
 * The API server's process environment on top of the caller's. glibc gives each thread its own
 * malloc arena, and sharp's worker threads leave freed image buffers stranded in them: two
 * arenas keep the resident memory of an idle server about a third lower (measured: 671 → 484 MB
 * embedded after the first-run demo seed). A value the caller sets wins.
 */
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });

export const log = (message) => console.log(`\x1b[36m[saathi]\x1b[0m ${message}`);

/** Node 20 is past its end of life (decision 0100): it still runs, with a word about it. */
export function warnOnRetiredNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    log(`Node.js ${process.versions.node} is past its end of life; use Node.js 22 or 24 (LTS).`);
  }
}

const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lock. */
export async function ensureDependencies() {
  const lockHash = sha256(readFileSync(path.join(ROOT, 'package-lock.json')));
  const installed = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : '';
  if (installed === lockHash && existsSync(path.join(ROOT, 'node_modules'))) return;
  log('Installing dependencies (npm ci)...');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(INSTALL_STAMP, lockHash);
}

const BUILD_INPUTS = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
  'package-lock.json',
];

function hashTree(target, hash) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (entry === '__tests__' || entry === 'node_modules') continue;
      hashTree(path.join(target, entry), hash);
    }
    return;
  }
  hash.update(path.relative(ROOT, target));
  hash.update(readFileSync(target));
}

/** Builds web and API unless the sources are unchanged since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) hashTree(path.join(ROOT, input), hash);
  const sourceHash = hash.digest('hex');
  const built = existsSync(BUILD_STAMP) ? readFileSync(BUILD_STAMP, 'utf8') : '';
  const hasOutputs =
    existsSync(path.join(ROOT, 'apps/web/dist/index.html')) &&
    existsSync(path.join(ROOT, 'apps/api/dist/main.js'));
  if (!force && built === sourceHash && hasOutputs) return;
  log('Building the web app and the API...');
  await runOrExit('npm', ['run', 'build', '-w', 'apps/web']);
  await runOrExit('npm', ['run', 'build', '-w', 'apps/api']);
  writeFileSync(BUILD_STAMP, sourceHash);
}

export const commandExists = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Installs the Debian packages (name → the binary it provides) that are missing, with apt-get as
 * root or through `sudo -n`; resolves to an exit code.
 */
export async function ensureDebianPackages(packages) {
  const missing = Object.keys(packages).filter((name) => !existsSync(packages[name]));
  if (missing.length === 0) return 0;
  log(`Installing ${missing.join(' and ')} from Debian (apt-get install)...`);
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : commandExists('sudo') ? ['sudo', '-n'] : null;
  if (!prefix) {
    console.error(
      `Missing Debian packages (${missing.join(', ')}) and this user cannot run apt-get: install them.`,
    );
    return 1;
  }
  const apt = (args) =>
    run(prefix[0] ?? 'apt-get', prefix.length ? [...prefix.slice(1), 'apt-get', ...args] : args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  return (await apt(['update', '-qq'])) || apt(['install', '-y', '-qq', ...missing]);
}
