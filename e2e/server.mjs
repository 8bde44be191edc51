// Starts the built API and SPA for the e2e suite on a fresh, empty embedded database.
import { mkdirSync, rmSync } from 'node:fs';
import { removeAppSettings } from '../scripts/clean-env.mjs';
import { e2eDataDir, e2ePort } from './paths.mjs';

const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Only the settings chosen here: nothing from the shell that started the suite.
removeAppSettings();
process.env.PORT = String(e2ePort());
process.env.LOG_LEVEL = 'warn';
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
// Every browser request comes from this machine: per-address limits would throttle the suite.
process.env.RATE_LIMIT_ALLOWLIST = '127.0.0.1,::1,::ffff:127.0.0.1';
await import('../apps/api/dist/main.js');
