import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  BV_BAND_LIMITS,
  BV_DEFAULT_PAGE_SIZE,
  BV_LIST_DEFAULT_SIZE,
  BV_TABS,
  type BvBand,
  type BvPoints,
  type BvTab,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { descNullsLast } from '../../../db/order-by';
import { AppError } from '../../../platform/errors';
import { findAssociateByUserId, type Viewer } from '../../associates';
import { getUserById } from '../../users';
import { bvBalances, bvPending, bvTransactions } from '../tables';
import { toBvTransaction } from './transaction-shape';

type Sort = 'date' | 'amount' | 'name';

const ORDER_BY: Record<Sort, SQL[]> = {
  date: [descNullsLast(bvTransactions.createdAt), descNullsLast(bvTransactions.id)],
  amount: [descNullsLast(bvTransactions.points), descNullsLast(bvTransactions.id)],
  name: [asc(bvTransactions.reason), asc(bvTransactions.id)],
};
/** The Pending tab by date reads the work list's own (associate, created) index. */
const PENDING_BY_DATE = [descNullsLast(bvPending.createdAt), descNullsLast(bvPending.entryId)];

const BAND: Record<Exclude<BvBand, 'all'>, SQL> = {
  high: gte(bvTransactions.points, BV_BAND_LIMITS.high),
  medium: and(
    gte(bvTransactions.points, BV_BAND_LIMITS.medium),
    lt(bvTransactions.points, BV_BAND_LIMITS.high),
  )!,
  low: lt(bvTransactions.points, BV_BAND_LIMITS.medium),
};

const STATUS_OF = { pending: 'PENDING', confirmed: 'CONFIRMED', cancelled: 'CANCELLED' } as const;

interface ListOptions {
  db: Db;
  associateId: number;
  tab: BvTab;
  page: number;
  size: number;
  q?: string;
  sort: Sort;
  band: BvBand;
}

/**
 * One tab's page. Pending is the open entries (the work list joined to their rows); confirmed and
 * cancelled are the settlement and adjustment rows of that status. The first page by date is an
 * index range scan of (associate, status, created) however long the ledger.
 */
async function listTab({ db, associateId, tab, page, size, q, sort, band }: ListOptions) {
  const filters: SQL[] = [];
  if (q) filters.push(sql`${bvTransactions.reason} ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (band !== 'all') filters.push(BAND[band]);
  const base =
    tab === 'pending'
      ? db
          .select({ row: bvTransactions })
          .from(bvPending)
          .innerJoin(bvTransactions, eq(bvTransactions.id, bvPending.entryId))
          .where(and(eq(bvPending.associateId, associateId), ...filters))
      : db
          .select({ row: bvTransactions })
          .from(bvTransactions)
          .where(
            and(
              eq(bvTransactions.associateId, associateId),
              eq(bvTransactions.status, STATUS_OF[tab]),
              ...filters,
            ),
          );
  const rows = await base
    .orderBy(...(tab === 'pending' && sort === 'date' ? PENDING_BY_DATE : ORDER_BY[sort]))
    .limit(size)
    .offset((page - 1) * size);
  let total: number | null = null;
  if (filters.length > 0) {
    const counted = await db.select({ n: count() }).from(base.as('matching'));
    total = counted[0]?.n ?? 0;
  }
  return { items: rows.map(({ row }) => toBvTransaction(row)), filteredTotal: total };
}

/** Own data only; admins any existing user. */
async function assertMayRead(db: Db, viewer: Viewer, userId: number) {
  if (userId !== viewer.userId && !viewer.isAdmin) {
    throw new AppError('FORBIDDEN', 'You can only see your own business values.');
  }
  if (viewer.isAdmin) await getUserById({ db, id: userId });
}

/** Rows a CSV export holds at most (a year of daily orders is far fewer). */
const EXPORT_ROWS_MAX = 100_000;

const BV_CSV_COLUMNS = [
  { key: 'createdAt', header: 'Date' },
  { key: 'reason', header: 'Reason' },
  { key: 'type', header: 'Type' },
  { key: 'status', header: 'Status' },
  { key: 'points', header: 'BV points' },
  { key: 'validity', header: 'Valid till' },
  { key: 'orderId', header: 'Order' },
] as const;

/** One tab, filtered and sorted as on screen, for a CSV download (Export on the page). */
export async function exportBvTab(options: {
  db: Db;
  viewer: Viewer;
  userId: number;
  tab: BvTab;
  q?: string;
  sort: Sort;
  band: BvBand;
}) {
  const { db, viewer, userId } = options;
  await assertMayRead(db, viewer, userId);
  const associate = await findAssociateByUserId({ db, userId });
  const { items } = associate
    ? await listTab({ ...options, associateId: associate.id, page: 1, size: EXPORT_ROWS_MAX })
    : { items: [] };
  const rows = items.map((row) => ({
    ...row,
    points: row.type === 'CREDIT' ? row.orderPoint : -row.orderPoint,
  }));
  return { columns: BV_CSV_COLUMNS, rows };
}

/**
 * GET /api/bvPoints/{userId} (spec part 1 §3): the balances and the transactions by status. With
 * `tab`, only that list is filled: one page of it, filtered and sorted; without, each list holds
 * its newest `size` (default 100) — the spec's shape (decision 0042). Own data only; admins any.
 */
export async function getBvPoints(options: {
  db: Db;
  viewer: Viewer;
  userId: number;
  tab?: BvTab;
  page: number;
  size?: number;
  q?: string;
  sort: Sort;
  band: BvBand;
}): Promise<BvPoints> {
  const { db, viewer, userId, tab, page } = options;
  await assertMayRead(db, viewer, userId);
  const size = options.size ?? (tab ? BV_DEFAULT_PAGE_SIZE : BV_LIST_DEFAULT_SIZE);
  const associate = await findAssociateByUserId({ db, userId });
  const tabs = associate ? (tab ? [tab] : BV_TABS) : [];
  // The balances and each tab's page are independent reads: one round trip's time, not four.
  const [[balance], ...listed] = await Promise.all([
    associate ? db.select().from(bvBalances).where(eq(bvBalances.associateId, associate.id)) : [],
    ...tabs.map((each) => listTab({ ...options, db, associateId: associate!.id, tab: each, size })),
  ]);
  const counts = {
    pending: balance?.pendingCount ?? 0,
    confirmed: balance?.confirmedCount ?? 0,
    cancelled: balance?.cancelledCount ?? 0,
  };
  const lists = { pending: [], confirmed: [], cancelled: [] } as BvPoints['transactions'];
  let total = 0;
  tabs.forEach((each, index) => {
    lists[each] = listed[index]!.items;
    total += listed[index]!.filteredTotal ?? counts[each];
  });
  const pendingPoints = balance?.pendingPoints ?? 0;
  const confirmedPoints = balance?.confirmedPoints ?? 0;
  return {
    totalPoints: pendingPoints + confirmedPoints,
    pendingPoints,
    confirmedPoints,
    cancelledPoints: balance?.cancelledPoints ?? 0,
    transactions: lists,
    counts,
    page: { tab: tab ?? null, page, size, total },
  };
}
