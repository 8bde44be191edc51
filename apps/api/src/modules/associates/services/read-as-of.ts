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
 * History rows (alias p) in effect at `later` (a snapshot's instant; without one, now) but not at
 * `at`: opened between.
 */
export const openedBetween = (at: SQL, later?: SQL) =>
  later
    ? sql`p.valid_from >= ${at} and p.valid_from < ${later}
          and (p.valid_to is null or p.valid_to >= ${later})`
    : sql`p.valid_from >= ${at} and p.valid_to is null`;

/** History rows (alias p) in effect at `at` but not at `later` (or now): closed between. */
export const closedBetween = (at: SQL, later?: SQL) =>
  sql`p.valid_from < ${at} and p.valid_to >= ${at} ${later ? sql`and p.valid_to < ${later}` : sql``}`;

/**
 * The members per level below a node as they stood at `at` (decisions 0170, 0183): the node's
 * first snapshot at or after `at` (else today's kept counts), less the rows opened between below
 * its path then, plus the rows closed between that were in effect at `at` below its path at `at`
 * — the work is the changes between (a day's, where the node has snapshots; the planner reads
 * whichever of the time and path indexes is narrower), not the subtree.
 */
export async function countLevelsAsOf(
  db: Db,
  options: { today: Pick<AssociateRow, 'id' | 'path'>; top: Pick<AssociateRow, 'path'>; at: SQL },
) {
  const { today, top, at } = options;
  const [snapshot] = await queryRows<{ takenAt: string; path: string }>(
    db,
    sql`select s.taken_at::text as "takenAt", p.path::text as path
        from associate_level_snapshots s
        join associate_placements p on p.associate_id = s.associate_id and ${validAt(sql`s.taken_at`)}
        where s.associate_id = ${today.id} and s.taken_at >= ${at}
        order by s.taken_at limit 1`,
  );
  const later = snapshot && sql`${snapshot.takenAt}::timestamptz`;
  const laterPath = snapshot?.path ?? today.path;
  const kept = later
    ? sql`select level::int as level, members from associate_level_snapshots
          where associate_id = ${today.id} and taken_at = ${later}`
    : sql`select level::int as level, members from associate_level_counts
          where associate_id = ${today.id}`;
  return queryRows<{ level: number; members: number }>(
    db,
    sql`select level, sum(members)::int as members from (
          ${kept}
          union all
          select nlevel(p.path) - nlevel(${laterPath}::ltree), -1 from associate_placements p
          where ${openedBetween(at, later)}
            and p.path > ${laterPath}::ltree and p.path < ${subtreeEnd(laterPath)}::ltree
          union all
          select nlevel(p.path) - nlevel(${top.path}::ltree), 1 from associate_placements p
          where ${closedBetween(at, later)}
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
