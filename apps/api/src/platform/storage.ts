import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live (ARCHITECTURE decision 12): a local folder now, S3 later. */
export interface Storage {
  /** Stores bytes under a server-made key and answers the URL that serves them. */
  put(key: string, bytes: Buffer): Promise<string>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|jpg|png)$/;

export function createLocalStorage(root: string): Storage {
  return {
    async put(key, bytes) {
      // Keys are made by the server; the check keeps a future caller from writing outside root.
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
  };
}
