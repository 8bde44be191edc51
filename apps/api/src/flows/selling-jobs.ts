import type { FastifyInstance } from 'fastify';
import { confirmBusinessValueJob } from '../modules/business-values';
import { expireUnpaidOrders } from './expire-unpaid-orders';
import { issueRequestedInvoices } from './issue-order-invoice';
import { sendRefunds } from './send-refunds';

export const EXPIRE_UNPAID_ORDERS_JOB = 'expire-unpaid-orders';
export const SEND_REFUNDS_JOB = 'send-refunds';
export const ISSUE_REQUESTED_INVOICES_JOB = 'issue-requested-invoices';

/**
 * The selling flows' background jobs (platform/jobs), registered on the app's runner, with the
 * confirmation of delivered orders' BV once their return window has passed.
 */
export function registerSellingJobs(app: FastifyInstance) {
  app.jobs.register({
    name: confirmBusinessValueJob.name,
    intervalMs: confirmBusinessValueJob.intervalMs,
    run: ({ db }) => confirmBusinessValueJob.run({ db }).then(() => undefined),
  });
  app.jobs.register({
    name: EXPIRE_UNPAID_ORDERS_JOB,
    intervalMs: 60_000,
    run: ({ db, log, signal }) =>
      expireUnpaidOrders({ db, gateway: app.razorpay, messenger: app.messenger, log, signal }).then(
        () => undefined,
      ),
  });
  app.jobs.register({
    name: ISSUE_REQUESTED_INVOICES_JOB,
    intervalMs: 60_000,
    run: ({ db, log, signal }) => issueRequestedInvoices({ db, log, signal }),
  });
  app.jobs.register({
    name: SEND_REFUNDS_JOB,
    intervalMs: 5 * 60_000,
    run: async ({ db, log }) => {
      if (app.razorpay) await sendRefunds({ db, gateway: app.razorpay, log });
    },
  });
}
