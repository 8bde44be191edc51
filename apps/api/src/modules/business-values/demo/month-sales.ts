import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

const BATCH = 250_000;

/**
 * Benchmark data for the monthly closing: `orders` demo orders of one line each (reasons say
 * "Demo month order"), bought by associates drawn uniformly from firstId..lastId, each entry
 * opened PENDING 35 days before and CONFIRMED at a moment inside [start, end). A second call
 * for the same month adds only what is missing. Balances are left as they are: these rows exist
 * to be closed, not shown.
 */
export async function fillDemoMonthSales(options: {
  db: Db;
  month: string;
  start: Date;
  end: Date;
  orders: number;
  firstId: number;
  lastId: number;
  onProgress?: (written: number) => void;
}) {
  const { db, month, start, end, orders, firstId, lastId } = options;
  const prefix = `demo-month:${month}:`;
  const [{ done } = { done: 0 }] = await queryRows<{ done: number }>(
    db,
    sql`select count(*)::int as done from bv_transactions where source like ${`${prefix}%`}`,
  );
  const span = lastId - firstId + 1;
  const seconds = (end.getTime() - start.getTime()) / 1000;
  for (let at = done; at < orders; at += BATCH) {
    const to = Math.min(orders, at + BATCH);
    await db.execute(sql`
      with drawn as (
        select e, ${firstId} + (hashint8(e::bigint * 7919) & 2147483647) % ${span} as associate_id,
               5 + (hashint8(e::bigint * 104729) & 2147483647) % 196 as points,
               to_timestamp(${start.getTime() / 1000}
                 + ((hashint8(e::bigint * 15485863) & 2147483647) % ${Math.floor(seconds)})) as confirmed_at
        from generate_series(${at + 1}::int, ${to}::int) as e),
      entry as (
        insert into bv_transactions (associate_id, type, status, points, reason, source, order_id,
          order_line_id, amount_paise, valid_till, created_at)
        select associate_id, 'CREDIT', 'PENDING', points, 'Demo month order ' || e,
               ${prefix} || e, 80000000 + e, e, points * 350,
               confirmed_at + interval '330 days', confirmed_at - interval '35 days'
        from drawn
        returning id, associate_id, points, order_id, order_line_id, amount_paise, valid_till, created_at, reason)
      insert into bv_transactions (associate_id, type, status, points, reason, settles_id,
        order_id, order_line_id, amount_paise, valid_till, created_at)
      select associate_id, 'CREDIT', 'CONFIRMED', points, reason, id, order_id, order_line_id,
             amount_paise, valid_till, created_at + interval '35 days'
      from entry`);
    options.onProgress?.(to);
  }
  await db.execute(sql`vacuum analyze bv_transactions`);
  return { orders };
}
