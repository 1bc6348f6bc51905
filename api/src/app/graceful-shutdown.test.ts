import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import bcrypt from 'bcryptjs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { useApiProcesses, type ApiProcess } from '../testing/api-process.js';
import { openStream } from '../testing/event-stream.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const postgres = useTestPostgres();
const apis = useApiProcesses();

interface Answer {
  status: number;
  /** The response's Connection header. */
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

/**
 * A request over node:http with the Token and Tenant headers: on a connection of its own (`Connection: close`) unless
 * a keep-alive agent is given. With `rest`, half the body is sent at once and the other half when `rest` settles: a
 * request the server has started to read, still running until then.
 */
function send(
  api: ApiProcess,
  path: string,
  options: { method?: string; body?: string; agent?: http.Agent; rest?: Promise<void> } = {},
): Promise<Answer> {
  const { method = 'GET', body, agent, rest } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: api.port,
        path,
        method,
        agent: agent ?? false,
        headers: {
          Token: DEV_TOKEN,
          Tenant: '6',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body: text,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (body === undefined) request.end();
    else if (!rest) request.end(body);
    else {
      const half = Math.floor(body.length / 2);
      request.write(body.slice(0, half));
      void rest.then(() => request.end(body.slice(half)));
    }
  });
}

const json = { 'content-type': 'application/json' };

/** The process's exit code (or signal), or `running` when it has not exited within `ms`. */
async function exitWithin(api: ApiProcess, ms: number): Promise<number | string> {
  return Promise.race([api.exited, sleep(ms, 'running')]);
}

/** The API run as `npm start` runs it (`node api/dist/main.js`), stopped with SIGTERM as an orchestrator stops it. */
describe('the API process on SIGTERM', { timeout: 120_000 }, () => {
  it('drains (ready 503, requests served), lets running requests finish, does not wait for keep-alive clients, exits 0', async () => {
    const drainMs = 2000;
    const databaseUrl = await postgres.newDatabase();
    const api = apis.start({
      DATABASE_URL: databaseUrl,
      SHUTDOWN_DRAIN_SECONDS: String(drainMs / 1000),
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    });
    await api.started;
    const answers = answersAlong(seededIntake(6), (state) => state === 'checkout')[0]!;
    const createds = Array.from({ length: 6 }, (_, i) => `${Date.now()}-${i}shutdown00`);
    for (const created of createds) {
      const create = await api.request('/api/order/create', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ created, advData: testAdvData }),
      });
      expect(create.status).toBe(201);
    }
    // A customer's live chat stream: a response that never ends by itself.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const email = `shutdown-${Date.now()}@example.com`;
    await db.query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, $2, 1)`, [
      email,
      await bcrypt.hash('a-password-1', 4),
    ]);
    await db.end();
    const login = await api.request('/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'a-password-1' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const stream = await openStream(`http://127.0.0.1:${api.port}`, {
      Token: DEV_TOKEN,
      Tenant: '6',
      authorization: `Bearer ${token}`,
    });
    await stream.next((event) => event.event === 'ready');
    let streamEndedAt = 0;
    void stream.ended.then(() => (streamEndedAt = Date.now()));

    // Keep-alive clients: one that sends again during the drain, one that stays idle, one whose request is running.
    const returning = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const running = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const agent of [returning, idle]) {
      expect((await send(api, '/api/health/ready', { agent })).status).toBe(200);
    }

    // Answer saves whose bodies are half sent: running when SIGTERM comes, finished after the listener closed.
    let sendTheRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (sendTheRest = resolve));
    const saves = createds.map((created, i) =>
      send(api, '/api/order/update', {
        method: 'POST',
        body: JSON.stringify({ created, revision: 1, columns: { startData: answers } }),
        rest,
        ...(i === 0 ? { agent: running } : {}),
      }),
    );
    // A test that fails early leaves them unawaited.
    for (const save of saves) save.catch(() => undefined);
    await sleep(300);
    const signalledAt = Date.now();
    process.kill(api.pid, 'SIGTERM');

    const ready = await send(api, '/api/health/ready');
    const live = await send(api, '/api/health/live');
    const again = await send(api, '/api/health/live', { agent: returning });
    const oneShots: Answer[] = [];
    while (Date.now() - signalledAt < drainMs - 500) {
      oneShots.push(await send(api, `/api/order/created?created=${createds[1]}`));
      await sleep(50);
    }
    expect(ready.status).toBe(503);
    expect(ready.retryAfter).toBe('5');
    expect(JSON.parse(ready.body)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'API_NOT_READY',
      message: 'Not ready: shutting down',
      checks: { database: 'up', jobQueue: 'running', migrations: 'applied' },
    });
    expect(live.status).toBe(200);
    // The keep-alive client is served and told to take its next request elsewhere.
    expect(again).toMatchObject({ status: 200, connection: 'close' });
    expect(oneShots.length).toBeGreaterThan(5);
    expect(oneShots.map((answer) => answer.status)).toEqual(oneShots.map(() => 200));
    expect(streamEndedAt).toBe(0);

    // The listener closes after the drain; the running saves then finish.
    await sleep(signalledAt + drainMs + 500 - Date.now());
    expect(api.output()).toContain('Closing the listener');
    sendTheRest();
    const saved = await Promise.all(saves);
    expect(saved.map((answer) => answer.status)).toEqual(saves.map(() => 200));
    expect(saved[0]!.connection).toBe('close');

    // Neither the idle keep-alive connection, nor the one that ran a request, nor the event stream holds the process
    // until the timeout (20 s).
    expect(await exitWithin(api, 10_000)).toBe(0);
    expect(streamEndedAt).toBeGreaterThanOrEqual(signalledAt + drainMs);
    const output = api.output();
    expect(output).not.toContain('still open after');
    const order = [
      'SIGTERM received: not ready; serving for 2 s more',
      'Closing the listener',
      'HTTP server closed',
      'Job queue stopped',
      'Shut down',
    ].map((line) => output.indexOf(line));
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
    for (const agent of [returning, idle, running]) agent.destroy();
  });

  it('closes the connections still running a request after SHUTDOWN_TIMEOUT_SECONDS, and exits 0', async () => {
    const api = apis.start({
      DATABASE_URL: await postgres.newDatabase(),
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '2',
    });
    await api.started;
    // A body that never ends: a client that stalled.
    const stalled = send(api, '/api/order/create', {
      method: 'POST',
      body: JSON.stringify({ created: `${Date.now()}-stalled0000`, advData: testAdvData }),
      rest: new Promise<void>(() => undefined),
    });
    stalled.catch(() => undefined);
    await sleep(300);
    const signalledAt = Date.now();
    process.kill(api.pid, 'SIGTERM');
    expect(await exitWithin(api, 3000 + 10_000)).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(3000);
    await expect(stalled).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(api.output()).toMatch(/1 connections still open after 2 s: closing them/);
    expect(api.output()).toContain('Shut down');
  });
});
