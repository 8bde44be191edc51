import path from 'node:path';
import { isDemoBusinessWanted, isEmbeddedDatabase, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { ensureFirstAdmin, type FirstAdminResult } from './modules/users';
import { seedDemoDataOnFirstRun } from './seed/run-seed';
import { createConfiguredStorage, createFolderStorage } from './platform/uploads';
import { ensureCompanyRoot } from './flows/ensure-company-root';
import { makeKycDocumentsPrivate } from './flows/make-kyc-documents-private';

/**
 * Opens the configured database, applies migrations and data steps (KYC documents made private),
 * ensures an admin and first-run demo data.
 */
export async function prepareDatabase(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: isEmbeddedDatabase(config) ? path.resolve(config.DATA_DIR) : undefined,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    },
  });
  try {
    return await withStartupLock(database, () => prepare(config, database));
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The steps, in order; each is idempotent, so a restart mid-way only repeats what it did. */
async function prepare(config: Config, database: Database) {
  await migrateDatabase(database);
  const folders = createFolderStorage(config);
  const privateFiles = await makeKycDocumentsPrivate({
    db: database.db,
    storage: createConfiguredStorage(config, folders),
    folders,
  });
  const admin: FirstAdminResult = await ensureFirstAdmin({
    db: database.db,
    credentials: config.ADMIN_USERNAME
      ? {
          username: config.ADMIN_USERNAME,
          email: config.ADMIN_EMAIL!,
          password: config.ADMIN_PASSWORD,
        }
      : undefined,
    mayGenerate: isEmbeddedDatabase(config),
  });
  const shouldSeed = config.SEED_DEMO_DATA ?? isEmbeddedDatabase(config);
  const firstRun = shouldSeed
    ? await seedDemoDataOnFirstRun({
        db: database.db,
        storage: folders,
        withBusiness: isDemoBusinessWanted(config),
      })
    : false;
  await ensureCompanyRoot({ db: database.db });
  return {
    database,
    admin,
    isFirstRun: Boolean(firstRun),
    demoBusiness: firstRun ? firstRun.business : undefined,
    storage: folders,
    privateFiles,
  };
}
