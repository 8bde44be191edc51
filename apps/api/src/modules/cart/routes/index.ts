import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartLineRoutes } from './cart';
import { checkoutRoutes } from './checkout';

/** /api/cart and /api/checkout: the shopper's server cart and its review before placing. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartLineRoutes);
  await app.register(checkoutRoutes);
};
