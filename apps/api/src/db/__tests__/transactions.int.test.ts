import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { inTransaction, type Database, type Db } from '../client';
import { queryRows } from '../rows';

// What db.transaction means on both drivers, relied on by every flow: it commits when its work
// returns and rolls all of it back when the work throws, nested transactions (savepoints) too.
let database: Database;
const failure = new Error('a later step failed');

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table transaction_probe (note text not null)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from transaction_probe`);
});

const write = (db: Db, note: string) =>
  db.execute(sql`insert into transaction_probe (note) values (${note})`);
const notes = async () =>
  (
    await queryRows<{ note: string }>(
      database.db,
      sql`select note from transaction_probe order by note`,
    )
  ).map((row) => row.note);

describe('db.transaction', () => {
  it('commits what its work wrote when the work returns', async () => {
    const answer = await database.db.transaction(async (tx) => {
      await write(tx, 'a');
      await write(tx, 'b');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await notes()).toEqual(['a', 'b']);
  });

  it('rolls back every write when the work throws after its last one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await write(tx, 'a');
        await write(tx, 'b');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual([]);
  });

  it('rolls back only a nested transaction that throws, when the caller carries on', async () => {
    await database.db.transaction(async (tx) => {
      await write(tx, 'outer');
      await tx
        .transaction(async (nested) => {
          await write(nested, 'inner');
          throw failure;
        })
        .catch(() => undefined);
      await write(tx, 'after');
    });
    expect(await notes()).toEqual(['after', 'outer']);
  });

  it('rolls back a nested transaction that finished when its caller throws later', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.transaction((nested) => write(nested, 'inner'));
        await write(tx, 'outer');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual([]);
  });

  it("runs inTransaction's work in the caller's transaction, rolled back with it", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await inTransaction(tx, (joined) => write(joined, 'joined'));
        throw failure;
      }),
    ).rejects.toBe(failure);
    await inTransaction(database.db, (own) => write(own, 'own'));
    expect(await notes()).toEqual(['own']);
  });
});
