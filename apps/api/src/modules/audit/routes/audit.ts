import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditExportQuerySchema,
  auditKindsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import {
  AUDIT_CSV_COLUMNS,
  exportAuditLog,
  listAuditKinds,
  searchAuditLog,
} from '../services/search-audit';

const errors = errorResponses(400, 401, 403);
const staff = { tags: ['audit'], security: [{ bearerAuth: [] }] };
const auditors = { onRequest: requirePermission('audit.view') };

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      ...auditors,
      schema: {
        ...staff,
        summary: 'Who did what to which record and when, with the changes; newest first, paged',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return {
        success: true as const,
        data: await searchAuditLog({ db: app.db, filter, page, limit }),
      };
    },
  );

  app.get(
    '/admin/audit/export',
    {
      ...auditors,
      schema: {
        ...staff,
        summary: 'The same, as CSV (streamed)',
        querystring: auditExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        filename: `audit-${new Date().toISOString().slice(0, 10)}.csv`,
        columns: AUDIT_CSV_COLUMNS,
        rows: exportAuditLog({ db: app.db, filter: request.query }),
      }),
  );

  app.get(
    '/admin/audit/kinds',
    {
      ...auditors,
      schema: {
        ...staff,
        summary: 'The kinds of record the log holds, for its filter',
        response: { 200: auditKindsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listAuditKinds({ db: app.db }) }),
  );
};
