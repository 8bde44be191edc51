import type { Language } from '@saathi/shared/locales';
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
    /** The language a signed-in person chose on their profile, for error answers (0140). */
    preferredLanguageOf?: (userId: number) => Promise<Language | null>;
  }
}
