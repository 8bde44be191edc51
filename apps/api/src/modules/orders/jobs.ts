import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders } from '../../flows/expire-unpaid-orders';

export const EXPIRE_UNPAID_ORDERS_JOB = 'expire-unpaid-orders';

/** Online orders past their payment window: placed if Razorpay says they were paid, else expired. */
export function registerOrderJobs(app: FastifyInstance) {
  app.jobs.register({
    name: EXPIRE_UNPAID_ORDERS_JOB,
    intervalMs: 60_000,
    run: ({ db, log, signal }) =>
      expireUnpaidOrders({ db, gateway: app.razorpay, messenger: app.messenger, log, signal }).then(
        () => undefined,
      ),
  });
}
