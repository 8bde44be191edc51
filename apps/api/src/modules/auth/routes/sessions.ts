import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  MESSAGES,
  publicAuthConfigSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  verifyTokenRequestSchema,
  verifyTokenResponseSchema,
} from '@saathi/shared';
import { isDevOutboxEnabled } from '../../../config';
import { errorResponses } from '../../../platform/error-responses';
import { AppError } from '../../../platform/errors';
import { toProfile } from '../../profiles';
import { getUserById } from '../../users';
import { clearRefreshCookie, refreshTokenFrom, setRefreshCookie } from './refresh-cookie';
import { loginWithPassword } from '../services/login-with-password';
import { revokeSession, rotateRefreshToken, startSession } from '../services/sessions';

/** Per client address (the socket's, unless TRUST_PROXY): X-Forwarded-For cannot reset it. */
const SIGN_IN_PER_ADDRESS = { max: 30, timeWindow: '1 minute' } as const;
const errors = errorResponses(400, 401, 429);

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, accessTokens: app.accessTokens });

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
    '/auth/login',
    {
      config: { rateLimit: SIGN_IN_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or email and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await loginWithPassword({ db: app.db, ...request.body });
      const session = await startSession(deps(), user, 'password');
      setRefreshCookie(reply, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: { rateLimit: SIGN_IN_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token (body or cookie) for a new access token and refresh token',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const refreshToken = refreshTokenFrom(request, request.body?.refreshToken);
      if (!refreshToken) throw new AppError('UNAUTHENTICATED', MESSAGES.common.tokenExpired);
      const result = await rotateRefreshToken({ ...deps(), refreshToken });
      if (result.isReuse) {
        clearRefreshCookie(reply);
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      }
      setRefreshCookie(reply, result.refreshToken);
      return {
        success: true as const,
        data: { accessToken: result.token, refreshToken: result.refreshToken, user: result.user },
      };
    },
  );

  app.post(
    '/auth/verify-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check an access token and return its user',
        body: verifyTokenRequestSchema,
        response: { 200: verifyTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = await app.accessTokens.verify(request.body.token);
      const failed = () => new AppError('UNAUTHENTICATED', MESSAGES.helpers.verifyToken);
      if (!claims) throw failed();
      const user = await getUserById({ db: app.db, id: claims.userId }).catch(() => {
        throw failed();
      });
      return {
        success: true as const,
        data: { valid: true as const, user: await toProfile({ db: app.db, row: user }) },
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session: revokes its refresh token family and clears the cookie',
        body: refreshTokenRequestSchema,
        response: { 200: logoutResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const refreshToken = refreshTokenFrom(request, request.body?.refreshToken);
      const ended = refreshToken ? await revokeSession({ db: app.db, refreshToken }) : undefined;
      if (ended) app.tokenRevocations.endSessions([ended]);
      clearRefreshCookie(reply);
      return { success: true as const, data: {} };
    },
  );
};
