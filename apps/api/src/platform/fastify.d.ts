import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobRunner } from './jobs';
import type { Messenger } from './messaging/messenger';
import type { PaymentGateway } from './razorpay';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    messenger: Messenger;
    jobs: JobRunner;
    /** Razorpay when configured (RAZORPAY_*); null offers cash on delivery only. */
    razorpay: PaymentGateway | null;
  }
}
