import { and, desc, lt, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  rupeesText,
  paiseToRupees,
  type AdminOrderFilter,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { orders, type OrderRow } from '../tables';
import { adminOrderConditions } from './read-orders';

const BATCH = 500;
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const money = (paise: number) => rupeesText(paiseToRupees(paise));

/** The columns an accountant or the dispatch desk reads, in order. */
const COLUMNS: [string, (row: OrderRow) => string | number | null][] = [
  ['Order number', (row) => row.number],
  ['Placed at (IST)', (row) => indiaTime.format(row.placedAt)],
  ['Status', (row) => ORDER_STATUS_LABELS[row.status]],
  ['Payment method', (row) => PAYMENT_METHOD_LABELS[row.paymentMethod]],
  ['Payment status', (row) => PAYMENT_STATUS_LABELS[row.paymentStatus]],
  ['Payment reference', (row) => row.paymentReference],
  ['Customer', (row) => row.customerName],
  ['Email', (row) => row.customerEmail],
  ['Phone', (row) => row.customerPhone ?? row.address.phone],
  ['Items', (row) => row.itemCount],
  ['Subtotal (INR)', (row) => money(row.subtotalPaise)],
  ['Discount (INR)', (row) => money(row.discountPaise)],
  ['Coupon', (row) => row.couponCode ?? ''],
  ['Fee (INR)', (row) => money(row.feePaise)],
  ['Total (INR)', (row) => money(row.totalPaise)],
  ['Deliver to', (row) => row.address.name],
  ['City', (row) => row.address.city],
  ['State', (row) => row.address.state],
  ['PIN code', (row) => row.address.postalCode],
  ['Courier', (row) => row.courier],
  ['Tracking number', (row) => row.trackingNumber],
];

/** Orders matching the filter, newest first, read in batches (keyset on id). */
async function* matchingOrders(db: Db, filter: AdminOrderFilter) {
  const where = adminOrderConditions(filter);
  let before: number | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [where, before ? lt(orders.id, before) : undefined];
    const rows = await db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.id))
      .limit(BATCH);
    yield* rows;
    if (rows.length < BATCH) return;
    before = rows.at(-1)!.id;
  }
}

/**
 * The admin list's orders for `sendCsv` (platform/csv.ts: quoting, formula-safe cells,
 * streamed): one record per order, keyed by the column headings, read batch by batch.
 */
export function exportOrdersCsv({ db, filter }: { db: Db; filter: AdminOrderFilter }) {
  return {
    columns: COLUMNS.map(([header]) => header),
    rows: (async function* () {
      for await (const row of matchingOrders(db, filter)) {
        yield Object.fromEntries(COLUMNS.map(([header, value]) => [header, value(row)]));
      }
    })(),
  };
}
