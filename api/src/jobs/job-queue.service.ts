import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import {
  PgBoss,
  type Db,
  type Queue,
  type SendOptions as BossSendOptions,
  type UpdateQueueOptions,
  type WorkOptions as BossWorkOptions,
} from 'pg-boss';
import type { EntityManager } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../database/database-connection.js';
import { withSchemaLock } from '../database/schema-lock.js';
import { carryOverEarlierJobs, setAsideEarlierQueue } from './earlier-queue.js';
import { prepareJobSchema } from './job-schema.js';
import { Metrics } from '../metrics/metrics.service.js';

/** The PostgreSQL schema pg-boss keeps its tables in. pg-boss creates and migrates it itself, not our migrations. */
export const JOBS_SCHEMA = 'pgboss';

/** A job handed to a handler. */
export interface QueuedJob<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry, ... */
  retryCount: number;
}

export type JobHandler<T> = (job: QueuedJob<T>) => Promise<void>;

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** The job's id (a UUID), when the caller names it before sending (e.g. to store it with its own row). */
  id?: string;
  /**
   * pg-boss's singleton key. It only deduplicates on queues whose `policy` says so (`short`: one queued job per
   * key; `singleton`: one active job per key; `stately`: one queued and one active); on a `standard` queue it is
   * a label. `send` answers null when a job was not created because of it.
   */
  singletonKey?: string;
  /**
   * Create the job inside this transaction (an EntityManager of `dataSource.transaction(...)`): the job exists only
   * if the transaction commits, and workers see it only then.
   */
  transaction?: EntityManager;
}

/** How a queue treats its jobs; fixed by the handler's registration (`work`) for every process. */
export interface QueueOptions {
  /** pg-boss queue policy (default `standard`). */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Attempts after the first failure before the job is `failed` (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 30). */
  retryDelaySeconds?: number;
  /** Double the delay after each failure (default true). */
  retryBackoff?: boolean;
  /** A job still running after this many seconds counts as failed (default 900). */
  expireInSeconds?: number;
}

export interface WorkOptions extends QueueOptions {
  /** How often an idle worker looks for jobs (default 2 s, at least 0.5 s). Jobs sent by this process wake it. */
  pollingIntervalSeconds?: number;
  /** Jobs of this name one process runs at the same time (default 1). */
  concurrency?: number;
}

const QUEUE_DEFAULTS = {
  policy: 'standard',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const satisfies QueueOptions;

interface Registration {
  handler: JobHandler<unknown>;
  options: WorkOptions;
  workerId?: string;
}

/**
 * The background job queue: pg-boss 12 on the application's own PostgreSQL database (schema `pgboss`), so jobs
 * survive restarts and every API process shares them.
 *
 * - `send(name, data)` works in every process. `work(name, handler)` registers a handler; feature modules call
 *   it from `onModuleInit`. Workers start once the application has bootstrapped, and only when `JOBS_ENABLED` is
 *   true (false: a web-only process that enqueues and never runs jobs).
 * - A job whose handler throws is retried as its queue says (`QueueOptions`), then left `failed`.
 * - pg-boss starts with the application and stops (letting running jobs finish, up to 10 s) before the database
 *   connection closes.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly registrations = new Map<string, Registration>();
  private readonly queues = new Map<string, Promise<void>>();
  private boss: PgBoss | undefined;
  private started: Promise<PgBoss> | undefined;
  private bootstrapped = false;
  private stopping = false;

  constructor(
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Whether this process runs workers (`JOBS_ENABLED`). */
  get workersEnabled(): boolean {
    return this.config.jobsEnabled;
  }

  /** Whether pg-boss has started in this process and is not stopping (the readiness check). */
  get running(): boolean {
    return this.boss !== undefined && !this.stopping;
  }

  async onModuleInit(): Promise<void> {
    await this.start();
  }

  async onApplicationBootstrap(): Promise<void> {
    this.bootstrapped = true;
    for (const [name, registration] of this.registrations) await this.activate(name, registration);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    const boss = this.boss;
    if (!boss) return;
    // Graceful: running jobs may finish (their handlers still need the DataSource, which closes after this).
    await boss.stop({ graceful: true, timeout: 10_000 });
    this.logger.log('Job queue stopped');
  }

  /**
   * Enqueues a job; answers its id, or null when the queue's policy dropped it as a duplicate (`singletonKey`).
   * The queue is created on first use with the options of its registered handler, if any.
   */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.ready();
    await this.ensureQueue(name);
    const sendOptions: BossSendOptions = {};
    if (options.startAfterSeconds !== undefined) {
      if (!Number.isInteger(options.startAfterSeconds) || options.startAfterSeconds < 0) {
        throw new Error(
          `startAfterSeconds must be a whole number of seconds >= 0, got ${options.startAfterSeconds}`,
        );
      }
      sendOptions.startAfter = options.startAfterSeconds;
    }
    if (options.singletonKey !== undefined) sendOptions.singletonKey = options.singletonKey;
    if (options.id !== undefined) sendOptions.id = options.id;
    if (options.transaction) sendOptions.db = transactionDb(options.transaction);
    const id = await boss.send(name, data, sendOptions);
    // A worker of this process picks the job up at once instead of at its next poll (not for a job that is
    // only visible after a transaction commits, nor one that should wait).
    const workerId = this.registrations.get(name)?.workerId;
    if (id && workerId && !options.transaction && !options.startAfterSeconds) boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Registers the handler of the jobs called `name` (one per name and process). Its options define the queue
   * (retries, expiry) in every process, also in one that runs no workers.
   */
  async work<T>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    if (this.registrations.has(name))
      throw new Error(`A handler for the job "${name}" is already registered`);
    const registration: Registration = { handler: handler as JobHandler<unknown>, options };
    this.registrations.set(name, registration);
    // A send() before this registration may have created the queue with the defaults: apply these options.
    this.queues.delete(name);
    if (this.bootstrapped) await this.activate(name, registration);
  }

  /**
   * Makes this process's worker of `name`, if any, look for jobs now rather than at its next poll; for jobs sent
   * inside a transaction, once it has committed.
   */
  wake(name: string): void {
    const workerId = this.registrations.get(name)?.workerId;
    if (workerId && this.boss && !this.stopping) this.boss.notifyWorker(workerId);
  }

  /** The started pg-boss instance (starting it when needed). */
  private ready(): Promise<PgBoss> {
    if (this.stopping)
      return Promise.reject(new Error('The job queue is stopping; no new jobs are accepted'));
    return this.start();
  }

  private start(): Promise<PgBoss> {
    this.started ??= (async () => {
      const { url, directUrl } = this.connection;
      // Every statement pg-boss sends on its pool is a transaction of its own (its locks are transaction locks, its
      // settings local, its statements unnamed; LISTEN is off), so the pool may go through a transaction pooler.
      const boss = new PgBoss({
        connectionString: url,
        schema: JOBS_SCHEMA,
        application_name: 'telehealth-jobs',
        max: 4,
        // Maintenance (expiring, archiving, deleting old jobs) runs where workers run; pg-boss makes sure only one
        // process does it at a time.
        supervise: this.config.jobsEnabled,
        // No cron schedules are used.
        schedule: false,
        migrate: true,
      });
      boss.on('error', (error) => this.logger.error(`Job queue error: ${describe(error)}`));
      try {
        // pg-boss creates its schema when it is missing: one process at a time, like the migrations, and through
        // the direct connection when the pool goes through a pooler. A queue left by pg-boss 10, which pg-boss 12
        // cannot migrate, is set aside first and its unfinished jobs carried over.
        await withSchemaLock(directUrl, async () => {
          await setAsideEarlierQueue(directUrl, JOBS_SCHEMA);
          if (directUrl !== url && (await prepareJobSchema(directUrl, JOBS_SCHEMA))) {
            this.logger.log('Job queue schema created or migrated through the direct connection');
          }
          await boss.start();
          const carried = await carryOverEarlierJobs(directUrl, JOBS_SCHEMA, boss);
          if (carried > 0) this.logger.log(`Carried ${carried} unfinished jobs over from pg-boss 10's queue`);
        });
      } catch (error) {
        // pg-boss's stop() does nothing before start() succeeded: close its connection pool directly.
        const db = boss.getDb() as Db & { close?: () => Promise<void> };
        await db.close?.().catch(() => undefined);
        throw new Error(`The job queue could not start: ${describe(error)}`, { cause: error });
      }
      this.boss = boss;
      this.logger.log(
        this.config.jobsEnabled
          ? 'Job queue started'
          : 'Job queue started without workers (JOBS_ENABLED=false)',
      );
      return boss;
    })();
    return this.started;
  }

  /**
   * Creates (or updates) the queue with its handler's options and, when workers run here, starts its workers: one
   * per `concurrency`, each taking one job at a time. A worker that has just run a job looks for the next one at
   * once (pg-boss would otherwise wait its polling interval after every job: 30 jobs a minute at 2 s); one that
   * found none waits the interval, or until a job sent by this process wakes it.
   */
  private async activate(name: string, registration: Registration): Promise<void> {
    await this.ensureQueue(name);
    if (!this.config.jobsEnabled || registration.workerId) return;
    const boss = await this.ready();
    const workOptions: BossWorkOptions & { includeMetadata: true } = {
      batchSize: 1,
      includeMetadata: true,
    };
    if (registration.options.pollingIntervalSeconds !== undefined) {
      workOptions.pollingIntervalSeconds = registration.options.pollingIntervalSeconds;
    }
    for (let worker = 0; worker < (registration.options.concurrency ?? 1); worker++) {
      // The worker's id is known once work() answers, which is before its first fetch answers.
      const self: { id?: string } = {};
      self.id = await boss.work(name, workOptions, async (jobs) => {
        for (const job of jobs) await this.run(name, registration.handler, job);
        if (self.id && jobs.length > 0 && !this.stopping) boss.notifyWorker(self.id);
      });
      // Jobs sent by this process wake the first worker.
      registration.workerId ??= self.id;
    }
  }

  /** Runs one job's handler; a failure is counted and logged, and thrown for pg-boss to retry or fail the job. */
  private async run(
    name: string,
    handler: JobHandler<unknown>,
    job: { id: string; name: string; data: unknown; retryCount: number; retryLimit: number },
  ): Promise<void> {
    try {
      await handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount });
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      const next = final ? 'has failed for good' : 'will be retried';
      this.metrics.jobFailures.inc({ queue: name, final: String(final) });
      this.logger.warn(`Job ${name} ${job.id} (attempt ${job.retryCount + 1}) ${next}: ${describe(error)}`);
      throw error;
    }
  }

  /** Creates the queue once per process; a registered handler's options are written over any earlier ones. */
  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = (async () => {
        const boss = await this.ready();
        const options = queueOptions({ ...QUEUE_DEFAULTS, ...this.registrations.get(name)?.options });
        // Creating a queue adds a partition to pg-boss's job table, and two processes (or two calls) doing that at
        // the same moment can deadlock: a missing queue is created under the schema lock, one at a time.
        if (!(await boss.getQueue(name))) {
          await withSchemaLock(this.connection.directUrl, () => boss.createQueue(name, options));
        }
        // createQueue leaves an existing queue as it was; the registered options win (all but the policy, which
        // pg-boss fixes when the queue is created).
        const { policy: _policy, ...updatable } = options;
        await boss.updateQueue(name, updatable satisfies UpdateQueueOptions);
      })();
      // A failure is not remembered: the next call tries again.
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }
}

/** pg-boss's queue settings from ours; pg-boss rejects keys that are present but undefined. */
function queueOptions(options: QueueOptions): Omit<Queue, 'name'> {
  const result: Omit<Queue, 'name'> = {};
  if (options.policy !== undefined) result.policy = options.policy;
  if (options.retryLimit !== undefined) result.retryLimit = options.retryLimit;
  if (options.retryDelaySeconds !== undefined) result.retryDelay = options.retryDelaySeconds;
  if (options.retryBackoff !== undefined) result.retryBackoff = options.retryBackoff;
  if (options.expireInSeconds !== undefined) result.expireInSeconds = options.expireInSeconds;
  return result;
}

/** Lets pg-boss run its INSERT on a TypeORM transaction's connection. */
function transactionDb(manager: EntityManager): Db {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    throw new Error('send(..., {transaction}) needs the EntityManager of an active transaction');
  }
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await runner.query(text, values, true);
      return { rows: result.records as unknown[] };
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
