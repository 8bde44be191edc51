import { sql } from 'drizzle-orm';
import type { RepurchaseSummary } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/rows';
import { getVisibleAssociate, listDownlineIds, type Viewer } from '../../associates';

/** India has one time zone and no daylight saving: months start at 00:00 +05:30. */
const IST_OFFSET_MINUTES = 330;

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The first instant (UTC) of the India month `monthsBack` before the one `now` falls in. */
function monthStart(now: Date, monthsBack: number) {
  const local = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1);
  return new Date(start - IST_OFFSET_MINUTES * 60_000);
}

type Kind = 'first' | 'repeat' | 'customer' | 'downline';
interface Row {
  month: string;
  kind: Kind;
  orders: number;
  amount: string | number;
  bv: string | number;
}

/**
 * GET /associates/{id}/repurchase-summary: per India month, the associate's own first purchase
 * and repurchases (orders, amount, BV), the purchases of customers they referred, and the BV of
 * their downline's repurchases. Read from the ledger's order entries that were not cancelled; an
 * associate's first purchase is their earliest such order ever (decision 0041).
 */
export async function getRepurchaseSummary(options: {
  db: Db;
  viewer: Viewer;
  id: number;
  months: number;
  now?: Date;
}): Promise<RepurchaseSummary> {
  const { db, months, now = new Date() } = options;
  const node = await getVisibleAssociate(options);
  const ids = [node.id, ...(await listDownlineIds({ db, top: node }))];
  const since = monthStart(now, months - 1);
  const rows = await queryRows<Row>(
    db,
    sql`with opened as (
          select t.associate_id, t.order_id, t.points, coalesce(t.amount_paise, 0) as amount,
                 t.created_at, t.is_referral
          from bv_transactions t
          where t.associate_id = any(${sqlArray(ids, 'int')})
            and t.order_id is not null and t.source is not null
            and not exists (
              select 1 from bv_transactions c where c.settles_id = t.id and c.status = 'CANCELLED')
        ),
        firsts as (
          select distinct on (associate_id) associate_id, order_id from opened
          where not is_referral order by associate_id, created_at, order_id
        )
        select to_char((o.created_at at time zone 'UTC') + interval '${sql.raw(String(IST_OFFSET_MINUTES))} minutes', 'YYYY-MM') as month,
               case
                 when o.associate_id <> ${node.id} then 'downline'
                 when o.is_referral then 'customer'
                 when o.order_id = f.order_id then 'first'
                 else 'repeat'
               end as kind,
               count(distinct o.order_id)::int as orders,
               sum(o.amount) as amount,
               sum(o.points) as bv
        from opened o left join firsts f on f.associate_id = o.associate_id
        where o.created_at >= ${since.toISOString()}::timestamptz
          and (o.associate_id = ${node.id} or (not o.is_referral and o.order_id <> f.order_id))
        group by 1, 2`,
  );
  const empty = () => ({ orders: 0, amountPaise: 0, bv: 0 });
  const byMonth = new Map<string, RepurchaseSummary['months'][number]>();
  for (let back = months - 1; back >= 0; back -= 1) {
    const start = new Date(monthStart(now, back).getTime() + IST_OFFSET_MINUTES * 60_000);
    byMonth.set(monthKey(start), {
      month: monthKey(start),
      firstPurchase: empty(),
      repurchases: empty(),
      customerPurchases: empty(),
      downlineRepurchaseBv: 0,
    });
  }
  for (const row of rows) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    const figures = { orders: row.orders, amountPaise: Number(row.amount), bv: Number(row.bv) };
    if (row.kind === 'downline') month.downlineRepurchaseBv = figures.bv;
    else if (row.kind === 'first') month.firstPurchase = figures;
    else if (row.kind === 'repeat') month.repurchases = figures;
    else month.customerPurchases = figures;
  }
  return { associateId: node.id, months: [...byMonth.values()] };
}
