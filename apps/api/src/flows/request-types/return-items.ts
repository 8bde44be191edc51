import {
  formatRupees,
  maskUpiId,
  paiseToRupees,
  requestPayloadSchemas,
  RETURN_MESSAGES,
} from '@saathi/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import { lockOrder, readOrder, readOrderLines, type OrderRow } from '../../modules/orders';
import {
  checkReturnableLines,
  insertReturn,
  returnPendingKey,
  returnWindowOf,
} from '../../modules/returns';
import type { UserRow } from '../../modules/users';

import { defineRequestType } from './request-type';

type Payload = ReturnType<typeof requestPayloadSchemas.RETURN.parse>;

/** The shopper's own delivered order, the chosen lines free to return, an account for COD. */
async function checkReturn(options: {
  db: Db;
  order: OrderRow;
  requester: UserRow;
  payload: Payload;
}) {
  const { db, order, requester, payload } = options;
  if (order.userId !== requester.id) throw notFound('Order');
  if (order.paymentMethod === 'COD' && !payload.bankAccount && !payload.upiId) {
    throw new AppError('VALIDATION_FAILED', RETURN_MESSAGES.bankAccountNeeded, {
      fields: {
        bankAccount: RETURN_MESSAGES.bankAccountNeeded,
        upiId: RETURN_MESSAGES.bankAccountNeeded,
      },
    });
  }
  const orderLines = await readOrderLines({ db, orderId: order.id });
  return checkReturnableLines({ db, order, orderLines, chosen: payload.lines });
}

const maskAccount = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

function refundTo({ bankAccount, upiId }: Payload) {
  if (bankAccount)
    return `${bankAccount.holderName}, ${maskAccount(bankAccount.accountNumber)}, ${bankAccount.ifsc}`;
  return upiId ? `UPI ID ${maskUpiId(upiId)}` : 'The original online payment';
}

/**
 * A shopper asks to return delivered items within the return window (decision 0065): one
 * pending return per order; approving it schedules the pickup (the return's first status).
 */
export const returnItems = defineRequestType({
  schema: requestPayloadSchemas.RETURN,
  async prepare({ db, requester, payload }) {
    const order = await readOrder({ db, id: payload.orderId });
    const chosen = await checkReturn({ db, order, requester, payload });
    const window = await returnWindowOf({ db, order });
    if (!window.until || window.until.getTime() < Date.now()) {
      throw new AppError('CONFLICT', RETURN_MESSAGES.windowOver(window.days));
    }
    const items = chosen.map(({ line, quantity }) => `${line.name} × ${quantity}`).join(', ');
    const value = chosen.reduce(
      (sum, { line, quantity }) => sum + line.unitPricePaise * quantity,
      0,
    );
    return {
      pendingKey: returnPendingKey(order.id),
      details: [
        { label: 'Order', value: order.number ?? String(order.id) },
        { label: 'Items', value: items },
        { label: 'Value of the items', value: formatRupees(paiseToRupees(value)) },
        { label: 'Reason', value: payload.reason },
        { label: 'Refund to', value: refundTo(payload) },
      ],
    };
  },
  async apply({ db, request, requester, payload, actorUserId }) {
    const order = await lockOrder({ db, id: payload.orderId });
    const chosen = await checkReturn({ db, order, requester, payload });
    const created = await insertReturn({
      db,
      orderId: order.id,
      kind: 'RETURN',
      status: 'PICKUP_SCHEDULED',
      requestId: request.id,
      reason: payload.reason,
      bankAccount: order.paymentMethod === 'COD' ? (payload.bankAccount ?? null) : null,
      upiId: order.paymentMethod === 'COD' ? (payload.upiId ?? null) : null,
      createdBy: requester.id,
      lines: chosen.map(({ line, quantity }) => ({ orderLineId: line.id, quantity })),
    });
    await recordAudit({
      db,
      actorUserId,
      entity: 'return',
      entityId: created.id,
      action: 'create',
      after: { orderId: order.id, requestId: request.id, lines: payload.lines },
    });
    return { revocations: [] };
  },
});
