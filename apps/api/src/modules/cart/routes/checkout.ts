import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCouponSchema,
  checkoutSummaryResponseSchema,
  type PaymentMethod,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { priceCoupon } from '../../coupons';
import { getCheckoutSummary } from '../services/checkout-summary';

const errors = errorResponses(400, 401, 403, 404, 409);
const couponErrors = errorResponses(400, 401, 404, 409);
const signedIn = { security: [{ bearerAuth: [] }] };
const ok = <T>(data: T) => ({ success: true as const, data });

/** How this server takes payment, as every checkout summary states it. */
const checkoutSettings = (app: FastifyInstance) => ({
  paymentMethods: (app.razorpay ? ['COD', 'RAZORPAY'] : ['COD']) satisfies PaymentMethod[],
  paymentWindowMinutes: app.config.PAYMENT_WINDOW_MINUTES,
  razorpayCheckoutUrl: app.razorpay ? app.config.RAZORPAY_CHECKOUT_URL : null,
});

/**
 * /api/checkout: the cart re-priced for review, with a coupon applied or why it does not apply.
 * Nothing is kept: placing the order (POST /api/orders) prices it again inside its transaction.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/checkout',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['orders'],
        summary: 'The cart re-priced by the server, totals, payment methods and the payment window',
        response: { 200: checkoutSummaryResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await getCheckoutSummary({
          db: app.db,
          userId: request.auth!.userId,
          ...checkoutSettings(app),
        }),
      ),
  );

  app.post(
    '/api/checkout/coupon',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['coupons'],
        security: [{ bearerAuth: [] }],
        summary: 'My checkout summary with a coupon applied, or why it does not apply',
        body: applyCouponSchema,
        response: { 200: checkoutSummaryResponseSchema, ...couponErrors },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const data = await getCheckoutSummary({
        db: app.db,
        userId,
        ...checkoutSettings(app),
        discountFor: (lines) =>
          priceCoupon({ db: app.db, userId, code: request.body.couponCode, lines }),
      });
      return { success: true as const, data };
    },
  );
};
