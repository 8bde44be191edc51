import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobRunner } from './jobs';
import type { Messenger } from './messaging/messenger';
import type { PaymentGateway } from './razorpay';
import type { PayoutGateway } from './razorpayx';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    messenger: Messenger;
    jobs: JobRunner;
    /** Razorpay when configured (RAZORPAY_*); null offers cash on delivery only. */
    razorpay: PaymentGateway | null;
    /** RazorpayX when configured (RAZORPAYX_*); null: finance records bank transfers by UTR. */
    payoutGateway: PayoutGateway | null;
  }
}
