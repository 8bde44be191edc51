import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * The database or an open transaction (a transaction is a Db too): services take this one type,
 * so a flow can hand its transaction to any module. The same query code runs on both drivers.
 * No schema is attached: queries name their tables, so db/ needs to know no module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * Runs `work` in the caller's transaction when given one (no savepoint: two round trips less,
 * and the caller's rollback covers the work), else in a transaction of its own.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db instanceof PgTransaction ? work(db as Db) : db.transaction(work);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** For PostgreSQL: the URL it was opened with (migrations use their own connection). */
  connectionString?: string;
  /** Runs a trivial query; false when the database does not answer. */
  isReachable(): Promise<boolean>;
  /** The connections now (for metrics); embedded PGlite is one connection and reports no more. */
  poolStats(): PoolStats;
  /** PGlite only: a tarball of the data folder, for tests that start from a migrated copy. */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: the same database with its driver's own type, which PGlite's migrator takes. */
  pgliteDb?: PgliteDatabase;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload (sent at its transaction's commit,
   * from any process); `onConnected` runs when listening (re)starts, so the caller can reload
   * what it may have missed. Resolves with a function that stops listening.
   */
  listen(
    channel: string,
    handlers: { onMessage(payload: string): void; onConnected(): void },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  /** PostgreSQL only: open but unused connections, and queries waiting for one. */
  idle?: number;
  waiting?: number;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; absent means in memory. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir`, to start from an already-migrated copy (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client whose connection died (server restart, failover, a dropped test database) is
  // removed by pg and replaced on the next query; without a listener the event would crash us.
  pool.on('error', () => {});
  const db: Db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    connectionString,
    isReachable: () => ping(db),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    poolStats: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1_000;

/** One dedicated connection per channel, reopened after a failure (the caller then reloads). */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: { onMessage(payload: string): void; onConnected(): void },
) {
  let client: pg.Client | undefined;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => handlers.onMessage(message.payload ?? ''));
    next.on('error', () => {
      next.end().catch(() => {});
      if (!isStopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
    handlers.onConnected();
  };
  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
  }
  const client = await PGlite.create({
    dataDir,
    extensions: { ltree, pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const pgliteDb = drizzlePglite(client);
  const db: Db = pgliteDb;
  return {
    db,
    pgliteDb,
    kind: 'pglite',
    isReachable: () => ping(db),
    poolStats: () => ({ max: 1, total: client.closed ? 0 : 1 }),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    // One process holds an embedded database, so there is nothing to reconnect.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onMessage);
      handlers.onConnected();
      return unlisten;
    },
    close: async () => {
      // Closing checkpoints and flushes the WASM file system; only then may another process open it.
      await client.close();
      releaseLock();
    },
  };
}

async function ping(db: Db) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
