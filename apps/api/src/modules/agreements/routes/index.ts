import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agreementRoutes } from './agreements';
import { idCardRoutes } from './id-cards';

export const directSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(agreementRoutes);
  await app.register(idCardRoutes);
};
