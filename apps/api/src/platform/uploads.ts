import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared';
import type { Config } from '../config';
import { createLocalStorage, UPLOADS_URL_PREFIX, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const uploadsDir = (config: Config) =>
  path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));

/** Multipart parsing with hard limits, the storage, and serving stored files (names never reused). */
export async function registerUploads(app: FastifyInstance, config: Config) {
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
  app.decorate('storage', createLocalStorage(root));
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}
