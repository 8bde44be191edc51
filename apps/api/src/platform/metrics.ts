import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { readOutboxBacklog } from './messaging/backlog';

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

function createStateGauges(registry: Registry, database: Database, app: FastifyInstance) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const dbInfo = gauge('db_info', 'The database driver in use (value 1)', ['driver']);
  const poolMax = gauge('db_pool_max_connections', 'Most connections the pool opens');
  const pool = gauge(
    'db_pool_connections',
    'Database connections: total open, idle and queries waiting for one (idle and waiting: PostgreSQL only)',
    ['state'],
  );
  const outbox = gauge(
    'outbox_messages',
    'Outbox messages not delivered yet: pending, sending, or failed after the last attempt',
    ['status'],
  );
  const oldest = gauge(
    'outbox_oldest_waiting_seconds',
    'Age of the oldest pending or sending outbox message (0 when none)',
  );
  dbInfo.set({ driver: database.kind }, 1);

  /** Read when scraped: cheap, and never older than the scrape. */
  return async () => {
    const stats = database.poolStats();
    poolMax.set(stats.max);
    pool.set({ state: 'total' }, stats.total);
    if (stats.idle !== undefined) pool.set({ state: 'idle' }, stats.idle);
    if (stats.waiting !== undefined) pool.set({ state: 'waiting' }, stats.waiting);
    try {
      const backlog = await readOutboxBacklog(database.db);
      for (const status of ['pending', 'sending', 'failed'] as const) {
        outbox.set({ status }, backlog[status]);
      }
      oldest.set(backlog.oldestWaitingSeconds);
    } catch (error) {
      // No number beats a stale one: the series disappear until the database answers again.
      outbox.reset();
      oldest.reset();
      app.log.warn({ err: error }, 'metrics: the outbox backlog could not be read');
    }
  };
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
  const refreshState = createStateGauges(registry, database, app);
  const scraped = Registry.merge([processMetrics(), registry]);
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
      await refreshState();
      return reply.type(scraped.contentType).send(await scraped.metrics());
    },
  );
}
