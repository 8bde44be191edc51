import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  earningsMonthParamSchema,
  earningsPeriodResponseSchema,
  errorEnvelopeSchema,
} from '@saathi/shared';
import { requirePermission } from '../platform/auth-guard';
import { computeEarningsDraftJob } from '../modules/earnings';
import { creditCommissions } from '../modules/wallet';
import { commitEarningsPeriod } from './commit-earnings-period';

const error = errorEnvelopeSchema;

/** Committing a computed month (the flow credits the committed totals on). */
export const earningsFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/earnings/periods/:month/commit',
    {
      onRequest: requirePermission('finance.manage'),
      schema: {
        tags: ['earnings'],
        summary: 'Commit a computed month: locked, exactly once (409 when already committed)',
        security: [{ bearerAuth: [] }],
        params: earningsMonthParamSchema,
        response: {
          200: earningsPeriodResponseSchema,
          400: error,
          401: error,
          403: error,
          404: error,
          409: error,
        },
      },
    },
    async (request) => {
      const { period } = await commitEarningsPeriod({
        db: app.db,
        month: request.params.month,
        actorUserId: request.auth!.userId,
        // The committed earnings go to the wallets in the commit's transaction (with TDS).
        creditCommissions,
      });
      return { success: true as const, data: period };
    },
  );
};

/** The closing's background job on the app's runner: the month just ended, computed as a draft. */
export function registerEarningsJobs(app: FastifyInstance) {
  app.jobs.register({
    name: computeEarningsDraftJob.name,
    intervalMs: computeEarningsDraftJob.intervalMs,
    run: ({ db }) => computeEarningsDraftJob.run({ db }).then(() => undefined),
  });
}
