import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { scheduledJobs } from './tables';

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** Aborted when the process stops: a long job should finish its current item and return. */
  signal: AbortSignal;
}

export interface Job {
  /** Unique, stable: the row in scheduled_jobs. */
  name: string;
  /** Time between the starts of two runs. */
  intervalMs: number;
  /** How long a claim lasts before another process may take over (default: 5 × interval, ≥ 1 min). */
  leaseMs?: number;
  /**
   * The work. It must be safe to repeat (each item checked inside its own transaction): a run
   * whose process died mid-way is run again after its lease.
   */
  run(context: JobContext): Promise<void>;
}

export interface JobRunner {
  register(job: Job): void;
  /** Starts the schedule (the API does this when it is ready, unless JOBS_ENABLED=false). */
  start(): void;
  /** Graceful stop: no new runs, running ones are told to stop and awaited. */
  stop(): Promise<void>;
  /**
   * Runs a job now in this process whatever its schedule (tests, an admin's "run now"), unless
   * another process holds it: then it answers false without running.
   */
  runNow(name: string): Promise<boolean>;
}

const MIN_LEASE_MS = 60_000;

/**
 * Interval jobs that run once across every API process sharing the database: each run first
 * claims the job's row with one conditional update (due, and no live lease), which only one
 * process can win; the schedule moves on in the same statement. Works on PGlite and PostgreSQL.
 */
export function createJobRunner(options: {
  db: Db;
  log: FastifyBaseLogger;
  /** How often this process looks for due jobs. */
  tickMs?: number;
  /**
   * After each run, success or not: what this process's own writes oblige it to do at once (the
   * catalogue cache's catch-up, as after a request's write) rather than when a NOTIFY arrives.
   */
  afterRun?: () => Promise<void>;
}): JobRunner {
  const { db, log, tickMs = 5_000, afterRun } = options;
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<void>>();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let isStopping = false;
  let isPrepared: Promise<void> | undefined;

  const prepare = () =>
    (isPrepared ??= (async () => {
      if (jobs.size === 0) return;
      await db
        .insert(scheduledJobs)
        .values([...jobs.keys()].map((name) => ({ name })))
        .onConflictDoNothing();
    })());

  async function claim(job: Job, isForced: boolean) {
    const now = sql`now()`;
    const leaseMs = job.leaseMs ?? Math.max(MIN_LEASE_MS, job.intervalMs * 5);
    const free = or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, now));
    const [claimed] = await db
      .update(scheduledJobs)
      .set({
        leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        leasedBy: worker,
        nextRunAt: sql`now() + ${`${job.intervalMs} milliseconds`}::interval`,
        lastStartedAt: now,
        runs: sql`${scheduledJobs.runs} + 1`,
      })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          free,
          isForced ? undefined : lte(scheduledJobs.nextRunAt, now),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return Boolean(claimed);
  }

  async function release(job: Job, error: unknown) {
    await db
      .update(scheduledJobs)
      .set({
        leaseUntil: null,
        leasedBy: null,
        lastFinishedAt: sql`now()`,
        lastError: error ? String((error as Error).message ?? error).slice(0, 500) : null,
      })
      .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.leasedBy, worker)));
  }

  async function execute(job: Job, isForced: boolean) {
    if (isStopping || running.has(job.name)) return false;
    await prepare();
    if (!(await claim(job, isForced))) return false;
    const run = (async () => {
      let failure: unknown = null;
      try {
        await job.run({ db, log: log.child({ job: job.name }), signal: controller.signal });
      } catch (error) {
        failure = error;
        log.error({ err: error, job: job.name }, 'job failed');
      } finally {
        await release(job, failure).catch((error: unknown) =>
          log.error({ err: error, job: job.name }, 'job release failed'),
        );
        await afterRun?.().catch((error: unknown) =>
          log.warn({ err: error, job: job.name }, 'after the job: catching up failed'),
        );
      }
    })();
    running.set(job.name, run);
    try {
      await run;
    } finally {
      running.delete(job.name);
    }
    return true;
  }

  const tick = () => {
    for (const job of jobs.values()) {
      void execute(job, false).catch((error: unknown) =>
        log.error({ err: error, job: job.name }, 'job claim failed'),
      );
    }
  };

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
      if (isPrepared) throw new Error('Register jobs before the runner starts');
      jobs.set(job.name, job);
    },
    start() {
      if (timer || isStopping) return;
      timer = setInterval(tick, tickMs);
      timer.unref();
      tick();
    },
    async stop() {
      isStopping = true;
      clearInterval(timer);
      controller.abort();
      await Promise.allSettled(running.values());
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return execute(job, true);
    },
  };
}
