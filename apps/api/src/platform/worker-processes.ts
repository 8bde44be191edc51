import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';

/** A worker that ended is replaced after this long (not in a tight loop). */
const REPLACE_AFTER_MS = 1_000;
/** Past the workers' own shutdown grace (main.ts), the ones still running are killed. */
const STOP_GRACE_MS = 15_000;
/** A worker's /metrics asks the primary for every worker's figures, added up (prom-client). */
const METRICS_ASKED = 'saathi:metrics-asked';
const METRICS_ANSWERED = 'saathi:metrics-answered';
const METRICS_WAIT_MS = 10_000;

interface MetricsAnswer {
  type: typeof METRICS_ANSWERED;
  id: number;
  text?: string;
  error?: string;
}

/**
 * Runs `count` API processes that share one port (node's cluster, decision 0187) and keeps them
 * running: a worker that dies is replaced; but when one of the first fails before it listens (a
 * bad setting, a database that refuses it), they all stop, as one process would have stopped.
 * SIGTERM and SIGINT reach every worker, which finish their requests; the primary ends with them.
 * The primary serves nothing and opens no database: each worker is a whole API process.
 */
export function superviseWorkers(options: {
  count: number;
  log: Logger;
  /** Once, when the first `count` workers all listen. */
  onListening: (address: { port: number }) => void;
}) {
  const { log } = options;
  const hasListened = new WeakSet<Worker>();
  let listening = 0;
  let isStopping = false;
  let exitCode = 0;

  const stop = (signal: NodeJS.Signals, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => {
      log.error('API workers did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    if (hasListened.has(worker)) return;
    hasListened.add(worker);
    listening += 1;
    if (listening === options.count) options.onListening(address);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (code !== 0 && signal === null) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const ended = { worker: worker.process.pid, code, signal };
    if (listening < options.count && !hasListened.has(worker)) {
      log.error(ended, 'an API worker failed to start');
      stop('SIGTERM', 1);
      return;
    }
    log.warn(ended, 'an API worker ended; starting another');
    setTimeout(() => {
      if (!isStopping) cluster.fork();
    }, REPLACE_AFTER_MS);
  });
  const metrics = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_ASKED) return;
    const answer = (fields: Partial<MetricsAnswer>) =>
      worker.send({ type: METRICS_ANSWERED, id: message.id, ...fields });
    metrics.clusterMetrics().then(
      (text) => answer({ text }),
      (error: Error) => answer({ error: error.message }),
    );
  });
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  for (let index = 0; index < options.count; index += 1) cluster.fork();
}

let metricsAsked = 0;

/** In a worker: every worker's metrics, added up by the primary (prom-client's aggregation). */
export function readWorkersMetrics(): Promise<string> {
  const id = (metricsAsked += 1);
  return new Promise((resolve, reject) => {
    const settle = (error?: Error, text?: string) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text!);
    };
    const onMessage = (message: MetricsAnswer) => {
      if (message?.type !== METRICS_ANSWERED || message.id !== id) return;
      settle(message.error === undefined ? undefined : new Error(message.error), message.text);
    };
    const timer = setTimeout(
      () => settle(new Error('the primary did not answer for the metrics')),
      METRICS_WAIT_MS,
    );
    process.on('message', onMessage);
    process.send!({ type: METRICS_ASKED, id });
  });
}
