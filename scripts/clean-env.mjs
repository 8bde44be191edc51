// A test run must not depend on the caller's shell: an operator's exported ADMIN_PASSWORD,
// DATABASE_URL or S3_BUCKET would otherwise reach the e2e server, and VITE_* the test build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every setting .env.example documents (commented-out ones too): the app's own variables. */
const APP_SETTINGS = readFileSync(path.join(ROOT, '.env.example'), 'utf8')
  .split('\n')
  .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter(Boolean);

const isAppSetting = (name) =>
  APP_SETTINGS.includes(name) || name.startsWith('VITE_') || name === 'TEST_DATABASE_URL';

/** Removes the app's settings from `env` in place (so child processes inherit the clean copy). */
export function removeAppSettings(env = process.env) {
  for (const name of Object.keys(env)) if (isAppSetting(name)) delete env[name];
  return env;
}
