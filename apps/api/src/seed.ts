import { isDemoBusinessWanted, loadConfig } from './config';
import { StartupError } from './platform/errors';
import { prepareDatabase } from './prepare-database';
import { seedDemoData } from './seed/run-seed';

/** `npm run seed`: idempotent; adds the admin and demo data that are missing. */
async function seed() {
  const config = loadConfig();
  const { database, admin, storage, demoBusiness } = await prepareDatabase(config);
  let business;
  try {
    ({ business } = await seedDemoData({
      db: database.db,
      storage,
      withBusiness: isDemoBusinessWanted(config),
    }));
    // On a first run prepareDatabase has just added it: say so, not "already present".
    business = demoBusiness ?? business;
  } finally {
    await database.close();
  }
  const adminLine =
    admin.status === 'created'
      ? `admin ${admin.username} created${admin.generatedPassword ? ` with password ${admin.generatedPassword}` : ''}`
      : admin.status === 'exists'
        ? 'admin already exists'
        : 'no admin: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD';
  const businessLine = !business
    ? 'no demo business (a real installation, or SEED_DEMO_BUSINESS=false)'
    : business.status === 'created'
      ? `demo business added (${business.associates} associates, ${business.customers} customers, ${business.closedMonth} closed)`
      : business.status === 'exists'
        ? 'demo business already present'
        : 'no demo business: it needs an admin';
  process.stdout.write(
    `Seed complete: company settings, pages, posts, gallery and certificates present; ${adminLine}; ${businessLine}.\n`,
  );
}

seed().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
