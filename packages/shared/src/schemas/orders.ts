import { z } from 'zod';
import { CART_FEE_PERCENT } from '../constants';
import {
  ORDER_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  needsShipmentDetails,
} from '../order-state';
import { cartItemSchema } from './cart';
import { appliedCouponSchema, optionalCouponCodeSchema } from './coupons';

/** How long an online order holds its stock waiting for the payment, unless configured. */
export const PAYMENT_WINDOW_MINUTES_DEFAULT = 30;

/** Order numbers: the company's short name, the year and a six-digit count (PGM-2026-000123). */
export const ORDER_NUMBER_PATTERN = /^[A-Z0-9]{2,12}-\d{4}-\d{6,}$/;

/**
 * The `Idempotency-Key` header of `POST /api/orders`: one random key per attempt to place an
 * order (a UUID fits), reused for every retry of that attempt.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const ORDER_TEXTS = {
  placed: 'Your order has been placed',
  placing: 'Placing your order...',
  placeOrder: 'Place order',
  payNow: 'Pay now',
  tryAgain: 'Try the payment again',
  cancel: 'Cancel order',
  cancelled: 'Your order has been cancelled',
  cancelConfirm: 'Cancel this order? The items go back on sale and any payment is refunded.',
  idempotencyKeyMissing:
    'Send an Idempotency-Key header (16 to 100 letters, digits, - or _) with each new order.',
  idempotencyKeyReused:
    'This Idempotency-Key was used for a different order. Start a new checkout to place another order.',
  orderInProgress: 'This order is still being placed. Try again in a moment.',
  addressNotFound: 'Choose a delivery address from your address book.',
  indiaOnly: 'We deliver within India only.',
  pinCodeInvalid: 'Enter the 6-digit PIN code of the delivery address.',
  pinCodeNotInState: (pin: string, state: string) =>
    `PIN code ${pin} is not in ${state}. Check the delivery address.`,
  paymentUnavailable: 'Online payment is not available right now. Choose cash on delivery.',
  cartEmpty: 'Your cart is empty.',
  productUnavailable: (name: string) => `${name} is no longer sold. Remove it from your cart.`,
  outOfStock: (name: string) => `${name} is out of stock. Remove it from your cart.`,
  notEnoughStock: (name: string, left: number) =>
    `Only ${left} of ${name} left in stock. Lower the quantity in your cart.`,
  priceChanged: (name: string) =>
    `The price of ${name} changed. Review your cart and accept the new price.`,
  notFound: 'Order not found',
  notAwaitingPayment: 'This order is not waiting for a payment.',
  paymentWindowOver: 'The time to pay for this order is over. Place the order again.',
  paymentNotVerified: 'We could not verify this payment. If money was taken, it will be refunded.',
  paymentConfirmed: 'Payment received. Your order has been placed.',
  shipmentDetailsRequired: 'Enter the courier and the tracking number to mark the order shipped.',
} as const;

export const placeOrderSchema = z
  .object({
    addressId: z
      .number({ error: ORDER_TEXTS.addressNotFound })
      .int(ORDER_TEXTS.addressNotFound)
      .positive(ORDER_TEXTS.addressNotFound)
      .max(2 ** 31 - 1, ORDER_TEXTS.addressNotFound),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
    /** One coupon code (docs/decisions/0055), applied inside the placing transaction. */
    couponCode: optionalCouponCodeSchema.optional(),
  })
  .strict()
  .meta({ id: 'PlaceOrder' });
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export const orderRefParamSchema = z.object({
  /** The order number (PGM-2026-000123) or its id. */
  ref: z.string().trim().min(1).max(40),
});

export const orderLineSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    /** The size or pack sold (decision 0107); its label is empty without real variants. */
    variantId: z.number().int(),
    variantLabel: z.string(),
    name: z.string(),
    /** Rupees, as charged. */
    unitPrice: z.number(),
    quantity: z.number().int(),
    lineTotal: z.number(),
    points: z.number().int(),
    image: z.string().nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The delivery address as it was when the order was placed. */
export const orderAddressSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    streetAddress: z.string(),
    additionalAddressLine: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    landmarks: z.array(z.string()),
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderEventSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    at: z.string(),
    by: z.enum(ORDER_ACTORS),
    note: z.string().nullable(),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    placedAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    itemCount: z.number().int(),
    /** Up to three product names, for the list. */
    itemNames: z.array(z.string()),
    image: z.string().nullable(),
    total: z.number(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's payment id (Razorpay's pay_…) once paid online. */
  reference: z.string().nullable(),
  /** The provider's refund id (rfnd_…) once a refund was made. */
  refundReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** While awaiting payment: when the held stock is released. */
  expiresAt: z.string().nullable(),
});

export const orderDetailSchema = orderSummarySchema
  .extend({
    lines: z.array(orderLineSchema),
    address: orderAddressSchema,
    subtotal: z.number(),
    /** The coupon's discount, off the subtotal before the fee (0 without a coupon). */
    discount: z.number(),
    couponCode: z.string().nullable(),
    fee: z.number(),
    feePercent: z.number(),
    payment: orderPaymentSchema,
    courier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    events: z.array(orderEventSchema),
    /** What the person reading may do now (the state machine, for them). */
    canCancel: z.boolean(),
    canPay: z.boolean(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const adminOrderDetailSchema = orderDetailSchema
  .extend({
    customer: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderSummarySchema = orderSummarySchema
  .extend({ customerName: z.string(), customerPhone: z.string().nullable() })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** What a Razorpay Checkout needs to open for an order (all public values). */
export const razorpayCheckoutSchema = z
  .object({
    keyId: z.string(),
    razorpayOrderId: z.string(),
    /** Paise, as Razorpay takes it. */
    amount: z.number().int(),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    /** Where Razorpay's Checkout script is (loaded by the browser on the payment step only). */
    scriptUrl: z.string(),
  })
  .meta({ id: 'RazorpayCheckout' });
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;

export const placedOrderSchema = z.object({
  order: orderDetailSchema,
  /** For an online payment: what the checkout opens. */
  razorpay: razorpayCheckoutSchema.nullable(),
});
export const placedOrderResponseSchema = z.object({
  success: z.literal(true),
  data: placedOrderSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), data: orderDetailSchema });
export const adminOrderResponseSchema = z.object({
  success: z.literal(true),
  data: adminOrderDetailSchema,
});

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};

export const orderListQuerySchema = z.object(paging).strict();

const isoDate = z.iso.date('Use a date like 2026-04-01');

const orderFilterFields = {
  status: z.enum(ORDER_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Placed on or after this day (India time). */
  from: isoDate.optional(),
  /** Placed on or before this day (India time). */
  to: isoDate.optional(),
  /** Order number, customer name, email or phone. */
  q: z.string().trim().max(100).optional(),
};
const datesInOrder = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const datesRule = { path: ['to'], message: 'The end date is before the start date' };

/** The admin list's filters; the CSV export takes the same ones. */
export const adminOrderFilterSchema = z
  .object(orderFilterFields)
  .strict()
  .refine(datesInOrder, datesRule);
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

export const adminOrderListQuerySchema = z
  .object({ ...paging, ...orderFilterFields })
  .strict()
  .refine(datesInOrder, datesRule);

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.object({
      items: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
    }),
  });
export const orderListResponseSchema = pageOf(orderSummarySchema);
export const adminOrderListResponseSchema = pageOf(adminOrderSummarySchema);

export const cancelOrderSchema = z
  .object({ reason: z.string().trim().max(300).optional() })
  .strict()
  .meta({ id: 'CancelOrder' });

export const changeOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
    courier: z.string().trim().min(1).max(80).optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z0-9 /-]+$/, 'Letters, digits, spaces, / and - only')
      .optional(),
    note: z.string().trim().max(300).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!needsShipmentDetails(input.status)) return;
    for (const field of ['courier', 'trackingNumber'] as const) {
      if (!input[field]) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: ORDER_TEXTS.shipmentDetailsRequired,
        });
      }
    }
  })
  .meta({ id: 'ChangeOrderStatus' });
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>;

/** The checkout page: the cart re-priced by the server, totals, and how one may pay. */
export const checkoutSummarySchema = z
  .object({
    lines: z.array(cartItemSchema),
    itemCount: z.number().int(),
    subtotal: z.number(),
    /** The applied coupon's discount (0 without one); the fee is on subtotal − discount. */
    discount: z.number(),
    coupon: appliedCouponSchema.nullable(),
    fee: z.number(),
    feePercent: z.literal(CART_FEE_PERCENT),
    total: z.number(),
    canPlaceOrder: z.boolean(),
    /** Why the order cannot be placed yet, in words. */
    blockingReason: z.string().nullable(),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
    paymentWindowMinutes: z.number().int(),
    /** Present when online payment is configured: where Razorpay's Checkout script is. */
    razorpayCheckoutUrl: z.string().nullable(),
  })
  .meta({ id: 'CheckoutSummary' });
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const checkoutSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: checkoutSummarySchema,
});

/** Razorpay Checkout's success handler answer, forwarded by the browser. */
export const verifyRazorpayPaymentSchema = z
  .object({
    razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, 'Not a Razorpay order id'),
    razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, 'Not a Razorpay payment id'),
    razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/, 'Not a Razorpay signature'),
  })
  .strict()
  .meta({ id: 'VerifyRazorpayPayment' });
export type VerifyRazorpayPaymentInput = z.infer<typeof verifyRazorpayPaymentSchema>;

/** What was sold, as an invoice, a return and an order page name it: "Chyawanprash (1 kg)". */
export const soldItemName = (name: string, variantLabel: string) =>
  variantLabel ? `${name} (${variantLabel})` : name;
