import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { EmbeddedPostgresServer } from '../database/embedded-postgres.server.js';
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

/** GET /api/health against a database server this test stops, freezes and starts again. */
describe('GET /api/health', () => {
  let root: string;
  let dataDir: string;
  let port: number;
  let server: EmbeddedPostgresServer | undefined;
  let app: NestFastifyApplication;
  const frozen: number[] = [];

  const startServer = async () => {
    server = await EmbeddedPostgresServer.start({ dataDir, port, password: 'pw', persistent: true });
  };
  const health = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

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
    for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
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

  it('answers 503 rather than hanging while the database server does not answer at all', async () => {
    frozen.push(...serverProcesses(dataDir));
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    expect(await health()).toMatchObject({ status: 503, body: { message: 'Database is down' } });
    for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
  });
});
