import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobRunner } from './jobs';
import type { Messenger } from './messaging/messenger';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    messenger: Messenger;
    jobs: JobRunner;
  }
}
