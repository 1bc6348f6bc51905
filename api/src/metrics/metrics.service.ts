import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached read (a few ms) to a slow checkout or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * prom-client's default metrics that are gauges named `…_total`, a suffix Prometheus keeps for counters
 * (`promtool check metrics` refuses them). They are left out: each is the sum of the per-type gauge beside it, so
 * `sum(nodejs_active_handles)` is what `nodejs_active_handles_total` said.
 */
export const DROPPED_DEFAULT_METRICS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
] as const;

/**
 * This process's Prometheus metrics (GET /api/metrics), one registry per application. Labels are bounded sets that
 * say nothing about a patient: route templates (never the URL), methods, statuses, queue names, tenant ids.
 *
 * - HTTP: `http_requests_total`, `http_request_duration_seconds`, `http_request_errors_total` (request-metrics.ts).
 * - Jobs: `telehealth_job_failures_total` (JobQueue, per failed attempt); the queue's jobs by state and the database
 *   pool are read when scraped (health/metrics.controller.ts).
 * - Intake funnel, per tenant: `telehealth_intakes_started_total` (an order created), `telehealth_intake_hard_stops_total`
 *   (an answer that lands on a hard stop), `telehealth_orders_paid_total` (a checkout recorded as paid).
 * - Storefront: `telehealth_storefront_server_renders_total` (pages the server rendered, pages sent as built because the
 *   render budget was spent, renders that failed).
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event loop lag, GC), from prom-client's defaults, less
 *   DROPPED_DEFAULT_METRICS.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly httpErrors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 4xx or 5xx status, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'telehealth_job_failures_total',
    help: 'Job attempts whose handler failed in this process, by queue; final="true" when no retry is left.',
    labelNames: ['queue', 'final'] as const,
    registers: [this.registry],
  });

  readonly jobQueueJobs = new Gauge({
    name: 'telehealth_job_queue_jobs',
    help: 'Jobs in the queue by queue and state (created, retry, active, failed), read from the database when scraped.',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });

  readonly jobQueueDepth = new Gauge({
    name: 'telehealth_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue, read from the database when scraped.',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly dbPool = new Gauge({
    name: 'telehealth_db_pool_connections',
    help: "The application's PostgreSQL connection pool: total and idle connections, clients waiting for one, and its maximum.",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly intakesStarted = new Counter({
    name: 'telehealth_intakes_started_total',
    help: 'Intakes started (orders created by POST /api/order/create), by tenant.',
    labelNames: ['tenant'] as const,
    registers: [this.registry],
  });

  readonly intakeHardStops = new Counter({
    name: 'telehealth_intake_hard_stops_total',
    help: 'Intake answers that landed on a hard stop, by tenant.',
    labelNames: ['tenant'] as const,
    registers: [this.registry],
  });

  readonly ordersPaid = new Counter({
    name: 'telehealth_orders_paid_total',
    help: 'Orders recorded as paid at checkout, by tenant.',
    labelNames: ['tenant'] as const,
    registers: [this.registry],
  });

  readonly storefrontRenders = new Counter({
    name: 'telehealth_storefront_server_renders_total',
    help: 'Storefront pages the server build was asked to render, by outcome: rendered, over_budget (sent as built), failed.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const name of DROPPED_DEFAULT_METRICS) this.registry.removeSingleMetric(name);
  }
}
