import type { FastifyInstance } from 'fastify';
import { applyRetention } from '../../flows/apply-retention';

export const APPLY_RETENTION_JOB = 'apply-retention';

/** The retention rules, once a day (decision 0131); RETENTION_DAYS changes their periods. */
export function registerPrivacyJobs(app: FastifyInstance) {
  app.jobs.register({
    name: APPLY_RETENTION_JOB,
    intervalMs: 86_400_000,
    run: async ({ db, log }) => {
      const deleted = await applyRetention({ db, days: app.config.RETENTION_DAYS });
      log.info({ deleted }, 'retention rules applied');
    },
  });
}
