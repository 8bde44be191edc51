import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EarningsPlanInput } from '@saathi/shared';
import { createPlanTestBed } from '../../../test/builders/plan-months';
import { createTestAssociate } from '../../../test/builders/people';
import { queryRows } from '../../../db/rows';

let bed: Awaited<ReturnType<typeof createPlanTestBed>>;

const base = {
  paisePerPoint: 100,
  payoutCapPercent: 20,
  activeMinPersonalBv: 0,
};

const linesOf = async (month: string) =>
  (
    await queryRows<{ id: number; kind: string; paise: string }>(
      bed.testApp.db,
      sql`select l.associate_id as id, l.kind, sum(l.amount_paise)::text as paise
          from earnings_lines l join earnings_periods p on p.id = l.period_id
          where p.month = ${`${month}-01`} and p.status <> 'SIMULATION'
          group by 1, 2`,
    )
  )
    .map((row) => [bed.name(row.id), row.kind, Number(row.paise)])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

const compute = async (plan: EarningsPlanInput, month: string) => {
  const created = await bed.api('POST', '/api/earnings/plans', plan);
  expect(created.statusCode, created.body).toBe(200);
  const computed = await bed.api('POST', `/api/earnings/periods/${month}/compute`);
  expect(computed.statusCode, computed.body).toBe(200);
  return computed.json().data;
};

beforeAll(async () => {
  bed = await createPlanTestBed();
  const { tree, sales } = bed;
  // Sponsors: root ─ A ─ {B, C, D, E, F}, and B ─ G ─ H.
  tree.A = await createTestAssociate(bed.testApp.db, { firstName: 'Asha' });
  for (const key of ['B', 'C', 'D', 'E', 'F'])
    tree[key] = await createTestAssociate(bed.testApp.db, { sponsor: tree.A.node });
  tree.G = await createTestAssociate(bed.testApp.db, { sponsor: tree.B!.node });
  tree.H = await createTestAssociate(bed.testApp.db, { sponsor: tree.G.node });
  await sales('2026-05', { F: 100, D: 200 });
  await sales('2026-06', { H: 300, C: 200 });
});
afterAll(() => bed.testApp.close());

describe('a matrix plan', () => {
  it('spills over breadth-first, left to right, and pays per level', async () => {
    const totals = await compute(
      {
        type: 'matrix',
        name: 'Matrix 2 × 2',
        effectiveMonth: '2026-05',
        ...base,
        ranks: [],
        width: 2,
        levels: [{ percent: 10 }, { percent: 5 }],
      },
      '2026-05',
    );
    const positions = await queryRows<{ id: number; parent: number; slot: number }>(
      bed.testApp.db,
      sql`select associate_id as id, parent_id as parent, slot from plan_positions
          where tree = 'matrix-2' and depth > 1 order by depth, lane`,
    );
    // A's recruits fill A's two slots, then B's, then C's (breadth-first, left to right); G,
    // B's recruit, spills within B's subtree: to D, the first free slot below B.
    expect(positions.map((row) => [bed.name(row.id), bed.name(row.parent), row.slot])).toEqual([
      ['B', 'A', 1],
      ['C', 'A', 2],
      ['D', 'B', 1],
      ['E', 'B', 2],
      ['F', 'C', 1],
      ['G', 'D', 1],
      ['H', 'G', 1],
    ]);
    // F 100: C 10% (₹10), A 5% (₹5). D 200: B 10% (₹20), A 5% (₹10).
    expect(await linesOf('2026-05')).toEqual([
      ['A', 'MATRIX_LEVEL', 1500],
      ['B', 'MATRIX_LEVEL', 2000],
      ['C', 'MATRIX_LEVEL', 1000],
    ]);
    expect(totals.totals).toMatchObject({ levelPaise: 4500, totalPaise: 4500 });
  });
});

describe('a stair-step breakaway plan', () => {
  it('pays rank differentials and a generation override past a breakaway', async () => {
    await compute(
      {
        type: 'breakaway',
        name: 'Stair-step',
        effectiveMonth: '2026-06',
        ...base,
        ranks: [
          { code: 'BRONZE', name: 'Bronze', minPersonalBv: 0, minGroupBv: 100, bonusPaise: 0 },
          { code: 'SILVER', name: 'Silver', minPersonalBv: 0, minGroupBv: 500, bonusPaise: 0 },
        ],
        rankPercents: [5, 10],
        generationPercents: [2],
      },
      '2026-06',
    );
    // Group BV: G 300 and B 300 (Bronze), A 500 (Silver); H and C have none of their own group.
    // H 300: G Bronze 5% (₹15); B Bronze, broken away from by G: override 2% (₹6); A Silver,
    // above Bronze: 10% − 5% (₹15). C 200: A 10% (₹20).
    expect(await linesOf('2026-06')).toEqual([
      ['A', 'DIFFERENTIAL', 3500],
      ['B', 'BREAKAWAY_OVERRIDE', 600],
      ['G', 'DIFFERENTIAL', 1500],
    ]);
  });

  it('refuses rank percentages that do not climb', async () => {
    const response = await bed.api('POST', '/api/earnings/plans', {
      type: 'breakaway',
      name: 'Bad',
      effectiveMonth: '2026-07',
      ...base,
      ranks: [{ code: 'BRONZE', name: 'Bronze', minPersonalBv: 0, minGroupBv: 100, bonusPaise: 0 }],
      rankPercents: [],
      generationPercents: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      rankPercents: 'Give one percentage for each rank.',
    });
  });
});
