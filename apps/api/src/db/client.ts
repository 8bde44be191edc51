import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { parseInt8 } from './int8';

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
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Reloads what notifications may have carried while not listening; a failure reconnects. */
  onConnected(): void | Promise<void>;
  /** Listening has stopped until the next `onConnected`: notifications may now be missed. */
  onDisconnected?(): void;
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
  /** PostgreSQL only: how long to wait for a connection and how long one statement may run. */
  timeouts?: Partial<DatabaseTimeouts>;
}

export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement (PostgreSQL's statement_timeout), and a transaction left idle as long. */
  statementMs: number;
}

/** Defaults: a request waits seconds, not forever, and the monthly closing's statements fit. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 60_000,
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, timeouts);
  }
  return openPglite(options);
}

/**
 * Bounds on every wait (decision 0099): a database that stops answering costs a request a few
 * seconds and an error the API answers as 503, never a hang. No client-side query timeout: pg
 * would leave the timed-out statement on its connection, which goes back to the pool.
 */
const connectionSettings = (connectionString: string, timeouts: DatabaseTimeouts) => ({
  connectionString,
  connectionTimeoutMillis: timeouts.connectMs,
  statement_timeout: timeouts.statementMs,
  idle_in_transaction_session_timeout: timeouts.statementMs,
  // A peer that vanished (failover, a cut cable) is noticed on idle connections.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
});

async function openPostgres(
  connectionString: string,
  max: number,
  timeouts: DatabaseTimeouts,
): Promise<Database> {
  // drizzle hands every query its own type parsers, which fall back to pg's global ones (a pool's
  // `types` option is never read): int8 as a number is set there (decision 0095).
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  const pool = new pg.Pool({ ...connectionSettings(connectionString, timeouts), max });
  // An idle client whose connection died (server restart, failover, a dropped test database) is
  // removed by pg and replaced on the next query; without a listener the event would crash us.
  pool.on('error', () => {});
  // So is a client that is checked out (a transaction between two statements) when its connection
  // dies: its next statement fails instead (an outage, answered 503), and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: Db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    connectionString,
    isReachable: () => ping(db),
    listen: (channel, handlers) =>
      listenPostgres(connectionSettings(connectionString, timeouts), channel, handlers),
    poolStats: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/** Reconnecting waits this long after the first failure, doubling up to the maximum. */
export const RELISTEN_DELAYS_MS = { first: 250, max: 15_000 };

/**
 * One dedicated connection per channel, reopened after any failure for as long as it takes
 * (backoff with jitter, so many processes do not knock at once). A (re)connection counts only once
 * the caller's reload has run: if that fails, the connection is dropped and tried again.
 */
async function listenPostgres(
  settings: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
) {
  let client: pg.Client | undefined;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const scheduleReconnect = () => {
    if (isStopped || retry) return;
    const delay = Math.min(RELISTEN_DELAYS_MS.max, RELISTEN_DELAYS_MS.first * 2 ** failures);
    failures += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect().catch(scheduleReconnect);
      },
      delay / 2 + Math.random() * (delay / 2),
    );
  };
  const connect = async () => {
    const next = new pg.Client(settings);
    let isDropped = false;
    const drop = () => {
      if (isDropped) return;
      isDropped = true;
      if (client === next) {
        client = undefined;
        handlers.onDisconnected?.();
      }
      next.removeAllListeners();
      next.on('error', () => {});
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => handlers.onMessage(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      await handlers.onConnected();
    } catch (error) {
      isDropped = true;
      next.removeAllListeners();
      next.on('error', () => {});
      next.end().catch(() => {});
      throw error;
    }
    if (isStopped) await next.end().catch(() => {});
    if (isStopped || isDropped) return;
    client = next;
    failures = 0;
  };
  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    current?.removeAllListeners();
    current?.on('error', () => {});
    await current?.end().catch(() => {});
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
    // As on PostgreSQL, not PGlite's own BigInt beyond 2^53 (decision 0095).
    parsers: { [types.INT8]: parseInt8 },
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
      await handlers.onConnected();
      return unlisten;
    },
    close: async () => {
      // Closing checkpoints and flushes the WASM file system; only then may another process open it.
      await client.close();
      releaseLock();
    },
  };
}

/** How long a readiness check waits for the database: probes expect an answer within 2 s. */
export const PING_TIMEOUT_MS = 1_500;

async function ping(db: Db) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
