import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_DAYS } from '../services/sessions';

export const REFRESH_COOKIE = 'saathi_refresh';

/** httpOnly so scripts never see it; only sent to /auth, where refresh and logout live. */
export function setRefreshCookie(reply: FastifyReply, refreshToken: string) {
  void reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.PUBLIC_URL.startsWith('https:'),
    path: '/auth',
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}

export const clearRefreshCookie = (reply: FastifyReply) =>
  void reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });

export const refreshTokenFrom = (request: FastifyRequest, bodyToken?: string) =>
  bodyToken ?? request.cookies[REFRESH_COOKIE];
