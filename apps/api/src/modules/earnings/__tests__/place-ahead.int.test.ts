import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createPlanTestBed } from '../../../test/builders/plan-months';
import { createTestAssociate } from '../../../test/builders/people';
import { queryRows } from '../../../db/rows';
import { monthAt, nextMonth } from '../services/periods';
import { fillPlanTree, fillPlanTreeInSteps } from '../services/fill-plan-tree';

// Decision 0177: a binary or matrix tree is filled by a job before the plan's first use.
let bed: Awaited<ReturnType<typeof createPlanTestBed>>;

/** The associates in the tree, and the associates not in it. */
const treeOf = async (tree: string) => {
  const [row] = await queryRows<{ placed: number; missing: number }>(
    bed.testApp.db,
    sql`select (select count(*)::int from plan_positions where tree = ${tree}) as placed,
               (select count(*)::int from associates a where not exists (
                  select 1 from plan_positions p where p.tree = ${tree} and p.associate_id = a.id))
                 as missing`,
  );
  return row!;
};

/** Each position's row version: a run that rewrites none leaves every one as it was. */
const versionsOf = (tree: string) =>
  queryRows<{ id: number; version: string }>(
    bed.testApp.db,
    sql`select associate_id as id, xmin::text as version from plan_positions
        where tree = ${tree} order by associate_id`,
  );

beforeAll(async () => {
  bed = await createPlanTestBed();
  bed.tree.A = await createTestAssociate(bed.testApp.db, { firstName: 'Asha' });
  for (const key of ['B', 'C', 'D'])
    bed.tree[key] = await createTestAssociate(bed.testApp.db, { sponsor: bed.tree.A.node });
});
afterAll(() => bed.testApp.close());

describe("next month's matrix tree", () => {
  it('is filled by the job before the month, and the job places those who join meanwhile', async () => {
    const created = await bed.api('POST', '/api/earnings/plans', {
      type: 'matrix',
      name: 'Matrix 2 × 2',
      effectiveMonth: nextMonth(monthAt(new Date())),
      paisePerPoint: 100,
      payoutCapPercent: 20,
      activeMinPersonalBv: 0,
      ranks: [],
      width: 2,
      levels: [{ percent: 10 }, { percent: 5 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await treeOf('matrix-2')).placed).toBe(0);

    expect(await bed.testApp.app.jobs.runNow('place-plan-trees')).toBe(true);
    const filled = await treeOf('matrix-2');
    expect(filled.missing).toBe(0);

    // A full tree: the run finds no one above its last placed and writes nothing.
    const versions = await versionsOf('matrix-2');
    expect(await bed.testApp.app.jobs.runNow('place-plan-trees')).toBe(true);
    expect(await versionsOf('matrix-2')).toEqual(versions);

    // This month has no binary or matrix plan: a join is not placed until the job runs again.
    bed.tree.E = await createTestAssociate(bed.testApp.db, { sponsor: bed.tree.B!.node });
    expect(await treeOf('matrix-2')).toEqual({ placed: filled.placed, missing: 1 });
    expect(await bed.testApp.app.jobs.runNow('place-plan-trees')).toBe(true);
    expect(await treeOf('matrix-2')).toEqual({ placed: filled.placed + 1, missing: 0 });
  });
});

describe("the job's fill in committed steps (decision 0184)", () => {
  const positionsOf = (tree: string) =>
    queryRows(
      bed.testApp.db,
      sql`select associate_id, parent_id, slot, depth, lane, path::text as path, children, size,
                 open_depth from plan_positions where tree = ${tree} order by associate_id`,
    );

  it('makes the tree one fill makes, whoever places meanwhile', async () => {
    const { db } = bed.testApp;
    const people = Object.values(bed.tree);
    for (let i = 0; i < 12; i += 1) {
      const sponsor = people[(i * 5) % people.length]!.node;
      people.push(await createTestAssociate(db, { sponsor }));
    }
    const fill = (tree: string, before?: number) =>
      db.transaction((tx) =>
        fillPlanTree({ db: tx, tree, width: 3, rule: 'BFS', before, isForced: true }),
      );
    await fill('steps-once');
    const once = await positionsOf('steps-once');
    expect((await treeOf('steps-once')).missing).toBe(0);
    const steps = (tree: string, step: number) =>
      fillPlanTreeInSteps({ db, tree, width: 3, rule: 'BFS', step });

    // Part placed first (its positions loaded by the first step), the rest two at a time.
    await fill('steps-many', people[6]!.node.id);
    expect(await steps('steps-many', 2)).toBeGreaterThan(4);
    expect(await positionsOf('steps-many')).toEqual(once);

    // A join's catch-up (up to a chosen leg) racing the steps, one at a time: a step that finds
    // the tree grown since the last reads it again.
    await Promise.all([steps('steps-race', 1), fill('steps-race', people[10]!.node.id)]);
    expect(await positionsOf('steps-race')).toEqual(once);
  });
});
