import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, googleSignInSchema, loginResponseSchema } from '@saathi/shared';
import { AppError } from '../../../platform/errors';
import { signInWithGoogle } from '../../../flows/sign-in-with-google';
import { getCompanySettings } from '../../settings';
import { shopLinkCodeFrom } from '../../shop-links';
import { createGoogleVerifier } from '../services/google-verifier';
import { setRefreshCookie } from './refresh-cookie';

const error = errorEnvelopeSchema;

/** POST /auth/google: sign in with a Google ID token, when Google sign-in is configured. */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const googleVerifier = createGoogleVerifier(app.config);

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
      const settings = await getCompanySettings({ db: app.db });
      const session = await signInWithGoogle({
        db: app.db,
        accessTokens: app.accessTokens,
        verifier: googleVerifier,
        idToken: request.body.idToken,
        messenger: app.messenger,
        company: settings.name,
        linkCode: shopLinkCodeFrom(request.cookies),
      });
      setRefreshCookie(reply, session.refreshToken);
      return session;
    },
  );
};
