import type { Db } from '../db/client';
import { cancelOrderLinePoints } from '../modules/business-values';
import type { OrderLineRow } from '../modules/orders';
import type { ReturnLineRow } from '../modules/returns';

/** The BV of units given back (a return's lines received, or refunded directly) is cancelled. */
export async function cancelReturnedPoints(options: {
  db: Db;
  orderLines: readonly OrderLineRow[];
  returned: readonly ReturnLineRow[];
  now: Date;
}) {
  for (const returned of options.returned) {
    const line = options.orderLines.find((candidate) => candidate.id === returned.orderLineId)!;
    await cancelOrderLinePoints({
      db: options.db,
      orderLineId: line.id,
      points: line.points * returned.quantity,
      source: `return-line:${returned.id}`,
      now: options.now,
    });
  }
}
