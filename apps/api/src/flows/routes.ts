import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  errorEnvelopeSchema,
  googleSignInSchema,
  loginResponseSchema,
  MESSAGES,
  messageResponseSchema,
  registerSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@saathi/shared';
import { requireSignIn } from '../platform/auth-guard';
import { AppError } from '../platform/errors';
import { CODE_SENDS_PER_ADDRESS, createGoogleVerifier, setRefreshCookie } from '../modules/auth';
import { getCompanySettings } from '../modules/settings';
import { changePassword } from './change-password';
import { registerCustomer } from './register-customer';
import { signInWithCode } from './sign-in-with-code';
import { signInWithGoogle } from './sign-in-with-google';

const error = errorEnvelopeSchema;

/**
 * The endpoints whose work is a flow (modules never call flows, so these cannot live in a
 * module's routes): the handlers parse, run the flow and answer.
 */
export const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  const googleVerifier = createGoogleVerifier(app.config);

  app.post(
    '/auth/verify-otp',
    {
      config: { rateLimit: CODE_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Check a code: completes a registration or signs in',
        body: verifyOtpSchema,
        response: { 200: verifyOtpResponseSchema, 400: error, 401: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const settings = await getCompanySettings({ db: app.db });
      const session = await signInWithCode({
        db: app.db,
        accessTokens: app.accessTokens,
        destination: request.body.destination,
        code: request.body.otp,
        referralPrefix: settings.shortName.toUpperCase(),
      });
      setRefreshCookie(reply, session.refreshToken);
      return { success: true as const, message: MESSAGES.otp.verified, data: session };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit: CODE_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'The older sign-up popup: create a customer and sign in',
        body: registerSchema,
        response: { 200: loginResponseSchema, 400: error, 401: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const session = await registerCustomer({
        db: app.db,
        accessTokens: app.accessTokens,
        input: request.body,
      });
      setRefreshCookie(reply, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/auth/google',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (creates a customer for a new verified email)',
        body: googleSignInSchema,
        response: { 200: loginResponseSchema, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      if (!googleVerifier) throw new AppError('NOT_FOUND', 'Google sign-in is not enabled.');
      const session = await signInWithGoogle({
        db: app.db,
        accessTokens: app.accessTokens,
        verifier: googleVerifier,
        idToken: request.body.idToken,
      });
      setRefreshCookie(reply, session.refreshToken);
      return session;
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
          400: error,
          401: error,
          403: error,
          404: error,
          409: error,
          413: error,
          415: error,
        },
      },
    },
    async (request) => {
      await changePassword({ db: app.db, auth: request.auth!, input: request.body });
      return { success: true as const, message: 'Password updated successfully', error: null };
    },
  );
};
