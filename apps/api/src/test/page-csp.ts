import type { FastifyInstance } from 'fastify';
import { pageSecurityHeaders } from '../platform/security-headers';

/**
 * The Content-Security-Policy the app's pages (the SPA's HTML) are served with; the API's own
 * answers carry a short policy of their own (decision 0106).
 */
export const pageCsp = (app: FastifyInstance) =>
  String(
    pageSecurityHeaders(app.config).find(
      ([name]) => name.toLowerCase() === 'content-security-policy',
    )?.[1],
  );
