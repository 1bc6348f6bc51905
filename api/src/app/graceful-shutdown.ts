import { setTimeout as sleep } from 'node:timers/promises';

import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { ShutdownState } from '../common/shutdown/shutdown-state.js';
import type { ShutdownConfig } from '../config/shutdown-config.js';

/** How often connections that turned idle are closed while the listener closes. */
const IDLE_SWEEP_MS = 200;

/** The signals the process stops on: SIGTERM (an orchestrator, `kill`) drains first; Ctrl-C and hang-up do not. */
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * Stops the process in order on SIGTERM, SIGINT or SIGHUP, then exits (0, or 1 when a step failed); a second signal
 * meanwhile changes nothing. Replaces Nest's `enableShutdownHooks`, which closes the HTTP server only after every
 * `beforeApplicationShutdown` hook (the job queue's) and ends the process by raising the signal again.
 */
export function shutDownOnSignals(app: NestFastifyApplication, config: ShutdownConfig): void {
  const logger = new Logger('Shutdown');
  let shutdown: Promise<void> | undefined;
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (shutdown) {
        logger.log(`${signal} received: already shutting down`);
        return;
      }
      shutdown = shutDown(app, config, signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.fatal(
            `Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          process.exit(1);
        },
      );
    });
  }
}

/**
 * The shutdown, in order:
 * 1. SIGTERM: readiness answers 503 and every response says `Connection: close`, while requests are still served
 *    for `drainSeconds`, so that load balancers take the process out before it stops accepting connections.
 * 2. The listener closes (no new connections; idle keep-alive connections are closed, now and as they turn idle),
 *    event streams end, and the requests still running get `timeoutSeconds` to finish; then their connections are
 *    closed (`closeAllConnections`).
 * 3. `app.close()`: the job queue stops (running jobs may finish), then the database connection and the embedded
 *    PostgreSQL.
 */
export async function shutDown(
  app: NestFastifyApplication,
  config: ShutdownConfig,
  signal: string,
): Promise<void> {
  const logger = new Logger('Shutdown');
  const state = app.get(ShutdownState);
  state.drain();
  if (signal === 'SIGTERM' && config.drainSeconds > 0) {
    logger.log(
      `${signal} received: not ready; serving for ${config.drainSeconds} s more while load balancers stop sending`,
    );
    await sleep(config.drainSeconds * 1000);
  } else {
    logger.log(`${signal} received: shutting down`);
  }

  const fastify = app.getHttpAdapter().getInstance();
  const server = fastify.server;
  logger.log(
    `Closing the listener; open connections: ${await connectionCount(server)}, given up to ${config.timeoutSeconds} s`,
  );
  state.close();
  const closed = fastify.close();
  // server.close() closes the connections idle at that moment; this closes those that turn idle later: a response
  // whose headers went out before SIGTERM said keep-alive, and Node keeps its connection after it.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const timeout = new AbortController();
  const inTime = await Promise.race([
    closed.then(() => true),
    sleep(config.timeoutSeconds * 1000, false, { signal: timeout.signal }).catch(() => false),
  ]);
  timeout.abort();
  clearInterval(sweep);
  if (!inTime) {
    logger.warn(
      `${await connectionCount(server)} connections still open after ${config.timeoutSeconds} s: closing them`,
    );
    server.closeAllConnections();
    await closed;
  }
  logger.log('HTTP server closed');
  await app.close();
  logger.log('Shut down');
}

function connectionCount(server: { getConnections(cb: (error: Error | null, count: number) => void): void }) {
  return new Promise<number>((resolve) =>
    server.getConnections((error, count) => resolve(error ? 0 : count)),
  );
}
