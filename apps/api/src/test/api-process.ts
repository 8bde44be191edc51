import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect } from 'vitest';
import { freePort } from './free-port';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside node_modules so the bundle's npm imports resolve as the API's do; git ignores it.
const BUILDS = path.join(API_ROOT, 'node_modules', '.cache', 'saathi-test-api');

/**
 * The API as a process of its own (to be killed), from its sources: esbuild bundles main.ts as the
 * production build does (markdown as text), npm packages stay outside, and tsx runs the
 * workspace's TypeScript. Answers once /readyz says it serves.
 */
export async function startApiProcess(env: Record<string, string>) {
  mkdirSync(BUILDS, { recursive: true });
  const dir = mkdtempSync(path.join(BUILDS, 'run-'));
  await build({
    entryPoints: [path.join(API_ROOT, 'src/main.ts')],
    outfile: path.join(dir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    loader: { '.md': 'text' },
    logLevel: 'error',
  });
  cpSync(path.join(API_ROOT, 'src/db/migrations'), path.join(dir, 'migrations'), {
    recursive: true,
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saathi-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'main.mjs')], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const close = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/readyz`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toBe(200);
  } catch (error) {
    close();
    throw error;
  }
  return { process: child, url, close };
}
