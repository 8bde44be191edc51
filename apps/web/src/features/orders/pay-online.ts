import type { OrderDetail, RazorpayCheckout } from '@saathi/shared';
import { ORDER_TEXTS } from '@saathi/shared';
import { toast } from '../../components/ui/toast';
import { verifyPayment } from './api/orders-api';
import { openRazorpayCheckout } from './razorpay-checkout';

/**
 * Takes the payment of an order in Razorpay Checkout and has the server verify it. Resolves with
 * the paid order, or null when the shopper closed Checkout (the order keeps its stock for the
 * payment window; its page offers "Pay now"). A failed attempt is toasted; Checkout stays open.
 */
export async function payOnline(checkout: RazorpayCheckout): Promise<OrderDetail | null> {
  const outcome = await openRazorpayCheckout(checkout, (message) =>
    toast.error(`${message}. Try again, or close and pay later from your order.`),
  );
  if (outcome.kind === 'closed') return null;
  const order = await verifyPayment(outcome.response);
  toast.success(ORDER_TEXTS.paymentConfirmed);
  return order;
}
