// What the checkout page's tests answer for its two reads (cart feature and coupons feature).
import type { Address, CheckoutSummary } from '@saathi/shared';

/** An address in the book, for the checkout page. */
export const checkoutAddress = (id: number, overrides: Partial<Address> = {}): Address => ({
  id,
  name: `Asha ${id}`,
  phone_number: '9876543210',
  email: null,
  street_address: `${id} MG Road`,
  additional_address_line: null,
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
  country: 'India',
  landmarks: [],
  type: 'HOME',
  isDefault: false,
  latitude: 0,
  longitude: 0,
  ...overrides,
});

/** A checkout of two teas, ₹499.00 + 5% = ₹523.95, payable on delivery. */
export const checkoutSummary: CheckoutSummary = {
  lines: [
    {
      id: 11,
      productId: 5,
      quantity: 2,
      productName: 'Tulsi Green Tea',
      productPrice: 249.5,
      productImage: null,
      points: 20,
      issue: null,
    },
  ],
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
};
