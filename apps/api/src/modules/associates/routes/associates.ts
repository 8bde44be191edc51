import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  associateListQuerySchema,
  associateListResponseSchema,
  associateNodeResponseSchema,
  createAssociateSchema,
  idParamSchema,
  moveAssociateSchema,
  moveResultSchema,
  updateAssociateSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requirePermission } from '../../../platform/auth-guard';
import { makeAssociate } from '../../../flows/make-associate';
import { moveAssociate } from '../../../flows/move-associate';
import { listAssociates, updateAssociate } from '../services/admin-associates';
import { getCompanySettings } from '../../settings';

const errors = errorResponses(400, 401, 403, 404);
const withConflict = { ...errors, ...errorResponses(409) };

/**
 * The console's associates (spec part 2 §7 "Associates"): the list, a new associate under a
 * sponsor, rank and status, and a move under another parent (the last two with their flows).
 */
export const associateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/associates',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'All associates, newest first: search, rank and status filters (admins)',
        security: [{ bearerAuth: [] }],
        querystring: associateListQuerySchema,
        response: { 200: associateListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAssociates({ db: app.db, ...request.query }),
    }),
  );

  app.post(
    '/associates',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'Make a customer an associate under a sponsor (admins; audited)',
        security: [{ bearerAuth: [] }],
        body: createAssociateSchema,
        response: { 200: associateNodeResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      success: true as const,
      data: await makeAssociate({ db: app.db, ...request.body, actorUserId: request.auth!.userId }),
    }),
  );

  app.put(
    '/associates/:id',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: "Change an associate's rank or status (admins; audited)",
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: updateAssociateSchema,
        response: { 200: associateNodeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAssociate({
        db: app.db,
        id: request.params.id,
        changes: request.body,
        actorUserId: request.auth!.userId,
        notices: {
          messenger: app.messenger,
          company: (await getCompanySettings({ db: app.db })).name,
        },
      }),
    }),
  );

  app.put(
    '/associates/:id/parent',
    {
      onRequest: requirePermission('network.manage'),
      schema: {
        tags: ['associates'],
        summary: 'Move a node and its downline under another parent (admins; audited)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: moveAssociateSchema,
        response: { 200: moveResultSchema, ...withConflict },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moveAssociate({
        db: app.db,
        id: request.params.id,
        ...request.body,
        actorUserId: request.auth!.userId,
      }),
    }),
  );
};
