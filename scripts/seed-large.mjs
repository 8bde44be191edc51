// `npm run seed:large -- --products 10000`: a large, realistic catalogue for benchmarks and
// load tests. Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await ensureBuilt();
const child = spawn(
  process.execPath,
  [path.join(ROOT, 'apps/api/dist/seed-large.js'), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
