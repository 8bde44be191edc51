import { inArray, sql, type SQL } from 'drizzle-orm';
import { EARNINGS_TIME_ZONE, type DownlineSort } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { notFound } from '../../../platform/errors';
import { associates, type AssociateRow } from '../tables';
import { subtreeEnd } from './paths';

/** A date's tree is the one that stood at the end of that day, India time (decision 0132). */
export const endOfDay = (date: string) =>
  sql`((${date}::date + 1)::timestamp at time zone ${EARNINGS_TIME_ZONE})`;

/** History rows (alias p) in effect at the instant `at`. */
export const validAt = (at: SQL) =>
  sql`p.valid_from < ${at} and (p.valid_to is null or p.valid_to >= ${at})`;

/** Selects a history row (alias p) as a placement. */
export const placementColumns = sql`p.associate_id as id, p.parent_id as "parentId",
  p.sponsor_id as "sponsorId", p.path::text as path`;

export interface Placement {
  id: number;
  parentId: number | null;
  sponsorId: number | null;
  path: string;
}

/**
 * The associates' rows with who sat where at `at` (parent, sponsor, path, number of children);
 * BV and member counters stay today's. In the placements' order.
 */
export async function rowsAsOf(db: Db, placements: Placement[], at: SQL): Promise<AssociateRow[]> {
  if (placements.length === 0) return [];
  const ids = placements.map((placement) => placement.id);
  const [rows, children] = await Promise.all([
    db.select().from(associates).where(inArray(associates.id, ids)),
    queryRows<{ id: number; children: number }>(
      db,
      sql`select p.parent_id as id, count(*)::int as children from associate_placements p
          where p.parent_id = any(${sqlArray(ids, 'int')}) and ${validAt(at)} group by 1`,
    ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row] as const));
  const direct = new Map(children.map((row) => [row.id, row.children] as const));
  return placements.map((placement) => ({
    ...byId.get(placement.id)!,
    ...placement,
    directCount: direct.get(placement.id) ?? 0,
  }));
}

/** The node as it stood at `at`; a 404 when it had not joined yet. */
export async function nodeAsOf(db: Db, node: AssociateRow, at: SQL) {
  const placements = await queryRows<Placement>(
    db,
    sql`select ${placementColumns} from associate_placements p
        where p.associate_id = ${node.id} and ${validAt(at)}`,
  );
  if (placements.length === 0) throw notFound('Associate');
  return (await rowsAsOf(db, placements, at))[0]!;
}

/** Up to `limit + 1` children of each parent at `at` (after `after`), by id. */
export async function childrenAsOf(
  db: Db,
  options: { parentIds: number[]; limit: number; after: number; at: SQL },
) {
  const { parentIds, limit, after, at } = options;
  const placements = await queryRows<Placement>(
    db,
    sql`select c.* from unnest(${sqlArray(parentIds, 'int')}) as q(id)
        cross join lateral (
          select ${placementColumns} from associate_placements p
          where p.parent_id = q.id and p.associate_id > ${after} and ${validAt(at)}
          order by p.associate_id limit ${limit + 1}
        ) c`,
  );
  return rowsAsOf(db, placements, at);
}

const ORDER_AS_OF: Record<DownlineSort, SQL> = {
  tree: sql`p.path`,
  joined: sql`p.associate_id desc`,
  level: sql`nlevel(p.path), p.path`,
  bv: sql`associates.bv_value desc, associates.id`,
  groupBv: sql`associates.group_bv desc, associates.id`,
};

/**
 * The members per level below a node as they stood at `at` (decision 0170): today's kept level
 * counts, less the rows opened since `at` below its path of today, plus the rows closed since
 * that were in effect at `at` below its path then — the work is the changes since the date (the
 * planner reads whichever of the opened/closed and path indexes is narrower), not the subtree.
 */
export async function countLevelsAsOf(
  db: Db,
  options: { today: Pick<AssociateRow, 'id' | 'path'>; top: Pick<AssociateRow, 'path'>; at: SQL },
) {
  const { today, top, at } = options;
  return queryRows<{ level: number; members: number }>(
    db,
    sql`select level, sum(members)::int as members from (
          select level::int as level, members from associate_level_counts
          where associate_id = ${today.id}
          union all
          select nlevel(p.path) - nlevel(${today.path}::ltree), -1 from associate_placements p
          where p.valid_to is null and p.valid_from >= ${at}
            and p.path > ${today.path}::ltree and p.path < ${subtreeEnd(today.path)}::ltree
          union all
          select nlevel(p.path) - nlevel(${top.path}::ltree), 1 from associate_placements p
          where p.valid_to >= ${at} and p.valid_from < ${at}
            and p.path > ${top.path}::ltree and p.path < ${subtreeEnd(top.path)}::ltree) c
        group by 1 having sum(members) > 0 order by 1`,
  );
}

/**
 * One page of the downline of `top` (its row as of `at`; `today`, its row now) as it stood at
 * `at`, with its total and members per level: the page is the same btree range as today's read
 * over the history's path index, the rows not in effect at `at` filtered out; the counts are
 * today's corrected by the changes since (countLevelsAsOf).
 */
export async function pageDownlineAsOf(
  db: Db,
  options: {
    today: AssociateRow;
    top: AssociateRow;
    at: SQL;
    level?: number;
    search?: SQL;
    sort: DownlineSort;
    page: number;
    limit: number;
  },
) {
  const { today, top, at, level, search, sort, page, limit } = options;
  const baseDepth = sql`nlevel(${top.path}::ltree)`;
  const where = sql`p.path > ${top.path}::ltree and p.path < ${subtreeEnd(top.path)}::ltree
    and ${validAt(at)}`;
  const filters = sql`${level ? sql`and nlevel(p.path) = ${baseDepth} + ${level}` : sql``}
    ${search ? sql`and ${search}` : sql``}`;
  const from = sql`from associate_placements p join associates on associates.id = p.associate_id`;
  const [placements, levels, counted] = await Promise.all([
    queryRows<Placement>(
      db,
      sql`select ${placementColumns} ${from} where ${where} ${filters}
          order by ${ORDER_AS_OF[sort]} limit ${limit} offset ${(page - 1) * limit}`,
    ),
    countLevelsAsOf(db, { today, top, at }),
    search
      ? queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total ${from} where ${where} ${filters}`,
        )
      : undefined,
  ]);
  const total =
    counted?.[0]?.total ??
    levels
      .filter((entry) => !level || entry.level === level)
      .reduce((sum, entry) => sum + entry.members, 0);
  return { items: await rowsAsOf(db, placements, at), levels, total };
}
