import { Controller, Logger, ServiceUnavailableException } from '@nestjs/common';
import type {
  HealthResponse,
  LivenessResponse,
  ReadinessChecks,
  ReadinessResponse,
} from '@telehealth/schemas';
import { DataSource, type MigrationInterface } from 'typeorm';

import { Route } from '../common/route/route.decorator.js';
import { ShutdownState } from '../common/shutdown/shutdown-state.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { NotReadyException } from './health.exception.js';
import { within } from './within.js';

const DATABASE_CHECK_TIMEOUT_MS = 3000;

/**
 * Liveness (the process answers), readiness (it can serve: database, job queue, migrations) and the older
 * `GET /api/health` (the database check alone), none of which needs a header.
 */
@Controller()
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly shutdown: ShutdownState,
  ) {}

  /** 200 when the API can query its database, 503 when it cannot. */
  @Route('GET /api/health')
  async check(): Promise<HealthResponse> {
    if (!(await this.databaseAnswers())) throw new ServiceUnavailableException('Database is down');
    return { status: 'ok', database: 'up' };
  }

  /** 200 while the process serves HTTP; checks nothing else, so an outage elsewhere never restarts it. */
  @Route('GET /api/health/live')
  live(): LivenessResponse {
    return { status: 'alive' };
  }

  /**
   * 200 when the database answers, the job queue runs and every migration is applied; else 503 naming what is not.
   * From SIGTERM on always 503 (`Not ready: shutting down`), so that load balancers stop sending.
   */
  @Route('GET /api/health/ready')
  async ready(): Promise<ReadinessResponse> {
    const database = await this.databaseAnswers();
    const checks: ReadinessChecks = {
      database: database ? 'up' : 'down',
      jobQueue: this.jobs.running ? 'running' : 'stopped',
      migrations: database ? await this.migrationsState() : 'unknown',
    };
    const shuttingDown = this.shutdown.shuttingDown;
    if (
      shuttingDown ||
      checks.database !== 'up' ||
      checks.jobQueue !== 'running' ||
      checks.migrations !== 'applied'
    ) {
      throw new NotReadyException(checks, shuttingDown);
    }
    return { status: 'ready', checks };
  }

  private async databaseAnswers(): Promise<boolean> {
    try {
      if (!this.dataSource.isInitialized) throw new Error('the DataSource is closed');
      await within(DATABASE_CHECK_TIMEOUT_MS, this.dataSource.query('SELECT 1'));
      return true;
    } catch (error) {
      this.logger.warn(`Database check failed: ${describe(error)}`);
      return false;
    }
  }

  /**
   * TypeORM's pending migrations: the DataSource's migrations (this build's) whose name its migrations table lacks.
   * The comparison `showMigrations()` makes, without its log line per migration on every probe.
   */
  private async migrationsState(): Promise<ReadinessChecks['migrations']> {
    try {
      const table = this.dataSource.options.migrationsTableName ?? 'migrations';
      const rows = await within(
        DATABASE_CHECK_TIMEOUT_MS,
        this.dataSource.query<{ name: string }[]>(`SELECT name FROM "${table}"`),
      );
      const applied = new Set(rows.map((row) => row.name));
      const pending = this.dataSource.migrations.map(migrationName).filter((name) => !applied.has(name));
      if (pending.length === 0) return 'applied';
      this.logger.warn(`Migrations not applied: ${pending.join(', ')}`);
      return 'pending';
    } catch (error) {
      this.logger.warn(`Migrations check failed: ${describe(error)}`);
      return 'unknown';
    }
  }
}

/** A migration's name as TypeORM records it: its `name`, else its class name. */
function migrationName(migration: MigrationInterface): string {
  return migration.name ?? migration.constructor.name;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
