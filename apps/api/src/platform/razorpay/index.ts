// Razorpay behind one interface (ARCHITECTURE decision 18, docs/decisions/0031): the real REST
// client, its errors and the two signatures. Tests run it against test/fake-razorpay.ts.
export {
  createRazorpayCaller,
  createRazorpayClient,
  RazorpayError,
  type PaymentGateway,
} from './client';
export type { RazorpayPayment, RazorpayRefund, RazorpayWebhook } from './types';
export { requireRazorpay, withCheckoutScript } from './http';
