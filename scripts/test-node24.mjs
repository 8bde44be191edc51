// `npm run test:node24`: the unit and API tests again on Node.js 24 LTS (decision 0100), which
// `.ci/run` runs after `npm test`. The binary comes from the npm registry's `node` package (its
// platform package carries the executable), kept in .cache/node24; nothing else is downloaded.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDependencies, log, run, runOrExit } from './lib.mjs';
import { removeAppSettings } from './clean-env.mjs';

const NODE_MAJOR = 24;
const PREFIX = path.join(ROOT, '.cache', `node${NODE_MAJOR}`);
const BIN = path.join(PREFIX, 'node_modules', 'node', 'bin');

removeAppSettings();
await ensureDependencies();
if (!existsSync(path.join(BIN, 'node'))) {
  log(`Installing Node.js ${NODE_MAJOR} from the npm registry (npm install node@${NODE_MAJOR})...`);
  await runOrExit('npm', [
    'install',
    '--prefix',
    PREFIX,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `node@${NODE_MAJOR}`,
  ]);
}
const env = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}` };
await runOrExit('node', ['--version'], { env });
log(`Unit and API tests (embedded database) on Node.js ${NODE_MAJOR}`);
const code = await run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'api'], { env });
process.exit(code);
