import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes as publicContentRoutes } from './content';
import { contentAdminRoutes } from './content-admin';

/** /api/pages, /api/posts, /api/media and their console routes under /api/admin. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicContentRoutes);
  await app.register(contentAdminRoutes);
};
