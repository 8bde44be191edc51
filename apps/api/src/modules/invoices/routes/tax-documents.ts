import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthDocumentsResponseSchema, taxDocumentMonthQuerySchema } from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { exportGstr1B2cCsv, listMonthDocuments } from '../services/month-documents';

const errors = errorResponses(400, 401, 403);
const admin = { tags: ['tax documents admin'], security: [{ bearerAuth: [] }] };

/** The accountant's month: its invoices and credit notes, and GSTR-1's B2C summary as CSV. */
export const taxDocumentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/tax-documents',
    {
      onRequest: requirePermission('finance.manage'),
      schema: {
        ...admin,
        summary: 'Tax invoices and credit notes issued in a month (India time), in serial order',
        querystring: taxDocumentMonthQuerySchema,
        response: { 200: monthDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        month: request.query.month,
        documents: await listMonthDocuments({ db: app.db, month: request.query.month }),
      },
    }),
  );

  app.get(
    '/api/admin/tax-documents/gstr1-b2c.csv',
    {
      onRequest: requirePermission('finance.manage'),
      schema: {
        ...admin,
        summary: "GSTR-1 B2C (small) summary of a month's documents by place of supply and rate",
        querystring: taxDocumentMonthQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        filename: `gstr1-b2cs-${request.query.month}.csv`,
        ...(await exportGstr1B2cCsv({ db: app.db, month: request.query.month })),
      }),
  );
};
