import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useApiProcesses, type ApiProcess } from '../testing/api-process.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { freePort } from '../testing/test-postgres.js';

const apis = useApiProcesses();

/** The pid in the data directory's postmaster.pid, if it has one. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** Whether a process runs (a zombie nobody reaped does not). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The API run as `npm start` runs it (`node api/dist/main.js`, the embedded PostgreSQL in PG_DATA_DIR), crashed the
 * ways a machine crashes it. The tests build on each other: one data directory, one patient's intake.
 */
describe('the API with its embedded PostgreSQL, after a crash', { timeout: 120_000 }, () => {
  let root: string;
  let dataDir: string;
  let env: Record<string, string>;
  let api: ApiProcess;
  const created = `${Date.now()}-${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;
  const answers = answersAlong(seededIntake(6), (state) => state === 'checkout')[0]!;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'telehealth-recovery-'));
    // The server runs as the postgres system user, which must be able to enter the directory.
    await chmod(root, 0o755);
    dataDir = join(root, 'postgres');
    env = {
      PG_DATA_DIR: dataDir,
      PG_PORT: String(await freePort()),
      PG_PASSWORD: 'pw',
      // Emails go to a port nothing listens on: every send fails and is retried within seconds.
      EMAIL_PROVIDER: 'smtp',
      SMTP_PORT: String(await freePort()),
      EMAIL_RETRY_DELAY_SECONDS: '1',
      EMAIL_RETRY_LIMIT: '20',
    };
  });
  afterAll(async () => {
    await apis.stopAll();
    // A server left running by a killed API of this test is this test's to stop.
    const pid = postmasterPid(dataDir);
    if (pid !== undefined && isRunning(pid)) {
      process.kill(pid, 'SIGINT');
      await until('the left-over PostgreSQL stopped', () => !isRunning(pid), 30_000).catch(() =>
        process.kill(pid, 'SIGKILL'),
      );
    }
    await rm(root, { recursive: true, force: true });
  }, 60_000);

  const json = { 'content-type': 'application/json' };
  const readIntake = async () => {
    const response = await api.request(`/api/order/created?created=${created}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { startData: unknown; revision: number };
  };
  /** The API, started unless it runs, with the patient's intake written through it once. */
  let written = false;
  const runningApi = async () => {
    if (!api || !api.running()) {
      api = apis.start(env);
      await api.started;
    }
    if (!written) {
      const create = await api.request('/api/order/create', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ created, advData: testAdvData }),
      });
      expect(create.status).toBe(201);
      const update = await api.request('/api/order/update', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ created, revision: 1, columns: { startData: answers } }),
      });
      expect(update.status).toBe(200);
      written = true;
    }
    return api;
  };

  it('restarts PostgreSQL killed with SIGKILL: health says 503 meanwhile, and the acknowledged write is kept', async () => {
    await runningApi();
    const killed = postmasterPid(dataDir)!;
    process.kill(killed, 'SIGKILL');
    // Every answer comes (request() gives up on a hanging one), and says the database is down until it is back.
    const statuses: number[] = [];
    await until('the API is healthy again after answering 503', async () => {
      statuses.push((await api.request('/api/health')).status);
      return statuses.at(-1) === 200 && statuses.includes(503);
    });
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect(postmasterPid(dataDir)).not.toBe(killed);
    expect(await readIntake()).toMatchObject({ startData: answers, revision: 2 });
    expect(api.output()).toContain('PostgreSQL exited unexpectedly (SIGKILL); restarting it');
  });

  it('answers 503 with Retry-After, never 500, while PostgreSQL is down: routes that need it and readiness', async () => {
    await runningApi();
    const killed = postmasterPid(dataDir)!;
    process.kill(killed, 'SIGKILL');
    /** Each answer of an order read and of readiness: `order 503 5 SERVICE_UNAVAILABLE` (status, Retry-After, code). */
    const answers: string[] = [];
    const bodies: unknown[] = [];
    await until('an order read failed, then both answered 200 again', async () => {
      const [order, ready] = await Promise.all([
        api.request(`/api/order/created?created=${created}`),
        api.request('/api/health/ready'),
      ]);
      for (const [route, response] of [
        ['order', order],
        ['ready', ready],
      ] as const) {
        const body = (await response.json()) as { code?: string };
        if (response.status !== 200) bodies.push(body);
        answers.push(`${route} ${response.status} ${response.headers.get('retry-after')} ${body.code}`);
      }
      const orderFailed = answers.some((answer) => answer.startsWith('order 5'));
      return order.status === 200 && ready.status === 200 && orderFailed;
    });
    const kinds = [...new Set(answers)].map((answer) => answer.replace(/ undefined$/, ''));
    expect(kinds.sort()).toEqual([
      'order 200 null',
      'order 503 5 SERVICE_UNAVAILABLE',
      'ready 200 null',
      'ready 503 5 API_NOT_READY',
    ]);
    expect(bodies).toContainEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable; try again shortly',
    });
    expect(api.output()).toMatch(/answered 503: database unavailable: /);
  });

  it('keeps serving when PostgreSQL is killed while jobs are failing, again and again', async () => {
    await runningApi();
    // Reset links for the seeded admin of each tenant: emails that fail on the refused SMTP port and are retried.
    for (const tenant of [6, 7]) {
      for (let i = 0; i < 3; i++) {
        const recover = await api.request('/api/auth/recover', {
          method: 'POST',
          tenant,
          headers: json,
          body: JSON.stringify({ email: 'admin@example.com' }),
        });
        expect(recover.status).toBe(200);
      }
    }
    const failures = () => api.output().split('will be retried').length - 1;
    await until('email jobs are failing', () => failures() >= 3);
    for (let round = 0; round < 3; round++) {
      const killed = postmasterPid(dataDir)!;
      const before = failures();
      process.kill(killed, 'SIGKILL');
      await until('PostgreSQL is back and the API healthy', async () => {
        const pid = postmasterPid(dataDir);
        return pid !== undefined && pid !== killed && (await api.request('/api/health')).status === 200;
      });
      // The queue works again: failing jobs are tried (and fail) once more.
      await until('a job failed again after the restart', () => failures() > before);
    }
    expect(api.running()).toBe(true);
    expect(api.output()).not.toMatch(/unhandled|uncaught/i);
    expect(await readIntake()).toMatchObject({ startData: answers, revision: 2 });
  });

  it('the next start shuts down the PostgreSQL that an API killed with SIGKILL left running', async () => {
    await runningApi();
    const orphan = postmasterPid(dataDir)!;
    process.kill(api.pid, 'SIGKILL');
    await api.exited;
    expect(isRunning(orphan)).toBe(true);

    api = apis.start(env);
    await api.started;
    expect(isRunning(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect(api.output()).toMatch(
      /Stopping PostgreSQL \(pid \d+\) left running on .* by process \d+, which is gone/,
    );
    expect(await readIntake()).toMatchObject({ startData: answers, revision: 2 });
  });

  it('the next start goes on after the API and its PostgreSQL were both killed with SIGKILL', async () => {
    await runningApi();
    const server = postmasterPid(dataDir)!;
    process.kill(api.pid, 'SIGKILL');
    await api.exited;
    process.kill(server, 'SIGKILL');
    await until('PostgreSQL is gone', () => !isRunning(server));
    expect(postmasterPid(dataDir)).toBe(server);

    api = apis.start(env);
    await api.started;
    expect(await readIntake()).toMatchObject({ startData: answers, revision: 2 });
  });

  it('a second API on the same data directory leaves the running server alone and says why', async () => {
    await runningApi();
    const server = postmasterPid(dataDir)!;
    const second = apis.start(env);
    await expect(second.started).rejects.toThrow(
      `PostgreSQL (pid ${server}) already runs on ${dataDir}, started by the running process ${api.pid}`,
    );
    expect(await second.exited).toBe(1);
    expect(isRunning(server)).toBe(true);
    expect((await api.request('/api/health')).status).toBe(200);
  });

  it('stops its PostgreSQL when it is stopped, leaving no postmaster.pid', async () => {
    await runningApi();
    const server = postmasterPid(dataDir)!;
    await api.stop();
    expect(await api.exited).toBe(0);
    expect(isRunning(server)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});
