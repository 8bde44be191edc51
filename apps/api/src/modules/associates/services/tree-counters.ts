import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { idsOfPath } from './paths';

/**
 * Each ancestor of the row `alias` (a lateral join, for set-based counts): `ancestor.label` its
 * label, `nlevel(alias.path) - ancestor.depth` the row's level below it.
 */
export const ancestorsOf = (alias: string) =>
  sql.raw(`cross join lateral unnest(string_to_array(
      ltree2text(subpath(${alias}.path, 0, nlevel(${alias}.path) - 1)), '.'))
      with ordinality as ancestor(label, depth)`);

/** Members of a subtree by level relative to its top (level 0 = the top itself). */
export type LevelHistogram = ReadonlyMap<number, number>;

/**
 * Adds (sign 1) or removes (sign -1) a subtree's members, levels and confirmed BV to or from every
 * ancestor on `ancestorPath` (its new or old parent's path), as the same transaction's tree change.
 */
export async function shiftAncestorCounters(options: {
  db: Db;
  ancestorPath: string;
  histogram: LevelHistogram;
  groupBv: number;
  sign: 1 | -1;
}) {
  const { db, ancestorPath, histogram, groupBv, sign } = options;
  const ancestorIds = idsOfPath(ancestorPath);
  const parentId = ancestorIds.at(-1)!;
  const members = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  await db.execute(sql`
    update associates
    set downline_count = downline_count + ${sign * members},
        group_bv = group_bv + ${sign * groupBv},
        direct_count = direct_count + case when id = ${parentId} then ${sign} else 0 end
    where id = any(${sqlArray(ancestorIds, 'int')})`);

  // The ancestor k levels above the subtree's top sees its level h at level k + h.
  const ids: number[] = [];
  const levels: number[] = [];
  const counts: number[] = [];
  ancestorIds.forEach((id, index) => {
    const distance = ancestorIds.length - index;
    for (const [level, count] of histogram) {
      ids.push(id);
      levels.push(distance + level);
      counts.push(sign * count);
    }
  });
  await db.execute(sql`
    insert into associate_level_counts (associate_id, level, members)
    select * from unnest(${sqlArray(ids, 'int')}, ${sqlArray(levels, 'smallint')}, ${sqlArray(counts, 'int')})
    on conflict (associate_id, level)
      do update set members = associate_level_counts.members + excluded.members`);
  if (sign < 0) {
    await db.execute(sql`
      delete from associate_level_counts
      where associate_id = any(${sqlArray(ancestorIds, 'int')}) and members <= 0`);
  }
}

/** A subtree's members by level relative to its top, from the top's kept level counts. */
export async function readLevelHistogram(db: Db, associateId: number): Promise<LevelHistogram> {
  const rows = await queryRows<{ level: number; members: number }>(
    db,
    sql`select level, members from associate_level_counts where associate_id = ${associateId}`,
  );
  const histogram = new Map<number, number>([[0, 1]]);
  for (const row of rows) {
    histogram.set(Number(row.level), Number(row.members));
  }
  return histogram;
}
