import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATH_PREFIXES } from '@saathi/shared';
import { toErrorEnvelope } from './error-handler';

const API_SEGMENTS = new Set<string>(API_PATH_PREFIXES);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Hashed assets never change; index.html must always be revalidated to pick up a deploy. */
const cacheControlFor = (filePath: string) => {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  if (filePath.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600';
};

const firstSegment = (url: string) => url.split('?')[0]!.split('/')[1] ?? '';

// Browsers send text/html; curl and many clients send "any type" or no Accept: both take HTML.
const acceptsHtml = (accept: string | undefined) =>
  !accept || accept.includes('text/html') || accept.includes('*/*');

/** A browser asking for a page (not the API, not a built asset): answered with index.html. */
export const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !API_SEGMENTS.has(firstSegment(request.url)) &&
  firstSegment(request.url) !== 'assets' &&
  acceptsHtml(request.headers.accept);

const sendJsonNotFound = (reply: FastifyReply) =>
  reply.status(404).send(toErrorEnvelope({ code: 'NOT_FOUND', message: 'Not found' }));

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, index.html for
 * every page route, brotli or gzip when the build has them and the browser takes them, and a JSON
 * 404 for unknown API paths or non-page requests.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | undefined,
  /** `Link` header values sent with a page's HTML (preloads of what it will ask for). */
  linksFor: (request: FastifyRequest) => Promise<readonly string[]> = async () => [],
) {
  const root = webDistDir && path.resolve(webDistDir);
  const hasSpa = Boolean(root && existsSync(path.join(root, 'index.html')));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: root!,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside its text files (apps/web/vite.config.ts): sent
      // as they are, so compressing costs nothing per request (behind nginx too, which passes
      // an encoded answer through).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!hasSpa || !isPageRequest(request)) return sendJsonNotFound(reply);
    const links = await linksFor(request);
    if (links.length) reply.header('link', links.join(', '));
    return reply.sendFile('index.html');
  });
}
