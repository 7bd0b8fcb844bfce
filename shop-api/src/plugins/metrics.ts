import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { startMetricsServer } from './metrics-server';

/** The app's Prometheus metrics; a registry per app, since tests build many apps in one process. */
export interface ApiMetrics {
  registry: Registry;
  /** Called once an order's transaction has committed (not for an idempotent replay). */
  orderPlaced(): void;
  /** Settles once the API listens: the metrics listener's `host:port`, or null (off, failed). */
  listening: Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

const labelNames = ['method', 'route', 'status_class'] as const;

/**
 * Request count, latency and 5xx errors by method, route pattern and status class (never the
 * raw path: its ids would make a series per product), the database pool, and orders placed.
 * Served by a separate listener (`METRICS_PORT`), never on the API's public port.
 */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, in seconds.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders whose transaction committed (idempotent replays not counted).',
    registers: [registry],
  });
  registerPoolGauges(registry, database);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const labels = { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ method: request.method, route });
    done();
  });

  let markListening: (address: string | null) => void = () => {};
  const listening = new Promise<string | null>((resolve) => {
    markListening = resolve;
  });
  app.decorate('metrics', { registry, orderPlaced: () => orders.inc(), listening });
  startMetricsServer(app, registry, markListening);
}

/** Connections of the pool: open, idle, and queries waiting for one (`pg`); PGlite has one. */
function registerPoolGauges(registry: Registry, database: Database): void {
  const client = (database.db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pool ? read(pool) : 1);
      },
    });
  gauge('db_pool_connections', 'Open database connections.', (p) => p.totalCount);
  gauge('db_pool_max_connections', 'Most connections the pool opens.', (p) => p.options.max);
  if (!pool) return;
  gauge('db_pool_idle_connections', 'Open connections not running a query.', (p) => p.idleCount);
  gauge(
    'db_pool_waiting_requests',
    'Queries waiting for a free connection.',
    (p) => p.waitingCount,
  );
}
