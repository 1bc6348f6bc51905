import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ConfigError, loadConfig } from '../config/app-config.js';
import { EMBEDDED_DATABASE_NAME } from '../database/database-connection.js';
import { EmbeddedPostgresServer } from '../database/embedded-postgres.server.js';

/** Settings the replay needs; everything else of the API's configuration is ignored. */
const DATABASE_VARIABLES = ['DATABASE_URL', 'PG_DATA_DIR', 'PG_PORT', 'PG_PASSWORD'] as const;

/** A problem with the command line or the environment (exit code 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The database the replay reads, and how to let go of it. */
export interface ReplayDatabase {
  url: string;
  /** Where the data comes from, for the report. */
  source: string;
  /** Stops the embedded server when this process started it; safe to call once. */
  close(): Promise<void>;
}

/**
 * The database of the running system:
 * - with `DATABASE_URL`, that server;
 * - otherwise the embedded cluster of the API (`PG_DATA_DIR`, default `.data/postgres`). When its server is
 *   running (the API is up: `postmaster.pid` names a live process), the replay connects to the port written in
 *   that file; PostgreSQL allows a single server per data directory, so it never starts a second one. When it is
 *   not running, the replay starts it for the time of the replay and stops it afterwards.
 */
export async function openReplayDatabase(
  env: Record<string, string | undefined>,
  notify: (message: string) => void,
): Promise<ReplayDatabase> {
  const picked = Object.fromEntries(DATABASE_VARIABLES.map((name) => [name, env[name]]));
  let config;
  try {
    config = loadConfig(picked);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  if (config.databaseUrl) {
    return { url: config.databaseUrl, source: 'DATABASE_URL', close: async () => undefined };
  }

  const { dataDir, password } = config.embeddedPostgres;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new UsageError(
      `No database to read: DATABASE_URL is not set and ${dataDir} holds no PostgreSQL cluster. ` +
        'Start the API once (npm start) to create it, or set DATABASE_URL.',
    );
  }
  const url = (port: number) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;

  const running = runningPort(dataDir);
  if (running !== null) {
    return {
      url: url(running),
      source: `the running embedded PostgreSQL of ${dataDir} (port ${running})`,
      close: async () => undefined,
    };
  }
  notify(`The embedded PostgreSQL of ${dataDir} is not running: starting it for this replay.`);
  const server = await EmbeddedPostgresServer.start({ ...config.embeddedPostgres, persistent: true });
  return {
    url: url(server.port),
    source: `the embedded PostgreSQL of ${dataDir} (started on port ${server.port} for this replay)`,
    close: () => server.stop(),
  };
}

/**
 * The port of the server running on `dataDir`, from its `postmaster.pid` (line 1 the pid, line 4 the port), or
 * null when no live server holds the directory (no file, or a stale one left by a crash).
 */
export function runningPort(dataDir: string): number | null {
  let lines: string[];
  try {
    lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres system user).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return port;
}
