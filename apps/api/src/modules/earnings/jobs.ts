import type { FastifyInstance } from 'fastify';
import { computeEarningsDraftJob } from './services/draft-job';

/** The closing's background job on the app's runner: the month just ended, computed as a draft. */
export function registerEarningsJobs(app: FastifyInstance) {
  app.jobs.register({
    name: computeEarningsDraftJob.name,
    intervalMs: computeEarningsDraftJob.intervalMs,
    run: ({ db }) => computeEarningsDraftJob.run({ db }).then(() => undefined),
  });
}
