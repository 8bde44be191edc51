import type { FastifyInstance } from 'fastify';
import { snapshotLevelCounts } from './services/level-snapshots';

export const SNAPSHOT_LEVEL_COUNTS_JOB = 'snapshot-level-counts';

/** Each day's members per level of the larger nodes, for the as-of downline (decision 0183). */
export function registerAssociateJobs(app: FastifyInstance) {
  app.jobs.register({
    name: SNAPSHOT_LEVEL_COUNTS_JOB,
    intervalMs: 60 * 60_000,
    run: ({ db, signal }) => snapshotLevelCounts({ db, signal }),
  });
}
