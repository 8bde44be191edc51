import { sql } from 'drizzle-orm';
import type {
  GstRate,
  OrderAddress,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { fromJsonRow, queryRows, sqlArray, type JsonRow } from '../../../db/rows';
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
  const column = <K extends keyof NewOrder['lines'][number]>(key: K, type: 'int' | 'text') =>
    sqlArray(
      order.lines.map((line) => line[key]),
      type,
    );
  // Six digits, more after 999,999.
  const count = sql`(select lpad(n, greatest(6, length(n)), '0')
    from (select nextval('order_number_seq')::text as n) next)`;
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const [written] = await queryRows<{ order: JsonRow; added: AddedLine[] }>(
    db,
    sql`with placed as (
      insert into ${orders} (number, user_id, status, payment_method, payment_status,
        subtotal_paise, fee_paise, total_paise, discount_paise, coupon_code, item_count,
        customer_name, customer_email, customer_phone, address, expires_at)
      values (${numberPrefix} || '-' || extract(year from now() at time zone 'Asia/Kolkata')::int
          || '-' || ${count},
        ${order.userId}, ${order.status}, ${order.paymentMethod}, ${order.paymentStatus},
        ${order.subtotalPaise}, ${order.feePaise}, ${order.totalPaise}, ${order.discountPaise},
        ${order.couponCode}, ${itemCount}, ${order.customer.name}, ${order.customer.email},
        ${order.customer.phone}, ${JSON.stringify(order.address)}::jsonb,
        ${order.expiresAt?.toISOString() ?? null}::timestamptz)
      returning *),
    event as (
      insert into ${orderEvents} (order_id, status, actor, actor_user_id)
      select id, status, 'SHOPPER', ${order.userId} from placed),
    claimed as (
      update ${orderIdempotencyKeys} set order_id = (select id from placed)
      where user_id = ${idempotencyKey.userId} and key = ${idempotencyKey.key}),
    added as (
      insert into ${orderLines} (order_id, product_id, name, unit_price_paise, quantity,
        line_total_paise, points, image, hsn_code, gst_rate)
      select (select id from placed), t.product_id, t.name, t.unit_price, t.quantity,
             t.unit_price * t.quantity, t.points, t.image, t.hsn_code, t.gst_rate
      from unnest(${column('productId', 'int')}, ${column('name', 'text')},
          ${column('unitPricePaise', 'int')}, ${column('quantity', 'int')},
          ${column('points', 'int')}, ${column('image', 'text')}, ${column('hsnCode', 'text')},
          ${column('gstRate', 'int')})
        as t(product_id, name, unit_price, quantity, points, image, hsn_code, gst_rate)
      returning id, product_id)
    select (select row_to_json(placed) from placed) as "order",
      (select json_agg(json_build_object('id', id, 'productId', product_id)) from added)
        as "added"`,
  );
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
