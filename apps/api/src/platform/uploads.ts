import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared';
import { s3StorageOptions, type Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, UPLOADS_URL_PREFIX, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const uploadsDir = (config: Config) =>
  path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));

export const privateFilesDir = (config: Config) =>
  path.resolve(config.PRIVATE_FILES_DIR ?? path.join(config.DATA_DIR, 'private'));

/** A phone on a slow network may need minutes to send a photo; other requests get REQUEST_TIMEOUT_MS. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

const isMultipart = (schema: unknown) =>
  (schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data');

/** The two local folders: the default storage, and where files stored before S3 remain. */
export const createFolderStorage = (config: Config) =>
  createLocalStorage({ publicRoot: uploadsDir(config), privateRoot: privateFilesDir(config) });

/** The storage the configuration names: the bucket when S3_* is set, else the folders. */
export function createConfiguredStorage(
  config: Config,
  folders: Storage = createFolderStorage(config),
): Storage {
  const s3 = s3StorageOptions(config);
  return s3 ? createS3Storage(s3) : folders;
}

/**
 * Multipart parsing with hard limits, the storage (the configured one unless a test passes its
 * own), and serving the public files (names never reused).
 */
export async function registerUploads(
  app: FastifyInstance,
  config: Config,
  storage = createConfiguredStorage(config),
) {
  // Registered before the modules' routes, so every upload route gets the longer time.
  app.addHook('onRoute', (route) => {
    if (isMultipart(route.schema) && route.handlerTimeout === undefined) {
      route.handlerTimeout = UPLOAD_TIMEOUT_MS;
    }
  });
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_UPLOAD_LIMIT_BYTES,
      files: 8,
      fields: 40,
      fieldSize: 100_000,
      parts: 48,
    },
  });
  const root = uploadsDir(config);
  mkdirSync(root, { recursive: true });
  app.decorate('storage', storage);
  const s3 = s3StorageOptions(config);
  if (s3) app.log.info({ bucket: s3.bucket, endpoint: s3.endpoint }, 'uploads go to S3 storage');
  // Files stored locally before a move to S3 keep being served from the folder.
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    // Files being written are hidden (`.<uuid>.part`) until renamed whole.
    dotfiles: 'ignore',
    immutable: true,
    maxAge: '365d',
  });
}
