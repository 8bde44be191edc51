// `npm start`: install when needed, build when needed, then run the shop on PORT (3000) with
// the embedded database in DATA_DIR (./data) unless DATABASE_URL is set.
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  ROOT,
  ensureBuilt,
  ensureDependencies,
  log,
  serverEnv,
  warnOnRetiredNode,
} from './lib.mjs';

warnOnRetiredNode();

await ensureDependencies();
await ensureBuilt();
log('Starting the shop (migrations and first-run demo data are applied on start)...');

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/api/dist/main.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: serverEnv(),
  },
);
// The server shuts down gracefully on these; forward them and wait so the data folder is closed.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
