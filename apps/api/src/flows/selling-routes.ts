import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  moveToCartResponseSchema,
  wishlistProductParamSchema,
} from '@saathi/shared';
import { requireSignIn } from '../platform/auth-guard';
import { moveToCart } from './move-to-cart';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const signedIn = { security: [{ bearerAuth: [] }] };

/** Selling endpoints whose work spans modules (cart, wishlist, orders, payments, catalogue). */
export const sellingFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/wishlist/:productId/move-to-cart',
    {
      preHandler: requireSignIn,
      schema: {
        ...signedIn,
        tags: ['wishlist'],
        summary: 'Move one unit of a kept product into the cart',
        params: wishlistProductParamSchema,
        response: { 200: moveToCartResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moveToCart({
        db: app.db,
        userId: request.auth!.userId,
        productId: request.params.productId,
      }),
    }),
  );
};
