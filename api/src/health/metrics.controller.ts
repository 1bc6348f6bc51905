import { Controller, Logger, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

import { Route } from '../common/route/route.decorator.js';
import { JOBS_SCHEMA } from '../jobs/job-queue.service.js';
import { Metrics } from '../metrics/metrics.service.js';
import { within } from './within.js';

/** A scrape waits this long for the job counts; a database that does not answer leaves them out. */
const JOB_COUNTS_TIMEOUT_MS = 2000;
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

/**
 * Every queue with its jobs per state (0 for none): the jobs waiting, running and failed, counted with one scan of
 * the job table per scrape (completed jobs, which it keeps for a week, are not counted).
 */
const JOB_COUNTS = `SELECT q.name AS queue, s.state, COALESCE(c.count, 0)::integer AS count
  FROM ${JOBS_SCHEMA}.queue q
 CROSS JOIN unnest($1::text[]) AS s(state)
  LEFT JOIN (SELECT name, state::text AS state, count(*) AS count
               FROM ${JOBS_SCHEMA}.job
              WHERE state::text = ANY($1::text[])
              GROUP BY name, state) c ON c.name = q.name AND c.state = s.state`;

/**
 * GET /api/metrics: this process's metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (the
 * route contract's `metrics` access). Figures that live elsewhere are read at each scrape: the database pool of
 * this process, and the job queue's jobs per queue and state.
 */
@Controller()
export class MetricsController {
  private readonly logger = new Logger(MetricsController.name);

  constructor(
    private readonly metrics: Metrics,
    private readonly dataSource: DataSource,
  ) {}

  @Route('GET /api/metrics')
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    this.samplePool();
    await this.sampleJobs();
    void reply.header('Content-Type', this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }

  /** TypeORM's pg pool (its `master`): open and idle connections, clients waiting for one, the maximum. */
  private samplePool(): void {
    const pool = this.dataSource.isInitialized
      ? ((this.dataSource.driver as PostgresDriver).master as Pool | undefined)
      : undefined;
    const gauge = this.metrics.dbPool;
    gauge.set({ state: 'total' }, pool?.totalCount ?? 0);
    gauge.set({ state: 'idle' }, pool?.idleCount ?? 0);
    gauge.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
    // pg keeps its settings on `options`, which its types do not declare.
    const options = (pool as { options?: { max?: number } } | undefined)?.options;
    gauge.set({ state: 'max' }, options?.max ?? 0);
  }

  private async sampleJobs(): Promise<void> {
    const { jobQueueJobs, jobQueueDepth } = this.metrics;
    jobQueueJobs.reset();
    jobQueueDepth.reset();
    let rows: { queue: string; state: string; count: number }[];
    try {
      if (!this.dataSource.isInitialized) return;
      rows = await within(JOB_COUNTS_TIMEOUT_MS, this.dataSource.query(JOB_COUNTS, [JOB_STATES]));
    } catch (error) {
      this.logger.warn(`Job counts not read: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const depth = new Map<string, number>();
    for (const { queue, state, count } of rows) {
      jobQueueJobs.set({ queue, state }, count);
      if (state === 'created' || state === 'retry') depth.set(queue, (depth.get(queue) ?? 0) + count);
      else if (!depth.has(queue)) depth.set(queue, 0);
    }
    for (const [queue, count] of depth) jobQueueDepth.set({ queue }, count);
  }
}
