import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { breachRoutes } from './breaches';
import { personalDataRoutes } from './privacy';

/** The privacy module's one plugin: a person's side and the console's requests and breaches. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(personalDataRoutes);
  await app.register(breachRoutes);
};
