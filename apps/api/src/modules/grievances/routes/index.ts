import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grievanceAdminRoutes } from './admin-grievances';
import { grievanceRoutes as publicRoutes } from './grievances';

/** /grievances: filing and looking up; /admin/grievances: the officer's console. */
export const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(grievanceAdminRoutes);
};
