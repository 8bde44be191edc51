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
  ensureDemoPlan,
  monthAt,
  monthBoundsOf,
  previousMonth,
} from './modules/earnings';

const emit = (result: object) => process.stdout.write(`${JSON.stringify(result)}\n`);
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
    await db.execute(
      sql`delete from earnings_lines where period_id in (select id from earnings_periods where month = ${`${month}-01`})`,
    );
    await db.execute(
      sql`delete from earnings_summaries where period_id in (select id from earnings_periods where month = ${`${month}-01`})`,
    );
    await db.execute(sql`delete from earnings_periods where month = ${`${month}-01`}`);
    await db.execute(sql`truncate wallet_entries, wallet_balances`);
    // What the deletes left behind would otherwise be vacuumed while the closing is timed.
    await db.execute(sql`vacuum analyze earnings_lines, earnings_summaries`);
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
