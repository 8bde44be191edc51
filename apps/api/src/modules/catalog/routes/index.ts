import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCatalogueError } from './error-envelope';
import { productRoutes } from './products';
import { productTranslationRoutes } from './product-translations';
import { stockRoutes } from './stock';
import { brandRoutes, categoryRoutes } from './taxonomies';

export { registerCatalogueCache } from './cached-read';

/**
 * The catalogue's routes, by resource. Registered as one encapsulated plugin so that its error
 * handler, which adds the spec's error wrapper (spec part 2 §8), applies to these routes only.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(handleCatalogueError);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
  await app.register(productTranslationRoutes);
  await app.register(stockRoutes);
};
