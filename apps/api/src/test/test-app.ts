import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { configSchema, type Config } from '../config';
import { DEFAULT_DATABASE_TIMEOUTS, openDatabase, type Database } from '../db/client';
import { adminQuery, withDatabase } from './global-setup';
import { ensureCompanyRoot } from '../flows/ensure-company-root';
import type { Storage } from '../platform/storage';

/** A fresh, migrated database for one test file: a PGlite copy or a PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `saathi_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(postgres.url, `create database ${name} template ${postgres.templateDatabase}`);
    const database = await openDatabase({
      databaseUrl: withDatabase(postgres.url, name),
      poolSize: 4,
      // The race tests queue 200 requests on these 4 connections, and two test files run at once
      // (decision 0157): a request may wait its turn longer than a server's 5 s. The outage tests
      // open their own pools with short waits.
      timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, connectMs: 30_000 },
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(postgres.url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dumpFile = inject('pgliteDumpFile');
  if (!dumpFile)
    throw new Error('The api test project needs its global setup (vitest --project api).');
  return openDatabase({ loadDataDir: new Blob([readFileSync(dumpFile)]) });
}

export const testConfig = (overrides: Partial<Record<keyof Config, string>> = {}): Config =>
  configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests run jobs when they choose (app.jobs.runNow), never on a timer.
    JOBS_ENABLED: 'false',
    ...overrides,
  });

/**
 * Builds the whole API on a fresh database (or on `database`, e.g. a second process's view of
 * another app's database), with its public uploads and private files in a temporary folder each;
 * close it in afterAll. `storage` replaces the configured one.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { database?: Database; storage?: Storage } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  await ensureCompanyRoot({ db: database.db });
  const files = mkdtempSync(path.join(os.tmpdir(), 'saathi-files-'));
  const uploads = path.join(files, 'uploads');
  const privateFiles = path.join(files, 'private');
  const config = testConfig({
    UPLOADS_DIR: uploads,
    PRIVATE_FILES_DIR: privateFiles,
    ...overrides,
  });
  const app = await buildApp({ config, database, logger: false, storage: options.storage });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(files, { recursive: true, force: true });
    },
    uploads,
    privateFiles,
  };
}
