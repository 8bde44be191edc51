import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditExportQuerySchema,
  auditKindsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  errorEnvelopeSchema,
  type AuditEntry,
} from '@saathi/shared';
import { requirePermission } from '../../platform/auth-guard';
import { sendCsv, type CsvColumn } from '../../platform/csv-stream';
import { exportAuditLog, listAuditKinds, searchAuditLog } from './search';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const staff = { tags: ['audit'], security: [{ bearerAuth: [] }] };
const auditors = { onRequest: requirePermission('audit.view') };

const CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'when', value: (entry) => entry.createdAt },
  { header: 'who', value: (entry) => entry.actor?.username ?? 'system' },
  { header: 'record', value: (entry) => entry.entity },
  { header: 'record id', value: (entry) => entry.entityId },
  { header: 'action', value: (entry) => entry.action },
  {
    header: 'changes',
    value: (entry) =>
      entry.changes
        .map((change) => `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`)
        .join('; '),
  },
];

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
        columns: CSV_COLUMNS,
        batches: exportAuditLog({ db: app.db, filter: request.query }),
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
