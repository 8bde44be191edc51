import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { associateAdminRoutes } from './associates';
import { associateBusinessValueRoutes } from './business-value';
import { networkRoutes } from './network';
import { ownNodeRoutes } from './own-node';

/** /associates: the network, one's own node, the console's associates and their BV. */
export const associateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownNodeRoutes);
  await app.register(networkRoutes);
  await app.register(associateAdminRoutes);
  await app.register(associateBusinessValueRoutes);
};
