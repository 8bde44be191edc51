import type { AdminOrderDetail, CartItem, CheckoutSummary, OrderDetail } from '@saathi/shared';

// One purchase throughout: two Tulsi Green Teas at ₹249.50 make ₹499.00, and the 5% fee of
// ₹24.95 makes ₹523.95.

/** The tea in Asha's cart. */
export const buildCartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 11,
  productId: 5,
  variantId: 5,
  variantLabel: '',
  quantity: 2,
  productName: 'Tulsi Green Tea',
  productPrice: 249.5,
  productImage: null,
  points: 20,
  issue: null,
  ...overrides,
});

/** The checkout of that cart, payable on delivery. */
export const buildCheckoutSummary = (
  overrides: Partial<CheckoutSummary> = {},
): CheckoutSummary => ({
  lines: [buildCartItem()],
  itemCount: 2,
  subtotal: 499,
  discount: 0,
  coupon: null,
  fee: 24.95,
  feePercent: 5,
  total: 523.95,
  canPlaceOrder: true,
  blockingReason: null,
  paymentMethods: ['COD'],
  paymentWindowMinutes: 30,
  razorpayCheckoutUrl: null,
  ...overrides,
});

/**
 * Order PGM-2026-000007 just placed, cash on delivery, to Asha in Pune. Its payment and first
 * event follow the method, payment status and time given.
 */
export function buildOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const placedAt = overrides.placedAt ?? '2026-11-20T10:00:00.000Z';
  const paymentMethod = overrides.paymentMethod ?? 'COD';
  const paymentStatus = overrides.paymentStatus ?? 'CASH_ON_DELIVERY';
  return {
    id: 7,
    number: 'PGM-2026-000007',
    placedAt,
    status: 'PLACED',
    paymentMethod,
    paymentStatus,
    itemCount: 2,
    itemNames: ['Tulsi Green Tea'],
    image: null,
    total: 523.95,
    lines: [
      {
        id: 1,
        productId: 5,
        variantId: 5,
        variantLabel: '',
        name: 'Tulsi Green Tea',
        unitPrice: 249.5,
        quantity: 2,
        lineTotal: 499,
        points: 20,
        image: null,
      },
    ],
    address: {
      name: 'Asha Rao',
      phone: '9876543210',
      email: null,
      streetAddress: '12 MG Road',
      additionalAddressLine: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
      landmarks: [],
    },
    subtotal: 499,
    discount: 0,
    couponCode: null,
    fee: 24.95,
    feePercent: 5,
    payment: {
      method: paymentMethod,
      status: paymentStatus,
      reference: null,
      refundReference: null,
      paidAt: null,
      expiresAt: null,
    },
    courier: null,
    trackingNumber: null,
    events: [{ status: 'PLACED', at: placedAt, by: 'SHOPPER', note: null }],
    canCancel: true,
    canPay: false,
    ...overrides,
  };
}

/** The same order as the console sees it: with Asha as the customer, next confirmed or cancelled. */
export const buildAdminOrder = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...buildOrder(overrides),
  customer: { id: 3, name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
  nextStatuses: ['CONFIRMED', 'CANCELLED'],
  ...overrides,
});
