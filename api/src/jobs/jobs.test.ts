import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pgClient from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { EMAIL_SEND_JOB } from '../email/email.service.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import { JobQueue, type QueuedJob } from './job-queue.service.js';
import { listJobs, waitForJob } from './wait-for-job.js';

const pg = useTestPostgres();

/** Fast polling, no delay between attempts: tests should not wait for the production defaults. */
const FAST = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 0, retryBackoff: false } as const;

describe('JobQueue on PostgreSQL', () => {
  let app: NestFastifyApplication;
  let jobs: JobQueue;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await pg.newApp();
    jobs = app.get(JobQueue);
    dataSource = app.get(DataSource);
  });

  it('keeps its tables in the pgboss schema that pg-boss created, apart from ours', async () => {
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name IN ('job', 'queue', 'version')`,
    );
    expect(row.n).toBe(3);
    const ours: { name: string }[] = await dataSource.query(`SELECT name FROM migrations`);
    expect(ours.map((m) => m.name).some((name) => /boss/i.test(name))).toBe(false);
  });

  it('works a job that was sent, with its data, once', async () => {
    const seen: QueuedJob<{ n: number }>[] = [];
    await jobs.work<{ n: number }>('test.round-trip', async (job) => void seen.push(job), FAST);
    const id = await jobs.send('test.round-trip', { n: 42 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const done = await waitForJob(dataSource, 'test.round-trip', { id: id! });
    expect(done.state).toBe('completed');
    expect(seen).toEqual([{ id, name: 'test.round-trip', data: { n: 42 }, retryCount: 0 }]);
  });

  it('retries a failing job as its queue says, then completes it', async () => {
    let attempts = 0;
    await jobs.work(
      'test.flaky',
      async () => {
        attempts++;
        if (attempts < 3) throw new Error(`flaky failure ${attempts}`);
      },
      { ...FAST, retryLimit: 2 },
    );
    const id = await jobs.send('test.flaky', {});
    const done = await waitForJob(dataSource, 'test.flaky', { id: id! });
    expect(done).toMatchObject({ state: 'completed', retryCount: 2 });
    expect(attempts).toBe(3);
  });

  it('leaves a job failed, with the error, once its retries are used up', async () => {
    let attempts = 0;
    await jobs.work(
      'test.doomed',
      async () => {
        attempts++;
        throw new Error('the provider refused the message');
      },
      { ...FAST, retryLimit: 1 },
    );
    const id = await jobs.send('test.doomed', { to: 'x@example.com' });
    const done = await waitForJob(dataSource, 'test.doomed', { id: id! });
    expect(done).toMatchObject({ state: 'failed', retryCount: 1, data: { to: 'x@example.com' } });
    expect(done.output).toMatchObject({ message: 'the provider refused the message' });
    expect(attempts).toBe(2);
    const [queue] = await dataSource.query(`SELECT retry_limit FROM pgboss.queue WHERE name = 'test.doomed'`);
    expect(queue.retry_limit).toBe(1);
  });

  it('does not start a job before startAfterSeconds', async () => {
    const started: number[] = [];
    await jobs.work('test.later', async () => void started.push(Date.now()), FAST);
    const sentAt = Date.now();
    const id = await jobs.send('test.later', {}, { startAfterSeconds: 2 });
    await waitForJob(dataSource, 'test.later', { id: id! });
    expect(started[0]! - sentAt).toBeGreaterThanOrEqual(1500);
  });

  it('creates a job inside a transaction only when it commits', async () => {
    await jobs.work('test.tx', async () => undefined, FAST);
    await expect(
      dataSource.transaction(async (manager) => {
        await jobs.send('test.tx', { outcome: 'rolled back' }, { transaction: manager });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await dataSource.transaction((manager) =>
      jobs.send('test.tx', { outcome: 'committed' }, { transaction: manager }),
    );
    await waitForJob(dataSource, 'test.tx', { id: id! });
    expect((await listJobs(dataSource, 'test.tx')).map((job) => job.data)).toEqual([
      { outcome: 'committed' },
    ]);
  });

  it('refuses a second handler for the same job and a bad startAfterSeconds', async () => {
    await jobs.work('test.once', async () => undefined, FAST);
    await expect(jobs.work('test.once', async () => undefined)).rejects.toThrow(
      'A handler for the job "test.once" is already registered',
    );
    await expect(jobs.send('test.once', {}, { startAfterSeconds: -1 })).rejects.toThrow(
      'startAfterSeconds must be a whole number of seconds >= 0, got -1',
    );
  });

  it('waitForJob names the states it saw when it gives up', async () => {
    await jobs.send('test.nobody-works-this', {});
    await expect(waitForJob(dataSource, 'test.nobody-works-this', { timeoutMs: 300 })).rejects.toThrow(
      /No test\.nobody-works-this job finished within 300 ms; jobs: [0-9a-f-]+: created/,
    );
    await expect(waitForJob(dataSource, 'test.never-sent', { timeoutMs: 200 })).rejects.toThrow(
      'no such job exists',
    );
  });
});

describe('several API processes sharing one queue', () => {
  const opened: NestFastifyApplication[] = [];
  let url: string;
  afterAll(async () => {
    for (const app of opened.splice(0)) await app.close();
  });
  const open = async (env: Record<string, string>) => {
    const app = await createApp(testConfig(url, env));
    opened.push(app);
    return app;
  };

  beforeAll(async () => {
    url = await pg.newDatabase();
  });

  it('a JOBS_ENABLED=false process only enqueues; a worker process runs the jobs and stops gracefully', async () => {
    const web = await open({ JOBS_ENABLED: 'false' });
    const webJobs = web.get(JobQueue);
    expect(webJobs.workersEnabled).toBe(false);
    let webRan = 0;
    await webJobs.work('test.shared', async () => void webRan++, FAST);
    const id = await webJobs.send('test.shared', { from: 'web' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const dataSource = web.get(DataSource);
    expect((await listJobs(dataSource, 'test.shared')).map((job) => job.state)).toEqual(['created']);
    // Handlers registered in a web-only process still define their queues (retries) for every process.
    expect(
      await dataSource.query(`SELECT 1 FROM pgboss.queue WHERE name = $1`, [EMAIL_SEND_JOB]),
    ).toHaveLength(1);

    const worker = await open({});
    await dataSource.query(`CREATE TABLE test_handled (job_id uuid PRIMARY KEY, finished_at timestamptz)`);
    const workerDataSource = worker.get(DataSource);
    await worker.get(JobQueue).work(
      'test.shared',
      async (job) => {
        // Slow on purpose: the process is closed while this runs, and must let it finish.
        await new Promise((resolve) => setTimeout(resolve, 700));
        await workerDataSource.query(`INSERT INTO test_handled VALUES ($1, now())`, [job.id]);
      },
      FAST,
    );
    expect((await waitForJob(dataSource, 'test.shared', { id: id! })).state).toBe('completed');
    expect(webRan).toBe(0);

    const second = await webJobs.send('test.shared', { from: 'web, again' });
    const deadline = Date.now() + 5000;
    while ((await listJobs(dataSource, 'test.shared')).find((job) => job.id === second)?.state !== 'active') {
      if (Date.now() > deadline) throw new Error('the second job never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.close();
    opened.splice(opened.indexOf(worker), 1);
    const handled: { job_id: string }[] = await dataSource.query(`SELECT job_id FROM test_handled`);
    expect(handled.map((row) => row.job_id).sort()).toEqual([id, second].sort());
  });
});

describe('a job queue left by pg-boss 10', () => {
  it('is set aside at start-up, its unfinished jobs run in the new queue with their ids and data, and it is dropped', async () => {
    const url = await pg.newDatabase();
    // The tables of pg-boss 10's schema (version 24) that hold what is carried over.
    const client = new pgClient.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`
        CREATE SCHEMA pgboss;
        CREATE TABLE pgboss.version (version int PRIMARY KEY);
        INSERT INTO pgboss.version VALUES (24);
        CREATE TABLE pgboss.queue (name text PRIMARY KEY, policy text, retry_limit int, retry_delay int,
          retry_backoff bool, expire_seconds int);
        INSERT INTO pgboss.queue VALUES ('test.carried', 'standard', 4, 1, false, 60);
        CREATE TABLE pgboss.job (id uuid PRIMARY KEY, name text, priority int NOT NULL DEFAULT 0, data jsonb,
          state text, start_after timestamptz NOT NULL DEFAULT now(), singleton_key text,
          created_on timestamptz NOT NULL DEFAULT now());
        INSERT INTO pgboss.job (id, name, data, state, created_on) VALUES
          ('00000000-0000-4000-8000-000000000001', 'test.carried', '{"n": 1}', 'created', now() - interval '3 s'),
          ('00000000-0000-4000-8000-000000000002', 'test.carried', '{"n": 2}', 'retry', now() - interval '2 s'),
          ('00000000-0000-4000-8000-000000000003', 'test.carried', '{"n": 3}', 'completed', now() - interval '1 s');
      `);
    } finally {
      await client.end();
    }
    const app = await createApp(testConfig(url));
    try {
      const dataSource = app.get(DataSource);
      // The queue as pg-boss 10 had it, until a handler registers its own settings.
      const [queue] = await dataSource.query(
        `SELECT retry_limit FROM pgboss.queue WHERE name = 'test.carried'`,
      );
      expect(queue.retry_limit).toBe(4);
      const seen: { id: string; n: number }[] = [];
      await app
        .get(JobQueue)
        .work<{ n: number }>(
          'test.carried',
          async (job) => void seen.push({ id: job.id, n: job.data.n }),
          FAST,
        );
      await waitForJob(dataSource, 'test.carried', { id: '00000000-0000-4000-8000-000000000002' });
      await waitForJob(dataSource, 'test.carried', { id: '00000000-0000-4000-8000-000000000001' });
      expect(seen.sort((a, b) => a.n - b.n)).toEqual([
        { id: '00000000-0000-4000-8000-000000000001', n: 1 },
        { id: '00000000-0000-4000-8000-000000000002', n: 2 },
      ]);
      const left = await dataSource.query(
        `SELECT schema_name FROM information_schema.schemata WHERE schema_name LIKE 'pgboss%'`,
      );
      expect(left).toEqual([{ schema_name: 'pgboss' }]);
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('reads JOBS_ENABLED, EMAIL_PROVIDER and PASSWORD_RESET_TTL_SECONDS with their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      jobsEnabled: true,
      emailProvider: 'sandbox',
      passwordResetTtlSeconds: 3600,
    });
    expect(
      loadConfig({ JOBS_ENABLED: 'false', EMAIL_PROVIDER: 'Sandbox', PASSWORD_RESET_TTL_SECONDS: '600' }),
    ).toMatchObject({ jobsEnabled: false, emailProvider: 'sandbox', passwordResetTtlSeconds: 600 });
    expect(loadConfig({ JOBS_ENABLED: '0' }).jobsEnabled).toBe(false);
  });

  it('names malformed values', () => {
    const problems = (() => {
      try {
        loadConfig({ JOBS_ENABLED: 'sometimes', PASSWORD_RESET_TTL_SECONDS: '-5' });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      'JOBS_ENABLED must be true or false, got "sometimes"',
      'PASSWORD_RESET_TTL_SECONDS must be a whole number of seconds from 1 to 9999999, got "-5"',
    ]);
  });

  it('refuses to start with an unknown EMAIL_PROVIDER, naming the known ones', async () => {
    await expect(pg.newApp({ env: { EMAIL_PROVIDER: 'mailchimp', LOG_LEVEL: 'silent' } })).rejects.toThrow(
      'Unknown EMAIL_PROVIDER "mailchimp": this build can send email with "sandbox"',
    );
  });
});
