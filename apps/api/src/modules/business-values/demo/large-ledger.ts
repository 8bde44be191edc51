import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { rebuildTreeCounters, setDemoConfirmedBusinessValue } from '../../associates';

const PRODUCTS = [
  'Herbal Neem Shampoo',
  'Tulsi Green Tea',
  'Amla Juice',
  'Aloe Vera Gel',
  'Ashwagandha Capsules',
  'Sandalwood Soap',
  'Turmeric Face Pack',
  'Bhringraj Hair Oil',
];
const BATCH = 100_000;
const DAY_MS = 86_400_000;
/** Ledger rows per entry on average: most are PENDING then CONFIRMED (two rows), some one row. */
const ROWS_PER_ENTRY = 1.93;

/** A uniform number in [0, 1) from an entry number and a salt, in SQL. */
const hash01 = (salt: string) =>
  sql.raw(`(('x' || substr(md5(e::text || '${salt}'), 1, 8))::bit(32)::bigint / 4294967296.0)`);

/**
 * Demo BV for the demo network, set-based: about `rows` ledger rows over two years of demo
 * orders (reasons say "Demo order"), entries older than 40 days settled (93% confirmed, 7%
 * cancelled), the rest still pending. `heavy` gets `heavyRows` rows of its own (the benchmark's
 * associate with a long ledger); the others by a skewed draw over `firstId..lastId`. Then the
 * balances, personal BV and group BV are rebuilt from the ledger.
 */
export async function fillDemoLedger(options: {
  db: Db;
  rows: number;
  firstId: number;
  lastId: number;
  heavy: { associateId: number; rows: number };
  onProgress?: (written: number, total: number) => void;
}) {
  const { db, firstId, lastId, heavy } = options;
  const [{ start } = { start: 0 }] = await queryRows<{ start: number }>(
    db,
    sql`select coalesce(max(substring(source from 11)::int), 0) as start
        from bv_transactions where source like 'demo-line:%'`,
  );
  const heavyEntries = Math.round(heavy.rows / ROWS_PER_ENTRY);
  const entries = Math.round(options.rows / ROWS_PER_ENTRY);
  const now = Date.now();
  let done = 0;
  for (let at = 0; at < entries; at += BATCH) {
    const from = start + at + 1;
    const to = start + Math.min(entries, at + BATCH);
    const span = lastId - firstId + 1;
    // The first heavyEntries entries belong to the heavy associate; then a skewed draw (u³).
    const associate = sql`case when e - ${start} <= ${heavyEntries} then ${heavy.associateId}
      else ${firstId} + floor(${span} * power(${hash01('a')}, 3))::int end`;
    // One statement: the entries, their settlements (older than 40 days) and the open ones.
    await db.execute(sql`
      with entry as (
        insert into bv_transactions (associate_id, type, status, points, reason, source, order_id,
          order_line_id, amount_paise, valid_till, created_at)
        select associate_id, 'CREDIT', 'PENDING', points,
               'Demo order DEMO-' || lpad(e::text, 8, '0') || ': ' ||
                 (${sql.raw(`array['${PRODUCTS.join("','")}']`)})[1 + e % ${PRODUCTS.length}] ||
                 ' × ' || (1 + e % 3),
               'demo-line:' || e, 90000000 + e, e, points * 350, created_at + interval '365 days',
               created_at
        from (
          select e, ${associate} as associate_id,
                 5 + floor(195 * power(${hash01('p')}, 2))::int as points,
                 to_timestamp(${now / 1000} - ${(730 * DAY_MS) / 1000} * ${hash01('t')}) as created_at
          from generate_series(${from}::int, ${to}::int) as e) drawn
        returning *),
      settled as (
        insert into bv_transactions (associate_id, type, status, points, reason, settles_id,
          order_id, order_line_id, amount_paise, valid_till, created_at)
        select associate_id, type,
               case when order_line_id % 100 < 7 then 'CANCELLED' else 'CONFIRMED' end,
               points, reason, id, order_id, order_line_id, amount_paise, valid_till,
               created_at + interval '35 days'
        from entry where created_at < now() - interval '40 days'
        returning 1)
      insert into bv_pending (entry_id, associate_id, order_id, order_line_id, due_at, created_at)
      select id, associate_id, order_id, order_line_id,
             case when created_at < now() - interval '10 days' then created_at + interval '40 days' end,
             created_at
      from entry where created_at >= now() - interval '40 days'`);
    done += to - from + 1;
    options.onProgress?.(Math.round(done * ROWS_PER_ENTRY), options.rows);
  }
  await rebuildBalances(db);
  return { entries };
}

/** Every balance recomputed from the ledger, then the tree's personal and group BV. */
async function rebuildBalances(db: Db) {
  await db.execute(sql`delete from bv_balances`);
  await db.execute(sql`
    insert into bv_balances (associate_id, pending_points, confirmed_points, cancelled_points,
      pending_count, confirmed_count, cancelled_count)
    select associate_id,
           coalesce(sum(signed) filter (where open), 0),
           coalesce(sum(signed) filter (where status = 'CONFIRMED'), 0),
           coalesce(sum(signed) filter (where status = 'CANCELLED'), 0),
           count(*) filter (where open), count(*) filter (where status = 'CONFIRMED'),
           count(*) filter (where status = 'CANCELLED')
    from (
      select t.associate_id, t.status,
             case when t.type = 'CREDIT' then t.points else -t.points end as signed,
             p.entry_id is not null as open
      from bv_transactions t left join bv_pending p on p.entry_id = t.id) rows
    group by associate_id`);
  const confirmed = await queryRows<{ associate_id: number; points: string | number }>(
    db,
    sql`select associate_id, confirmed_points as points from bv_balances`,
  );
  await setDemoConfirmedBusinessValue({
    db,
    ids: confirmed.map((row) => row.associate_id),
    points: confirmed.map((row) => Number(row.points)),
  });
  await rebuildTreeCounters({ db });
}
