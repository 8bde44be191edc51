import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { hasPermission, type Permission } from '@saathi/shared';
import { AppError } from './errors';
import type { AccessClaims, AccessTokens } from './access-token';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Every route with who may call it, for the permission table's test and the docs. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** Why a valid token was refused (account deactivated, access changed), for the 401's words. */
    authRefusal: string | null;
  }
}

/**
 * Tokens refused before they expire: a deactivated account's, or one issued before its roles
 * changed. Checked on every request, so it answers from memory (modules/auth keeps it fresh).
 */
export interface AccessRevocations {
  refusalFor(claims: AccessClaims): string | null;
  /** The profile's language now: the token's, unless it changed since (decision 0154). */
  languageFor(claims: AccessClaims): AccessClaims['language'];
}

export interface RouteAccess {
  method: string;
  url: string;
  /** A permission, 'signed-in' for any signed-in user, or 'public'. */
  access: Permission | 'signed-in' | 'public';
}

type Guard = ((request: FastifyRequest) => Promise<void>) & { permission?: Permission };

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

/** Reads the bearer token once per request into `request.auth`; routes then declare who may call. */
export function registerAuth(
  app: FastifyInstance,
  accessTokens: AccessTokens,
  revocations: AccessRevocations,
) {
  app.decorate('accessTokens', accessTokens);
  app.decorate('routeAccess', []);
  app.decorateRequest('auth', null);
  app.decorateRequest('authRefusal', null);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.routeAccess.push({ method, url: route.url, access: accessOf(route) });
    }
  });
  // A callback, not an async hook: most requests carry no token and then cost no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    accessTokens.verify(token).then((claims) => {
      request.authRefusal = claims ? revocations.refusalFor(claims) : null;
      if (!claims || request.authRefusal) return done();
      const language = revocations.languageFor(claims);
      // Verified claims are shared by requests with the same token: a change gets a copy.
      request.auth = language === claims.language ? claims : { ...claims, language };
      done();
    }, done);
  });
}

function accessOf(route: RouteOptions): RouteAccess['access'] {
  const guards = [route.onRequest, route.preHandler].flat().filter(Boolean) as Guard[];
  const permission = guards.find((guard) => guard.permission)?.permission;
  if (permission) return permission;
  return guards.includes(requireSignIn) ? 'signed-in' : 'public';
}

/** preHandler: any signed-in user. */
export async function requireSignIn(request: FastifyRequest) {
  if (!request.auth) {
    throw new AppError('UNAUTHENTICATED', request.authRefusal ?? 'Please sign in to continue.');
  }
}

/**
 * onRequest guard: a signed-in user whose roles grant the permission (packages/shared
 * permissions.ts). Runs before the body is read, so a refused upload costs nothing.
 */
export function requirePermission(permission: Permission): Guard {
  const guard: Guard = async (request) => {
    await requireSignIn(request);
    if (!hasPermission(request.auth!.roles, permission)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
  };
  guard.permission = permission;
  return guard;
}

/** For routes that serve both: whether the caller holds a permission. */
export const holdsPermission = (request: FastifyRequest, permission: Permission) =>
  Boolean(request.auth && hasPermission(request.auth.roles, permission));
