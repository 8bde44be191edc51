import { sql } from 'drizzle-orm';
import type {
  GstRate,
  OrderAddress,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { fromJsonRow, type JsonRow } from '../../../db/rows';
import {
  orderEvents,
  orderIdempotencyKeys,
  orderLines,
  orders,
  type OrderLineRow,
} from '../tables';

export interface NewOrder {
  userId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotalPaise: number;
  feePaise: number;
  totalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  customer: { name: string; email: string | null; phone: string | null };
  address: OrderAddress;
  expiresAt: Date | null;
  lines: {
    productId: number;
    name: string;
    unitPricePaise: number;
    quantity: number;
    points: number;
    image: string | null;
    hsnCode: string;
    gstRate: GstRate;
  }[];
}

interface AddedLine {
  id: number;
  productId: number;
}

/** The values of NewOrder's lines, one array per column, as placeStatement's `lines.*` take them. */
const LINE_COLUMNS = [
  ['productId', 'int'],
  ['name', 'text'],
  ['unitPricePaise', 'int'],
  ['quantity', 'int'],
  ['points', 'int'],
  ['image', 'text'],
  ['hsnCode', 'text'],
  ['gstRate', 'int'],
] as const;

/**
 * The order, its first timeline entry, the Idempotency-Key pointed at it and its lines: one
 * statement over the module's own tables, named (decision 0094). Its values are placeholders.
 */
const placeStatement = preparedPerDb((db) => {
  const value = (name: string) => sql.placeholder(name);
  // Six digits, more after 999,999.
  const count = sql`(select lpad(n, greatest(6, length(n)), '0')
    from (select nextval('order_number_seq')::text as n) next)`;
  const placed = db.$with('placed', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${orders} (number, user_id, status, payment_method, payment_status,
        subtotal_paise, fee_paise, total_paise, discount_paise, coupon_code, item_count,
        customer_name, customer_email, customer_phone, address, expires_at)
      values (${value('numberPrefix')}::text || '-'
          || extract(year from now() at time zone 'Asia/Kolkata')::int || '-' || ${count},
        ${value('userId')}::int, ${value('status')}, ${value('paymentMethod')},
        ${value('paymentStatus')}, ${value('subtotalPaise')}::int, ${value('feePaise')}::int,
        ${value('totalPaise')}::int, ${value('discountPaise')}::int, ${value('couponCode')},
        ${value('itemCount')}::int, ${value('customerName')}, ${value('customerEmail')},
        ${value('customerPhone')}, ${value('address')}::jsonb, ${value('expiresAt')}::timestamptz)
      returning *`,
  );
  const event = db.$with('event', {}).as(
    sql`insert into ${orderEvents} (order_id, status, actor, actor_user_id)
      select id, status, 'SHOPPER', ${value('userId')}::int from placed`,
  );
  const claimed = db.$with('claimed', {}).as(
    sql`update ${orderIdempotencyKeys} set order_id = (select id from placed)
      where user_id = ${value('keyUserId')}::int and key = ${value('key')}`,
  );
  const columns = sql.join(
    LINE_COLUMNS.map(([key, type]) => sql`${value(`lines.${key}`)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const added = db.$with('added', {}).as(
    sql`insert into ${orderLines} (order_id, product_id, name, unit_price_paise, quantity,
        line_total_paise, points, image, hsn_code, gst_rate)
      select (select id from placed), t.product_id, t.name, t.unit_price, t.quantity,
             t.unit_price * t.quantity, t.points, t.image, t.hsn_code, t.gst_rate
      from unnest(${columns})
        as t(product_id, name, unit_price, quantity, points, image, hsn_code, gst_rate)
      returning id, product_id`,
  );
  return db
    .with(placed, event, claimed, added)
    .select({
      order: sql<JsonRow>`row_to_json(placed)`,
      added: sql<AddedLine[]>`(select json_agg(json_build_object('id', id, 'productId', product_id))
        from added)`,
    })
    .from(placed)
    .prepare('orders_place');
});

/**
 * The order with its number, its lines and its first timeline entry, and the shopper's
 * Idempotency-Key pointed at it, in one statement over the module's own tables; answers the order
 * with its lines (as stored), so the placing flow's later steps need not read them back. The
 * number's count comes from a sequence, so checkouts never queue on a counter row (decision 0027).
 */
export async function createOrder(options: {
  db: Db;
  order: NewOrder;
  numberPrefix: string;
  idempotencyKey: { userId: number; key: string };
}) {
  const { db, order, numberPrefix, idempotencyKey } = options;
  const lineValues = Object.fromEntries(
    LINE_COLUMNS.map(([key]) => [`lines.${key}`, order.lines.map((line) => line[key])]),
  );
  const [written] = await placeStatement(db).execute({
    numberPrefix,
    userId: order.userId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    subtotalPaise: order.subtotalPaise,
    feePaise: order.feePaise,
    totalPaise: order.totalPaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    customerName: order.customer.name,
    customerEmail: order.customer.email,
    customerPhone: order.customer.phone,
    address: JSON.stringify(order.address),
    expiresAt: order.expiresAt?.toISOString() ?? null,
    keyUserId: idempotencyKey.userId,
    key: idempotencyKey.key,
    ...lineValues,
  });
  const row = fromJsonRow(orders, written!.order);
  const idOf = new Map(written!.added.map((line) => [line.productId, line.id]));
  // In readOrderLines' order (by product), as every later reader sees them.
  const lines: OrderLineRow[] = order.lines
    .map((line) => ({
      ...line,
      id: idOf.get(line.productId)!,
      orderId: row.id,
      lineTotalPaise: line.unitPricePaise * line.quantity,
    }))
    .sort((a, b) => a.productId - b.productId);
  return { ...(row as typeof row & { number: string }), lines };
}
