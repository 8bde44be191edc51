import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailResponseSchema,
  adminUserUpdatedResponseSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  errorEnvelopeSchema,
  idParamSchema,
  setUserRolesSchema,
  setUserStatusSchema,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { sendCsv } from '../../../platform/csv';
import { requirePermission } from '../../../platform/auth-guard';
import { changeUserRoles } from '../../../flows/change-user-roles';
import { setUserStatus } from '../../../flows/set-user-status';
import { getReferralCodes } from '../../associates';
import type { UserRow } from '../../users';
import { toAdminUserRow } from '../services/user-directory';
import {
  exportUsers,
  getUserDetail,
  listUsersForConsole,
  USER_CSV_COLUMNS,
} from '../services/user-directory';

const errors = errorResponses(400, 401, 403, 404);
const withConflict = { ...errors, 409: errorEnvelopeSchema };
const staff = { tags: ['users admin'], security: [{ bearerAuth: [] }] };
const viewers = { onRequest: requirePermission('users.view') };

/** /admin/users: the console's people — list, CSV, one person, status and staff roles. */
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

  const answer = async (user: UserRow) => {
    const codes = await getReferralCodes({ db: app.db, userIds: [user.id] });
    return { success: true as const, data: toAdminUserRow(user, codes.get(user.id) ?? null) };
  };

  app.put(
    '/admin/users/:id/status',
    {
      onRequest: requirePermission('users.manage'),
      schema: {
        ...staff,
        summary:
          'Deactivate (sessions and access tokens end at once; sign-in refused) or reactivate; never the last admin',
        params: idParamSchema,
        body: setUserStatusSchema,
        response: { 200: adminUserUpdatedResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      const { user, revocation } = await setUserStatus({
        db: app.db,
        actorUserId: request.auth!.userId,
        actorRoles: request.auth!.roles,
        userId: request.params.id,
        ...request.body,
      });
      if (revocation) app.tokenRevocations.apply(revocation);
      return answer(user);
    },
  );

  app.put(
    '/admin/users/:id/roles',
    {
      onRequest: requirePermission('roles.manage'),
      schema: {
        ...staff,
        summary:
          "Set a user's staff roles (customer and associate stay); never removes the last admin",
        params: idParamSchema,
        body: setUserRolesSchema,
        response: { 200: adminUserUpdatedResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      const { user, revocation } = await changeUserRoles({
        db: app.db,
        actorUserId: request.auth!.userId,
        userId: request.params.id,
        roles: request.body.roles,
      });
      if (revocation) app.tokenRevocations.apply(revocation);
      return answer(user);
    },
  );
};
