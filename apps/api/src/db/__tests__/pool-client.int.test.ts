import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { openDatabase, type Database } from '../client';
import { planOnce } from '../named-statements';
import { thenCommit } from '../pool-client';
import { queryRows } from '../rows';

// The pool's client on PostgreSQL (decision 0087): pipeline mode, the begin written with the
// first statement, the commit written behind a statement marked thenCommit.
let database: Database;
/** One connection, so what a test prepares is on the connection it then inspects. */
let single: Database;
const isPostgres = Boolean(inject('postgres'));

beforeAll(async () => {
  database = await openTestDatabase();
  if (!isPostgres) return;
  single = await openDatabase({ databaseUrl: database.connectionString, poolSize: 1 });
  await database.db.execute(sql`create table pool_client_probe (id int primary key)`);
});
afterAll(async () => {
  await single?.close();
  await database.close();
});

const probeIds = async () =>
  (
    await queryRows<{ id: number }>(database.db, sql`select id from pool_client_probe order by id`)
  ).map((row) => row.id);

const insertProbe = (id: number) => sql`insert into pool_client_probe (id) values (${id})`;

describe.runIf(isPostgres)('the pool client on PostgreSQL', () => {
  it("prepares marked statements sent through the pool's own queries", async () => {
    for (const n of [1, 2, 3]) {
      expect(await queryRows(single.db, planOnce(sql`select ${n}::int * 2 as n`))).toEqual([
        { n: n * 2 },
      ]);
    }
    const prepared = await queryRows<{ statement: string }>(
      single.db,
      sql`select statement from pg_prepared_statements where name like 's\_%'`,
    );
    expect(prepared.map((row) => row.statement)).toContain(
      '/* plan once */ select $1::int * 2 as n',
    );
  });

  it('keeps a transaction whole though its begin travels with its first statement', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(planOnce(insertProbe(1)));
        await tx.execute(insertProbe(2));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await probeIds()).toEqual([]);
    await database.db.transaction(async (tx) => {
      await tx.execute(insertProbe(3));
    });
    expect(await probeIds()).toEqual([3]);
  });

  it('commits with a thenCommit statement, before the transaction returns', async () => {
    const seenInside = await database.db.transaction(async (tx) => {
      await tx.execute(insertProbe(4));
      await tx.execute(planOnce(thenCommit(insertProbe(5))));
      // Another connection sees both rows at once: the transaction has committed.
      return probeIds();
    });
    expect(seenInside).toEqual([3, 4, 5]);
    // The connection goes back to the pool clean: a new transaction works on it.
    await single.db.transaction(async (tx) => {
      await tx.execute(thenCommit(insertProbe(6)));
    });
    expect(await probeIds()).toEqual([3, 4, 5, 6]);
  });

  it('runs a thenCommit statement sent outside a transaction as any other', async () => {
    await single.db.execute(thenCommit(insertProbe(10)));
    expect(await queryRows(single.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    await single.db.execute(sql`delete from pool_client_probe where id = 10`);
  });

  it('rolls the whole transaction back when its thenCommit statement fails', async () => {
    await expect(
      single.db.transaction(async (tx) => {
        await tx.execute(insertProbe(7));
        await tx.execute(thenCommit(insertProbe(3))); // a duplicate key
      }),
    ).rejects.toThrow();
    expect(await probeIds()).toEqual([3, 4, 5, 6]);
  });

  it('refuses a statement after the commit instead of running it on its own', async () => {
    await expect(
      single.db.transaction(async (tx) => {
        await tx.execute(thenCommit(insertProbe(8)));
        await tx.execute(insertProbe(9));
      }),
    ).rejects.toMatchObject({
      cause: { message: expect.stringContaining("A statement after its transaction's commit") },
    });
    expect(await probeIds()).toEqual([3, 4, 5, 6, 8]);
    expect(await queryRows(single.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
  });

  it('writes what a flow sends together in one write to the server', async () => {
    const port = Number(new URL(database.connectionString!).port || 5432);
    // Node's sockets write through _writeGeneric, one call per write(v) to the kernel.
    type Writer = { _writeGeneric: (...args: unknown[]) => unknown };
    const writes = vi.spyOn(Socket.prototype as unknown as Writer, '_writeGeneric');
    const toServer = () =>
      writes.mock.contexts.filter((socket) => (socket as Socket).remotePort === port).length;
    try {
      await single.db.transaction(async (tx) => {
        await tx.execute(insertProbe(11)); // with its begin
        expect(toServer()).toBe(1);
        await Promise.all([tx.execute(insertProbe(12)), tx.execute(planOnce(insertProbe(13)))]);
        expect(toServer()).toBe(2);
        await tx.execute(thenCommit(insertProbe(14))); // with its commit
      });
      expect(toServer()).toBe(3);
    } finally {
      writes.mockRestore();
    }
    expect(await probeIds()).toEqual([3, 4, 5, 6, 8, 11, 12, 13, 14]);
  });
});
