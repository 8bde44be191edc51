import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EarningsPlanInput } from '@saathi/shared';
import { createPlanTestBed } from '../../../test/builders/plan-months';
import { createTestAssociate } from '../../../test/builders/people';
import { queryRows } from '../../../db/rows';
import { signIn } from '../../../test/sign-in';
import { confirmDueBusinessValue } from '../../business-values';
import { moveAssociate } from '../../../flows/move-associate';
import { currentAgreementId } from '../../../test/builders/agreements';
import { deliveredSale } from '../../../test/builders/business-values';
import { growDemoNetwork } from '../../associates';
import { createDemoMembers } from '../../users';
import { fillPlanTree } from '../services/fill-plan-tree';
import { placePlanPositions, type PlacementRule } from '../services/plan-month-sql';

let bed: Awaited<ReturnType<typeof createPlanTestBed>>;

export const binaryPlan = (overrides: Partial<EarningsPlanInput> = {}): EarningsPlanInput =>
  ({
    type: 'binary',
    name: 'Binary plan',
    effectiveMonth: '2026-03',
    paisePerPoint: 100,
    payoutCapPercent: 20,
    activeMinPersonalBv: 0,
    ranks: [{ code: 'STAR', name: 'Star', minPersonalBv: 0, minGroupBv: 500, bonusPaise: 0 }],
    placement: 'WEAKER_LEG',
    ratio: '1:1',
    pairBv: 100,
    pairPaise: 1000,
    capPaise: 2500,
    rankCaps: [{ rankCode: 'STAR', capPaise: 1500 }],
    carryCapBv: 0,
    flushAfterMonths: 2,
    matchingPercents: [10],
    ...overrides,
  }) as EarningsPlanInput;

const carryOf = async (month: string) =>
  Object.fromEntries(
    (
      await queryRows<{ id: number; l: string; r: string; pairs: number; lc: string; rc: string }>(
        bed.testApp.db,
        sql`select c.associate_id as id, c.left_bv::text as l, c.right_bv::text as r, c.pairs,
                   c.left_carry_bv::text as lc, c.right_carry_bv::text as rc
            from binary_carry c join earnings_periods p on p.id = c.period_id
            where p.month = ${`${month}-01`} and p.status <> 'SIMULATION'`,
      )
    ).map((row) => [
      bed.name(row.id) ?? 'root',
      [Number(row.l), Number(row.r), row.pairs, Number(row.lc), Number(row.rc)],
    ]),
  );

const linesOf = async (month: string) =>
  (
    await queryRows<{ id: number; kind: string; paise: string }>(
      bed.testApp.db,
      sql`select l.associate_id as id, l.kind, sum(l.amount_paise)::text as paise
          from earnings_lines l join earnings_periods p on p.id = l.period_id
          where p.month = ${`${month}-01`} and p.status <> 'SIMULATION'
          group by 1, 2 order by 1, 2`,
    )
  ).map((row) => [bed.name(row.id), row.kind, Number(row.paise)]);

beforeAll(async () => {
  bed = await createPlanTestBed();
  const { tree, sales } = bed;
  // Sponsors: root ─ A ─ {B, C, D, E}, B ─ F. Weaker-leg placement in join order gives the
  // binary tree A: left B (left D, right F), right C (left E).
  tree.A = await createTestAssociate(bed.testApp.db, { firstName: 'Asha' });
  tree.B = await createTestAssociate(bed.testApp.db, { sponsor: tree.A.node, firstName: 'Bala' });
  tree.C = await createTestAssociate(bed.testApp.db, { sponsor: tree.A.node, firstName: 'Chitra' });
  tree.D = await createTestAssociate(bed.testApp.db, { sponsor: tree.A.node, firstName: 'Dev' });
  tree.E = await createTestAssociate(bed.testApp.db, { sponsor: tree.A.node, firstName: 'Esha' });
  tree.F = await createTestAssociate(bed.testApp.db, { sponsor: tree.B.node, firstName: 'Farid' });
  await sales('2026-03', { D: 300, F: 100, C: 150, E: 50, A: 60 });
  await sales('2026-04', { C: 300, D: 100 });
});
afterAll(() => bed.testApp.close());

describe('a binary plan', () => {
  it('refuses a rank cap for a rank the plan does not have, with a field error', async () => {
    const response = await bed.api(
      'POST',
      '/api/earnings/plans',
      binaryPlan({ rankCaps: [{ rankCode: 'GOLD', capPaise: 1 }] } as Partial<EarningsPlanInput>),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'rankCaps.0.rankCode': 'Choose one of the plan’s rank codes.',
    });
  });

  it('places by the weaker leg, pairs, caps by rank and pays the matching bonus', async () => {
    const created = await bed.api('POST', '/api/earnings/plans', binaryPlan());
    expect(created.statusCode, created.body).toBe(200);
    const simulated = await bed.api(
      'POST',
      `/api/earnings/plans/${created.json().data.id}/simulate`,
      {
        month: '2026-03',
      },
    );
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(await carryOf('2026-03')).toEqual({}); // a simulation keeps nothing
    const computed = await bed.api('POST', '/api/earnings/periods/2026-03/compute');
    expect(computed.statusCode, computed.body).toBe(200);
    const positions = await queryRows<{ id: number; lane: string }>(
      bed.testApp.db,
      sql`select associate_id as id, lane from plan_positions where tree = 'binary' and depth > 0
          order by lane`,
    );
    expect(positions.map((row) => [bed.name(row.id), row.lane])).toEqual([
      ['A', '1'],
      ['B', '11'],
      ['D', '111'],
      ['F', '112'],
      ['C', '12'],
      ['E', '121'],
    ]);
    // A: left 300 + 100 (+ B 0) = 400, right 150 + 50 = 200: 2 pairs, ₹20 capped to Star's ₹15;
    // carries 200 left. B: left D 300, right F 100: 1 pair (₹10), carries 200. C: left E 50.
    // Matching: A gets 10% of B's ₹10.
    expect(await carryOf('2026-03')).toEqual({
      A: [400, 200, 2, 200, 0],
      B: [300, 100, 1, 200, 0],
      C: [50, 0, 0, 50, 0],
    });
    expect(await linesOf('2026-03')).toEqual([
      ['A', 'BINARY_PAIR', 1500],
      ['A', 'MATCHING_BONUS', 100],
      ['B', 'BINARY_PAIR', 1000],
    ]);
    expect(computed.json().data.totals).toMatchObject({ levelPaise: 2500, bonusPaise: 100 });
  });

  it('commits exactly once and carries the unmatched volume into the next month', async () => {
    const commits = await Promise.all(
      [1, 2].map(() => bed.api('POST', '/api/earnings/periods/2026-03/commit')),
    );
    expect(commits.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    for (const round of [1, 2]) {
      const computed = await bed.api('POST', '/api/earnings/periods/2026-04/compute');
      expect(computed.statusCode, `${round}: ${computed.body}`).toBe(200);
      // A: left 100 + 200 carried, right 300: 3 pairs = ₹30, above the monthly ₹25 cap (no
      // Star: 400 group BV). B: left 100 + 200, no pair, one idle month. C: a second month
      // without a pair flushes its 50.
      expect(await carryOf('2026-04')).toEqual({
        A: [100, 300, 3, 0, 0],
        B: [100, 0, 0, 300, 0],
      });
      expect(await linesOf('2026-04')).toEqual([['A', 'BINARY_PAIR', 2500]]);
    }
  });

  it("shows an associate the two legs, the carried volume and this month's pairs", async () => {
    const now = new Date();
    await deliveredSale(bed.testApp.db, {
      buyerUserId: bed.tree.D!.user.id,
      points: 100,
      confirmedAt: now.toISOString(),
    });
    await confirmDueBusinessValue({ db: bed.testApp.db, now });
    const asha = await signIn(bed.testApp.app, bed.tree.A!.user);
    const response = await bed.testApp.app.inject({
      url: '/api/earnings/binary',
      headers: asha.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The last committed month is March (April is a draft): A carried 200 left.
    expect(response.json().data).toMatchObject({
      planName: 'Binary plan',
      left: { head: { name: 'Bala Associate' }, members: 3, carriedBv: 200, monthBv: 100 },
      right: { head: { name: 'Chitra Associate' }, members: 2, carriedBv: 0, monthBv: 0 },
      pairsSoFar: 0,
      lastClosing: { month: '2026-03', pairs: 2, binaryPaise: 1500, matchingPaise: 100 },
    });
  });
});

const positionOf = async (key: string) =>
  (
    await queryRows<{ lane: string; parent: number }>(
      bed.testApp.db,
      sql`select lane, parent_id as parent from plan_positions
          where tree = 'binary' and associate_id = ${bed.tree[key]!.node.id}`,
    )
  )[0];

/** Every position's kept subtree size and shallowest free slot, against a count of the tree. */
const keptCountsDiffer = async () =>
  queryRows<{ id: number }>(
    bed.testApp.db,
    sql`select p.associate_id as id from plan_positions p
        cross join lateral (
          select count(*)::int as size, min(d.depth) filter (where d.children < 2) as open_depth
          from plan_positions d where d.tree = p.tree and d.path <@ p.path) k
        where p.tree = 'binary' and (p.size <> k.size or p.open_depth <> k.open_depth)`,
  );

describe('placing in the binary tree at join (decision 0147)', () => {
  it('places a new associate in the transaction that makes them, in the weaker leg', async () => {
    bed.tree.G = await createTestAssociate(bed.testApp.db, { sponsor: bed.tree.A!.node });
    // A's left leg (B, D, F) has 3, the right (C, E) 2: the first free place on the right is
    // C's right slot.
    expect(await positionOf('G')).toEqual({ lane: '122', parent: bed.tree.C!.node.id });
    expect(await keptCountsDiffer()).toEqual([]);
  });

  it('gives two joins under the same sponsor at once different places', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => createTestAssociate(bed.testApp.db, { sponsor: bed.tree.A!.node })),
    );
    bed.tree.H = first!;
    bed.tree.I = second!;
    // Legs 3 and 3: the first goes left (D's left slot), the second then right (E's left slot),
    // whichever of the two committed first.
    const lanes = [(await positionOf('H'))!.lane, (await positionOf('I'))!.lane].sort();
    expect(lanes).toEqual(['1111', '1211']);
    expect(await keptCountsDiffer()).toEqual([]);
  });

  it('lets the sponsor choose the leg under MANUAL placement, spilling to its outer edge', async () => {
    const agreementVersionId = await currentAgreementId(bed.testApp.app);
    const details = {
      name: 'Kavita Rao',
      emailorPhone: 'kavita.leg@example.in',
      username: 'kavitaleg7',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreementVersionId,
    };
    const send = (leg: string) =>
      bed.testApp.app.inject({
        method: 'POST',
        url: '/auth/register/send-otp',
        payload: { ...details, leg },
      });
    const refused = await send('LEFT');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      leg: 'The plan in force places new associates itself: a leg cannot be chosen.',
    });
    expect((await send('UP')).json().error.fields).toEqual({
      leg: 'Choose the left or the right leg.',
    });
    const created = await bed.api(
      'POST',
      '/api/earnings/plans',
      binaryPlan({ effectiveMonth: '2026-05', placement: 'MANUAL' } as Partial<EarningsPlanInput>),
    );
    expect(created.statusCode, created.body).toBe(200);
    const placement = await bed.testApp.app.inject({ url: '/api/earnings/placement' });
    expect(placement.json().data).toEqual({ isLegChosen: true });
    expect((await send('RIGHT')).statusCode).toBe(200);
    // Right: C's right slot is G's; down the right edge, G's right slot is free.
    bed.tree.J = await createTestAssociate(bed.testApp.db, {
      sponsor: bed.tree.A!.node,
      leg: 'RIGHT',
    });
    expect(await positionOf('J')).toEqual({ lane: '1222', parent: bed.tree.G!.node.id });
    // No leg chosen: the weaker leg (left, 4 against 5), breadth-first: D's right slot.
    bed.tree.K = await createTestAssociate(bed.testApp.db, { sponsor: bed.tree.A!.node });
    expect((await positionOf('K'))!.lane).toBe('1112');
    expect(await keptCountsDiffer()).toEqual([]);
  });
});

describe('a binary month on the trees as they stood (decision 0149)', () => {
  it('gives the same totals before and after a later join and move', async () => {
    await bed.sales('2026-05', { D: 100, F: 100 });
    const compute = async () => {
      const computed = await bed.api('POST', '/api/earnings/periods/2026-05/compute');
      expect(computed.statusCode, computed.body).toBe(200);
      return { totals: computed.json().data.totals, lines: await linesOf('2026-05') };
    };
    const before = await compute();
    // B pairs D with F (₹10); A, B's sponsor, gets 10% of it as a matching bonus.
    expect(before.lines).toEqual([
      ['A', 'MATCHING_BONUS', 100],
      ['B', 'BINARY_PAIR', 1000],
    ]);
    bed.tree.L = await createTestAssociate(bed.testApp.db, { sponsor: bed.tree.B!.node });
    // B moves under C: today A is B's second generation, C its first.
    await moveAssociate({
      db: bed.testApp.db,
      id: bed.tree.B!.node.id,
      parentId: bed.tree.C!.node.id,
      actorUserId: bed.tree.A!.user.id,
    });
    expect(await compute()).toEqual(before);
  });
});

describe('the catch-up fill of a whole plan tree (decision 0169)', () => {
  const positionsOf = (tree: string) =>
    queryRows(
      bed.testApp.db,
      sql`select associate_id, parent_id, slot, depth, lane, path::text, children, size, open_depth
          from plan_positions where tree = ${tree} order by associate_id`,
    );
  const oneByOne = (tree: string, width: number, rule: PlacementRule, chosen?: number) =>
    bed.testApp.db.execute(
      sql`select place_plan_positions(${tree}, ${width}::int, ${rule}, ${chosen ?? null}::int,
                                      ${chosen ? 1 : null}::int)`,
    );
  const grow = async (count: number) => {
    const { db } = bed.testApp;
    await growDemoNetwork({ db, userIds: await createDemoMembers({ db, count }), prefix: 'PCU' });
  };
  let middle = 0;

  /** Both ways into trees of their own (`one-…`, `fill-…`, and `half-…`: half, then the rest). */
  const compareRules = async (rules: [PlacementRule, number][]) => {
    const { db } = bed.testApp;
    const [range] = await queryRows<{ middle: number }>(
      db,
      sql`select percentile_disc(0.5) within group (order by id)::int as middle from associates`,
    );
    middle = range!.middle;
    for (const [rule, width] of rules) {
      const name = `${rule}-${width}`;
      await oneByOne(`one-${name}`, width, rule);
      await db.transaction((tx) =>
        fillPlanTree({ db: tx, tree: `fill-${name}`, width, rule, isForced: true }),
      );
      // The second part onto the kept first: the catch-up after months of another plan type.
      for (const before of [middle, undefined])
        await db.transaction((tx) =>
          fillPlanTree({ db: tx, tree: `half-${name}`, width, rule, before, isForced: true }),
        );
      const expected = await positionsOf(`one-${name}`);
      expect(await positionsOf(`fill-${name}`), name).toEqual(expected);
      expect(await positionsOf(`half-${name}`), name).toEqual(expected);
    }
  };

  it('places down the outer edges exactly as placing one by one', async () => {
    // Each outer-edge placement updates every ancestor on a chain as deep as the tree: a few
    // dozen members keep the one-by-one side quick.
    await grow(40);
    await compareRules([
      ['OUTER_LEFT', 2],
      ['OUTER_RIGHT', 2],
    ]);
  });

  it('places a few hundred sponsored associates exactly as placing them one by one', async () => {
    await grow(260);
    await compareRules([
      ['BFS', 3],
      ['BFS', 2],
      ['WEAKER_LEG', 2],
    ]);
    expect((await positionsOf('one-BFS-3')).length).toBeGreaterThan(300);
  }, 120_000);

  it("fills before a MANUAL join's chosen leg, which is then placed as one by one places it", async () => {
    const { db } = bed.testApp;
    await oneByOne('one-manual', 2, 'MANUAL', middle);
    await db.transaction((tx) =>
      placePlanPositions(tx, 'fill-manual', 2, 'MANUAL', { associateId: middle, leg: 'LEFT' }),
    );
    expect(await positionsOf('fill-manual')).toEqual(await positionsOf('one-manual'));
  });

  it('fills once when two callers start it at once', async () => {
    const { db } = bed.testApp;
    const placed = await Promise.all(
      [1, 2].map(() =>
        db.transaction((tx) =>
          fillPlanTree({ db: tx, tree: 'race', width: 2, rule: 'WEAKER_LEG' }),
        ),
      ),
    );
    expect(placed.sort((a, b) => a - b)[0]).toBe(0);
    expect(await positionsOf('race')).toEqual(await positionsOf('one-WEAKER_LEG-2'));
  });
});
