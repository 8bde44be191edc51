import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { lockGenealogy } from '../../associates';
import { PlanTreeInMemory, type KeptPosition, type PlacementRule } from './plan-tree-in-memory';

/** From this many associates to place at once, placing in memory beats a row update per ancestor. */
const FILL_FROM = 1_000;
/** Rows per statement when writing and reading (parameters stay a few MB). */
const CHUNK = 50_000;
/** Associates placed per committed step of the job's fill (decision 0184): seconds of the lock. */
const STEP = 10_000;

const lastPlaced = async (db: Db, tree: string) =>
  (
    await queryRows<{ last: number }>(
      db,
      sql`select coalesce(max(associate_id), 0)::int as last from plan_positions where tree = ${tree}`,
    )
  )[0]!.last;

const belowChosen = (before?: number) => (before ? sql`and id < ${before}` : sql``);

async function countMissing(db: Db, last: number, before?: number) {
  const [row] = await queryRows<{ missing: number }>(
    db,
    sql`select count(*)::int as missing from (
          select 1 from associates where id > ${last} ${belowChosen(before)} limit ${FILL_FROM}) s`,
  );
  return row!.missing;
}

async function readPositions(db: Db, tree: string): Promise<KeptPosition[]> {
  const positions: KeptPosition[] = [];
  for (let after = -1; ;) {
    const rows = await queryRows<KeptPosition>(
      db,
      sql`select associate_id as "associateId", parent_id as "parentId", slot, depth, children,
                 size, open_depth as "openDepth"
          from plan_positions where tree = ${tree} and associate_id > ${after}
          order by associate_id limit ${CHUNK}`,
    );
    positions.push(...rows);
    if (rows.length < CHUNK) return positions;
    after = rows.at(-1)!.associateId;
  }
}

async function readJoiners(db: Db, last: number, before?: number, most = Infinity) {
  const joiners: { id: number; parentId: number | null }[] = [];
  for (let after = last; ;) {
    const limit = Math.min(CHUNK, most - joiners.length);
    const rows = await queryRows<{ id: number; parentId: number | null }>(
      db,
      sql`select id, parent_id as "parentId" from associates
          where id > ${after} ${belowChosen(before)} order by id limit ${limit}`,
    );
    joiners.push(...rows);
    if (rows.length < limit || joiners.length >= most) return joiners;
    after = rows.at(-1)!.id;
  }
}

/**
 * The new positions, a depth at a time (each one's parent is written before it), their lane and
 * path from the parent's row; then the kept counters of the positions that were there before.
 */
async function writePositions(db: Db, tree: string, memory: PlanTreeInMemory, first: number) {
  const byDepth = new Map<number, number[]>();
  for (let index = first; index < memory.count; index += 1) {
    const depth = memory.depths[index]!;
    const list = byDepth.get(depth) ?? [];
    list.push(index);
    byDepth.set(depth, list);
  }
  const column = (indexes: number[], values: readonly (number | null)[]) =>
    indexes.map((index) => values[index]!);
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    const all = byDepth.get(depth)!;
    for (let at = 0; at < all.length; at += CHUNK) {
      const indexes = all.slice(at, at + CHUNK);
      const parentIds = indexes.map((index) => {
        const parent = memory.parents[index]!;
        return parent < 0 ? null : memory.associateIds[parent]!;
      });
      await db.execute(sql`
        insert into plan_positions (tree, associate_id, parent_id, slot, depth, lane, path,
                                    children, size, open_depth)
        select ${tree}, n.id, n.parent_id, n.slot, ${depth}::int,
               case when n.parent_id is null then '' else p.lane || n.slot end,
               case when n.parent_id is null then text2ltree('a' || n.id)
                    else p.path || text2ltree('a' || n.id) end,
               n.children, n.size, n.open_depth
        from unnest(${sqlArray(column(indexes, memory.associateIds), 'int')},
                    ${sqlArray(parentIds, 'int')},
                    ${sqlArray(column(indexes, memory.slots), 'smallint')},
                    ${sqlArray(column(indexes, memory.children), 'smallint')},
                    ${sqlArray(column(indexes, memory.sizes), 'int')},
                    ${sqlArray(column(indexes, memory.openDepths), 'int')})
             as n(id, parent_id, slot, children, size, open_depth)
        left join plan_positions p on p.tree = ${tree} and p.associate_id = n.parent_id`);
    }
  }
  const changed = [...memory.changed];
  for (let at = 0; at < changed.length; at += CHUNK) {
    const indexes = changed.slice(at, at + CHUNK);
    await db.execute(sql`
      update plan_positions p
      set children = n.children, size = n.size, open_depth = n.open_depth
      from unnest(${sqlArray(column(indexes, memory.associateIds), 'int')},
                  ${sqlArray(column(indexes, memory.children), 'smallint')},
                  ${sqlArray(column(indexes, memory.sizes), 'int')},
                  ${sqlArray(column(indexes, memory.openDepths), 'int')})
           as n(id, children, size, open_depth)
      where p.tree = ${tree} and p.associate_id = n.id`);
  }
}

/**
 * The catch-up when a plan tree first has to take many associates at once (a network's first
 * binary or matrix plan, or one coming back after months of another type): everyone not placed
 * yet below `before` (a MANUAL join's own id, placed after by place_plan_positions), in join
 * order, placed in memory by the per-join steps and written a depth at a time with their kept
 * counters (decision 0169) — the same tree as placing them one by one. Under the genealogy lock,
 * re-reading what is placed after it, so two callers at once fill once. Does nothing when the tree
 * already holds someone and fewer than FILL_FROM are missing: place_plan_positions' own loop is
 * quick then. Inside a transaction. Answers how many it placed.
 */
export async function fillPlanTree(options: {
  db: Db;
  tree: string;
  width: number;
  rule: PlacementRule;
  before?: number;
  /** Fill whatever is missing, however few (the tests' comparison with one by one). */
  isForced?: boolean;
}) {
  const { db, tree, width, rule, before, isForced = false } = options;
  let last = await lastPlaced(db, tree);
  const missing = await countMissing(db, last, before);
  if (missing === 0 || (!isForced && last > 0 && missing < FILL_FROM)) return 0;
  await lockGenealogy(db);
  last = await lastPlaced(db, tree);
  const joiners = await readJoiners(db, last, before);
  if (joiners.length === 0) return 0;
  const memory = new PlanTreeInMemory(width, rule);
  if (last > 0) memory.load(await readPositions(db, tree));
  const first = memory.count;
  for (const joiner of joiners) memory.place(joiner.id, joiner.parentId);
  await writePositions(db, tree, memory, first);
  return joiners.length;
}

/**
 * Whether `tree` lacks at least FILL_FROM associates: a fill is due or under way (the job's,
 * decision 0184), which will place a join without a chosen leg in its turn.
 */
export async function isFillDue(db: Db, tree: string) {
  return (await countMissing(db, await lastPlaced(db, tree))) >= FILL_FROM;
}

/**
 * The job's fill (decision 0184): the same catch-up as fillPlanTree in committed steps of `step`
 * joiners, each in its own transaction under the genealogy lock, so joins and moves wait for a
 * step rather than the whole fill. The tree stays in memory between steps and is read again only
 * when someone else placed meanwhile (a join that chose its leg, a closing). Not in a
 * transaction. Answers how many it placed.
 */
export async function fillPlanTreeInSteps(options: {
  db: Db;
  tree: string;
  width: number;
  rule: PlacementRule;
  step?: number;
}) {
  const { db, tree, width, rule, step = STEP } = options;
  let memory: PlanTreeInMemory | undefined;
  let placed = 0;
  for (;;) {
    const joined = await db.transaction(async (tx) => {
      await lockGenealogy(tx);
      const last = await lastPlaced(tx, tree);
      if (!memory || memory.associateIds.at(-1) !== (last || undefined)) {
        memory = new PlanTreeInMemory(width, rule);
        if (last > 0) memory.load(await readPositions(tx, tree));
      }
      const joiners = await readJoiners(tx, last, undefined, step);
      const first = memory!.count;
      for (const joiner of joiners) memory!.place(joiner.id, joiner.parentId);
      await writePositions(tx, tree, memory!, first);
      return joiners.length;
    });
    memory?.settle();
    placed += joined;
    if (joined < step) return placed;
  }
}
