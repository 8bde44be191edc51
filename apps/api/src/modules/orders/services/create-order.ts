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
import { readProductsForSale, readVariantsForSale } from '../../catalog';
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
    /** The size or pack sold (decision 0107); absent: the product's first variant. */
    variantId?: number;
    /** Its label ("1 kg"); absent: the variant's label as the catalogue has it now. */
    variantLabel?: string;
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
  variantId: number;
}

/**
 * The order, its first timeline entry, the Idempotency-Key pointed at it and its lines: one
 * statement over the module's own tables, named (decision 0094). The order and its lines come as
 * two JSON values, so the statement has three parameters whatever the order holds.
 */
const placeStatement = preparedPerDb((db) => {
  const placed = db.$with('placed', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${orders} (number, user_id, status, payment_method, payment_status,
        subtotal_paise, fee_paise, total_paise, discount_paise, coupon_code, item_count,
        customer_name, customer_email, customer_phone, address, expires_at)
      select o.number_prefix || '-' || extract(year from now() at time zone 'Asia/Kolkata')::int
          || '-' || lpad(next.n, greatest(6, length(next.n)), '0'),
        o.user_id, o.status, o.payment_method, o.payment_status, o.subtotal_paise, o.fee_paise,
        o.total_paise, o.discount_paise, o.coupon_code, o.item_count, o.customer_name,
        o.customer_email, o.customer_phone, o.address, o.expires_at
      from json_to_record(${sql.placeholder('order')}::json) as o(number_prefix text,
          user_id int, status text, payment_method text, payment_status text,
          subtotal_paise bigint, fee_paise bigint, total_paise bigint, discount_paise bigint,
          coupon_code text, item_count int, customer_name text, customer_email text,
          customer_phone text, address jsonb, expires_at timestamptz),
        -- Six digits, more after 999,999.
        (select nextval('order_number_seq')::text as n) next
      returning *`,
  );
  const event = db.$with('event', {}).as(
    sql`insert into ${orderEvents} (order_id, status, actor, actor_user_id)
      select id, status, 'SHOPPER', user_id from placed`,
  );
  const claimed = db.$with('claimed', {}).as(
    sql`update ${orderIdempotencyKeys} set order_id = (select id from placed)
      where user_id = ${sql.placeholder('keyUserId')}::int and key = ${sql.placeholder('key')}`,
  );
  const added = db.$with('added', {}).as(
    sql`insert into ${orderLines} (order_id, product_id, variant_id, name, variant_label,
        unit_price_paise, quantity, line_total_paise, points, image, hsn_code, gst_rate)
      select (select id from placed), t.product_id, t.variant_id, t.name, t.variant_label,
             t.unit_price_paise, t.quantity, t.unit_price_paise * t.quantity, t.points, t.image,
             t.hsn_code, t.gst_rate
      from json_to_recordset(${sql.placeholder('lines')}::json) as t(product_id int,
          variant_id int, name text, variant_label text, unit_price_paise bigint, quantity int,
          points int, image text, hsn_code text, gst_rate int)
      returning id, variant_id`,
  );
  return db
    .with(placed, event, claimed, added)
    .select({
      order: sql<JsonRow>`row_to_json(placed)`,
      added: sql<AddedLine[]>`(select json_agg(json_build_object('id', id, 'variantId', variant_id))
        from added)`,
    })
    .from(placed)
    .prepare('orders_place');
});

/**
 * The lines with their variants: a caller that names none (a seed) sells each product's first
 * variant, under the label the catalogue gives it now.
 */
async function withSoldVariants(db: Db, lines: NewOrder['lines']) {
  const unnamed = lines.filter((line) => line.variantId === undefined);
  const unlabelled = lines.filter((line) => line.variantId !== undefined && !line.variantLabel);
  // One after the other: `db` is the checkout's transaction, one connection.
  const first = await readProductsForSale({
    db,
    productIds: unnamed.map((line) => line.productId),
  });
  const named = await readVariantsForSale({
    db,
    variantIds: unlabelled.map((line) => line.variantId!),
  });
  return lines.map((line) => {
    const variant =
      line.variantId === undefined ? first.get(line.productId) : named.get(line.variantId);
    return {
      ...line,
      variantId: line.variantId ?? variant?.variantId ?? 0,
      variantLabel: line.variantLabel ?? variant?.variantLabel ?? '',
    };
  });
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
  const { db, order: given, numberPrefix, idempotencyKey } = options;
  const order = { ...given, lines: await withSoldVariants(db, given.lines) };
  const [written] = await placeStatement(db).execute({
    order: JSON.stringify({
      number_prefix: numberPrefix,
      user_id: order.userId,
      status: order.status,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      subtotal_paise: order.subtotalPaise,
      fee_paise: order.feePaise,
      total_paise: order.totalPaise,
      discount_paise: order.discountPaise,
      coupon_code: order.couponCode,
      item_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      customer_name: order.customer.name,
      customer_email: order.customer.email,
      customer_phone: order.customer.phone,
      address: order.address,
      expires_at: order.expiresAt?.toISOString() ?? null,
    }),
    lines: JSON.stringify(
      order.lines.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        name: line.name,
        variant_label: line.variantLabel,
        unit_price_paise: line.unitPricePaise,
        quantity: line.quantity,
        points: line.points,
        image: line.image,
        hsn_code: line.hsnCode,
        gst_rate: line.gstRate,
      })),
    ),
    keyUserId: idempotencyKey.userId,
    key: idempotencyKey.key,
  });
  const row = fromJsonRow(orders, written!.order);
  const idOf = new Map(written!.added.map((line) => [line.variantId, line.id]));
  // In readOrderLines' order (by product, then variant), as every later reader sees them.
  const lines: OrderLineRow[] = order.lines
    .map((line) => ({
      ...line,
      id: idOf.get(line.variantId)!,
      orderId: row.id,
      lineTotalPaise: line.unitPricePaise * line.quantity,
    }))
    .sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
  return { ...(row as typeof row & { number: string }), lines };
}
