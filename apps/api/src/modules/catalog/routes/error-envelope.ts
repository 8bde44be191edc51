import type { FastifyRequest } from 'fastify';
import type { CatalogueError, ErrorEnvelope } from '@saathi/shared';
import { createErrorHandler } from '../../../platform/error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catalogue route answering a list: its errors carry `data: []` rather than `null`. */
    catalogueList?: boolean;
  }
}

/**
 * Catalogue clients read the spec's wrapper (spec part 2 §8: the first errorDescription is the
 * message); the project's clients read `error`. Both are sent.
 */
function withCatalogueWrapper(envelope: ErrorEnvelope, request: FastifyRequest): CatalogueError {
  return {
    ...envelope,
    data: request.routeOptions.config?.catalogueList ? [] : null,
    errors: [{ errorDescription: envelope.error.message }],
  };
}

/** The catalogue plugin's error handler (Fastify scopes it to the plugin's routes). */
export const handleCatalogueError = createErrorHandler(withCatalogueWrapper);
