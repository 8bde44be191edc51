import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailResponseSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@saathi/shared';
import { sendCsv } from '../../platform/csv';
import { requirePermission } from '../../platform/auth-guard';
import { exportUsers, getUserDetail, listUsersForConsole, USER_CSV_COLUMNS } from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const staff = { tags: ['users admin'], security: [{ bearerAuth: [] }] };
const viewers = { onRequest: requirePermission('users.view') };

export const userDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users/all',
    {
      ...viewers,
      schema: {
        ...staff,
        summary:
          'All users, paged: search by name, username, email, phone or referral code; role and status filters; sort',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return {
        success: true as const,
        data: await listUsersForConsole({ db: app.db, filter, page, limit }),
      };
    },
  );

  app.get(
    '/admin/users/export',
    {
      ...viewers,
      schema: {
        ...staff,
        summary: 'The same list as CSV, every page (streamed)',
        querystring: adminUserExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        filename: `users-${new Date().toISOString().slice(0, 10)}.csv`,
        columns: USER_CSV_COLUMNS,
        rows: exportUsers({ db: app.db, filter: request.query }),
      }),
  );

  app.get(
    '/admin/users/:id',
    {
      ...viewers,
      schema: {
        ...staff,
        summary: "A user's page: profile, roles, associate node, addresses, sessions, requests",
        params: idParamSchema,
        response: { 200: adminUserDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getUserDetail({
        db: app.db,
        userId: request.params.id,
        viewerRoles: request.auth!.roles,
      }),
    }),
  );
};
