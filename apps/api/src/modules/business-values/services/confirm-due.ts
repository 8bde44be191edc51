import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { addConfirmedBusinessValue, lockGenealogy } from '../../associates';
import { settleEntries } from './settle-entries';
import { signedPoints } from './transaction-shape';

/**
 * The confirmation job: every PENDING entry whose order was delivered more than the return window
 * ago becomes CONFIRMED, and its points join the associate's confirmed BV and the ancestors' group
 * BV. Batches of `batchSize`, one transaction each. Exactly once per entry with any number of
 * processes running it: a batch takes its entries off the work list with FOR UPDATE SKIP LOCKED
 * (a second runner takes others, or none), and settles_id is unique besides (decision 0041).
 */
export async function confirmDueBusinessValue(options: { db: Db; now?: Date; batchSize?: number }) {
  const { db, now = new Date(), batchSize = 500 } = options;
  let confirmed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // The genealogy lock first, as every writer of the tree's counters takes it first.
      await lockGenealogy(tx);
      const due = await queryRows<{ entry_id: number }>(
        tx,
        sql`delete from bv_pending where entry_id in (
              select entry_id from bv_pending
              where due_at <= ${now.toISOString()}::timestamptz
              order by due_at, entry_id limit ${batchSize}
              for update skip locked)
            returning entry_id`,
      );
      const settled = await settleEntries({
        db: tx,
        entryIds: due.map((row) => Number(row.entry_id)),
        status: 'CONFIRMED',
        now,
      });
      await addConfirmedBusinessValue({
        db: tx,
        changes: settled.map((row) => ({
          associateId: row.associateId,
          points: signedPoints(row),
        })),
      });
      return { taken: due.length, settled: settled.length };
    });
    confirmed += batch.settled;
    if (batch.taken < batchSize) return { confirmed };
  }
}

/** For the job runner (platform/jobs): what to run and how often. */
export const confirmBusinessValueJob = {
  name: 'confirm-business-value',
  intervalMs: 15 * 60_000,
  run: ({ db, now }: { db: Db; now?: Date }) => confirmDueBusinessValue({ db, now }),
} as const;
