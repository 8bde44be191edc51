import type { FastifyInstance } from 'fastify';
import { confirmBusinessValueJob } from './services/confirm-due';

/** Delivered orders' BV confirmed once their return window has passed. */
export function registerBusinessValueJobs(app: FastifyInstance) {
  app.jobs.register({
    name: confirmBusinessValueJob.name,
    intervalMs: confirmBusinessValueJob.intervalMs,
    run: ({ db }) => confirmBusinessValueJob.run({ db }).then(() => undefined),
  });
}
