import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BV_TABS,
  bvAdjustmentResponseSchema,
  bvAdjustmentSchema,
  bvPointsQuerySchema,
  bvPointsResponseSchema,
  errorEnvelopeSchema,
  idParamSchema,
  repurchaseSummaryQuerySchema,
  repurchaseSummaryResponseSchema,
} from '@saathi/shared';
import { requirePermission, requireSignIn } from '../../platform/auth-guard';
import { sendCsv } from '../../platform/csv';
import { viewerOf } from '../associates';
import { adjustBusinessValue } from './services/adjust';
import { exportBvTab, getBvPoints } from './services/get-bv-points';
import { getRepurchaseSummary } from './services/repurchase-summary';

const error = errorEnvelopeSchema;
const errors = { 400: error, 401: error, 403: error, 404: error };
const security = [{ bearerAuth: [] }];

/** Business value: balances and transactions, repurchase summaries, admin adjustments. */
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

  app.get(
    '/associates/:id/repurchase-summary',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['associates'],
        summary: 'Per month: own first purchase and repurchases, and the downline repurchase BV',
        security,
        params: idParamSchema,
        querystring: repurchaseSummaryQuerySchema,
        response: { 200: repurchaseSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getRepurchaseSummary({
        db: app.db,
        viewer: viewerOf(request),
        id: request.params.id,
        months: request.query.months,
      }),
    }),
  );

  app.post(
    '/associates/:id/bv-adjustments',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'Credit or debit confirmed BV with a reason (admins; audited; Idempotency-Key)',
        security,
        params: idParamSchema,
        headers: z.looseObject({
          'idempotency-key': z
            .string({ error: 'Send an Idempotency-Key header (a fresh one per adjustment).' })
            .trim()
            .min(8)
            .max(100),
        }),
        body: bvAdjustmentSchema,
        response: { 200: bvAdjustmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adjustBusinessValue({
        db: app.db,
        associateId: request.params.id,
        adjustment: request.body,
        source: `adjustment:${request.headers['idempotency-key']}`,
        actorUserId: request.auth!.userId,
      }),
    }),
  );
};
