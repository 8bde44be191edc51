import type { FastifyInstance } from 'fastify';
import { FOLD_PRODUCT_SALES_JOB, foldProductSales } from './services/product-sales';

/** Counts the minute's sales into the products' popularity (decision 0085). */
export function registerCatalogJobs(app: FastifyInstance) {
  app.jobs.register({
    name: FOLD_PRODUCT_SALES_JOB,
    intervalMs: 60_000,
    run: ({ db }) => foldProductSales(db),
  });
}
