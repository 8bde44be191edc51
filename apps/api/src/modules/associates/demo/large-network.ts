import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { getRootAssociate } from '../services/find-associates';
import { forgetLevelSnapshotsAfter } from '../services/level-snapshots';
import { ancestorsOf } from '../services/tree-counters';
import { seededRandom } from '../../../platform/seeded-random';

/** How far a new member's sponsor tends to be back in joining order: lower is deeper. */
const RECENCY = 0.55;
/** The first members who recruit far more than the rest (the business's leaders). */
const LEADERS = 200;
const BATCH = 20_000;
const RANKS = [
  [0.002, 'DIAMOND_PARTNER'],
  [0.012, 'GOLD_PARTNER'],
  [0.042, 'SILVER_PARTNER'],
  [0.122, 'BRONZE_PARTNER'],
] as const;

/**
 * Each new member's sponsor among those who joined before (index 0 = the company's node): 2%
 * join the company directly, 3% a leader, the rest someone who joined not long before them
 * (u^0.55 of the way back), which makes a deep, unbalanced tree (average depth about 25).
 */
function chooseSponsors(count: number) {
  const random = seededRandom(20_260_101);
  const sponsor = new Int32Array(count + 1);
  const depth = new Int32Array(count + 1);
  for (let k = 1; k <= count; k += 1) {
    const pick = random();
    const u = random();
    let parent = 0;
    if (k > 1 && pick >= 0.02) {
      parent =
        pick < 0.05
          ? 1 + Math.floor(u * Math.min(k - 1, LEADERS))
          : Math.max(1, Math.ceil((k - 1) * u ** RECENCY));
    }
    sponsor[k] = parent;
    depth[k] = depth[parent]! + 1;
  }
  return { sponsor, depth, random };
}

/**
 * Places the given users (demo members) in the genealogy under the company's node, level by
 * level in batches, set-based. Demo referral codes are one character longer than real ones
 * (prefix + 7), so they never collide with a code handed out at registration. The kept
 * counters are rebuilt at the end (rebuildTreeCounters).
 */
export async function growDemoNetwork(options: {
  db: Db;
  userIds: readonly number[];
  prefix: string;
  onProgress?: (placed: number) => void;
}) {
  const { db, userIds, prefix } = options;
  const root = await getRootAssociate({ db });
  if (!root) throw new Error("The company's node is missing: start the API once first.");
  const count = userIds.length;
  const [{ base } = { base: 0 }] = await queryRows<{ base: number }>(
    db,
    sql`select (setval(pg_get_serial_sequence('associates', 'id'),
          (select last_value from associates_id_seq) + ${count}) - ${count})::int as base`,
  );
  const { sponsor, depth, random } = chooseSponsors(count);
  const byDepth = new Map<number, number[]>();
  for (let k = 1; k <= count; k += 1) {
    const list = byDepth.get(depth[k]!) ?? [];
    list.push(k);
    byDepth.set(depth[k]!, list);
  }
  const joinedSpanMs = 3 * 365 * 86_400_000;
  const startedAt = Date.now() - joinedSpanMs;
  let placed = 0;
  for (const level of [...byDepth.keys()].sort((a, b) => a - b)) {
    const members = byDepth.get(level)!;
    for (let at = 0; at < members.length; at += BATCH) {
      const batch = members.slice(at, at + BATCH);
      const ids = batch.map((k) => base + k);
      const parents = batch.map((k) => (sponsor[k] ? base + sponsor[k]! : root.id));
      const users = batch.map((k) => userIds[k - 1]!);
      const joined = batch.map((k) =>
        new Date(startedAt + (joinedSpanMs * k) / count).toISOString(),
      );
      const ranks = batch.map(() => {
        const draw = random();
        return RANKS.find(([limit]) => draw < limit)?.[1] ?? 'ASSOCIATE';
      });
      await db.execute(sql`
        insert into associates (id, user_id, referral_code, sponsor_id, parent_id, path, rank, joined_at)
        select n.id, n.user_id,
               ${prefix} || (
                 select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
                          ((((n.id::bigint * 1000003) % 34359738368) >> (5 * i)) & 31)::int + 1, 1),
                          '' order by i)
                 from generate_series(0, 6) as i),
               n.parent_id, n.parent_id, p.path || ('a' || n.id)::ltree, n.rank, n.joined_at
        from unnest(${sqlArray(ids, 'int')}, ${sqlArray(parents, 'int')}, ${sqlArray(users, 'int')},
                    ${sqlArray(ranks, 'text')}, ${sqlArray(joined, 'text')}::timestamptz[])
             as n(id, parent_id, user_id, rank, joined_at)
        join associates p on p.id = n.parent_id`);
      placed += batch.length;
      options.onProgress?.(placed);
    }
  }
  // Their placement history (decision 0132): valid since each joined.
  await db.execute(sql`
    insert into associate_placements (associate_id, parent_id, sponsor_id, path, valid_from)
    select id, parent_id, sponsor_id, path, joined_at from associates
    where id > ${base} and id <= ${base + count}`);
  await forgetLevelSnapshotsAfter(db, new Date(startedAt));
  await rebuildTreeCounters({ db });
  return { placed, maxDepth: Math.max(...byDepth.keys()) };
}

/**
 * Recomputes every kept counter from the paths and personal BV: children, members per level,
 * members and group BV (bulk SQL, for seeds and repairs; the application keeps them itself).
 */
export async function rebuildTreeCounters({ db }: { db: Db }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from associate_level_counts`);
    await tx.execute(sql`
      insert into associate_level_counts (associate_id, level, members)
      select substring(ancestor.label from 2)::int, nlevel(d.path) - ancestor.depth, count(*)
      from associates d ${ancestorsOf('d')}
      group by 1, 2`);
    // One update per node that has a downline (leaves keep their zeros): fewer dead rows.
    await tx.execute(sql`
      with counted as (
        select associate_id as id,
               sum(members) filter (where level = 1) as direct,
               sum(members) as members
        from associate_level_counts group by 1),
      grouped as (
        select substring(ancestor.label from 2)::int as id, sum(d.bv_value) as total
        from associates d ${ancestorsOf('d')}
        where d.bv_value <> 0 group by 1),
      expected as (
        select a.id, coalesce(c.direct, 0) as direct, coalesce(c.members, 0) as members,
               coalesce(g.total, 0) as group_bv
        from associates a left join counted c using (id) left join grouped g using (id)
        where c.id is not null or g.id is not null
           or a.direct_count <> 0 or a.downline_count <> 0 or a.group_bv <> 0)
      update associates a
      set direct_count = e.direct, downline_count = e.members, group_bv = e.group_bv
      from expected e
      where a.id = e.id
        and (a.direct_count, a.downline_count, a.group_bv) is distinct from (e.direct, e.members, e.group_bv)`);
  });
}

/** Sets the personal confirmed BV of many nodes at once (the demo ledger's totals). */
export async function setDemoConfirmedBusinessValue(options: {
  db: Db;
  ids: readonly number[];
  points: readonly number[];
}) {
  await options.db.execute(sql`
    update associates a set bv_value = v.points
    from unnest(${sqlArray(options.ids, 'int')}, ${sqlArray(options.points, 'int')}) as v(id, points)
    where a.id = v.id and a.bv_value <> v.points`);
}
