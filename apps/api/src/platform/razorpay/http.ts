import type { FastifyInstance } from 'fastify';
import { ORDER_TEXTS } from '@saathi/shared';
import { AppError } from '../errors';

/** The configured Razorpay client; without one, online payment is a 404 saying it is off. */
export const requireRazorpay = (app: FastifyInstance) => {
  if (!app.razorpay) throw new AppError('NOT_FOUND', ORDER_TEXTS.paymentUnavailable);
  return app.razorpay;
};

/** What the browser opens Checkout with: the order's values and where the script is. */
export const withCheckoutScript = <T extends object>(app: FastifyInstance, checkout: T) => ({
  ...checkout,
  scriptUrl: app.config.RAZORPAY_CHECKOUT_URL,
});
