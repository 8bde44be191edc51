// Razorpay Checkout in the browser: its script loads only here, on the payment step, and only
// when the server says online payment is configured (the CSP allows exactly that origin).
import type { RazorpayCheckout, VerifyRazorpayPaymentInput } from '@saathi/shared';

interface RazorpayInstance {
  open: () => void;
  on: (
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ) => void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

function loadScript(src: string) {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () =>
        window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay'));
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error('The payment page could not be loaded. Check your connection.'));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export type PaymentOutcome =
  { kind: 'paid'; response: VerifyRazorpayPaymentInput } | { kind: 'closed' };

/**
 * Opens Checkout for an order. Resolves when the shopper paid (with the answer to verify) or
 * closed it; a failed attempt is reported through `onFailure` while Checkout stays open for a
 * retry, as Razorpay's does.
 */
export async function openRazorpayCheckout(
  checkout: RazorpayCheckout,
  onFailure: (message: string) => void,
): Promise<PaymentOutcome> {
  const Razorpay = await loadScript(checkout.scriptUrl);
  return new Promise((resolve) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.razorpayOrderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      handler: (response: VerifyRazorpayPaymentInput) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'closed' }) },
    });
    instance.on('payment.failed', (response) =>
      onFailure(response.error?.description ?? 'Payment failed'),
    );
    instance.open();
  });
}
