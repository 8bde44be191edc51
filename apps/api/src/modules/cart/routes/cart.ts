import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  cartDeleteResponseSchema,
  cartItemResponseSchema,
  cartResponseSchema,
  cartUserParamSchema,
  idParamSchema,
  updateCartLineSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { AppError } from '../../../platform/errors';
import { fastSerializerCompiler } from '../../../platform/fast-serializer';
import { addToCart } from '../services/add-to-cart';
import { getCart } from '../services/get-cart';
import { removeCartLine } from '../services/remove-cart-line';
import { updateCartLine } from '../services/update-cart-line';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = { tags: ['cart'], security: [{ bearerAuth: [] }] };
/** The shop's hottest writes and reads serialise through a compiled writer. */
const hot = { serializerCompiler: fastSerializerCompiler };

/** The signed-in shopper's cart (spec part 2 §7 "Cart service"); another's line is a 404. */
export const cartLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart',
    {
      preHandler: requireSignIn,
      ...hot,
      schema: {
        ...common,
        summary:
          'Add units of a product (1–99, within stock), of the size or pack chosen (variantId; required when the product has several); name, price and image come from the catalogue',
        body: addToCartSchema,
        response: { 200: cartItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addToCart({
        db: app.db,
        userId: request.auth!.userId,
        productId: request.body.productId,
        variantId: request.body.variantId,
        quantity: request.body.quantity,
      }),
    }),
  );

  app.get(
    '/api/cart/user/:userId',
    {
      preHandler: requireSignIn,
      ...hot,
      schema: {
        ...common,
        summary: "A user's cart ({cartItems}); only one's own",
        params: cartUserParamSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.userId !== request.auth!.userId) {
        throw new AppError('FORBIDDEN', 'You can only see your own cart.');
      }
      return { cartItems: await getCart({ db: app.db, userId: request.auth!.userId }) };
    },
  );

  app.patch(
    '/api/cart/:id',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: "Set a line's quantity (1–99, within stock); also accepts today's price",
        params: idParamSchema,
        body: updateCartLineSchema,
        response: { 200: cartItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCartLine({
        db: app.db,
        userId: request.auth!.userId,
        id: request.params.id,
        quantity: request.body.quantity,
      }),
    }),
  );

  app.delete(
    '/api/cart/:id',
    {
      preHandler: requireSignIn,
      schema: {
        ...common,
        summary: 'Remove a line',
        params: idParamSchema,
        response: { 200: cartDeleteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeCartLine({
        db: app.db,
        userId: request.auth!.userId,
        id: request.params.id,
      }),
    }),
  );
};
