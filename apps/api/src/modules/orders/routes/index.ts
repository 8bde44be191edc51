import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderRoutes } from './admin-orders';
import { orderReturnRoutes } from './returns';
import { shopperOrderRoutes } from './shopper-orders';
import { orderTaxDocumentRoutes } from './tax-documents';

/** /api/orders and /api/admin/orders: orders, their tax documents and their returns. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopperOrderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(orderTaxDocumentRoutes);
  await app.register(orderReturnRoutes);
};
