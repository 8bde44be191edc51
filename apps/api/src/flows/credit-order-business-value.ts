import type { Db } from '../db/client';
import type { PurchaseBeneficiary } from '../modules/associates';
import { creditOrderBusinessValue } from '../modules/business-values';
import { readOrderLines, type OrderLineRow } from '../modules/orders';

/**
 * The step of every flow that makes an order PLACED (cash on delivery at once, an online order
 * when its payment is captured): PENDING BV for its lines, points × quantity from the order's
 * snapshots, to the buyer if an associate, else to whoever referred them (decision 0041). An
 * unpaid online order earns nothing; crediting the same order again changes nothing.
 */
export async function creditPlacedOrderBusinessValue(options: {
  db: Db;
  orderId: number;
  orderNumber: string;
  buyerUserId: number;
  /** The order's lines when the flow has them at hand (else read). */
  lines?: readonly OrderLineRow[];
  /** Whose BV it is, when the flow has read it (else read; null: nobody's). */
  beneficiary?: PurchaseBeneficiary | null;
}) {
  const lines =
    options.lines ?? (await readOrderLines({ db: options.db, orderId: options.orderId }));
  return creditOrderBusinessValue({
    db: options.db,
    orderId: options.orderId,
    orderNumber: options.orderNumber,
    buyerUserId: options.buyerUserId,
    beneficiary: options.beneficiary,
    lines: lines.map((line) => ({
      orderLineId: line.id,
      productName: line.name,
      quantity: line.quantity,
      points: line.points,
      amountPaise: line.lineTotalPaise,
    })),
  });
}
