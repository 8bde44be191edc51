import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * Every kept counter recomputed from parent_id alone and compared: the paths, children, members,
 * members per level and group BV. Answers the nodes that disagree (an empty list when all agree).
 */
export async function findCounterMismatches(db: Db) {
  return queryRows<{ id: number; problem: string }>(
    db,
    sql`with recursive walk as (
          select id, parent_id, ('a' || id)::ltree as expected_path from associates where parent_id is null
          union all
          select a.id, a.parent_id, walk.expected_path || ('a' || a.id)::ltree
          from associates a join walk on a.parent_id = walk.id
        ),
        pairs as (
          select anc.id as ancestor_id, nlevel(d.expected_path) - nlevel(anc.expected_path) as level,
                 d.id as member_id
          from walk anc join walk d on d.expected_path <@ anc.expected_path and d.id <> anc.id
        ),
        expected as (
          select w.id, w.expected_path,
            (select count(*) from associates c where c.parent_id = w.id) as direct,
            (select count(*) from pairs p where p.ancestor_id = w.id) as members,
            (select coalesce(sum(a.bv_value), 0) from pairs p join associates a on a.id = p.member_id
              where p.ancestor_id = w.id) as group_bv
          from walk w
        )
        select e.id, 'path' as problem from expected e join associates a using (id) where a.path <> e.expected_path
        union all select e.id, 'direct' from expected e join associates a using (id) where a.direct_count <> e.direct
        union all select e.id, 'members' from expected e join associates a using (id) where a.downline_count <> e.members
        union all select e.id, 'group_bv' from expected e join associates a using (id) where a.group_bv <> e.group_bv
        union all (
          select coalesce(k.associate_id, p.ancestor_id), 'levels'
          from associate_level_counts k
          full join (select ancestor_id, level, count(*) as members from pairs group by 1, 2) p
            on p.ancestor_id = k.associate_id and p.level = k.level
          where k.members is distinct from p.members
        )
        union all (select -1, 'unreached' where (select count(*) from walk) <> (select count(*) from associates))`,
  );
}

/**
 * The members per level below the node with `path` at the instant `at` (ISO), counted row by row
 * from the placement history: what the as-of counts (decisions 0170, 0183) must equal. Also every
 * instant the history changed at and the microsecond before it, for looping over.
 */
export async function countLevelsRowByRow(db: Db, path: string, at: string) {
  return queryRows<{ level: number; members: number }>(
    db,
    sql`select (nlevel(p.path) - nlevel(${path}::ltree))::int as level, count(*)::int as members
        from associate_placements p
        where p.path > ${path}::ltree and p.path < ${`${path}.b`}::ltree
          and p.valid_from < ${at}::timestamptz
          and (p.valid_to is null or p.valid_to >= ${at}::timestamptz)
        group by 1 order by 1`,
  );
}

export async function listHistoryInstants(db: Db) {
  const rows = await queryRows<{ at: string }>(
    db,
    sql`select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from (
          select valid_from as t from associate_placements
          union select valid_to from associate_placements where valid_to is not null
          union select valid_from - interval '1 microsecond' from associate_placements) s
        order by 1`,
  );
  return rows.map((row) => row.at);
}
