// `npm run seed:network -- --associates 1000000 --ledger 5000000`: a large demo network and BV
// ledger for benchmarks. Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await ensureBuilt();
const child = spawn(
  process.execPath,
  [path.join(ROOT, 'apps/api/dist/seed-network.js'), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
