import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TEXTS,
  type GstRate,
  type OrderAddress,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { fromJsonRow, queryRows } from '../../../db/rows';
import { statementOnce } from '../../../db/named-statements';
import { AppError } from '../../../platform/errors';
import {
  orderEvents,
  orderIdempotencyKeys,
  orderLines,
  orders,
  type OrderLineRow,
} from '../tables';

export interface KeyClaim {
  userId: number;
  key: string;
  /** The request's fingerprint: the same key with another body is another order. */
  requestHash: string;
}

/**
 * The first write of a placing transaction, as a statement for the flow to run first: the
 * shopper's Idempotency-Key with the request's hash. It answers one row when the key is new (this
 * transaction now holds it), none when another request has it. A second request with the key
 * waits here until the first commits or rolls back; a rolled-back attempt leaves no key, so its
 * retry places the order afresh. Then earlierOrderForKey says what the earlier request got.
 */
export const claimIdempotencyKeyQuery = ({
  userId,
  key,
  requestHash,
}: {
  [K in keyof KeyClaim]: KeyClaim[K] | SQL;
}) =>
  sql`insert into ${orderIdempotencyKeys} (user_id, key, request_hash)
    values (${userId}, ${key}, ${requestHash})
    on conflict do nothing returning key`;

/** For a key claimed before: its order, or a 409 when the body differs or it is still placing. */
export async function earlierOrderForKey({ db, userId, key, requestHash }: KeyClaim & { db: Db }) {
  const [existing] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
  if (existing?.requestHash !== requestHash) {
    throw new AppError('CONFLICT', ORDER_TEXTS.idempotencyKeyReused);
  }
  if (!existing.orderId) throw new AppError('CONFLICT', ORDER_TEXTS.orderInProgress);
  return { orderId: existing.orderId };
}

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

/**
 * The id of the order createOrder wrote last on this connection, for a statement of the same
 * transaction written right behind it, before its answer (decision 0089). Only valid there: a
 * pooled connection keeps its last value across transactions.
 */
export const createdOrderIdQuery = () => sql`currval(pg_get_serial_sequence('orders', 'id'))`;

/** The lines as arrays, one per column of t(...) in createOrderStatement, in its order. */
const LINE_ARRAYS = [
  ['productId', 'int'],
  ['name', 'text'],
  ['unitPricePaise', 'int'],
  ['quantity', 'int'],
  ['points', 'int'],
  ['image', 'text'],
  ['hsnCode', 'text'],
  ['gstRate', 'int'],
] as const;
type LineArrays = Record<`lines.${(typeof LINE_ARRAYS)[number][0]}`, unknown[]>;

// Every checkout's biggest statement, built once (decision 0091).
const createOrderStatement = statementOnce<
  Omit<NewOrder, 'customer' | 'address' | 'expiresAt' | 'lines'> &
    LineArrays & {
      numberPrefix: string;
      itemCount: number;
      customerName: string;
      customerEmail: string | null;
      customerPhone: string | null;
      /** JSON. */
      address: string;
      expiresAt: string | null;
      keyUserId: number;
      key: string;
    }
>((slot) => {
  // Six digits, more after 999,999.
  const count = sql`(select lpad(n, greatest(6, length(n)), '0')
    from (select nextval('order_number_seq')::text as n) next)`;
  const lineColumns = sql.join(
    LINE_ARRAYS.map(([key, type]) => sql`${slot(`lines.${key}`)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`with placed as (
      insert into ${orders} (number, user_id, status, payment_method, payment_status,
        subtotal_paise, fee_paise, total_paise, discount_paise, coupon_code, item_count,
        customer_name, customer_email, customer_phone, address, expires_at)
      values (${slot('numberPrefix')} || '-' || extract(year from now() at time zone 'Asia/Kolkata')::int
          || '-' || ${count},
        ${slot('userId')}, ${slot('status')}, ${slot('paymentMethod')}, ${slot('paymentStatus')},
        ${slot('subtotalPaise')}, ${slot('feePaise')}, ${slot('totalPaise')},
        ${slot('discountPaise')}, ${slot('couponCode')}, ${slot('itemCount')},
        ${slot('customerName')}, ${slot('customerEmail')}, ${slot('customerPhone')},
        ${slot('address')}::jsonb, ${slot('expiresAt')})
      returning *),
    event as (
      insert into ${orderEvents} (order_id, status, actor, actor_user_id)
      select id, status, 'SHOPPER', ${slot('userId')} from placed),
    claimed as (
      update ${orderIdempotencyKeys} set order_id = (select id from placed)
      where user_id = ${slot('keyUserId')} and key = ${slot('key')}),
    added as (
      insert into ${orderLines} (order_id, product_id, name, unit_price_paise, quantity,
        line_total_paise, points, image, hsn_code, gst_rate)
      select (select id from placed), t.product_id, t.name, t.unit_price, t.quantity,
             t.unit_price * t.quantity, t.points, t.image, t.hsn_code, t.gst_rate
      from unnest(${lineColumns})
        as t(product_id, name, unit_price, quantity, points, image, hsn_code, gst_rate)
      returning id, product_id)
    select (select row_to_json(placed) from placed) as "order",
      (select json_agg(json_build_object('id', id, 'productId', product_id)) from added)
        as "added"`;
});

/**
 * The order with its number, its lines and its first timeline entry, and the shopper's
 * Idempotency-Key pointed at it, in one statement; answers the order with its lines (as stored),
 * so the placing flow's later steps need not read them back. The number's count comes from a
 * sequence, so checkouts never queue on a counter row (decision 0027).
 */
export async function createOrder(options: {
  db: Db;
  order: NewOrder;
  numberPrefix: string;
  idempotencyKey: { userId: number; key: string };
}) {
  const { db, order, numberPrefix, idempotencyKey } = options;
  // Field by field: spreading the order into the values was the placing's costliest line.
  const values = {
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
  } as Parameters<typeof createOrderStatement>[0];
  for (const [key] of LINE_ARRAYS) values[`lines.${key}`] = order.lines.map((line) => line[key]);
  const [written] = await queryRows<{ order: Record<string, unknown>; added: AddedLine[] }>(
    db,
    createOrderStatement(values),
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

interface AddedLine {
  id: number;
  productId: number;
}
