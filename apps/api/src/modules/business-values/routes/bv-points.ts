import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BV_TABS,
  bvPointsQuerySchema,
  bvPointsResponseSchema,
  idParamSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { viewerOf } from '../../associates';
import { exportBvTab, getBvPoints } from '../services/get-bv-points';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearerAuth: [] }];

/** /api/bvPoints: a user's business value, balances and transactions, and their CSV. */
export const businessValueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bvPoints/:userId',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['business-values'],
        summary: "A user's BV balances and transactions by status (own data; admins any)",
        security,
        params: z.object({ userId: idParamSchema.shape.id }),
        querystring: bvPointsQuerySchema,
        response: { 200: bvPointsResponseSchema, ...errors },
      },
    },
    async (request) =>
      getBvPoints({
        db: app.db,
        viewer: viewerOf(request),
        userId: request.params.userId,
        ...request.query,
      }),
  );

  app.get(
    '/api/bvPoints/:userId/export',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['business-values'],
        summary: 'One tab of BV transactions as CSV, filtered and sorted as on screen',
        security,
        params: z.object({ userId: idParamSchema.shape.id }),
        querystring: bvPointsQuerySchema
          .pick({ q: true, sort: true, band: true })
          .extend({ tab: z.enum(BV_TABS).default('pending') }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const table = await exportBvTab({
        db: app.db,
        viewer: viewerOf(request),
        userId: request.params.userId,
        ...request.query,
      });
      return sendCsv(reply, { filename: `business-values-${request.query.tab}.csv`, ...table });
    },
  );
};
