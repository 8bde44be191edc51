import { and, gte, isNotNull, isNull, eq, lt, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bvTransactions } from '../tables';

/** BV that orders credited since a moment (entries opened, whatever became of them since). */
export async function sumOrderBusinessValueSince({ db, from }: { db: Db; from: Date }) {
  const [row] = await db
    .select({ points: sum(bvTransactions.points).mapWith(Number) })
    .from(bvTransactions)
    .where(
      and(
        eq(bvTransactions.type, 'CREDIT'),
        isNull(bvTransactions.settlesId),
        isNotNull(bvTransactions.orderId),
        gte(bvTransactions.createdAt, from),
      ),
    );
  return row?.points ?? 0;
}

/**
 * An associate's own BV from purchases credited between two moments (referral credits are
 * counted too: they are the associate's sales), whatever became of the entries since.
 */
export async function sumAssociateBusinessValue(options: {
  db: Db;
  associateId: number;
  from: Date;
  to: Date;
}) {
  const [row] = await options.db
    .select({ points: sum(bvTransactions.points).mapWith(Number) })
    .from(bvTransactions)
    .where(
      and(
        eq(bvTransactions.associateId, options.associateId),
        eq(bvTransactions.type, 'CREDIT'),
        isNull(bvTransactions.settlesId),
        isNotNull(bvTransactions.orderId),
        gte(bvTransactions.createdAt, options.from),
        lt(bvTransactions.createdAt, options.to),
      ),
    );
  return row?.points ?? 0;
}
