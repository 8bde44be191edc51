import { RETURN_MESSAGES } from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { recordAudit } from '../modules/audit';
import { restockReturnedUnits } from '../modules/catalog';
import { lockOrder, readOrderLines } from '../modules/orders';
import { lockReturn, receiveReturnLines, updateReturn } from '../modules/returns';
import { decideReturnRefund } from './refund-return';
import { cancelReturnedPoints } from './cancel-returned-points';

/**
 * An admin marks returned items received, per line, saying whether each can be sold again — in
 * one transaction holding the order's lock: each line is received once (a second click or a
 * second admin gets a 409), its restockable units go back to stock through the stock ledger,
 * its BV is cancelled. Once every line is in, the return is RECEIVED and, for an online payment,
 * its refund is decided (sent after commit); a cash-on-delivery refund waits for the admin's
 * bank transfer (recordBankRefund).
 */
export async function receiveReturnedItems(options: {
  db: Db;
  orderId: number;
  returnId: number;
  lines: readonly { returnLineId: number; isRestockable: boolean }[];
  actorUserId: number;
}) {
  const { db, orderId, returnId, actorUserId } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, id: orderId });
    const refund = await lockReturn({ db: tx, orderId, returnId });
    options.lines.forEach((line, index) => {
      if (!refund.lines.some((candidate) => candidate.id === line.returnLineId)) {
        throw new AppError('VALIDATION_FAILED', RETURN_MESSAGES.notYourReturnLine, {
          fields: { [`lines.${index}.returnLineId`]: RETURN_MESSAGES.notYourReturnLine },
        });
      }
    });
    const now = new Date();
    const received = await receiveReturnLines({ db: tx, returnId, lines: options.lines, now });
    if (received.length === 0) throw new AppError('CONFLICT', RETURN_MESSAGES.alreadyReceived);
    const orderLines = await readOrderLines({ db: tx, orderId });
    for (const returned of received.filter((line) => line.isRestockable)) {
      const line = orderLines.find((candidate) => candidate.id === returned.orderLineId)!;
      await restockReturnedUnits({
        db: tx,
        lines: [
          { productId: line.productId, variantId: line.variantId, quantity: returned.quantity },
        ],
        reference: `return-line:${returned.id}:restocked`,
      });
    }
    await cancelReturnedPoints({ db: tx, orderLines, returned: received, now });
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'return',
      entityId: returnId,
      action: 'update',
      after: {
        received: received.map((line) => ({ id: line.id, isRestockable: line.isRestockable })),
      },
    });
    const isComplete = refund.lines.every(
      (line) => line.receivedAt || received.some((done) => done.id === line.id),
    );
    if (!isComplete) return refund;
    const inHand = await updateReturn({
      db: tx,
      returnId,
      changes: { status: 'RECEIVED', receivedAt: now },
    });
    if (order.paymentMethod === 'COD') return inHand;
    return decideReturnRefund({
      db: tx,
      order,
      refund: { ...inHand, lines: refund.lines },
      actorUserId,
    });
  });
}
