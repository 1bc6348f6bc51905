import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadCatalog } from '@telehealth/flows';
import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { loadConfig } from '../config/app-config.js';
import { freePort } from '../testing/test-postgres.js';
import { EmbeddedPostgresServer } from './embedded-postgres.server.js';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'telehealth-embedded-'));
  // The server runs as the postgres system user, which must be able to enter the directory.
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function canConnect(url: string): Promise<boolean> {
  const client = new DataSource({ type: 'postgres', url, poolSize: 1, connectTimeoutMS: 2000 });
  try {
    await client.initialize();
    await client.destroy();
    return true;
  } catch {
    return false;
  }
}

/** Starts a server on `dataDir` at a free port. */
async function startServer(dataDir: string, persistent = false): Promise<EmbeddedPostgresServer> {
  return EmbeddedPostgresServer.start({ dataDir, port: await freePort(), password: 'pw', persistent });
}

/** The environment of an app that runs its own persistent cluster in a new directory, and its database's URL. */
async function embeddedEnv(logLevel: string) {
  const dataDir = join(await tempDir(), 'postgres');
  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    PG_DATA_DIR: dataDir,
    PG_PORT: String(port),
    PG_PASSWORD: 'pw',
    LOG_LEVEL: logLevel,
  };
  return { dataDir, env, url: `postgres://postgres:pw@127.0.0.1:${port}/telehealth` };
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('EmbeddedPostgresServer', () => {
  it('leaves no signal handlers of its own behind: the application owns shutdown', async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit'] as const;
    const count = () => Object.fromEntries(events.map((event) => [event, process.listenerCount(event)]));
    const before = count();
    const server = await startServer(await tempDir());
    try {
      // Only its last-resort exit handler, which signals postgres if the process exits while it runs.
      expect(count()).toEqual({ ...before, exit: (before['exit'] ?? 0) + 1 });
    } finally {
      await server.stop();
    }
    expect(count()).toEqual(before);
  });

  it('stops promptly and once even when postgres was already signalled (Ctrl-C reaches the process group)', async () => {
    const dataDir = await tempDir();
    const server = await startServer(dataDir);
    const pid = postmasterPid(dataDir);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isRunning(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(pid)).toBe(false);
    const started = Date.now();
    await Promise.all([server.stop(), server.stop()]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('starts its server again when postgres is killed with SIGKILL, keeping every committed row', async () => {
    const dataDir = await tempDir();
    const server = await startServer(dataDir);
    const db = new DataSource({ type: 'postgres', url: server.url('postgres'), poolSize: 2 });
    try {
      await db.initialize();
      await db.query('CREATE TABLE kept (n int)');
      await db.query('INSERT INTO kept VALUES (1), (2)');
      const killed = postmasterPid(dataDir);
      process.kill(killed, 'SIGKILL');
      const answers = async () => {
        const pid = existsSync(join(dataDir, 'postmaster.pid')) ? postmasterPid(dataDir) : killed;
        return (
          pid !== killed &&
          (await db.query('SELECT 1').then(
            () => true,
            () => false,
          ))
        );
      };
      // A new server, and the same DataSource gets answers from it: its pool reconnects.
      for (let i = 0; !(await answers()); i++) {
        if (i > 250) throw new Error('PostgreSQL did not come back within 25 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await db.query('SELECT n FROM kept ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      if (db.isInitialized) await db.destroy();
      await server.stop();
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('initialises a persistent cluster once, creates the telehealth database, and is stopped by app.close()', async () => {
    const { dataDir, env, url } = await embeddedEnv('error');

    const first = await createApp(loadConfig(env), { seed: false });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await canConnect(url)).toBe(true);
    await first.close();
    expect(await canConnect(url)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

    // Second start: same data directory, no initdb, migrations already applied.
    const second = await createApp(loadConfig(env), { seed: false });
    const dataSource = second.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    await second.close();
    await second.close();
    expect(await canConnect(url)).toBe(false);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('stops the embedded server when start-up fails after it started', async () => {
    const { dataDir, env, url } = await embeddedEnv('silent');
    const catalog = loadCatalog();
    const [first, second] = catalog.tenants;
    if (!first || !second) throw new Error('flows/data needs two tenants');
    second.tenant.slug = first.tenant.slug;

    await expect(createApp(loadConfig(env), { catalog })).rejects.toThrow(/tenants_slug_key/);
    expect(await canConnect(url)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('explains why it could not start', async () => {
    const dataDir = await tempDir();
    const running = await startServer(dataDir, true);
    try {
      // A second server on the same data directory is refused by PostgreSQL's lock file.
      await expect(startServer(dataDir, true)).rejects.toThrow(
        new RegExp(`Embedded PostgreSQL did not start \\(data directory ${dataDir}`),
      );
    } finally {
      await running.stop();
    }
  });
});
