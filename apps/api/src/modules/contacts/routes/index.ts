import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes as leadFormRoutes, leadAdminRoutes } from './contacts';

/** /contacts: the public lead form and the console's leads. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(leadFormRoutes);
  await app.register(leadAdminRoutes);
};
