import { and, gte, isNotNull, isNull, eq, sum } from 'drizzle-orm';
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
