import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll } from 'vitest';

import { createApp, type CreateAppOptions } from '../app/app.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { EmbeddedPostgresServer } from '../database/embedded-postgres.server.js';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A fresh, throw-away PostgreSQL server: new temp data directory, free port, deleted when stopped. */
export async function startTestPostgres(): Promise<EmbeddedPostgresServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'telehealth-test-pg-'));
  return EmbeddedPostgresServer.start({
    dataDir,
    port: await freePort(),
    password: 'test',
    persistent: false,
  });
}

/** The config of a test app against `databaseUrl`, from an environment with only the given variables. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl, ...env });
}

export interface TestPostgres {
  /** The server of this test file. */
  readonly server: EmbeddedPostgresServer;
  /** Creates an empty database on the server and returns its URL. */
  newDatabase(): Promise<string>;
  /** createApp against a new database; closed after the file's tests. */
  newApp(options?: CreateAppOptions & { env?: Record<string, string> }): Promise<NestFastifyApplication>;
}

/**
 * Starts one PostgreSQL server for the calling test file (beforeAll) and stops it, with every app made by
 * newApp, in afterAll.
 */
export function useTestPostgres(): TestPostgres {
  let server: EmbeddedPostgresServer | undefined;
  let databases = 0;
  const apps: NestFastifyApplication[] = [];
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await server?.stop();
  }, 60_000);

  const handle: TestPostgres = {
    get server() {
      if (!server) throw new Error('useTestPostgres(): the server starts in beforeAll');
      return server;
    },
    async newDatabase() {
      const name = `test_${++databases}`;
      await handle.server.ensureDatabase(name);
      return handle.server.url(name);
    },
    async newApp({ env, ...options } = {}) {
      const app = await createApp(testConfig(await handle.newDatabase(), env), options);
      apps.push(app);
      return app;
    },
  };
  return handle;
}
