import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCouponSchema,
  checkoutSummaryResponseSchema,
  errorEnvelopeSchema,
} from '@saathi/shared';
import { requireSignIn } from '../platform/auth-guard';
import { getCheckoutSummary } from '../modules/cart';
import { priceCoupon } from '../modules/coupons';
import { checkoutSettings } from './checkout-settings';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * Applying a coupon at checkout: the checkout summary re-priced with the coupon's discount, or a
 * 4xx naming why it does not apply. Nothing is kept: placing the order sends the code again and
 * judges it once more, inside its transaction.
 */
export const couponFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/checkout/coupon',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['coupons'],
        security: [{ bearerAuth: [] }],
        summary: 'My checkout summary with a coupon applied, or why it does not apply',
        body: applyCouponSchema,
        response: { 200: checkoutSummaryResponseSchema, ...errors },
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
