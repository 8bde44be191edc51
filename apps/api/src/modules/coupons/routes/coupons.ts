import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponResponseSchema,
  adminCouponsResponseSchema,
  couponInputSchema,
  couponPauseSchema,
  couponUsageResponseSchema,
  idParamSchema,
  usableCouponsResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission, requireSignIn } from '../../../platform/auth-guard';
import {
  createCoupon,
  getCoupon,
  getCouponUsage,
  listCoupons,
  setCouponPaused,
  updateCoupon,
} from '../services/admin-coupons';
import { listUsableCoupons } from '../services/shopper-coupons';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];
const admin = { tags: ['coupons admin'], security };
const ok = <T>(data: T) => ({ success: true as const, data });

/** The shopper's coupons (applying one at checkout is a flow: it prices the cart). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/coupons',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['coupons'],
        security,
        summary: 'The coupons I can use now, with their conditions in words',
        response: { 200: usableCouponsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await listUsableCoupons({ db: app.db, userId: request.auth!.userId })),
  );
};

/** The console's coupons: list, create, edit, pause or resume, and each one's usage report. */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requirePermission('orders.manage') };

  app.get(
    '/api/admin/coupons',
    {
      ...guard,
      schema: {
        ...admin,
        summary: 'Every coupon, newest first, with its uses',
        response: { 200: adminCouponsResponseSchema, ...errors },
      },
    },
    async () => ok(await listCoupons({ db: app.db })),
  );

  app.post(
    '/api/admin/coupons',
    {
      ...guard,
      schema: {
        ...admin,
        summary: 'Create a coupon (a code already in use is a 409)',
        body: couponInputSchema,
        response: { 201: adminCouponResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok(
          await createCoupon({
            db: app.db,
            actorUserId: request.auth!.userId,
            input: request.body,
          }),
        ),
      ),
  );

  app.get(
    '/api/admin/coupons/:id',
    {
      ...guard,
      schema: {
        ...admin,
        summary: 'One coupon',
        params: idParamSchema,
        response: { 200: adminCouponResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getCoupon({ db: app.db, id: request.params.id })),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      ...guard,
      schema: {
        ...admin,
        summary: 'Change a coupon; orders already placed keep their discount',
        params: idParamSchema,
        body: couponInputSchema,
        response: { 200: adminCouponResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await updateCoupon({
          db: app.db,
          actorUserId: request.auth!.userId,
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.patch(
    '/api/admin/coupons/:id',
    {
      ...guard,
      schema: {
        ...admin,
        summary: 'Pause or resume a coupon',
        params: idParamSchema,
        body: couponPauseSchema,
        response: { 200: adminCouponResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await setCouponPaused({
          db: app.db,
          actorUserId: request.auth!.userId,
          id: request.params.id,
          isPaused: request.body.isPaused,
        }),
      ),
  );

  app.get(
    '/api/admin/coupons/:id/usage',
    {
      ...guard,
      schema: {
        ...admin,
        summary: "A coupon's uses: order, customer, discount, date, and whether given back",
        params: idParamSchema,
        response: { 200: couponUsageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getCouponUsage({ db: app.db, id: request.params.id })),
  );
};
