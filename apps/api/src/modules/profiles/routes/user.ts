import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  currentUserResponseSchema,
  errorEnvelopeSchema,
  idParamSchema,
  messageResponseSchema,
  updatedUserResponseSchema,
  userDetailsRequestSchema,
  hasPermission,
} from '@saathi/shared';
import { errorResponses } from '../../../platform/error-responses';
import { requireSignIn } from '../../../platform/auth-guard';
import { changePassword } from '../../../flows/change-password';
import { AppError } from '../../../platform/errors';
import { languageOf, messagesIn } from '../../../platform/message-language';
import { announceLanguageChange } from '../../auth';
import { findUserByDestination, updateProfile } from '../../users';
import { getProfile } from '../services/profile';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
/** Validated in the service: which fields are required depends on the user's login type. */
const profilePayloadSchema = z
  .record(z.string(), z.unknown())
  .describe('Profile payload of spec part 1 §3');
const PHOTO_FIELD = 'imageUrl';

/** Reads a multipart profile form: text fields, plus the photo as the `imageUrl` file part. */
async function readProfileForm(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let photo: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== PHOTO_FIELD || photo) {
        throw new AppError('VALIDATION_FAILED', 'Only one photo may be sent, as "imageUrl".');
      }
      photo = await part.toBuffer();
    } else if (part.fieldname === 'alternateEmails' || part.fieldname === 'alternatePhone') {
      fields[part.fieldname] = String(part.value)
        ? String(part.value)
            .split(',')
            .map((value) => value.trim())
        : [];
    } else {
      fields[part.fieldname] = part.value === 'null' ? null : part.value;
    }
  }
  return { fields, photo };
}

/** The /user routes that answer a profile; changing the password is a flow (flows/routes.ts). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Saves a profile, then tells every process its language (decision 0154): the person's access
   * tokens carry the language they were signed with, and error answers read only the token.
   */
  const saveProfile = async (
    request: FastifyRequest,
    userId: number,
    form: { payload: unknown; photo?: Buffer },
  ) => {
    const saved = await updateProfile({
      db: app.db,
      storage: app.storage,
      auth: request.auth!,
      userId,
      ...form,
    });
    const change = await announceLanguageChange({
      db: app.db,
      userId,
      language: saved.preferredLanguage,
    });
    app.tokenRevocations.learnLanguage(change);
  };
  const respondWithUser = async (userId: number) => ({
    success: true as const,
    data: await getProfile({ db: app.db, userId }),
  });

  app.get(
    '/user/me',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => respondWithUser(request.auth!.userId),
  );

  app.put(
    '/user/:id',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['users'],
        summary:
          'Update a profile (self or admin); roles, username and the login identifier are not writable; {preferredLanguage} alone changes only the language',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: profilePayloadSchema,
        response: { 200: updatedUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await saveProfile(request, id, { payload: request.body });
      return respondWithUser(id);
    },
  );

  app.patch(
    '/user/:id/partial',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['users'],
        summary:
          'Update a profile with a new photo (multipart; the photo is the "imageUrl" file, ≤ 5 MB)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: updatedUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fields, photo } = await readProfileForm(request);
      await saveProfile(request, id, { payload: fields, photo });
      return respondWithUser(id);
    },
  );

  app.post(
    '/user/user-details',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['users'],
        summary: 'A user by email or phone: admins for anyone, others only about themself',
        security: [{ bearerAuth: [] }],
        body: userDetailsRequestSchema,
        response: { 200: updatedUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUserByDestination({
        db: app.db,
        destination: request.body.emailorPhone,
      });
      const isAllowed =
        user &&
        (user.id === request.auth!.userId || hasPermission(request.auth!.roles, 'users.view'));
      // Not 403: a non-admin must not learn whether someone else's address is registered.
      if (!isAllowed) throw new AppError('NOT_FOUND', 'User not found');
      return respondWithUser(user.id);
    },
  );

  app.put(
    '/user/update/password',
    {
      preHandler: requireSignIn,
      schema: {
        tags: ['users'],
        summary:
          'Change the password; other sessions end. No current password within 10 minutes of a sign-in by code.',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: {
          200: messageResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await changePassword({ db: app.db, auth: request.auth!, input: request.body });
      // The screen shows this text as it comes: in the person's language (decision 0155).
      const message = messagesIn(languageOf(request))('messages.passwordUpdated');
      return { success: true as const, message, error: null };
    },
  );
};
