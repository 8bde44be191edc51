import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { queryRows } from './db/rows';
import { StartupError } from './platform/errors';
import { prepareDatabase } from './prepare-database';
import { fillDemoMonthSales } from './modules/business-values';
import { commitEarningsPeriod } from './flows/commit-earnings-period';
import { creditCommissions } from './modules/wallet';
import {
  computeDraft,
  DEMO_PLAN,
  ensureDemoPlan,
  fillPlanTree,
  monthAt,
  monthBoundsOf,
  previousMonth,
} from './modules/earnings';

const emit = (result: object) => process.stdout.write(`${JSON.stringify(result)}\n`);
type Db = Awaited<ReturnType<typeof prepareDatabase>>['database']['db'];

/** Forgets a month's results and the wallets, so the month can be timed again. */
async function clearMonth(db: Db, month: string) {
  const periods = sql`(select id from earnings_periods where month = ${`${month}-01`})`;
  await db.execute(sql`delete from earnings_lines where period_id in ${periods}`);
  await db.execute(sql`delete from earnings_summaries where period_id in ${periods}`);
  await db.execute(sql`delete from binary_carry where period_id in ${periods}`);
  await db.execute(sql`delete from earnings_periods where month = ${`${month}-01`}`);
  await db.execute(sql`truncate wallet_entries, wallet_balances`);
  // What the deletes and the plan trees' fills left behind would otherwise be vacuumed, or
  // planned on stale statistics, while the next closing is timed (unilevel after the plan types
  // took 98 s instead of 56 s with only the earnings tables vacuumed): the whole database.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Everyone placed breadth-first in join order under the company's node (position n's parent is
 * position (n - 2) / width + 1), set-based, once per kept database, with the kept subtree sizes
 * and free slots counted after (so a later join places correctly, decision 0147). The product's
 * placement (place_plan_positions) is one associate at a time: a million at once is a long
 * backfill; the month's computing does not depend on how positions came.
 */
async function fillHeapPositions(db: Db, tree: string, width: number) {
  const [placed] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from plan_positions where tree = ${tree}) as any`,
  );
  if (placed?.any) return;
  await db.execute(sql`
    create temporary table heap_numbered as
    select id, row_number() over (order by parent_id is not null, id)::int as n from associates`);
  // DDL takes no parameters: the width is this script's own constant.
  await db.execute(
    sql`create index on heap_numbered (((n - 2) / ${sql.raw(String(width))} + 1)) where n > 1`,
  );
  await db.execute(sql`analyze heap_numbered`);
  await db.execute(sql`
    insert into plan_positions (tree, associate_id, parent_id, slot, depth, lane, path, children)
    with recursive t as (
      select id, n, null::int as parent_id, null::smallint as slot, 0 as depth, ''::text as lane,
             text2ltree('a' || id) as path
      from heap_numbered where n = 1
      union all
      select h.id, h.n, t.id, ((h.n - 2) % ${sql.raw(String(width))} + 1)::smallint, t.depth + 1,
             t.lane || ((h.n - 2) % ${sql.raw(String(width))} + 1), t.path || text2ltree('a' || h.id)
      from t join heap_numbered h on (h.n - 2) / ${sql.raw(String(width))} + 1 = t.n and h.n > 1)
    select ${tree}, t.id, t.parent_id, t.slot, t.depth, t.lane, t.path,
           (select count(*) from heap_numbered c where c.n > 1
              and (c.n - 2) / ${sql.raw(String(width))} + 1 = t.n)::smallint
    from t`);
  await db.execute(sql`drop table heap_numbered`);
  await db.execute(sql`select recount_plan_positions(${tree}, ${width}::int)`);
  await db.execute(sql`analyze plan_positions`);
}

const PLAN_TYPES = {
  binary: {
    ...DEMO_PLAN,
    type: 'binary',
    name: 'Bench binary plan',
    placement: 'WEAKER_LEG',
    ratio: '1:1',
    pairBv: 100,
    pairPaise: 1000,
    capPaise: 500_000,
    rankCaps: [],
    carryCapBv: 0,
    flushAfterMonths: 0,
    matchingPercents: [10, 5],
  },
  matrix: {
    ...DEMO_PLAN,
    type: 'matrix',
    name: 'Bench matrix plan',
    width: 3,
    levels: [5, 4, 3, 2, 1, 1, 1].map((percent) => ({ percent })),
  },
} as const;

/**
 * The product's catch-up (decision 0169) timed on a tree of its own: everyone placed under their
 * sponsors by the plan's rule, in join order, as a network's first binary or matrix plan places
 * them (the heap fill above ignores sponsors); reported, then removed.
 */
async function benchCatchUp(db: Db, type: keyof typeof PLAN_TYPES, kind: string) {
  const tree = `${type}-catch-up`;
  const [width, rule] =
    type === 'binary'
      ? [2, PLAN_TYPES.binary.placement]
      : [PLAN_TYPES.matrix.width, 'BFS' as const];
  await db.execute(sql`delete from plan_positions where tree = ${tree}`);
  const loadBefore = load();
  const started = performance.now();
  const placed = await db.transaction((tx) => fillPlanTree({ db: tx, tree, width, rule }));
  emit({
    scenario: `earnings-${type}-catch-up`,
    database: kind,
    placed,
    s: Number(((performance.now() - started) / 1000).toFixed(1)),
    load_before: loadBefore,
    load_after: load(),
  });
  await db.execute(sql`delete from plan_positions where tree = ${tree}`);
}

/**
 * A binary or a matrix month (decisions 0135, 0136): the plan's first placement of everyone
 * (once per kept database: a backfill), then computing and committing the month under a version
 * of that type, which is removed afterwards so the unilevel scenario keeps its plan.
 */
async function benchPlanType(db: Db, month: string, type: keyof typeof PLAN_TYPES, kind: string) {
  const definition = { ...PLAN_TYPES[type], effectiveMonth: month };
  await clearMonth(db, month);
  await benchCatchUp(db, type, kind);
  const placing = performance.now();
  const tree = type === 'binary' ? 'binary' : `matrix-${PLAN_TYPES.matrix.width}`;
  await fillHeapPositions(db, tree, type === 'binary' ? 2 : PLAN_TYPES.matrix.width);
  emit({
    scenario: `earnings-${type}-place-heap`,
    database: kind,
    s: Math.round((performance.now() - placing) / 1000),
  });
  const [plan] = await queryRows<{ id: number }>(
    db,
    sql`insert into earnings_plans (effective_from, definition)
        values (${`${month}-01`}, ${JSON.stringify(definition)}::jsonb) returning id`,
  );
  try {
    const loadBefore = load();
    const computing = performance.now();
    const draft = await computeDraft({ db, month, actorUserId: null });
    emit({
      scenario: `earnings-${type}-compute-month`,
      database: kind,
      s: Number(((performance.now() - computing) / 1000).toFixed(1)),
      earners: draft.totals.earners,
      total_paise: draft.totals.totalPaise,
      load_before: loadBefore,
      load_after: load(),
    });
    const committing = performance.now();
    const { credits } = await commitEarningsPeriod({
      db,
      month,
      actorUserId: null,
      creditCommissions: async (chunk) => {
        await creditCommissions(chunk);
      },
    });
    emit({
      scenario: `earnings-${type}-commit-month`,
      database: kind,
      s: Number(((performance.now() - committing) / 1000).toFixed(1)),
      credits,
      load_after: load(),
    });
  } finally {
    await clearMonth(db, month);
    await db.execute(sql`delete from earnings_plans where id = ${plan!.id}`);
  }
}
const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/**
 * `npm run bench`'s closing scenarios (scripts/bench-earnings.mjs runs it after seed:network): a
 * month of --orders confirmed demo orders' BV for the month that ended last, then computing that
 * month's draft and committing it (with the wallets credited, as the commit route does), timed.
 * The month's earlier results and the wallets are cleared first, so a kept benchmark database can
 * be measured again (it is never an application database: the wallet ledger is append-only, and
 * only truncating, which its row guard does not see, empties it).
 */
async function benchEarnings() {
  const { values } = parseArgs({ options: { orders: { type: 'string', default: '3000000' } } });
  const orders = Number(values.orders);
  const { database } = await prepareDatabase(loadConfig());
  const db = database.db;
  try {
    const month = previousMonth(monthAt(new Date()));
    const [range] = await queryRows<{ first: number; last: number; count: number }>(
      db,
      sql`select min(id)::int as first, max(id)::int as last, count(*)::int as count
          from associates where parent_id is not null`,
    );
    if (!range?.first) throw new StartupError('Seed the network first (npm run seed:network).');
    const seeded = performance.now();
    const { start, end } = monthBoundsOf(month);
    await fillDemoMonthSales({
      db,
      month,
      start,
      end,
      orders,
      firstId: range.first,
      lastId: range.last,
    });
    emit({
      scenario: 'earnings-seed-month',
      month,
      orders,
      s: Math.round((performance.now() - seeded) / 1000),
    });
    // The plan types first: each clears its month after, and the unilevel month committed last
    // leaves the wallets the payment-history scenario reads.
    for (const type of ['binary', 'matrix'] as const)
      await benchPlanType(db, month, type, database.kind);
    await clearMonth(db, month);
    await ensureDemoPlan({ db, month });
    const loadBefore = load();
    const computing = performance.now();
    const draft = await computeDraft({ db, month, actorUserId: null });
    const computeS = (performance.now() - computing) / 1000;
    const [lines] = await queryRows<{ lines: number }>(
      db,
      sql`select count(*)::int as lines from earnings_lines where period_id = (select id from earnings_periods where month = ${`${month}-01`})`,
    );
    emit({
      scenario: 'earnings-compute-month',
      database: database.kind,
      associates: range.count,
      orders,
      s: Number(computeS.toFixed(1)),
      lines: lines!.lines,
      earners: draft.totals.earners,
      sales_bv: draft.totals.salesBv,
      total_paise: draft.totals.totalPaise,
      load_before: loadBefore,
      load_after: load(),
    });
    let entries = 0;
    const committing = performance.now();
    const { credits } = await commitEarningsPeriod({
      db,
      month,
      actorUserId: null,
      creditCommissions: async (chunk) => {
        entries += (await creditCommissions(chunk)).credited;
      },
    });
    emit({
      scenario: 'earnings-commit-month',
      database: database.kind,
      s: Number(((performance.now() - committing) / 1000).toFixed(1)),
      credits,
      wallet_entries: entries,
      load_after: load(),
    });
  } finally {
    await database.close();
  }
}

benchEarnings().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
