import type { FastifyInstance } from 'fastify';
import { issueRequestedInvoices } from '../../flows/issue-order-invoice';

export const ISSUE_REQUESTED_INVOICES_JOB = 'issue-requested-invoices';

/** Invoices a crash or a failure left requested and unissued (decision 0093). */
export function registerInvoiceJobs(app: FastifyInstance) {
  app.jobs.register({
    name: ISSUE_REQUESTED_INVOICES_JOB,
    intervalMs: 60_000,
    run: ({ db, log, signal }) => issueRequestedInvoices({ db, log, signal }),
  });
}
