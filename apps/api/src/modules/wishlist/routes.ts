import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToWishlistSchema,
  errorEnvelopeSchema,
  wishlistChangeResponseSchema,
  wishlistProductParamSchema,
  wishlistResponseSchema,
} from '@saathi/shared';
import { requireSignIn } from '../../platform/auth-guard';
import { addToWishlist, listWishlist, removeFromWishlist } from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const common = { tags: ['wishlist'], security: [{ bearerAuth: [] }] };

/** The signed-in shopper's wishlist (spec part 2 §6: requires login; its API is ours). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wishlist',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'My wishlist, newest first, with price and stock',
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listWishlist({ db: app.db, userId: request.auth!.userId }),
    }),
  );

  app.post(
    '/api/wishlist',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'Keep a product (again is fine)',
        body: addToWishlistSchema,
        response: { 200: wishlistChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addToWishlist({
        db: app.db,
        userId: request.auth!.userId,
        productId: request.body.productId,
      }),
    }),
  );

  app.delete(
    '/api/wishlist/:productId',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'Forget a product (one not kept is already gone)',
        params: wishlistProductParamSchema,
        response: { 200: wishlistChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeFromWishlist({
        db: app.db,
        userId: request.auth!.userId,
        productId: request.params.productId,
      }),
    }),
  );
};
