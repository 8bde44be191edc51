import { RETURN_MESSAGES, type DirectRefund } from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { recordAudit } from '../modules/audit';
import { releaseCouponUse } from '../modules/coupons';
import { lockOrder, readOrderLines, type OrderLineRow, type OrderRow } from '../modules/orders';
import { requestRefund } from '../modules/payments';
import {
  assertRefundFits,
  checkReturnableLines,
  countReturnedUnits,
  insertReturn,
  lockReturn,
  type ReturnWithLines,
  updateReturn,
} from '../modules/returns';
import { issueCreditNote } from './issue-credit-note';
import { cancelReturnedPoints } from './cancel-returned-points';

/**
 * Every unit of the order is now in a refunded return: the one place where a full return is
 * known. The coupon's use is given back (decision 0066), and the order's full return audited.
 */
async function whenOrderFullyReturned(options: { db: Db; order: OrderRow; actorUserId: number }) {
  const { db, order, actorUserId } = options;
  const isCouponReleased = await releaseCouponUse({ db, orderId: order.id });
  await recordAudit({
    db,
    actorUserId,
    entity: 'order',
    entityId: order.id,
    action: 'update',
    after: { fullyReturned: true, isCouponReleased },
  });
}

async function isFullyReturned(db: Db, orderLines: readonly OrderLineRow[]) {
  const returned = await countReturnedUnits({ db, orderId: orderLines[0]!.orderId });
  return orderLines.every((line) => (returned.get(line.id) ?? 0) >= line.quantity);
}

/**
 * Decides the refund of a return whose goods are in (or a direct refund), in the caller's
 * transaction holding the order's lock: a credit note for its units sizes it (decision 0066),
 * checked against what is left of what was paid, then an online refund row (sent after commit with its X-Refund-Idempotency key) or the bank
 * transfer the admin made, recorded with its reference.
 */
export async function decideReturnRefund(options: {
  db: Db;
  order: OrderRow;
  refund: ReturnWithLines;
  actorUserId: number;
  bankReference?: string;
}) {
  const { db, order, refund, actorUserId, bankReference } = options;
  const orderLines = await readOrderLines({ db, orderId: order.id });
  // The refund is the credit note, to the paisa: both written in this transaction.
  const creditNote = await issueCreditNote({
    db,
    orderId: order.id,
    items: refund.lines.map(({ orderLineId, quantity }) => ({ orderLineId, quantity })),
    reason: refund.reason,
  });
  const amountPaise = creditNote.grandTotalPaise;
  const { payment } = await assertRefundFits({ db, order, amountPaise });
  const credited = { creditNoteId: creditNote.creditNoteId, creditNoteSerial: creditNote.serial };
  const now = new Date();
  let after;
  if (payment) {
    const refundKey = `return-${refund.id}-refund`;
    await requestRefund({
      db,
      paymentId: payment.id,
      orderId: order.id,
      amountPaise,
      reason: refund.kind === 'RETURN' ? 'RETURN' : 'DIRECT_REFUND',
      idempotencyKey: refundKey,
    });
    after = await updateReturn({
      db,
      returnId: refund.id,
      changes: {
        status: 'REFUNDING',
        refundPaise: amountPaise,
        refundMethod: 'RAZORPAY',
        refundKey,
        ...credited,
      },
    });
  } else {
    if (!bankReference)
      throw new AppError('VALIDATION_FAILED', RETURN_MESSAGES.bankReferenceNeeded);
    after = await updateReturn({
      db,
      returnId: refund.id,
      changes: {
        status: 'REFUNDED',
        refundPaise: amountPaise,
        // Paid as the shopper asked: to their UPI ID or their bank account (decision 0115).
        refundMethod: refund.upiId ? 'UPI' : 'BANK_TRANSFER',
        refundReference: bankReference,
        refundedAt: now,
        ...credited,
      },
    });
  }
  await recordAudit({
    db,
    actorUserId,
    entity: 'return',
    entityId: refund.id,
    action: 'update',
    before: { status: refund.status },
    after: {
      status: after.status,
      refundPaise: amountPaise,
      refundMethod: after.refundMethod,
      creditNote: creditNote.serial,
    },
  });
  if (await isFullyReturned(db, orderLines))
    await whenOrderFullyReturned({ db, order, actorUserId });
  return after;
}

/** A cash-on-delivery return, received: the admin records the bank transfer that refunded it. */
export async function recordBankRefund(options: {
  db: Db;
  orderId: number;
  returnId: number;
  reference: string;
  actorUserId: number;
}) {
  const { db, orderId, returnId, reference, actorUserId } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, id: orderId });
    const refund = await lockReturn({ db: tx, orderId, returnId });
    if (order.paymentMethod !== 'COD')
      throw new AppError('CONFLICT', RETURN_MESSAGES.refundIsOnline);
    if (refund.status === 'PICKUP_SCHEDULED')
      throw new AppError('CONFLICT', RETURN_MESSAGES.notReceivedYet);
    if (refund.status !== 'RECEIVED')
      throw new AppError('CONFLICT', RETURN_MESSAGES.alreadyRefunded);
    return decideReturnRefund({ db: tx, order, refund, actorUserId, bankReference: reference });
  });
}

/**
 * An admin refunds delivered units without a return (damaged, missing, goodwill): their BV is
 * cancelled and the refund decided at once — online through Razorpay, cash on delivery as the
 * bank transfer the admin made (its reference). No stock moves. Audited.
 */
export async function refundOrderLines(options: {
  db: Db;
  orderId: number;
  input: DirectRefund;
  actorUserId: number;
}) {
  const { db, orderId, input, actorUserId } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, id: orderId });
    if (order.paymentMethod === 'COD' && !input.bankReference) {
      throw new AppError('VALIDATION_FAILED', RETURN_MESSAGES.bankReferenceNeeded, {
        fields: { bankReference: RETURN_MESSAGES.bankReferenceNeeded },
      });
    }
    const orderLines = await readOrderLines({ db: tx, orderId });
    const chosen = await checkReturnableLines({ db: tx, order, orderLines, chosen: input.lines });
    const now = new Date();
    const refund = await insertReturn({
      db: tx,
      orderId,
      kind: 'REFUND',
      status: 'RECEIVED',
      requestId: null,
      reason: input.reason,
      bankAccount: null,
      createdBy: actorUserId,
      lines: chosen.map(({ line, quantity }) => ({ orderLineId: line.id, quantity })),
      receivedAt: now,
    });
    await cancelReturnedPoints({ db: tx, orderLines, returned: refund.lines, now });
    return decideReturnRefund({
      db: tx,
      order,
      refund,
      actorUserId,
      bankReference: input.bankReference,
    });
  });
}
