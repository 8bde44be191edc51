import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToWishlistSchema,
  errorEnvelopeSchema,
  moveToCartResponseSchema,
  wishlistChangeResponseSchema,
  wishlistProductParamSchema,
  wishlistResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { moveToCart } from '../../../flows/move-to-cart';
import { addToWishlist, listWishlist, removeFromWishlist } from '../services/wishlist';

const errors = errorResponses(400, 401, 404, 409);
const common = { tags: ['wishlist'], security: [{ bearerAuth: [] }] };

/**
 * The signed-in shopper's wishlist (spec part 2 §6: requires login; its API is ours), and moving
 * a kept product into the cart (a flow over the wishlist and the cart).
 */
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

  app.post(
    '/api/wishlist/:productId/move-to-cart',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'Move one unit of a kept product into the cart',
        params: wishlistProductParamSchema,
        response: { 200: moveToCartResponseSchema, ...errors, 403: errorEnvelopeSchema },
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
