import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import type { Database } from '../../../db/client';
import { PRIVATE_CACHE_CONTROL } from '../../../platform/storage';
import { createCatalogueCache } from '../services/catalogue-cache';

/**
 * Any cache may keep a public read, but must ask again each time: the ETag makes asking cheap
 * (304), and nothing is ever shown that the catalogue no longer says (decision 0103).
 */
const SHARED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The process's catalogue cache: listening from start to close, and caught up after each of this
 * process's successful writes (an order's sale, a return's restock, an admin's edit), so the next
 * read here shows them at once; other processes hear of them at commit.
 */
export function registerCatalogueCache(app: FastifyInstance, database: Database) {
  const cache = createCatalogueCache(database, {
    maxBytes: app.config.CATALOGUE_CACHE_MB * 2 ** 20,
  });
  app.decorate('catalogueCache', cache);
  app.addHook('onReady', async () => cache.start());
  app.addHook('onClose', async () => cache.stop());
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || cache.version === undefined) {
      return done(null, payload);
    }
    // Not caught up (the database just went away): the NOTIFY still brings the version.
    cache.catchUp().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
}

export interface VersionedPayload {
  /** The catalogue version read in the same statement as the payload; null when not known. */
  version: number | null;
  payload: unknown;
}

/**
 * Answers a catalogue read: from the process's cache when `isKept` (plain listings and product
 * pages; not searches), with a strong ETag and a 304 to a matching If-None-Match. An admin's view
 * (`isPrivate`: hidden or deleted items) is the admin's alone, kept by no cache.
 */
export async function sendCatalogueRead(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    isKept = true,
    isPrivate = false,
    read,
  }: { isKept?: boolean; isPrivate?: boolean; read: () => Promise<VersionedPayload> },
) {
  if (isPrivate) {
    return reply.header('cache-control', PRIVATE_CACHE_CONTROL).send((await read()).payload);
  }
  // The path as asked (its params) and the query as validated (defaults in, keys in order): two
  // spellings of one path are two entries, never a wrong answer.
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const requestKey = `${path} ${JSON.stringify(request.query)}`;
  const readBody = async () => {
    const { version, payload } = await read();
    // The route's own serializer (fast-serializer.ts for the hot reads) writes a string.
    return { version, body: Buffer.from(reply.serialize(payload) as string) };
  };
  const { etag, body } = await request.server.catalogueCache.answer(requestKey, readBody, {
    isKept,
  });
  reply.header('cache-control', SHARED_CACHE_CONTROL);
  if (etag) {
    reply.header('etag', etag);
    if (fresh(request.headers, { etag })) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
