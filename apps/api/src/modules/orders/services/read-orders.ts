import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  canMoveOrder,
  CART_FEE_PERCENT,
  nextOrderStatuses,
  ORDER_NUMBER_PATTERN,
  paiseToRupees,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderSummary,
  type OrderActor,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { descNullsLast } from '../../../db/order-by';
import { notFound } from '../../../platform/errors';
import { orderEvents, orderLines, orders, type OrderLineRow, type OrderRow } from '../tables';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSummary(row: OrderRow, lines: Pick<OrderLineRow, 'name' | 'image'>[]): OrderSummary {
  return {
    id: row.id,
    number: row.number ?? '',
    placedAt: row.placedAt.toISOString(),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    itemCount: row.itemCount,
    itemNames: lines.slice(0, 3).map((line) => line.name),
    image: lines[0]?.image ?? null,
    total: paiseToRupees(row.totalPaise),
  };
}

async function linesByOrder(db: Db, orderIds: number[]) {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/**
 * An order page's lines and timeline, as JSON beside the order's row: one statement. The
 * sub-selects name `"orders".id` in full: a one-table select renders its columns unqualified,
 * and a bare "id" would be the line's own.
 */
interface DetailLine {
  id: number;
  productId: number;
  variantId: number;
  variantLabel: string;
  name: string;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
  points: number;
  image: string | null;
}
interface DetailEvent {
  status: OrderStatus;
  at: string;
  actor: OrderActor;
  note: string | null;
}
const detailColumns = {
  order: orders,
  lines: sql<DetailLine[]>`(
    select coalesce(json_agg(json_build_object('id', l.id, 'productId', l.product_id,
      'variantId', l.variant_id, 'variantLabel', l.variant_label, 'name', l.name, 'unitPricePaise', l.unit_price_paise, 'quantity', l.quantity,
      'lineTotalPaise', l.line_total_paise, 'points', l.points, 'image', l.image)
      order by l.id), '[]')
    from ${orderLines} l where l.order_id = ${orders}.id)`,
  events: sql<DetailEvent[]>`(
    select coalesce(json_agg(json_build_object('status', e.status, 'at', e.at,
      'actor', e.actor, 'note', e.note) order by e.id), '[]')
    from ${orderEvents} e where e.order_id = ${orders}.id)`,
};

/** The order read with its lines and timeline (null when `where` finds none). */
async function readDetailRow(db: Db, where: SQL | undefined) {
  const [found] = await db.select(detailColumns).from(orders).where(where);
  return found ?? null;
}

/** The order with everything its page shows, for the shopper or an admin. */
function toDetail(
  { order: row, lines, events }: NonNullable<Awaited<ReturnType<typeof readDetailRow>>>,
  reader: OrderActor,
): OrderDetail {
  const isPayable =
    row.status === 'PENDING_PAYMENT' && (row.expiresAt?.getTime() ?? 0) > Date.now();
  return {
    ...toSummary(row, lines),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      name: line.name,
      unitPrice: paiseToRupees(line.unitPricePaise),
      quantity: line.quantity,
      lineTotal: paiseToRupees(line.lineTotalPaise),
      points: line.points,
      image: line.image,
    })),
    address: row.address,
    subtotal: paiseToRupees(row.subtotalPaise),
    discount: paiseToRupees(row.discountPaise),
    couponCode: row.couponCode,
    fee: paiseToRupees(row.feePaise),
    feePercent: CART_FEE_PERCENT,
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      reference: row.paymentReference,
      refundReference: row.refundReference,
      paidAt: iso(row.paidAt),
      expiresAt: iso(row.expiresAt),
    },
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    events: events.map((event) => ({
      status: event.status,
      at: new Date(event.at).toISOString(),
      by: event.actor,
      note: event.note,
    })),
    canCancel: canMoveOrder(row.status, 'CANCELLED', reader),
    canPay: reader === 'SHOPPER' && row.paymentMethod === 'RAZORPAY' && isPayable,
  };
}

/**
 * An order createOrder has just written, as its shopper's page shows it, without reading it
 * back: its lines in the order they were added, and one timeline entry (written in the same
 * transaction, so at the order's own time).
 */
export function toPlacedOrderDetail(order: OrderRow & { lines: OrderLineRow[] }): OrderDetail {
  return toDetail(
    {
      order,
      lines: [...order.lines].sort((a, b) => a.id - b.id),
      events: [
        { status: order.status, at: order.placedAt.toISOString(), actor: 'SHOPPER', note: null },
      ],
    },
    'SHOPPER',
  );
}

/** An order number or an id, as the order page's URL may carry either. */
const byRef = (ref: string): SQL =>
  ORDER_NUMBER_PATTERN.test(ref)
    ? eq(orders.number, ref)
    : /^\d{1,9}$/.test(ref)
      ? eq(orders.id, Number(ref))
      : sql`false`;

/** One of the shopper's orders; anyone else's (or none) is a 404. */
export async function getShopperOrder(options: { db: Db; userId: number; ref: string }) {
  const { db, userId, ref } = options;
  const found = await readDetailRow(db, and(byRef(ref), eq(orders.userId, userId)));
  if (!found) throw notFound('Order');
  return toDetail(found, 'SHOPPER');
}

/** An order by id as the shopper who placed it sees it (after placing or paying). */
export async function getOrderForShopper(options: { db: Db; userId: number; id: number }) {
  return getShopperOrder({ ...options, ref: String(options.id) });
}

/** The shopper's orders, newest first. */
/** Newest first, as the orders' indexes read: a shopper's by id, all of them by time placed. */
export const SHOPPER_ORDERS_ORDER = [descNullsLast(orders.id)];
export const ADMIN_ORDERS_ORDER = [descNullsLast(orders.placedAt), descNullsLast(orders.id)];

export async function listShopperOrders(options: {
  db: Db;
  userId: number;
  page: number;
  limit: number;
}) {
  const { db, userId, page, limit } = options;
  const where = eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...SHOPPER_ORDERS_ORDER)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toSummary(row, lines.get(row.id) ?? [])),
    page,
    limit,
    total: total?.value ?? 0,
  };
}

/** Escapes LIKE wildcards so a search for "50%" means that very text. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The admin filters as SQL: status, method, India-time dates, and a search over number and customer. */
export function adminOrderConditions(filter: AdminOrderFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.from) {
    conditions.push(
      sql`${orders.placedAt} >= (${filter.from}::date)::timestamp at time zone 'Asia/Kolkata'`,
    );
  }
  if (filter.to) {
    conditions.push(
      sql`${orders.placedAt} < (${filter.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
    );
  }
  if (filter.q) {
    const pattern = contains(filter.q);
    const digits = filter.q.replace(/\D/g, '');
    conditions.push(
      or(
        sql`${orders.number} ilike ${pattern}`,
        sql`${orders.customerName} ilike ${pattern}`,
        sql`${orders.customerEmail} ilike ${pattern}`,
        sql`${orders.address}->>'name' ilike ${pattern}`,
        ...(digits.length >= 4
          ? [
              sql`${orders.customerPhone} like ${`%${digits}%`}`,
              sql`${orders.address}->>'phone' like ${`%${digits}%`}`,
            ]
          : []),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const toAdminSummary = (row: OrderRow, lines: OrderLineRow[]): AdminOrderSummary => ({
  ...toSummary(row, lines),
  customerName: row.customerName,
  customerPhone: row.customerPhone ?? row.address.phone,
});

/** Admins' order list with filters, newest first. */
export async function listAdminOrders(options: {
  db: Db;
  filter: AdminOrderFilter;
  page: number;
  limit: number;
}) {
  const { db, filter, page, limit } = options;
  const where = adminOrderConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...ADMIN_ORDERS_ORDER)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toAdminSummary(row, lines.get(row.id) ?? [])),
    page,
    limit,
    total: total?.value ?? 0,
  };
}

/** Any order by number or id, for the console: with the customer and the allowed next statuses. */
export async function getAdminOrder({
  db,
  ref,
}: {
  db: Db;
  ref: string;
}): Promise<AdminOrderDetail> {
  const found = await readDetailRow(db, byRef(ref));
  if (!found) throw notFound('Order');
  const row = found.order;
  return {
    ...toDetail(found, 'ADMIN'),
    customer: {
      id: row.userId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    nextStatuses: nextOrderStatuses(row.status, 'ADMIN'),
  };
}
