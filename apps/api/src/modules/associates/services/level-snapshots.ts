import { sql, type SQL } from 'drizzle-orm';
import { EARNINGS_TIME_ZONE } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { closedBetween, endOfDay, openedBetween } from './read-as-of';
import { ancestorsOf } from './tree-counters';

/**
 * A node is snapshotted when at least this many members stood below it (decision 0183): a smaller
 * node's as-of count corrects today's kept counts by the changes below it since (decision 0170),
 * which a small subtree bounds.
 */
export const SNAPSHOT_MIN_MEMBERS = 10_000;

/**
 * A day is snapshotted this long after it ended: every genealogy write stamps its rows with the
 * instant it took the genealogy's lock, so one stamped before the day's end must have committed by
 * then (its statements and its idle time are each bounded by DATABASE_STATEMENT_TIMEOUT_MS, a
 * minute by default).
 */
export const SETTLED_MS = 60 * 60_000;

/**
 * The members per level at `at` of every node with at least `minMembers` then, written as one
 * snapshot: from the snapshot at `base` (a later instant), or today's kept counts without one,
 * corrected by the history rows that opened or closed between (each counted at every ancestor on
 * its path): less the rows in effect at the base but not at `at`, plus the reverse. One statement,
 * so the kept counts and the history are read as of the same moment. False when `at` was done.
 */
export async function takeLevelSnapshot(
  db: Db,
  options: { at: SQL; base?: SQL; minMembers: number },
) {
  const { at, base, minMembers } = options;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ found: number }>(
      tx,
      sql`insert into associate_snapshot_times (taken_at) values (${at})
          on conflict do nothing returning 1 as found`,
    );
    if (claimed.length === 0) return false;
    const baseRows = base
      ? sql`select associate_id, level::int as level, members from associate_level_snapshots
            where taken_at = ${base}`
      : sql`select c.associate_id, c.level::int as level, c.members
            from associate_level_counts c join associates a on a.id = c.associate_id
            where a.downline_count >= ${minMembers}`;
    const change = (sign: number) =>
      sql`select substring(ancestor.label from 2)::int as associate_id,
                 (nlevel(p.path) - ancestor.depth)::int as level, ${sign}::int as members
          from associate_placements p ${ancestorsOf('p')}`;
    await tx.execute(sql`
      with base as (${baseRows}),
      changes as (
        ${change(-1)} where ${openedBetween(at, base)}
        union all
        ${change(1)} where ${closedBetween(at, base)}),
      counted as (
        select associate_id, level, sum(members)::int as members from (
          select * from base
          union all
          select c.* from changes c where c.associate_id in (select associate_id from base)) b
        group by 1, 2 having sum(members) > 0)
      insert into associate_level_snapshots (associate_id, taken_at, level, members)
      select associate_id, ${at}, level, members from (
        select *, sum(members) over (partition by associate_id) as total from counted) t
      where total >= ${minMembers}`);
    return true;
  });
}

/** History written back-dated (the demo network's) makes the snapshots after `since` wrong. */
export async function forgetLevelSnapshotsAfter(db: Db, since: Date) {
  await db.transaction(async (tx) => {
    for (const table of [sql`associate_level_snapshots`, sql`associate_snapshot_times`]) {
      await tx.execute(
        sql`delete from ${table} where taken_at > ${since.toISOString()}::timestamptz`,
      );
    }
  });
}

/**
 * The `snapshot-level-counts` job: snapshots each day that ended (and settled) since the last
 * snapshot, from today's kept counts; then, one day per transaction, each earlier day back to the
 * genealogy's first, each from the day after's snapshot — so a first run on an old network fills
 * its past in committed steps, each costing a day's changes. Safe to repeat.
 */
export async function snapshotLevelCounts(options: {
  db: Db;
  signal?: AbortSignal;
  minMembers?: number;
}) {
  const { db, signal, minMembers = SNAPSHOT_MIN_MEMBERS } = options;
  const dayOf = (at: SQL) => sql`((${at}) at time zone ${EARNINGS_TIME_ZONE})::date`;
  const [days] = await queryRows<{
    first: string | null;
    last: string;
    latest: string | null;
    earliest: string | null;
  }>(
    db,
    sql`select ${dayOf(sql`(select min(valid_from) from associate_placements)`)}::text as first,
               (${dayOf(sql`now() - ${`${SETTLED_MS} milliseconds`}::interval`)} - 1)::text as last,
               (${dayOf(sql`(select max(taken_at) from associate_snapshot_times)`)} - 1)::text
                 as latest,
               (${dayOf(sql`(select min(taken_at) from associate_snapshot_times)`)} - 1)::text
                 as earliest`,
  );
  const { first, last, latest, earliest } = days!;
  if (!first || last < first) return;
  const ahead = await queryRows<{ day: string }>(
    db,
    sql`select d::date::text as day from generate_series(
          greatest(${latest ?? last}::date + ${latest ? 1 : 0}::int, ${first}::date), ${last}::date,
          interval '1 day') d`,
  );
  for (const { day } of ahead) {
    if (signal?.aborted) return;
    await takeLevelSnapshot(db, { at: endOfDay(day), minMembers });
  }
  for (let day = earliest ?? last; day > first && !signal?.aborted;) {
    const previous = dayBefore(day);
    await takeLevelSnapshot(db, { at: endOfDay(previous), base: endOfDay(day), minMembers });
    day = previous;
  }
}

/** The calendar day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
