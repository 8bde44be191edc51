import { writeFileSync, existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROUTES } from '@saathi/shared/routes';
import { isEmbeddedDatabase, type Config } from './config';
import type { FirstAdminResult } from './modules/users';
import type { DemoBusinessResult } from './seed/demo-business/seed-demo-business';

const DEMO_PASSWORD_FILE = 'demo-admin-password.txt';

/**
 * Tells the person who ran `npm start` where the shop and its admin console are and how to sign
 * in as admin (the console is also in the account menu once signed in). A generated
 * password is shown once and kept (owner-readable only) in the data folder for later runs.
 */
export function printBanner(options: {
  config: Config;
  admin: FirstAdminResult;
  isFirstRun: boolean;
  /** What the first run's demo business added (decision 0116), when it ran. */
  demoBusiness?: DemoBusinessResult;
  address: string | Pick<AddressInfo, 'port'> | null;
}) {
  const { config, admin } = options;
  const port =
    typeof options.address === 'object' && options.address ? options.address.port : config.PORT;
  const url = `http://localhost:${port}`;
  const passwordFile = path.resolve(config.DATA_DIR, DEMO_PASSWORD_FILE);
  const lines = [
    '',
    `  Saathi is running at ${url}`,
    `  Admin console: ${url}${ROUTES.dashboard} (sign in as the admin below)`,
    `  API documentation: ${url}/docs`,
  ];

  if (admin.status === 'created' && admin.generatedPassword) {
    writeFileSync(passwordFile, `${admin.username}\n${admin.generatedPassword}\n`, { mode: 0o600 });
    lines.push(
      `  Demo admin sign-in: ${admin.username} / ${admin.generatedPassword}`,
      `  (shown once; also saved in ${passwordFile})`,
    );
  } else if (admin.status === 'created') {
    lines.push(`  Admin sign-in: ${admin.username} with the ADMIN_PASSWORD you set`);
  } else if (admin.status === 'missing') {
    lines.push(
      '  No admin exists: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD and restart.',
    );
  } else if (isEmbeddedDatabase(config) && existsSync(passwordFile)) {
    const [username, password] = readFileSync(passwordFile, 'utf8').split('\n');
    lines.push(`  Demo admin sign-in: ${username} / ${password} (from ${passwordFile})`);
  }
  if (options.isFirstRun)
    lines.push(
      '  Demo data (company settings, pages, posts, gallery, certificates) was added on this first run.',
    );
  const business = options.demoBusiness;
  if (business?.status === 'created') {
    lines.push(
      `  So was a demo business: ${business.associates} demo associates, ${business.customers} demo customers, three months of orders, ${business.closedMonth} closed (SEED_DEMO_BUSINESS=false leaves it out).`,
    );
    // What a flow logged and left to a job while the story ran: said, not hidden.
    if (business.problems.length > 0) {
      lines.push(`  It met ${business.problems.length} problem(s), first: ${business.problems[0]}`);
    }
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}
