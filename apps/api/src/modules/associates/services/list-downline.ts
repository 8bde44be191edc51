import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DownlinePage, DownlineSort } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { sqlArray } from '../../../db/rows';
import { searchUserIds } from '../../users';
import { associateLevelCounts, associates, type AssociateRow } from '../tables';
import { toNetworkNode, toNetworkNodes } from './node-cards';
import { depthOf, subtreeEnd } from './paths';
import { endOfDay, nodeAsOf, pageDownlineAsOf } from './read-as-of';
import { getVisibleAssociate, type Viewer } from './visibility';

/**
 * Up to this many members, a search looks at the subtree's own people (exact); above it, at the
 * people matching company-wide (that many at most) who are in the subtree.
 */
const SEARCH_SUBTREE_MAX = 50_000;

const ORDER_BY: Record<DownlineSort, SQL[]> = {
  tree: [asc(associates.path)],
  joined: [desc(associates.id)],
  level: [asc(sql`nlevel(${associates.path})`), asc(associates.path)],
  bv: [desc(associates.bvValue), asc(associates.id)],
  groupBv: [desc(associates.groupBv), asc(associates.id)],
};

/** Strictly below `top`: a btree range in genealogy order (decision 0040). */
export const belowNode = (top: Pick<AssociateRow, 'path'>) =>
  and(
    sql`${associates.path} > ${top.path}::ltree`,
    sql`${associates.path} < ${subtreeEnd(top.path)}::ltree`,
  )!;

/** Downline members matching a search: by referral code, or by name, username, email or phone. */
async function searchCondition(db: Db, top: AssociateRow, query: string) {
  let withinIds: number[] | undefined;
  if (top.downlineCount <= SEARCH_SUBTREE_MAX) {
    const members = await db
      .select({ userId: associates.userId })
      .from(associates)
      .where(belowNode(top));
    withinIds = members.map((member) => member.userId);
  }
  const userIds = await searchUserIds({ db, query, withinIds, limit: SEARCH_SUBTREE_MAX });
  const code = query.toUpperCase().replace(/[\\%_]/g, '\\$&');
  return sql`(${associates.referralCode} like ${`${code}%`} or ${associates.userId} = any(${sqlArray(userIds, 'int')}))`;
}

export async function listLevelCounts(db: Db, associateId: number) {
  return db
    .select({ level: associateLevelCounts.level, members: associateLevelCounts.members })
    .from(associateLevelCounts)
    .where(eq(associateLevelCounts.associateId, associateId))
    .orderBy(associateLevelCounts.level);
}

/**
 * GET /associates/downstream/{id}: one page of the downline (filter by level, search, sort), its
 * total and the members per level. Without a search the total comes from the kept counts, and
 * the default sort (genealogy order) reads the page straight off the path index.
 */
interface DownlineRequest {
  db: Db;
  viewer: Viewer;
  id: number;
  page: number;
  limit: number;
  level?: number;
  q?: string;
  sort: DownlineSort;
}

export async function listDownline(
  options: DownlineRequest & { asOf?: string },
): Promise<DownlinePage> {
  const { db, page, limit, level, sort } = options;
  const query = options.q?.trim();
  if (options.asOf) return listDownlineAsOf({ ...options, at: endOfDay(options.asOf), q: query });
  const top = await getVisibleAssociate(options);
  const baseDepth = depthOf(top.path);
  const conditions = [belowNode(top)];
  if (level) conditions.push(sql`nlevel(${associates.path}) = ${baseDepth + level}`);
  if (query) conditions.push(await searchCondition(db, top, query));
  const where = and(...conditions);

  // The page (then its people), the level counts and the node's own card, side by side.
  const [items, levels, node] = await Promise.all([
    db
      .select()
      .from(associates)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset((page - 1) * limit)
      .then((rows) => toNetworkNodes(db, rows, baseDepth)),
    listLevelCounts(db, top.id),
    toNetworkNode(db, top),
  ]);
  let total = top.downlineCount;
  if (query) {
    total = (await db.select({ total: count() }).from(associates).where(where))[0]?.total ?? 0;
  } else if (level) {
    total = levels.find((entry) => entry.level === level)?.members ?? 0;
  }
  return {
    node,
    items,
    page,
    limit,
    total,
    levels,
  };
}

/** The downline as it stood at `at` (decision 0132): today's read stays as it was. */
async function listDownlineAsOf(options: DownlineRequest & { at: SQL }): Promise<DownlinePage> {
  const { db, page, limit, at } = options;
  const today = await getVisibleAssociate(options);
  const top = await nodeAsOf(db, today, at);
  const baseDepth = depthOf(top.path);
  const search = options.q ? await searchCondition(db, top, options.q) : undefined;
  const { items, levels, total } = await pageDownlineAsOf(db, { ...options, today, top, search });
  const [cards, node] = await Promise.all([
    toNetworkNodes(db, items, baseDepth),
    toNetworkNode(db, top),
  ]);
  return { node, items: cards, page, limit, total, levels };
}

/** Every member below the node (ids), for reads other modules make over a downline. */
export async function listDownlineIds({ db, top }: { db: Db; top: AssociateRow }) {
  const rows = await db.select({ id: associates.id }).from(associates).where(belowNode(top));
  return rows.map((row) => row.id);
}

const EXPORT_BATCH = 5_000;
const EXPORT_ROWS_MAX = 100_000;

const DOWNLINE_CSV_COLUMNS = [
  { key: 'level', header: 'Level' },
  { key: 'name', header: 'Name' },
  { key: 'username', header: 'Username' },
  { key: 'referralCode', header: 'Referral code' },
  { key: 'rank', header: 'Rank' },
  { key: 'status', header: 'Status' },
  { key: 'joined', header: 'Joined' },
  { key: 'personalBv', header: 'Personal BV' },
  { key: 'groupBv', header: 'Group BV' },
  { key: 'directCount', header: 'Direct' },
  { key: 'downlineCount', header: 'Downline' },
] as const;

type DownlineOptions = { db: Db; viewer: Viewer; id: number; level?: number; q?: string };

async function* downlineRows(options: DownlineOptions) {
  for (let page = 1; page * EXPORT_BATCH <= EXPORT_ROWS_MAX; page += 1) {
    const { items } = await listDownline({ ...options, page, limit: EXPORT_BATCH, sort: 'tree' });
    for (const node of items) yield { ...node, joined: node.joinedAt.slice(0, 10) };
    if (items.length < EXPORT_BATCH) return;
  }
}

/**
 * The downline (one level, or all) in genealogy order, at most 100,000 members, for a CSV
 * download: whether the viewer may see the node is settled here, before the first row is sent.
 */
export async function exportDownline(options: DownlineOptions) {
  await getVisibleAssociate(options);
  return { columns: DOWNLINE_CSV_COLUMNS, rows: downlineRows(options) };
}
