import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '@saathi/shared';

/** How this server takes payment, as every checkout summary states it. */
export const checkoutSettings = (app: FastifyInstance) => ({
  paymentMethods: (app.razorpay ? ['COD', 'RAZORPAY'] : ['COD']) satisfies PaymentMethod[],
  paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES,
  razorpayCheckoutUrl: app.razorpay ? app.config.RAZORPAY_CHECKOUT_URL : null,
});
