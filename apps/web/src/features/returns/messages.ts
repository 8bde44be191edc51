import type { RefundMethod, ReturnStatus } from '@saathi/shared';
import english from 'virtual:catalogue/en/returns';
import { messagesFor } from '../../lib/i18n/i18n';

/** An order's returns and refunds, and the "Return items" dialog. */
export const useReturnsT = messagesFor('returns', english);

export const RETURN_STATUS_KEYS = {
  PICKUP_SCHEDULED: 'returns.statusPickupScheduled',
  RECEIVED: 'returns.statusReceived',
  REFUNDING: 'returns.statusRefunding',
  REFUNDED: 'returns.statusRefunded',
} as const satisfies Record<ReturnStatus, string>;

export const REFUND_METHOD_KEYS = {
  RAZORPAY: 'returns.methodRazorpay',
  BANK_TRANSFER: 'returns.methodBankTransfer',
  UPI: 'returns.methodUpi',
} as const satisfies Record<RefundMethod, string>;
