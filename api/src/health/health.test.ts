import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { EmbeddedPostgresServer } from '../database/embedded-postgres.server.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { freePort, testConfig } from '../testing/test-postgres.js';

/** The postmaster of `dataDir` and every process it started (the backends of open connections among them). */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Sends a signal to a server process. A backend that was exiting when the list was made (a closed app's connection)
 * is gone once the postmaster runs again and reaps it.
 */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * GET /api/health, /api/health/live and /api/health/ready against a database server this test stops, freezes and
 * starts again.
 */
describe('health, liveness and readiness', () => {
  let root: string;
  let dataDir: string;
  let port: number;
  let server: EmbeddedPostgresServer | undefined;
  let app: NestFastifyApplication;
  const frozen: number[] = [];

  const startServer = async () => {
    server = await EmbeddedPostgresServer.start({ dataDir, port, password: 'pw', persistent: true });
  };
  const get = async (url: string, on = app) => {
    const response = await on.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const health = () => get('/api/health');
  const live = () => get('/api/health/live');
  const ready = (on = app) => get('/api/health/ready', on);
  const READY = {
    status: 200,
    body: { status: 'ready', checks: { database: 'up', jobQueue: 'running', migrations: 'applied' } },
  };
  const notReady = (message: string, checks: Record<string, string>) => ({
    status: 503,
    body: {
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'API_NOT_READY',
      message,
      checks: { database: 'up', jobQueue: 'running', migrations: 'applied', ...checks },
    },
  });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'telehealth-health-'));
    await chmod(root, 0o755);
    dataDir = join(root, 'postgres');
    port = await freePort();
    await startServer();
    await server!.ensureDatabase('health');
    app = await createApp(testConfig(server!.url('health'), { LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    for (const pid of frozen.splice(0)) signal(pid, 'SIGCONT');
    await app?.close();
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('answers 200 while the database answers', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('answers 503 while the database server is down, and 200 once it is back', async () => {
    await server!.stop();
    expect(await health()).toMatchObject({ status: 503, body: { message: 'Database is down' } });
    await startServer();
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('is live and ready while everything runs', async () => {
    expect(await live()).toEqual({ status: 200, body: { status: 'alive' } });
    expect(await ready()).toEqual(READY);
  });

  it('is not ready while the database server is down, and still live; ready again once it is back', async () => {
    await server!.stop();
    expect(await ready()).toEqual(
      notReady('Not ready: database down, migrations unknown', { database: 'down', migrations: 'unknown' }),
    );
    expect(await live()).toEqual({ status: 200, body: { status: 'alive' } });
    await startServer();
    expect(await ready()).toEqual(READY);
  });

  it('is not ready while a migration of this build is not applied', async () => {
    const db = app.get(DataSource);
    const [last] = (await db.query(
      `SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1`,
    )) as {
      id: number;
      timestamp: string;
      name: string;
    }[];
    await db.query(`DELETE FROM migrations WHERE id = $1`, [last!.id]);
    try {
      expect(await ready()).toEqual(notReady('Not ready: migrations pending', { migrations: 'pending' }));
      expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    } finally {
      await db.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [
        last!.id,
        last!.timestamp,
        last!.name,
      ]);
    }
    expect(await ready()).toEqual(READY);
  });

  it('answers 503 rather than hanging while the database server does not answer at all', async () => {
    frozen.push(...serverProcesses(dataDir));
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    expect(await health()).toMatchObject({ status: 503, body: { message: 'Database is down' } });
    expect(await ready()).toMatchObject({
      status: 503,
      body: { message: 'Not ready: database down, migrations unknown' },
    });
    expect(await live()).toEqual({ status: 200, body: { status: 'alive' } });
    for (const pid of frozen.splice(0)) signal(pid, 'SIGCONT');
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('is not ready once its job queue has stopped', async () => {
    await server!.ensureDatabase('health_jobs');
    const other = await createApp(testConfig(server!.url('health_jobs'), { LOG_LEVEL: 'silent' }));
    try {
      expect(await ready(other)).toEqual(READY);
      await other.get(JobQueue).beforeApplicationShutdown();
      expect(await ready(other)).toEqual(notReady('Not ready: job queue stopped', { jobQueue: 'stopped' }));
    } finally {
      await other.close();
    }
  });
});
