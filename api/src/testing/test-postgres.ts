import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
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

/** The PostgreSQL server a test file makes its databases on. */
export interface TestDatabaseServer {
  /** The URL of a database on this server. */
  url(database: string): string;
  /** Creates the database unless it exists. */
  ensureDatabase(name: string): Promise<void>;
  /** Lets go of the server: stops a throw-away embedded one, drops the databases made on an external one. */
  stop(): Promise<void>;
}

/**
 * `TEST_DATABASE_URL`: an external PostgreSQL server the API tests use instead of starting embedded ones. Its
 * database is only where we connect to create and drop others; the user needs CREATEDB.
 */
export function testDatabaseUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const url = env['TEST_DATABASE_URL']?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('TEST_DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return url;
}

/**
 * The databases of one test file on an external server (TEST_DATABASE_URL): each gets a name of its own run
 * (`telehealth_test_<run>_<n>`, so runs in parallel, and files in parallel, never share one) and is dropped when
 * the file's tests end, with any connection a test left open (`WITH (FORCE)`, PostgreSQL 13+).
 */
export class ExternalTestServer implements TestDatabaseServer {
  private readonly run = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  private readonly created = new Set<string>();

  constructor(private readonly adminUrl: string) {}

  url(database: string): string {
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.databaseName(database)}`;
    return url.toString();
  }

  async ensureDatabase(name: string): Promise<void> {
    const database = this.databaseName(name);
    if (this.created.has(database)) return;
    await this.admin(async (client) => {
      await client.query(`CREATE DATABASE "${database}"`);
    });
    this.created.add(database);
  }

  async stop(): Promise<void> {
    if (this.created.size === 0) return;
    await this.admin(async (client) => {
      for (const database of this.created) {
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      }
    });
    this.created.clear();
  }

  /** The name on the server of a test's database (`test_1` → `telehealth_test_<run>_test_1`). */
  private databaseName(name: string): string {
    if (!/^[a-z0-9_]{1,30}$/.test(name)) throw new Error(`Not a test database name: ${name}`);
    return `telehealth_test_${this.run}_${name}`;
  }

  private async admin(work: (client: pg.Client) => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }
}

/** The server of a test file: TEST_DATABASE_URL's when set, else a fresh embedded one. */
export async function startTestServer(): Promise<TestDatabaseServer> {
  const url = testDatabaseUrl();
  return url ? new ExternalTestServer(url) : startTestPostgres();
}

export interface TestPostgres {
  /** The server of this test file. */
  readonly server: TestDatabaseServer;
  /** Creates an empty database on the server and returns its URL. */
  newDatabase(): Promise<string>;
  /** createApp against a new database; closed after the file's tests. */
  newApp(options?: CreateAppOptions & { env?: Record<string, string> }): Promise<NestFastifyApplication>;
}

/**
 * Gives the calling test file a PostgreSQL server (beforeAll): a throw-away embedded one, or with
 * TEST_DATABASE_URL that server. afterAll closes every app made by newApp, then stops the embedded server or drops
 * every database made on the external one.
 */
export function useTestPostgres(): TestPostgres {
  let server: TestDatabaseServer | undefined;
  let databases = 0;
  const apps: NestFastifyApplication[] = [];
  beforeAll(async () => {
    server = await startTestServer();
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
