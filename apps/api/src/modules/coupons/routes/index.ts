import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponAdminRoutes, couponRoutes as shopperCouponRoutes } from './coupons';

/** /api/coupons and /api/admin/coupons: the shopper's offers and the console's coupons. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopperCouponRoutes);
  await app.register(couponAdminRoutes);
};
