import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll } from 'vitest';

import { DEV_TOKEN } from './tenant-data.js';

const API_DIR = join(import.meta.dirname, '..', '..');
/** The built API, run as `npm start` runs it. */
const MAIN = join(API_DIR, 'dist', 'main.js');
const LISTENING = /API listening on http:\/\/[^\s/]+:(\d+)\/api/;

/** A real API process (`node api/dist/main.js`) started by a test. */
export interface ApiProcess {
  readonly pid: number;
  /** The HTTP port it listens on (known once `started` resolves). */
  readonly port: number;
  /** Settles when it listens; rejects, with its output, when it exits first. */
  readonly started: Promise<void>;
  /** Settles with the exit code (or signal) once the process has exited. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** Everything it printed so far. */
  output(): string;
  /** Whether it has not exited yet. */
  running(): boolean;
  /** `fetch` of a path (`/api/...`) with the development Token and the Tenant header (6 unless given). */
  request(path: string, init?: RequestInit & { tenant?: number }): Promise<Response>;
  /**
   * SIGTERM (its graceful shutdown, the embedded PostgreSQL included; no drain unless SHUTDOWN_DRAIN_SECONDS is
   * given), then SIGKILL if it has not exited.
   */
  stop(): Promise<void>;
}

/**
 * Starts API processes for the calling test file and stops each one still running in afterAll, even when a test
 * failed. Needs a current build (`npx tsc -b api`, which `npm test` runs first).
 */
export function useApiProcesses(): {
  start(env: Record<string, string>): ApiProcess;
  /** Stops every process started so far (afterAll does it too). */
  stopAll(): Promise<void>;
} {
  const started: ApiProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((api) => api.stop()));
  };
  afterAll(stopAll, 60_000);
  return {
    start(env) {
      assertBuilt();
      const api = startApi(env);
      started.push(api);
      return api;
    },
    stopAll,
  };
}

function startApi(env: Record<string, string>): ApiProcess {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: API_DIR,
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      NODE_ENV: 'test',
      NO_COLOR: '1',
      HOST: '127.0.0.1',
      // Any free port: the test reads the one it got from the "API listening" line.
      PORT: '0',
      LOG_LEVEL: 'log',
      // No load balancer sends to a test's process: stop() need not wait for one to notice.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${MAIN}`);
  let output = '';
  let port = 0;
  let listening: () => void = () => undefined;
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0));
  });
  const started = new Promise<void>((resolve, reject) => {
    listening = resolve;
    void exited.then((how) => reject(new Error(`The API exited (${how}) before listening:\n${output}`)));
  });
  started.catch(() => undefined);
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const match = port === 0 ? LISTENING.exec(output) : null;
    if (match) {
      port = Number(match[1]);
      listening();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const pid = child.pid;
  return {
    pid,
    get port() {
      return port;
    },
    started,
    exited,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    request(path, { tenant = 6, headers, ...init } = {}) {
      if (port === 0) throw new Error('The API is not listening yet');
      return fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: { Token: DEV_TOKEN, Tenant: String(tenant), ...(headers as Record<string, string>) },
        // A request that never answers fails the test instead of hanging it.
        signal: AbortSignal.timeout(20_000),
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Refuses to run an API build older than its sources, which would test code that is not there any more. */
function assertBuilt(): void {
  const buildInfo = join(API_DIR, 'tsconfig.tsbuildinfo');
  if (!existsSync(MAIN) || !existsSync(buildInfo)) {
    throw new Error(`${MAIN} is missing: build the API first (npx tsc -b api)`);
  }
  const builtAt = statSync(buildInfo).mtimeMs;
  if (newestSource(join(API_DIR, 'src')) > builtAt) {
    throw new Error(`${MAIN} is older than api/src: build the API again (npx tsc -b api)`);
  }
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== '__fixtures__')
        newest = Math.max(newest, newestSource(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}
