import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client';
import { CATALOG_VERSION_CHANNEL, readCatalogueVersion } from './catalogue-version';

/** A read's serialised answer and the catalogue version it was read at (null: not known). */
export interface CatalogueRead {
  version: number | null;
  body: Buffer;
}

/** What a request is answered with; an answer without a version has no ETag and is not kept. */
export interface CatalogueAnswer {
  etag: string | null;
  body: Buffer;
}

/** Bytes an entry costs besides its body and key (the objects and the LRU's bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 256;

/** Strong: the same version and request always read the same bytes. */
const etagOf = (version: number, requestKey: string) =>
  `"${version}-${createHash('sha1').update(requestKey).digest('base64url').slice(0, 16)}"`;

/**
 * This process's answers to the public catalogue reads, keyed by (catalogue version, request), so
 * an answer is never stale: a change raises the version in its own transaction, and every process
 * hears it at commit (LISTEN catalog_version). Answers are kept only while this process listens;
 * a lost connection stops their use until it is back and the version reloaded. Concurrent misses
 * on one key share one database read (decision 0103).
 */
export function createCatalogueCache(database: Database, { maxBytes }: { maxBytes: number }) {
  /** The version answers are kept under; undefined while not listening. */
  let version: number | undefined;
  /** The newest version heard of, also while (re)loading. */
  let heard = 0;
  let stopListening: (() => Promise<void>) | undefined;
  const answers =
    maxBytes > 0
      ? new LRUCache<string, CatalogueAnswer>({
          maxSize: maxBytes,
          sizeCalculation: (answer, key) => answer.body.length + key.length + ENTRY_OVERHEAD_BYTES,
        })
      : undefined;
  const filling = new Map<string, Promise<CatalogueAnswer>>();

  const learn = (seen: number) => {
    if (!Number.isSafeInteger(seen)) return;
    heard = Math.max(heard, seen);
    if (version !== undefined && seen > version) version = seen;
  };
  const readAnswer = async (requestKey: string, read: () => Promise<CatalogueRead>) => {
    const result = await read();
    if (result.version !== null) learn(result.version);
    return {
      version: result.version,
      etag: result.version === null ? null : etagOf(result.version, requestKey),
      body: result.body,
    };
  };

  return {
    /**
     * `requestKey` names everything the answer depends on besides the catalogue's version;
     * `isKept` false (searches) reads afresh, still with an ETag.
     */
    async answer(
      requestKey: string,
      read: () => Promise<CatalogueRead>,
      { isKept = true } = {},
    ): Promise<CatalogueAnswer> {
      const keptAt = version;
      if (keptAt === undefined || !answers || !isKept) return readAnswer(requestKey, read);
      const key = `${keptAt} ${requestKey}`;
      const kept = answers.get(key);
      if (kept) return kept;
      let pending = filling.get(key);
      if (!pending) {
        pending = readAnswer(requestKey, read)
          .then(({ version: readAt, ...answer }) => {
            if (readAt !== null && readAt >= keptAt) answers.set(key, answer);
            return answer;
          })
          .finally(() => filling.delete(key));
        filling.set(key, pending);
      }
      return pending;
    },
    /** The version answers are kept under now (undefined: none are kept). */
    get version() {
      return version;
    },
    /** After this process's own write: the next read sees it without waiting for the NOTIFY. */
    async catchUp() {
      learn(await readCatalogueVersion(database.db));
    },
    async start() {
      stopListening = await database.listen(CATALOG_VERSION_CHANNEL, {
        onMessage: (payload) => learn(Number(payload)),
        onConnected: async () => {
          version = Math.max(await readCatalogueVersion(database.db), heard);
          heard = version;
        },
        onDisconnected: () => {
          version = undefined;
        },
      });
    },
    async stop() {
      version = undefined;
      await stopListening?.();
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue reads' answers, kept by catalogue version (decision 0103). */
    catalogueCache: CatalogueCache;
  }
}
