import type { FastifyInstance } from 'fastify';
import { sendRefunds } from '../../flows/send-refunds';

export const SEND_REFUNDS_JOB = 'send-refunds';

/** Refunds decided but not yet sent to Razorpay (or not yet settled there), when it is configured. */
export function registerPaymentJobs(app: FastifyInstance) {
  app.jobs.register({
    name: SEND_REFUNDS_JOB,
    intervalMs: 5 * 60_000,
    run: async ({ db, log }) => {
      if (app.razorpay) await sendRefunds({ db, gateway: app.razorpay, log });
    },
  });
}
