import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, tdsQuarterQuerySchema, walletAdjustmentSchema } from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { adjustWallet } from '../services/credit';
import { TDS_26Q_COLUMNS, tds26qFilename, tds26qRows } from '../services/tds-26q';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const finance = { onRequest: requirePermission('finance.manage') };

/** /api/admin/wallet: the console's adjustments to a wallet and the quarter's 26Q export. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/wallet/adjustments',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary: "Credit or debit an associate's wallet with a reason (audited)",
        body: walletAdjustmentSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ entryId: z.number().int() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { entryId } = await adjustWallet({
        db: app.db,
        adjustment: request.body,
        actorUserId: request.auth!.userId,
      });
      return { success: true as const, data: { entryId } };
    },
  );

  app.get(
    '/api/admin/wallet/tds-26q',
    {
      ...finance,
      schema: {
        tags,
        security,
        summary:
          "A quarter's TDS deductions (section 194H) as CSV in Form 26Q's deductee columns; year = the financial year's first calendar year",
        querystring: tdsQuarterQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        filename: tds26qFilename(request.query.year, request.query.quarter),
        columns: TDS_26Q_COLUMNS,
        rows: tds26qRows({ db: app.db, ...request.query }),
      }),
  );
};
