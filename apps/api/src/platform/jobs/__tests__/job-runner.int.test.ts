import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { openTestDatabase } from '../../../test/test-app';
import { createJobRunner, type Job } from '../job-runner';
import { scheduledJobs } from '../tables';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const silent = { error: () => {}, child: () => silent } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A job that counts its runs and how many were ever running at once; it works for `workMs`, or
 * until `work` settles when given.
 */
function countingJob(name: string, intervalMs: number, workMs: number, work?: Promise<void>) {
  const stats = { runs: 0, active: 0, mostAtOnce: 0, aborted: 0 };
  const job: Job = {
    name,
    intervalMs,
    async run({ signal }) {
      stats.runs += 1;
      stats.active += 1;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.active);
      await (work ?? sleep(workMs));
      if (signal.aborted) stats.aborted += 1;
      stats.active -= 1;
    },
  };
  return { job, stats };
}

/** Two API processes sharing one database: two runners with the same jobs. */
function twoProcesses(job: Job, tickMs = 1_000) {
  return [0, 1].map(() => {
    const runner = createJobRunner({ db: database.db, log: silent, tickMs });
    runner.register(job);
    return runner;
  });
}

describe('the job runner', () => {
  it('runs a job once when several processes ask at the same moment', async () => {
    // The run lasts until every ask has been answered or has started a run: an ask that came
    // after a run had ended would rightly run it again (a loaded machine once made it so).
    let finish = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    const { job, stats } = countingJob('once-on-demand', 60_000, 0, work);
    const runners = twoProcesses(job);
    let answered = 0;
    const asks = runners
      .flatMap((runner) => [runner.runNow(job.name), runner.runNow(job.name)])
      .map((ask) => ask.finally(() => (answered += 1)));
    await expect.poll(() => answered + stats.runs, { timeout: 20_000 }).toBe(asks.length);
    finish();
    const results = await Promise.all(asks);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(stats).toMatchObject({ runs: 1, mostAtOnce: 1 });
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it('keeps to the schedule across processes: one run per interval, never two at once', async () => {
    const { job, stats } = countingJob('every-300ms', 300, 20);
    const runners = twoProcesses(job, 25);
    runners.forEach((runner) => runner.start());
    await sleep(1_400);
    await Promise.all(runners.map((runner) => runner.stop()));
    // Due at 0, 300, 600, 900, 1200 ms: at most five runs (without the claim, two processes
    // would make ten); a loaded machine may delay ticks and make fewer.
    expect(stats.runs).toBeGreaterThanOrEqual(2);
    expect(stats.runs).toBeLessThanOrEqual(5);
    expect(stats.mostAtOnce).toBe(1);
    const [row] = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, job.name));
    expect(row).toMatchObject({ runs: stats.runs, leaseUntil: null, lastError: null });
  });

  it('takes over a job whose process died holding it, once its lease is over', async () => {
    const { job, stats } = countingJob('orphaned', 60_000, 0);
    const [runner] = twoProcesses(job);
    await database.db
      .insert(scheduledJobs)
      .values({ name: job.name, leaseUntil: sql`now() + interval '1 minute'`, leasedBy: 'dead' });
    expect(await runner!.runNow(job.name)).toBe(false);
    await database.db
      .update(scheduledJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    expect(await runner!.runNow(job.name)).toBe(true);
    expect(stats.runs).toBe(1);
    await runner!.stop();
  });

  it('records a failure and stays available; stopping waits for a running job', async () => {
    let attempts = 0;
    const failing: Job = {
      name: 'failing',
      intervalMs: 60_000,
      async run() {
        attempts += 1;
        throw new Error('courier API down');
      },
    };
    const { job: slow, stats } = countingJob('slow', 60_000, 200);
    const runner = createJobRunner({ db: database.db, log: silent });
    runner.register(failing);
    runner.register(slow);
    expect(await runner.runNow('failing')).toBe(true);
    expect(await runner.runNow('failing')).toBe(true);
    expect(attempts).toBe(2);
    const [row] = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'failing'));
    expect(row).toMatchObject({ lastError: 'courier API down', leaseUntil: null });

    const running = runner.runNow('slow');
    await expect.poll(() => stats.active).toBe(1);
    await runner.stop();
    expect(stats).toMatchObject({ runs: 1, active: 0, aborted: 1 });
    expect(await running).toBe(true);
    expect(await runner.runNow('slow')).toBe(false);
  });
});
