// `npm run dev`: the API in watch mode on 3001 and the Vite dev server on 5173, which proxies the
// API paths to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, log } from './lib.mjs';

await ensureDependencies();
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? `${ROOT}/data`,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? `${ROOT}/apps/web/dist`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_DEV_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
log(`API on http://localhost:${apiPort}, web on http://localhost:5173`);
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
