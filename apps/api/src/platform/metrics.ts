import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { readOutboxBacklog, type OutboxBacklog } from './messaging/backlog';
import { readWorkersMetrics } from './worker-processes';

const METRICS_PATH = '/metrics';

/** Who may read /metrics: anyone outside production; with METRICS_TOKEN, its bearer only. */
export function metricsAccess(config: Config): 'open' | 'token' | 'off' {
  if (config.METRICS_TOKEN) return 'token';
  return config.NODE_ENV === 'production' ? 'off' : 'open';
}

/** Seconds; from a fast cached read to a slow upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const HTTP_LABELS = ['method', 'route', 'status_class'] as const;
/** Requests no route took: unknown API paths (404) and the SPA's pages (index.html). */
const UNMATCHED_ROUTE = '(unmatched)';

let processRegistry: Registry | undefined;
/** Memory, CPU, event loop, GC, handles: one set per process, however many apps it builds. */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The route's pattern, never the raw URL, so the label's values are bounded: `/api/products/:id`.
 * The SPA's hashed build files are one route each; they count together as `/assets/*`.
 */
function routeLabel(request: FastifyRequest) {
  const route = request.routeOptions.url;
  if (!route) return UNMATCHED_ROUTE;
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

function createHttpMetrics(registry: Registry) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, in seconds',
    labelNames: HTTP_LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // The children per label set, so a request costs a map lookup, not a label hash.
  const children = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
  return (request: FastifyRequest, reply: FastifyReply) => {
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const route = routeLabel(request);
    const key = `${request.method} ${route} ${statusClass}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method: request.method, route, status_class: statusClass };
      const counter = requests.labels(labels);
      const histogram = duration.labels(labels);
      child = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      children.set(key, child);
    }
    child.count();
    child.observe(reply.elapsedTime / 1000);
  };
}

/**
 * Gauges read when scraped (prom-client's collect): cheap, and never older than the scrape. With
 * API_PROCESSES above 1 every worker reads its own, and the primary adds them up: the pools'
 * connections sum; the outbox, the same table for all, is taken once (`max`).
 */
function createStateGauges(registry: Registry, database: Database, app: FastifyInstance) {
  const registers = [registry];
  new Gauge({
    name: 'db_info',
    help: 'The database driver in use (value 1)',
    labelNames: ['driver'],
    aggregator: 'max',
    registers,
  }).set({ driver: database.kind }, 1);
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Most connections the pool opens',
    registers,
    collect() {
      this.set(database.poolStats().max);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: total open, idle and queries waiting for one (idle and waiting: PostgreSQL only)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
      if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // The two outbox gauges are collected together in one scrape: they share one read.
  let reading: Promise<OutboxBacklog> | undefined;
  const readBacklog = async (gauge: Gauge, write: (backlog: OutboxBacklog) => void) => {
    try {
      reading ??= readOutboxBacklog(database.db).finally(() => (reading = undefined));
      write(await reading);
    } catch (error) {
      // No number beats a stale one: the series disappear until the database answers again.
      gauge.reset();
      app.log.warn({ err: error }, 'metrics: the outbox backlog could not be read');
    }
  };
  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages not delivered yet: pending, sending, or failed after the last attempt',
    labelNames: ['status'],
    aggregator: 'max',
    registers,
    async collect() {
      await readBacklog(this, (backlog) => {
        for (const status of ['pending', 'sending', 'failed'] as const) {
          this.set({ status }, backlog[status]);
        }
      });
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'Age of the oldest pending or sending outbox message (0 when none)',
    aggregator: 'max',
    registers,
    async collect() {
      await readBacklog(this, (backlog) => this.set(backlog.oldestWaitingSeconds));
    },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, expected: Buffer) {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), expected);
}

/**
 * Prometheus metrics at /metrics (prom-client): requests per route pattern, method and status
 * class, with latency histograms; the database pool; the outbox backlog; the process's memory,
 * CPU, event loop and GC. Off in production unless METRICS_TOKEN is set (docs/decisions/0023).
 */
export function registerMetrics(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const access = metricsAccess(config);
  if (access === 'off') return;
  const registry = new Registry();
  const recordRequest = createHttpMetrics(registry);
  createStateGauges(registry, database, app);
  const scraped = Registry.merge([processMetrics(), registry]);
  // A worker of API_PROCESSES answers the primary's call for its figures with these (prom-client
  // starts listening for that call when an AggregatorRegistry is made).
  if (cluster.isWorker) {
    void new AggregatorRegistry();
    AggregatorRegistry.setRegistries([scraped]);
  }
  const token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : undefined;

  app.addHook('onResponse', (request, reply, done) => {
    recordRequest(request, reply);
    done();
  });
  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (with METRICS_TOKEN: Authorization: Bearer <token>)',
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      if (token && !hasToken(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required.');
      }
      // A worker answers for all of them (the primary adds theirs up), not for itself alone.
      const text = cluster.isWorker
        ? await readWorkersMetrics().catch((error: Error) => {
            app.log.warn({ err: error }, 'metrics: the workers did not all answer');
            throw new AppError(
              'SERVICE_UNAVAILABLE',
              'The metrics could not be gathered; try again.',
            );
          })
        : await scraped.metrics();
      return reply.type(scraped.contentType).send(text);
    },
  );
}
