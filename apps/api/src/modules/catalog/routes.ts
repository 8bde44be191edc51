import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandRoutes } from './routes/brand-routes';
import { categoryRoutes } from './routes/category-routes';
import { handleCatalogueError } from './routes/error-envelope';
import { productRoutes } from './routes/product-routes';
import { stockRoutes } from './routes/stock-routes';

/**
 * The catalogue's routes, by resource. Registered as one encapsulated plugin so that its error
 * handler, which adds the spec's error wrapper (spec part 2 §8), applies to these routes only.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(handleCatalogueError);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
  await app.register(stockRoutes);
};
