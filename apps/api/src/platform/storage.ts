import { randomUUID } from 'node:crypto';
import * as fsPromises from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, StartupError } from './errors';

/**
 * Where uploaded files live (ARCHITECTURE decision 12): a local folder by default, an
 * S3-compatible bucket when S3_* is set (platform/s3-storage.ts). Public files (catalogue,
 * content, profile photos) have a URL anyone may fetch; private ones (KYC documents) are never
 * under a public path and leave only through a route that checks who asks (decision 0097).
 */
export interface Storage {
  /** Stores bytes under a server-made key and answers the URL that serves them. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** Stores bytes under a key no public URL reaches. */
  putPrivate(key: string, bytes: Buffer): Promise<void>;
  /** How to hand a private file to someone allowed to see it; null when there is none. */
  openPrivate(key: string): Promise<PrivateFile | null>;
  /** A public file's bytes, or null when there is none (moving files that became private). */
  readPublic(key: string): Promise<Buffer | null>;
  deletePublic(key: string): Promise<void>;
  /** Removes a private file; none there is no error. */
  deletePrivate(key: string): Promise<void>;
}

export type PrivateFile =
  /** A short-lived signed URL to send the browser to (S3). */
  | { kind: 'redirect'; url: string }
  /** The bytes, for the API to send itself (the local folder). */
  | { kind: 'stream'; stream: Readable; size: number; contentType: string };

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Stored names never change, so whoever serves them may cache them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Personal documents stay out of every cache, shared or the browser's. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|jpg|png|pdf)$/;
const SAFE_FOLDER = /^[a-z0-9-]+$/;
/** S3 keeps private objects under this prefix, so no public key can ever reach them. */
export const PRIVATE_PREFIX = 'private/';
const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  // Grievance attachments (private only: decision 0127).
  pdf: 'application/pdf',
} as const;

/** A key the server could have made: one folder, a plain name, an image extension. */
const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.startsWith(PRIVATE_PREFIX);

/** Keys are made by the server; the check keeps a future caller from writing outside the store. */
export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** The media type of a (safe) key, from its extension. */
export function contentTypeOf(key: string) {
  const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  return CONTENT_TYPES[extension];
}

/** A disk that is full or read-only refuses a write with one of these (write(2), rename(2)). */
const REFUSALS = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS', 'EACCES', 'EPERM']);
export const STORAGE_REFUSED =
  'We could not save your file: our file storage is full or not accepting files right now. Nothing was saved; please try again later.';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const isMissing = (error: unknown) => codeOf(error) === 'ENOENT';

/** The file-system calls the local storage makes; tests pass a disk that refuses writes. */
export type LocalFileSystem = Pick<
  typeof fsPromises,
  'mkdir' | 'writeFile' | 'rename' | 'rm' | 'open' | 'readFile' | 'readdir'
>;

export interface LocalStorageOptions {
  /** Served at /uploads/ (platform/uploads.ts). */
  publicRoot: string;
  /** Outside publicRoot: read back only by the API. */
  privateRoot: string;
  files?: LocalFileSystem;
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

export interface LocalStorage extends Storage {
  /** The public keys in a folder: files stored there before it became private. */
  listPublic(folder: string): Promise<string[]>;
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const publicRoot = path.resolve(options.publicRoot);
  const privateRoot = path.resolve(options.privateRoot);
  if (isInside(privateRoot, publicRoot) || isInside(publicRoot, privateRoot)) {
    throw new StartupError(
      `The private files folder (${privateRoot}) and the uploads folder (${publicRoot}) must not contain each other: set PRIVATE_FILES_DIR outside UPLOADS_DIR.`,
    );
  }
  const fs = options.files ?? fsPromises;

  /**
   * Written under a hidden temporary name, then renamed: a reader sees the whole file or none,
   * and a refused write leaves nothing behind. A refusal is the client's 507, not a 500.
   */
  async function writeWhole(root: string, key: string, bytes: Buffer) {
    assertSafeKey(key);
    const target = path.join(root, key);
    const temporary = path.join(path.dirname(target), `.${randomUUID()}.part`);
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      if (!REFUSALS.has(codeOf(error) ?? '')) throw error;
      const refused = new AppError('INSUFFICIENT_STORAGE', STORAGE_REFUSED);
      refused.cause = error;
      throw refused;
    }
  }

  return {
    async put(key, bytes) {
      await writeWhole(publicRoot, key, bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    putPrivate: (key, bytes) => writeWhole(privateRoot, key, bytes),
    async openPrivate(key) {
      assertSafeKey(key);
      const handle = await fs.open(path.join(privateRoot, key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return {
          kind: 'stream',
          stream: handle.createReadStream(),
          size,
          contentType: contentTypeOf(key),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async listPublic(folder) {
      if (!SAFE_FOLDER.test(folder)) throw new Error(`Unsafe storage folder: ${folder}`);
      const names = await fs.readdir(path.join(publicRoot, folder)).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return names.map((name) => `${folder}/${name}`).filter(isSafeKey);
    },
    async readPublic(key) {
      assertSafeKey(key);
      return fs.readFile(path.join(publicRoot, key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async deletePublic(key) {
      assertSafeKey(key);
      await fs.rm(path.join(publicRoot, key), { force: true });
    },
    async deletePrivate(key) {
      assertSafeKey(key);
      await fs.rm(path.join(privateRoot, key), { force: true });
    },
  };
}

/**
 * Runs the database write that records files stored just before it; when the write fails, the
 * files are removed (a failed write leaves no unused file) and its error is thrown. A removal
 * that fails too leaves its file, as before: the write's error is the one to answer.
 */
export async function removeFilesOnFailure<T>(
  write: () => Promise<T>,
  remove: () => Promise<unknown>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
}
