import type { ChangeOrderStatusInput } from '@saathi/shared';
import type { Db } from '../db/client';
import type { Messenger } from '../platform/messaging/messenger';
import { recordAudit } from '../modules/audit';
import { markOrderDeliveredBusinessValue } from '../modules/business-values';
import { lockOrder, moveOrder, orderMessage, type OrderNotice } from '../modules/orders';
import { getCompanySettings } from '../modules/settings';
import { cancelOrder } from './cancel-order';

const NOTICES: Partial<Record<ChangeOrderStatusInput['status'], OrderNotice>> = {
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
};

/**
 * An admin moves an order along PLACED → CONFIRMED → PACKED → SHIPPED (courier and tracking
 * number) → DELIVERED, or cancels it; the state machine refuses anything else with a 409 saying
 * why. Each change is audited with its before and after, and the shopper hears of shipping and
 * delivery — all in the change's transaction.
 */
export async function changeOrderStatus(options: {
  db: Db;
  messenger: Messenger;
  orderId: number;
  actorUserId: number;
  input: Omit<ChangeOrderStatusInput, 'status'> & { status: ChangeOrderStatusInput['status'] };
}) {
  const { db, messenger, orderId, actorUserId, input } = options;
  if (input.status === 'CANCELLED') {
    return cancelOrder({ db, messenger, orderId, actor: 'ADMIN', actorUserId, reason: input.note });
  }
  const company = await getCompanySettings({ db });
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, id: orderId });
    const shipment =
      input.status === 'SHIPPED' && input.courier && input.trackingNumber
        ? { courier: input.courier, trackingNumber: input.trackingNumber }
        : undefined;
    const { before, after } = await moveOrder({
      db: tx,
      order,
      move: { to: input.status, actor: 'ADMIN', actorUserId, note: input.note ?? null, shipment },
    });
    if (after.status === 'DELIVERED') {
      // The return window, and with it the BV's confirmation, counts from delivery.
      await markOrderDeliveredBusinessValue({ db: tx, orderId, deliveredAt: new Date() });
    }
    const fields = (row: typeof before) => ({
      status: row.status,
      paymentStatus: row.paymentStatus,
      courier: row.courier,
      trackingNumber: row.trackingNumber,
    });
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'order',
      entityId: orderId,
      action: 'update',
      before: fields(before),
      after: { ...fields(after), note: input.note ?? null },
    });
    const notice = NOTICES[input.status];
    const message =
      notice && (await orderMessage({ db: tx, order: after, notice, companyName: company.name }));
    if (message) await messenger.enqueue(message, { db: tx });
    return after;
  });
}
