import type { FastifyInstance } from 'fastify';
import { computeEarningsDraftJob } from './services/draft-job';
import { placePlanTreesJob } from './services/place-ahead-job';

/**
 * The closing's background jobs on the app's runner: the month just ended, computed as a draft;
 * the plan trees of this month and the next, filled ahead of their first use.
 */
export function registerEarningsJobs(app: FastifyInstance) {
  for (const job of [computeEarningsDraftJob, placePlanTreesJob]) {
    app.jobs.register({
      name: job.name,
      intervalMs: job.intervalMs,
      run: ({ db }) => job.run({ db }).then(() => undefined),
    });
  }
}
