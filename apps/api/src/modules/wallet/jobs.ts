import type { FastifyInstance } from 'fastify';
import { runPayouts } from './services/send-payouts';

export const SEND_PAYOUTS_JOB = 'send-payouts';

/** Sends approved payouts through RazorpayX and polls those under way, when it is configured. */
export function registerWalletJobs(app: FastifyInstance) {
  app.jobs.register({
    name: SEND_PAYOUTS_JOB,
    intervalMs: 2 * 60_000,
    run: async ({ db, log }) => {
      if (app.payoutGateway) await runPayouts({ db, gateway: app.payoutGateway, log });
    },
  });
}
