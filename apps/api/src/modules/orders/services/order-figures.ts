import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { OrderStatus } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { orders } from '../tables';

/** Orders that are sales: placed (paid, or cash on delivery) and not undone. */
const SOLD: OrderStatus[] = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'];

/** Sales between two moments (of one buyer, if given): the orders' totals in paise, and how many. */
export async function sumSales(options: { db: Db; from: Date; to: Date; userId?: number }) {
  const [row] = await options.db
    .select({ totalPaise: sum(orders.totalPaise).mapWith(Number), orders: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.status, SOLD),
        gte(orders.placedAt, options.from),
        lt(orders.placedAt, options.to),
        options.userId === undefined ? undefined : eq(orders.userId, options.userId),
      ),
    );
  return { totalPaise: row?.totalPaise ?? 0, orders: row?.orders ?? 0 };
}

/** Sales per day in paise (Indian dates, YYYY-MM-DD) since a moment, for a chart. */
export async function sumSalesByDay(options: { db: Db; from: Date }) {
  const day = sql<string>`to_char((${orders.placedAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  return options.db
    .select({ day, value: sum(orders.totalPaise).mapWith(Number) })
    .from(orders)
    .where(and(inArray(orders.status, SOLD), gte(orders.placedAt, options.from)))
    .groupBy(day);
}

/**
 * How many orders are in each status now: those placed since a moment (an index range, so the
 * overview stays fast however many orders there are), or among the given statuses.
 */
export async function countOrdersByStatus(options: {
  db: Db;
  since?: Date;
  statuses?: OrderStatus[];
}) {
  const { db, since, statuses } = options;
  const rows = await db
    .select({ status: orders.status, value: count() })
    .from(orders)
    .where(
      and(
        since ? gte(orders.placedAt, since) : undefined,
        statuses ? inArray(orders.status, statuses) : undefined,
      ),
    )
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.value]));
}

/** These buyers' sales, whenever placed: how many, their totals in paise, and which orders. */
export async function listSalesOfBuyers({ db, userIds }: { db: Db; userIds: number[] }) {
  const rows = userIds.length
    ? await db
        .select({ id: orders.id, totalPaise: orders.totalPaise })
        .from(orders)
        .where(and(inArray(orders.userId, userIds), inArray(orders.status, SOLD)))
    : [];
  return {
    orders: rows.length,
    totalPaise: rows.reduce((total, row) => total + row.totalPaise, 0),
    orderIds: rows.map((row) => row.id),
  };
}
