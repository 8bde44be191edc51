import type { Db } from '../../db/client';
import {
  creditOrderBusinessValue,
  markOrderDeliveredBusinessValue,
} from '../../modules/business-values';

let nextOrderId = 50_000;

/**
 * An order's BV for a buyer, ordered and delivered 40 days before `confirmedAt`, so the
 * confirmation job run at `confirmedAt` confirms it then (the closings read confirmed BV by the
 * month of its confirmation). No order row: the ledger keeps only the order's id.
 */
export async function deliveredSale(
  db: Db,
  sale: { buyerUserId: number; points: number; confirmedAt: string },
) {
  const now = new Date(new Date(sale.confirmedAt).getTime() - 40 * 86_400_000);
  const orderId = (nextOrderId += 1);
  await creditOrderBusinessValue({
    db,
    orderId,
    orderNumber: `PGM-2026-${orderId}`,
    buyerUserId: sale.buyerUserId,
    lines: [
      {
        orderLineId: orderId,
        productName: 'Tulsi Green Tea',
        quantity: 1,
        points: sale.points,
        amountPaise: sale.points * 300,
      },
    ],
    now,
  });
  await markOrderDeliveredBusinessValue({ db, orderId, deliveredAt: now });
  return orderId;
}
