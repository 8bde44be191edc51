// Starts the built API and SPA for the e2e suite on a fresh, empty embedded database, with a
// fake Razorpay beside it.
import { mkdirSync, rmSync } from 'node:fs';
import { removeAppSettings } from '../scripts/clean-env.mjs';
import { installMovableClock } from './clock.mjs';
import { e2eDataDir, e2ePort } from './paths.mjs';

// A spec that needs months to pass starts its own server with a clock it moves (clock.mjs).
if (process.env.E2E_CLOCK_PORT) installMovableClock(Number(process.env.E2E_CLOCK_PORT));

const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Only the settings chosen here: nothing from the shell that started the suite.
removeAppSettings();
process.env.PORT = String(e2ePort());
process.env.LOG_LEVEL = 'warn';
process.env.DATA_DIR = dataDir;
// The suite counts what its specs add: the demo business (people, orders, a closed month) only
// where a spec asks for it (E2E_DEMO_BUSINESS, demo-business.spec.ts; decision 0116).
process.env.SEED_DEMO_BUSINESS = process.env.E2E_DEMO_BUSINESS === 'true' ? 'true' : 'false';
process.env.HOST = '127.0.0.1';
// Every browser request comes from this machine: per-address limits would throttle the suite.
process.env.RATE_LIMIT_ALLOWLIST = '127.0.0.1,::1,::ffff:127.0.0.1';
// Online payment against a local fake of Razorpay (its API, Checkout script and payment page, and
// signed webhooks back to this server): nothing leaves the machine.
const { tsImport } = await import('tsx/esm/api');
const { startFakeRazorpay } = await tsImport(
  '../apps/api/src/test/fake-razorpay.ts',
  import.meta.url,
);
const razorpay = await startFakeRazorpay({
  port: e2ePort() + 1,
  webhookUrl: `http://127.0.0.1:${e2ePort()}/api/payments/razorpay/webhook`,
});
Object.assign(process.env, razorpay.env());
await import('../apps/api/dist/main.js');
