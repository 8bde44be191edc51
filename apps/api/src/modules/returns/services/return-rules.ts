import { formatRupees, paiseToRupees, RETURN_MESSAGES } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { OrderLineRow, OrderRow } from '../../orders';
import { listOrderPayments, sumPaymentRefunds } from '../../payments';
import { countReturnedUnits, sumReturnRefunds } from './returns';
import { getBusinessValueSettings } from '../../settings';

const DAY_MS = 86_400_000;

/** The pending key of an order's RETURN request: one awaiting approval per order at a time. */
export const returnPendingKey = (orderId: number) => `RETURN:order:${orderId}`;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** Until when a delivered order may be returned (the return window setting, from delivery). */
export async function returnWindowOf({ db, order }: { db: Db; order: OrderRow }) {
  const { returnWindowDays } = await getBusinessValueSettings({ db });
  const until = order.deliveredAt
    ? new Date(order.deliveredAt.getTime() + returnWindowDays * DAY_MS)
    : null;
  return { days: returnWindowDays, until };
}

/** Units of each line still free to return or refund: bought minus those in returns. */
export async function returnableUnits({ db, lines }: { db: Db; lines: readonly OrderLineRow[] }) {
  const taken = lines[0] ? await countReturnedUnits({ db, orderId: lines[0].orderId }) : new Map();
  return new Map(lines.map((line) => [line.id, line.quantity - (taken.get(line.id) ?? 0)]));
}

/**
 * Checks a choice of lines against a delivered order: each line is the order's, and no more
 * units than are still free (a 400 naming the line otherwise). Answers the chosen order lines.
 */
export async function checkReturnableLines(options: {
  db: Db;
  order: OrderRow;
  orderLines: readonly OrderLineRow[];
  chosen: readonly { orderLineId: number; quantity: number }[];
}) {
  const { db, order, orderLines, chosen } = options;
  if (order.status !== 'DELIVERED') throw new AppError('CONFLICT', RETURN_MESSAGES.notDelivered);
  const free = await returnableUnits({ db, lines: orderLines });
  return chosen.map((choice, index) => {
    const line = orderLines.find((candidate) => candidate.id === choice.orderLineId);
    if (!line) throw invalid(`lines.${index}.orderLineId`, RETURN_MESSAGES.lineNotInOrder);
    const left = free.get(line.id) ?? 0;
    if (choice.quantity > left)
      throw invalid(`lines.${index}.quantity`, RETURN_MESSAGES.tooManyUnits(left));
    return { line, quantity: choice.quantity };
  });
}

/**
 * What was paid for the order and what its refunds took back, in paise: online, the captured
 * payment and all its refunds (a cancellation's, a late payment's, returns'); cash on delivery,
 * the total once collected and the refunds recorded on its returns.
 */
export async function paidAndRefunded({ db, order }: { db: Db; order: OrderRow }) {
  if (order.paymentMethod === 'COD') {
    return {
      payment: null,
      paidPaise: order.paidAt ? order.totalPaise : 0,
      refundedPaise: await sumReturnRefunds({ db, orderId: order.id }),
    };
  }
  const payment = (await listOrderPayments({ db, orderId: order.id })).find(
    (row) => row.providerPaymentId === order.paymentReference,
  );
  return {
    payment: payment ?? null,
    paidPaise: payment?.amountPaise ?? 0,
    refundedPaise: payment ? await sumPaymentRefunds({ db, paymentId: payment.id }) : 0,
  };
}

/** A refund of `amountPaise` must fit in what is left of what was paid: a 409 saying how much. */
export async function assertRefundFits(options: { db: Db; order: OrderRow; amountPaise: number }) {
  const { paidPaise, refundedPaise, payment } = await paidAndRefunded(options);
  if (paidPaise === 0) throw new AppError('CONFLICT', RETURN_MESSAGES.notPaid);
  const left = paidPaise - refundedPaise;
  if (options.amountPaise > left) {
    throw new AppError(
      'CONFLICT',
      RETURN_MESSAGES.aboveWhatWasPaid(formatRupees(paiseToRupees(Math.max(left, 0)))),
    );
  }
  return { payment };
}
