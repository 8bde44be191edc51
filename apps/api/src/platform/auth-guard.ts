import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@saathi/shared';
import { AppError } from './errors';
import type { AccessClaims, AccessTokens } from './access-token';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

/** Reads the bearer token once per request into `request.auth`; routes then declare who may call. */
export function registerAuth(app: FastifyInstance, accessTokens: AccessTokens) {
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await accessTokens.verify(token) : null;
  });
}

/** preHandler: any signed-in user. */
export async function requireSignIn(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/** preHandler factory: a signed-in user holding one of the roles. */
export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest) => {
    await requireSignIn(request);
    if (!request.auth!.roles.some((role) => roles.includes(role))) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
  };
