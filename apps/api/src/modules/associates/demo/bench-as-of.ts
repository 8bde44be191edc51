// `DATABASE_URL=… npx tsx apps/api/src/modules/associates/demo/bench-as-of.ts [--check]`: the as-of downline of a seeded
// network (npm run seed:network) at its 20 largest nodes below the company's (whose history starts
// at the seed), as of today, 30 days and a year back (decision 0183): the members per level alone
// and the whole page, p50 / p90 in ms. --check also compares each count with the past subtree
// counted row by row (slow at a million).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { countLevelsAsOf, endOfDay, nodeAsOf } from '../services/read-as-of';
import { listDownline } from '../services/list-downline';
import { getAssociateRow } from '../services/visibility';
import { subtreeEnd } from '../services/paths';

const ROUNDS = Number(process.env.BENCH_AS_OF_ROUNDS ?? 5);
const isChecked = process.argv.includes('--check');
/** BENCH_AS_OF_BELOW=10000: the 20 largest nodes below that size instead (not snapshotted). */
const BELOW = Number(process.env.BENCH_AS_OF_BELOW ?? 2 ** 31 - 1);

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ]!;

async function main() {
  const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
  const viewer = { userId: 0, isAdmin: true };
  const nodes = await queryRows<{ id: number }>(
    db,
    sql`select id from associates where parent_id is not null and downline_count < ${BELOW}
        order by downline_count desc, id limit 20`,
  );
  const today = new Date(Date.now() + 330 * 60_000);
  const daysBack = (days: number) =>
    new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  for (const [label, date] of [
    ['today', daysBack(0)],
    ['30 days back', daysBack(30)],
    ['a year back', daysBack(365)],
  ] as const) {
    const at = endOfDay(date);
    const counts: number[] = [];
    const pages: number[] = [];
    let mismatches = 0;
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const { id } of nodes) {
        const row = (await getAssociateRow(db, id))!;
        const top = await nodeAsOf(db, row, at);
        let started = performance.now();
        const levels = await countLevelsAsOf(db, { today: row, top, at });
        if (round > 0) counts.push(performance.now() - started);
        started = performance.now();
        await listDownline({ db, viewer, id, page: 1, limit: 20, sort: 'tree', asOf: date });
        if (round > 0) pages.push(performance.now() - started);
        if (isChecked && round === 0) {
          const counted = await queryRows<{ level: number; members: number }>(
            db,
            sql`select (nlevel(p.path) - nlevel(${top.path}::ltree))::int as level,
                       count(*)::int as members from associate_placements p
                where p.path > ${top.path}::ltree and p.path < ${subtreeEnd(top.path)}::ltree
                  and p.valid_from < ${at} and (p.valid_to is null or p.valid_to >= ${at})
                group by 1 order by 1`,
          );
          if (JSON.stringify(counted) !== JSON.stringify(levels)) mismatches += 1;
        }
      }
    }
    const figures = (values: number[]) =>
      `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.9).toFixed(1)} ms`;
    process.stdout.write(
      `${label} (${date}): members per level ${figures(counts)}, whole page ${figures(pages)}` +
        (isChecked ? `, ${mismatches} counts differing from the past subtree's` : '') +
        '\n',
    );
  }
  await close();
}

await main();
