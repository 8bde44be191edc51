import type { FastifyInstance } from 'fastify';
import { escalateGrievances } from './services/escalate-grievances';

export const ESCALATE_GRIEVANCES_JOB = 'escalate-grievances';

/** Grievances near a deadline: the officer is warned; past one: marked overdue (decision 0126). */
export function registerGrievanceJobs(app: FastifyInstance) {
  app.jobs.register({
    name: ESCALATE_GRIEVANCES_JOB,
    intervalMs: 15 * 60_000,
    run: async ({ db }) => {
      await escalateGrievances({
        db,
        messenger: app.messenger,
        settings: await app.companySettings.get(),
      });
    },
  });
}
