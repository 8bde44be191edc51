import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactListQuerySchema,
  contactListResponseSchema,
  createContactResponseSchema,
  createContactSchema,
  errorEnvelopeSchema,
  idParamSchema,
  leadResponseSchema,
  updateLeadSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { sendCsv } from '../../../platform/csv';
import { leaveLead } from '../../../flows/leave-lead';
import { LEAD_EXPORT_COLUMNS, listLeads, streamLeads, updateLead } from '../services/leads';

const adminErrors = errorResponses(400, 401, 403, 404);
const adminOnly = { onRequest: requirePermission('leads.manage') };
const admin = { tags: ['contacts'], security: [{ bearerAuth: [] }] };

/** Per client address; a person sends one lead, a bot sends hundreds. */
const LEADS_PER_ADDRESS = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts',
    {
      config: { rateLimit: LEADS_PER_ADDRESS },
      schema: {
        tags: ['contacts'],
        summary: 'Leave a lead from the "Join the business" form (no sign-in)',
        body: createContactSchema,
        response: {
          200: createContactResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await leaveLead({ db: app.db, input: request.body });
      return { success: true as const, data: { received: true as const } };
    },
  );
};

export const leadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    {
      ...adminOnly,
      schema: {
        ...admin,
        summary: 'Leads, newest first, with search and status (admins)',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listLeads({ db: app.db, query: request.query }),
    }),
  );

  app.get(
    '/contacts/export',
    {
      ...adminOnly,
      schema: {
        ...admin,
        summary: 'Leads as CSV (admins); same filters as the list',
        querystring: contactListQuerySchema.pick({ q: true, status: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        filename: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
        columns: LEAD_EXPORT_COLUMNS,
        rows: streamLeads({ db: app.db, filter: request.query }),
      }),
  );

  app.patch(
    '/contacts/:id',
    {
      ...adminOnly,
      schema: {
        ...admin,
        summary: "Change a lead's status or notes (admins)",
        params: idParamSchema,
        body: updateLeadSchema,
        response: { 200: leadResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateLead({ db: app.db, id: request.params.id, input: request.body }),
    }),
  );
};
