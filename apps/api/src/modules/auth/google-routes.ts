import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  googleSignInSchema,
  loginResponseSchema,
  publicAuthConfigSchema,
} from '@saathi/shared';
import { isDevOutboxEnabled } from '../../config';
import { AppError } from '../../platform/errors';
import { setRefreshCookie } from './refresh-cookie';
import { createGoogleVerifier, signInWithGoogle } from './services/google-sign-in';
import { startSession } from './services/sessions';

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = createGoogleVerifier(app.config);

  app.get(
    '/api/auth-config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods the web app should offer',
        response: { 200: publicAuthConfigSchema },
      },
    },
    async () => ({
      success: true as const,
      data: {
        googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
        isDevOutbox: isDevOutboxEnabled(app.config),
      },
    }),
  );

  app.post(
    '/auth/google',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (creates a customer for a new verified email)',
        body: googleSignInSchema,
        response: {
          200: loginResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!verifier) throw new AppError('NOT_FOUND', 'Google sign-in is not enabled.');
      const user = await signInWithGoogle({ db: app.db, verifier, idToken: request.body.idToken });
      const session = await startSession(
        { db: app.db, accessTokens: app.accessTokens },
        user,
        'google',
      );
      setRefreshCookie(reply, session.refreshToken);
      return session;
    },
  );
};
