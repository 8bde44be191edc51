import { desc, eq } from 'drizzle-orm';
import { ADMIN_PATHS } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { findAssociateByUserId } from '../../associates';
import { bvBalances, bvTransactions } from '../tables';

const RECENT = 10;
const STATUS_LABELS = { PENDING: 'Pending', CONFIRMED: 'Confirmed', CANCELLED: 'Cancelled' };

/** The business-value section of an associate's page in the console (modules/user-directory). */
export async function businessValueUserSection({ db, userId }: { db: Db; userId: number }) {
  const associate = await findAssociateByUserId({ db, userId });
  if (!associate) return null;
  const [[balance], rows] = await Promise.all([
    db.select().from(bvBalances).where(eq(bvBalances.associateId, associate.id)),
    db
      .select()
      .from(bvTransactions)
      .where(eq(bvTransactions.associateId, associate.id))
      .orderBy(desc(bvTransactions.id))
      .limit(RECENT),
  ]);
  return {
    key: 'business-value',
    title: 'Business value',
    columns: [
      { key: 'createdAt', label: 'When' },
      { key: 'reason', label: 'Reason' },
      { key: 'status', label: 'Status' },
      { key: 'points', label: 'BV' },
    ],
    rows: rows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
      status: STATUS_LABELS[row.status],
      points: `${row.type === 'CREDIT' ? '+' : '-'}${row.points}`,
    })),
    href: ADMIN_PATHS.associate(associate.id),
    summary: [
      { label: 'Pending', value: String(balance?.pendingPoints ?? 0) },
      { label: 'Confirmed', value: String(balance?.confirmedPoints ?? 0) },
      { label: 'Cancelled', value: String(balance?.cancelledPoints ?? 0) },
    ],
  };
}
