import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (ARCHITECTURE decision 12): a local folder by default, an
 * S3-compatible bucket when S3_* is set (platform/s3-storage.ts).
 */
export interface Storage {
  /** Stores bytes under a server-made key and answers the URL that serves them. */
  put(key: string, bytes: Buffer): Promise<string>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Stored names never change, so whoever serves them may cache them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|jpg|png)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

/** Keys are made by the server; the check keeps a future caller from writing outside the store. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** The media type of a (safe) key, from its extension. */
export function contentTypeOf(key: string) {
  const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  return CONTENT_TYPES[extension];
}

export function createLocalStorage(root: string): Storage {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
  };
}
