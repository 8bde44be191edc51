import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserUpdatedResponseSchema,
  errorEnvelopeSchema,
  idParamSchema,
  setUserRolesSchema,
  setUserStatusSchema,
} from '@saathi/shared';
import { requirePermission } from '../platform/auth-guard';
import { getReferralCodes } from '../modules/associates';
import { toAdminUserRow } from '../modules/user-directory';
import type { UserRow } from '../modules/users';
import { changeUserRoles } from './change-user-roles';
import { setUserStatus } from './set-user-status';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const staff = { tags: ['users admin'], security: [{ bearerAuth: [] }] };

/** The console's writes on people: status (sessions end at once) and staff roles. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
        response: { 200: adminUserUpdatedResponseSchema, ...errors },
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
        response: { 200: adminUserUpdatedResponseSchema, ...errors },
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
