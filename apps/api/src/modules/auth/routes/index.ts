import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleRoutes } from './google';
import { oneTimeCodeRoutes } from './one-time-codes';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './sessions';

/** /auth and /api/auth-config: sign-in by password, code or Google, sessions, registration. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(oneTimeCodeRoutes);
  await app.register(registrationRoutes);
  await app.register(googleRoutes);
};
