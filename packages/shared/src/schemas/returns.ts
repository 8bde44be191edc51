import { z } from 'zod';
import { upiIdSchema } from './upi-id';

// Returns and refunds of delivered orders (issue 14, docs/decisions/0065). A shopper's return is
// first a RETURN request in the approval queue; once approved it is a return here.

/** What happens to an approved return, in order; an admin's direct refund starts at RECEIVED. */
export const RETURN_STATUSES = ['PICKUP_SCHEDULED', 'RECEIVED', 'REFUNDING', 'REFUNDED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  PICKUP_SCHEDULED: 'Pickup scheduled',
  RECEIVED: 'Received, refund due',
  REFUNDING: 'Refund in progress',
  REFUNDED: 'Refunded',
};

/** A return the shopper asked for, or a refund an admin gave without goods coming back. */
export const RETURN_KINDS = ['RETURN', 'REFUND'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const REFUND_METHODS = ['RAZORPAY', 'BANK_TRANSFER', 'UPI'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  RAZORPAY: 'To the original payment (Razorpay)',
  BANK_TRANSFER: 'Bank transfer',
  UPI: 'UPI transfer',
};

/** Indian Financial System Code: four letters of the bank, a zero, six of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const RETURN_MESSAGES = {
  notDelivered: 'Only delivered orders can be returned.',
  windowOver: (days: number) =>
    `The return window of ${days} days from delivery is over for this order.`,
  lineNotInOrder: 'This item is not part of the order.',
  tooManyUnits: (left: number) =>
    left === 0
      ? 'All units of this item are already returned or in a return.'
      : `Only ${left} unit${left === 1 ? '' : 's'} of this item can still be returned.`,
  bankAccountNeeded:
    'For a cash-on-delivery order, give a UPI ID or the bank account for the refund.',
  bankOrUpi: 'Give a UPI ID or a bank account, not both.',
  duplicateLine: 'Each item once, please.',
  alreadyReceived: 'These items were already marked received.',
  notYourReturnLine: 'This item is not part of the return.',
  notReceivedYet: 'Mark every item of the return received before refunding it.',
  alreadyRefunded: 'This return was already refunded.',
  refundIsOnline: 'This order was paid online: its refund goes back through Razorpay by itself.',
  bankReferenceNeeded: 'Give the bank transfer reference.',
  notPaid: 'Only a paid, delivered order can be refunded.',
  aboveWhatWasPaid: (left: string) =>
    `A refund cannot be more than what was paid: at most ${left} is left to refund.`,
  requested: 'Return requested. We will tell you once it is approved.',
  received: 'Marked received',
  refundRecorded: 'Refund recorded',
  refunded: 'Refund started',
} as const;

const quantity = z.coerce
  .number('Enter the number of units')
  .int('Whole units only')
  .min(1, 'At least 1 unit')
  .max(999, 'Too many units');

const lineSelection = z
  .array(z.object({ orderLineId: z.number().int().positive(), quantity }).strict())
  .min(1, 'Choose at least one item')
  .max(100)
  .refine(
    (lines) => new Set(lines.map((line) => line.orderLineId)).size === lines.length,
    RETURN_MESSAGES.duplicateLine,
  );

export const refundBankAccountSchema = z
  .object({
    holderName: z
      .string('Enter the account holder name')
      .trim()
      .min(2, 'Enter the account holder name')
      .max(100, 'At most 100 characters'),
    accountNumber: z
      .string('Enter the account number')
      .trim()
      .regex(/^\d{9,18}$/, 'An account number has 9 to 18 digits'),
    ifsc: z
      .string('Enter the IFSC')
      .trim()
      .toUpperCase()
      .regex(IFSC_PATTERN, 'Enter a valid IFSC, e.g. SBIN0001234'),
  })
  .strict();
export type RefundBankAccount = z.infer<typeof refundBankAccountSchema>;

const reason = z
  .string('Say why, in a few words')
  .trim()
  .min(3, 'Say why, in a few words')
  .max(500, 'At most 500 characters');

/** The RETURN request's payload: checked in the dialog, when asked and again when approved. */
export const returnRequestPayloadSchema = z
  .object({
    orderId: z.number().int().positive(),
    lines: lineSelection,
    reason,
    /** Cash on delivery only: where the refund goes, a bank account or a UPI ID. */
    bankAccount: refundBankAccountSchema.optional(),
    upiId: upiIdSchema.optional(),
  })
  .strict()
  .refine((payload) => !(payload.bankAccount && payload.upiId), {
    message: RETURN_MESSAGES.bankOrUpi,
    path: ['upiId'],
  });
export type ReturnRequestPayload = z.infer<typeof returnRequestPayloadSchema>;
export type ReturnRequestInput = z.input<typeof returnRequestPayloadSchema>;

export const receiveReturnLinesSchema = z
  .object({
    lines: z
      .array(
        z
          .object({ returnLineId: z.number().int().positive(), isRestockable: z.boolean() })
          .strict(),
      )
      .min(1, 'Choose at least one item')
      .max(100),
  })
  .strict();

const bankReference = z
  .string(RETURN_MESSAGES.bankReferenceNeeded)
  .trim()
  .min(4, 'A bank reference has at least 4 characters')
  .max(60, 'At most 60 characters');

export const recordBankRefundSchema = z.object({ reference: bankReference }).strict();

/** An admin's refund of delivered units without a return (damaged, missing, goodwill). */
export const directRefundSchema = z
  .object({ lines: lineSelection, reason, bankReference: bankReference.optional() })
  .strict();
export type DirectRefundInput = z.input<typeof directRefundSchema>;
export type DirectRefund = z.infer<typeof directRefundSchema>;

export const returnParamsSchema = z
  .object({ id: z.coerce.number().int().positive(), returnId: z.coerce.number().int().positive() })
  .strict();

export const returnLineSchema = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  receivedAt: z.string().nullable(),
  isRestockable: z.boolean().nullable(),
});

export const orderReturnSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(RETURN_KINDS),
    status: z.enum(RETURN_STATUSES),
    reason: z.string(),
    createdAt: z.string(),
    lines: z.array(returnLineSchema),
    /** Masked for the shopper's page: the last four digits and the IFSC. */
    bankAccount: z
      .object({ holderName: z.string(), accountNumber: z.string(), ifsc: z.string() })
      .nullable(),
    /** The UPI ID the refund goes to instead (masked for the shopper too). */
    upiId: z.string().nullable(),
    refund: z
      .object({
        amount: z.number(),
        method: z.enum(REFUND_METHODS),
        reference: z.string().nullable(),
        refundedAt: z.string().nullable(),
        /** The GST credit note the refund equals. */
        creditNote: z.object({ id: z.number().int(), serial: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturn = z.infer<typeof orderReturnSchema>;

export const orderReturnsSchema = z
  .object({
    returns: z.array(orderReturnSchema),
    /** A RETURN request awaiting approval, if any. */
    pendingRequestId: z.number().int().nullable(),
    /** Units of each order line that can still be returned or refunded. */
    returnable: z.array(z.object({ orderLineId: z.number().int(), quantity: z.number().int() })),
    /** Until when the shopper may ask (delivery + the return window); null before delivery. */
    returnUntil: z.string().nullable(),
    canRequestReturn: z.boolean(),
    paid: z.number(),
    refunded: z.number(),
  })
  .meta({ id: 'OrderReturns' });
export type OrderReturns = z.infer<typeof orderReturnsSchema>;
export const orderReturnsResponseSchema = z.object({
  success: z.literal(true),
  data: orderReturnsSchema,
});
