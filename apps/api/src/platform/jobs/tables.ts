import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job: when it is next due and who holds it now. A process runs a job
 * only after claiming its row with one conditional update (platform/jobs/job-runner.ts), so
 * however many API processes run, each due run happens once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** A claim's end: past it, a run whose process died may be claimed again. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leasedBy: text('leased_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});
