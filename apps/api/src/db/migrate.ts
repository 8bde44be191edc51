import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';

// In the source tree this is src/db/migrations; the build copies it next to the bundle.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations across API processes. */
const MIGRATION_LOCK_ID = 7_340_221;
/** Another: the whole start-up preparation (migrations, first admin, company root, demo data). */
const STARTUP_LOCK_ID = 7_340_222;

/**
 * Runs `work` while no other API process prepares the same database, so processes started
 * together on an empty database do not both create the first admin (one waits, then finds it).
 * The embedded database has one process by construction.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>) {
  if (database.pgliteDb) return work();
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_FOLDER) {
  if (database.pgliteDb) {
    await migratePglite(database.pgliteDb, { migrationsFolder });
    return;
  }
  // A session-level lock needs one connection for the whole run, not a pool.
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
