import {
  maskUpiId,
  paiseToRupees,
  soldItemName,
  type OrderActor,
  type OrderReturn,
  type OrderReturns,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { readOrder, readOrderLines } from '../../orders';
import { findPendingRequestId } from '../../requests';
import { listOrderReturns, type ReturnWithLines } from './returns';
import { paidAndRefunded, returnableUnits, returnPendingKey, returnWindowOf } from './return-rules';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toOrderReturn(
  row: ReturnWithLines,
  names: Map<number, string>,
  reader: OrderActor,
): OrderReturn {
  const account = row.bankAccount;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    lines: row.lines.map((line) => ({
      id: line.id,
      orderLineId: line.orderLineId,
      name: names.get(line.orderLineId) ?? '',
      quantity: line.quantity,
      receivedAt: iso(line.receivedAt),
      isRestockable: line.isRestockable,
    })),
    bankAccount: account && {
      holderName: account.holderName,
      // The shopper sees only the end of the number; the admin needs all of it to pay.
      accountNumber:
        reader === 'ADMIN' ? account.accountNumber : `•••• ${account.accountNumber.slice(-4)}`,
      ifsc: account.ifsc,
    },
    upiId: row.upiId && (reader === 'ADMIN' ? row.upiId : maskUpiId(row.upiId)),
    refund:
      row.refundPaise === null || !row.refundMethod
        ? null
        : {
            amount: paiseToRupees(row.refundPaise),
            method: row.refundMethod,
            reference: row.refundReference,
            refundedAt: iso(row.refundedAt),
            creditNote:
              row.creditNoteId && row.creditNoteSerial
                ? { id: row.creditNoteId, serial: row.creditNoteSerial }
                : null,
          },
  };
}

/**
 * An order's returns and refunds as its page shows them: for the shopper (their own order only;
 * anyone else's is a 404) or an admin, with what can still be returned and until when.
 */
export async function readOrderReturns(options: {
  db: Db;
  orderId: number;
  reader: OrderActor;
  userId?: number;
}): Promise<OrderReturns> {
  const { db, orderId, reader } = options;
  const order = await readOrder({ db, id: orderId });
  if (reader === 'SHOPPER' && order.userId !== options.userId) throw notFound('Order');
  const [orderLines, rows, pendingRequestId, window, money] = await Promise.all([
    readOrderLines({ db, orderId }),
    listOrderReturns({ db, orderId }),
    findPendingRequestId({ db, pendingKey: returnPendingKey(orderId) }),
    returnWindowOf({ db, order }),
    paidAndRefunded({ db, order }),
  ]);
  const free = await returnableUnits({ db, lines: orderLines });
  // A return names the size or pack returned, as the order and the invoice do (decision 0107).
  const names = new Map(
    orderLines.map((line) => [line.id, soldItemName(line.name, line.variantLabel)]),
  );
  const hasUnitsLeft = [...free.values()].some((units) => units > 0);
  return {
    returns: rows.map((row) => toOrderReturn(row, names, reader)),
    pendingRequestId,
    returnable: [...free].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
    returnUntil: iso(window.until),
    canRequestReturn:
      order.status === 'DELIVERED' &&
      (window.until?.getTime() ?? 0) >= Date.now() &&
      hasUnitsLeft &&
      pendingRequestId === null,
    paid: paiseToRupees(money.paidPaise),
    refunded: paiseToRupees(money.refundedPaise),
  };
}
