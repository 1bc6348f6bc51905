/**
 * The API benchmark: the real app (createApp, as `node dist/main.js` runs it) against a minimal Fastify + pg
 * server doing the same work (raw-server.ts), both in this process on one throw-away embedded PostgreSQL, loaded
 * by autocannon from a child process. It counts the database statements each server sends per request, then
 * reports req/s, p50, p99 and errors per route, server and connection count, and whether the targets hold (app ≥
 * 0.7 × the baseline's req/s, no errors, p99 < 50 ms). The answer save is a patient's: the growing answer sets of
 * one path of the seeded intake, each order one answer further per request. It never fails on a slow figure; it
 * does fail when a server does not do the work (a wrong answer before the load), since the figures would then
 * mean nothing. Then it floods the app with logins and reports GET /api/questions' p50 and p99 with and without
 * them and the event loop's delay (password hashing must not hold the event loop). The load average (`uptime`) is
 * printed beside every table.
 *
 * Run it with `npm run bench -w @telehealth/api` (see README.md beside it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { compileFlow, enumeratePaths, eventsForPath, type IntakeEvent } from '@telehealth/engine';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import pg from 'pg';

import { createApp } from '../../dist/app/app.js';
import { JwtService } from '../../dist/auth/jwt.service.js';
import { loadConfig } from '../../dist/config/app-config.js';
import { EmbeddedPostgresServer } from '../../dist/database/embedded-postgres.server.js';
import { runLoad, type AnswerSaves, type LoadSpec, type LoadSummary } from './load.js';
import { startRawServer, type RawServer } from './raw-server.js';

const TENANT = '6';
/** Orders per server for the answer saves: each goes one answer further every ORDERS requests. */
const ORDERS = 500;
/** Requests per route and server whose database statements are counted. */
const COUNTED_REQUESTS = 20;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const durationSeconds = positiveNumber('BENCH_DURATION_SECONDS', 10);
const warmupSeconds = positiveNumber('BENCH_WARMUP_SECONDS', 3);
const connections = Math.round(positiveNumber('BENCH_CONNECTIONS', 50));
const floodConnections = Math.round(positiveNumber('BENCH_FLOOD_CONNECTIONS', 10));
const loginConnections = Math.round(positiveNumber('BENCH_LOGIN_CONNECTIONS', 60));

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const advData = {
  params: { utm_source: 'bench' },
  cookies: { fbp: 'fb.1.1700000000000.123456789' },
  user_agent: 'Mozilla/5.0 (bench)',
  ip_address: '203.0.113.7',
  version: 'v2',
};

// Created values of new intakes end with at least 10 random-looking characters (NewCreatedValue).
const createdOf = (pool: string, index: number) =>
  `bench-${pool}-${String(index).padStart(4, '0')}-0123456789abcdef`;

/**
 * The saves of a patient along the longest path to checkout of a published intake, one answer more each, without
 * the last (it reaches checkout, which ends the intake: no later save is taken).
 */
function answerSetsAlong(document: FlowVersion): StartData[] {
  const { index } = compileFlow(document);
  const asOf = new Date().toISOString().slice(0, 10);
  const paths = enumeratePaths(index, { limit: 5000 })
    .paths.filter((path) => path.states.at(-1) === 'checkout')
    .map((path) => eventsForPath(index, path, asOf) ?? [])
    .sort((a, b) => b.length - a.length);
  const snapshots: StartData[] = [];
  let answers: StartData = {};
  for (const event of paths[0] ?? []) {
    if (event.type !== 'ANSWER') continue;
    const { questionId, value } = event as Extract<IntakeEvent, { type: 'ANSWER' }>;
    const question = index.questions.get(questionId)?.title ?? '';
    answers = { ...answers, [String(questionId)]: { value, question } };
    snapshots.push(answers);
  }
  if (snapshots.length < 2) throw new Error('the seeded intake has no path to checkout');
  return snapshots.slice(0, -1);
}

/** Database statements sent by every pg client of this process (the app's TypeORM pool and the baseline's). */
let statements = 0;
const clientPrototype = (
  pg as unknown as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }
).Client.prototype;
const sendQuery = clientPrototype.query;
clientPrototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
  statements += 1;
  return sendQuery.apply(this, args);
};

/** The load average and uptime as `uptime` prints them. */
function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((value) => fixed(value, 2))
      .join(', ')}`;
  }
}

async function expectOk(label: string, response: Response, status = 200): Promise<unknown> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${label}: expected ${status}, got ${response.status}: ${text.slice(0, 500)}`);
  }
  return JSON.parse(text) as unknown;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** The headers of a load's figures in a table, after the columns that name the load. */
const FIGURE_HEADERS = ['req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];

/** A load's figures as table cells, under FIGURE_HEADERS. */
function figures(summary: LoadSummary): string[] {
  return [
    fixed(summary.requestsPerSecond, 0),
    fixed(summary.p50),
    fixed(summary.p99),
    String(summary.errors),
    String(summary.non2xx),
  ];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      );
      return index === 0
        ? `${line.join('  ')}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`
        : line.join('  ');
    })
    .join('\n');
}

const QUESTIONS = { method: 'GET', path: '/api/questions?isFollowup=false' } as const;
const SAVE = { method: 'POST', path: '/api/order/update' } as const;

/** The event loop's delay (p50 and p99, ms) while `work` runs, sampled every 10 ms. */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<[T, { p50: number; p99: number }]> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    const result = await work();
    return [result, { p50: histogram.percentile(50) / 1e6, p99: histogram.percentile(99) / 1e6 }];
  } finally {
    histogram.disable();
  }
}

/**
 * GET /api/questions on the app with `floodConnections` connections, alone and then while `loginConnections` more
 * log the seeded admin in (right password: every login verifies a hash and none is rate limited). Prints both, the
 * event loop's delay in each, the ratios and whether the questions' p99 during the logins stays under 50 ms.
 */
async function loginFlood(
  appUrl: string,
  headers: Record<string, string>,
  credentials: string,
): Promise<void> {
  await expectOk(
    'login',
    await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers, body: credentials }),
  );
  const questions: LoadSpec = {
    ...QUESTIONS,
    baseUrl: appUrl,
    headers,
    connections: floodConnections,
    durationSeconds,
  };
  console.log('');
  console.log(
    `Login flood: ${QUESTIONS.method} ${QUESTIONS.path} with ${floodConnections} connections, alone and during ${loginConnections} connections of POST /api/auth/login`,
  );
  process.stdout.write('questions alone: warm-up... ');
  await runLoad({ ...questions, durationSeconds: warmupSeconds });
  process.stdout.write('measuring... ');
  const [alone, aloneDelay] = await withLoopDelay(() => runLoad(questions));
  console.log(`${fixed(alone.requestsPerSecond, 0)} req/s`);
  process.stdout.write('questions during logins: ');
  const logins = runLoad({
    method: 'POST',
    path: '/api/auth/login',
    bodies: [credentials],
    baseUrl: appUrl,
    headers,
    connections: loginConnections,
    durationSeconds: warmupSeconds + durationSeconds + 1,
  });
  // Measure once the logins run at full pace.
  await sleep(warmupSeconds * 1000);
  const [during, duringDelay] = await withLoopDelay(() => runLoad(questions));
  const flood = await logins;
  // Up to one login per connection is still in flight: give them the time they take at the measured pace, so the
  // app does not close under them.
  await sleep(Math.min(30, loginConnections / Math.max(1, flood.requestsPerSecond) + 1) * 1000);
  console.log(`${fixed(during.requestsPerSecond, 0)} req/s`);
  console.log('');
  console.log(
    table([
      ['load', ...FIGURE_HEADERS, 'loop p99 ms'],
      ['questions alone', ...figures(alone), fixed(aloneDelay.p99)],
      ['questions during logins', ...figures(during), fixed(duringDelay.p99)],
      ['logins', ...figures(flood), fixed(duringDelay.p99)],
    ]),
  );
  console.log('');
  console.log(
    `questions p99 alone ${fixed(alone.p99)} ms, during ${loginConnections} logins ${fixed(during.p99)} ms (p50 × ${fixed(during.p50 / alone.p50, 2)}, p99 × ${fixed(during.p99 / alone.p99, 2)}); event loop delay p99 ${fixed(aloneDelay.p99)} ms alone, ${fixed(duringDelay.p99)} ms during`,
  );
  console.log(
    `Target: questions p99 < 50 ms during the logins, no errors: ${mark(during.p99 < 50 && during.errors + during.non2xx === 0)}`,
  );
  console.log(uptime());
}

const mark = (ok: boolean) => (ok ? 'holds' : 'MISSES');

/** Creates orders on tenant 6 through the app, ten at a time. */
async function createOrders(appUrl: string, headers: Record<string, string>, created: string[]) {
  for (let start = 0; start < created.length; start += 10) {
    await Promise.all(
      created.slice(start, start + 10).map(async (value) =>
        expectOk(
          `creating order ${value}`,
          await fetch(`${appUrl}/api/order/create`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ created: value, advData }),
          }),
          201,
        ),
      ),
    );
  }
}

/** Statements per request of `send`, run COUNTED_REQUESTS times one after the other. */
async function statementsPerRequest(send: (index: number) => Promise<void>): Promise<number> {
  await send(0);
  const before = statements;
  for (let index = 1; index <= COUNTED_REQUESTS; index++) await send(index);
  return (statements - before) / COUNTED_REQUESTS;
}

/**
 * Leaves the database as each run should find it: the dead rows of the runs before vacuumed and their dirty pages
 * written. Without it, a server loaded right after a run of saves pays for that run's writes (the checkpoint and
 * autovacuum they set off): the app's save at 50 connections was 1.03 × the baseline measured first and 0.81 ×
 * measured second.
 */
async function settle(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query('VACUUM ANALYZE');
    await pool.query('CHECKPOINT');
  } finally {
    await pool.end();
  }
}

interface Run {
  route: string;
  server: string;
  connections: number;
  summary: LoadSummary;
  statements: number;
  load: string;
}

async function main(): Promise<void> {
  let postgres: EmbeddedPostgresServer | undefined;
  let app: NestFastifyApplication | undefined;
  let raw: RawServer | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await raw?.close().catch((error: unknown) => console.error('closing the baseline failed:', error));
      await app?.close().catch((error: unknown) => console.error('closing the app failed:', error));
      await postgres?.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed:', error));
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  // Only errors from here on, as with LOG_LEVEL=error (createApp applies the same to the app).
  Logger.overrideLogger(['error', 'fatal']);
  try {
    console.log(
      `API benchmark: ${connections} and 1 connections, ${durationSeconds} s per run after ${warmupSeconds} s of warm-up`,
    );
    console.log(uptime());
    postgres = await EmbeddedPostgresServer.start({
      dataDir: await mkdtemp(join(tmpdir(), 'telehealth-bench-pg-')),
      port: await freePort(),
      password: 'bench',
      persistent: false,
    });
    await postgres.ensureDatabase('bench');
    const databaseUrl = postgres.url('bench');
    const config = loadConfig({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      // No job workers polling the database: their statements would be counted as the routes'.
      JOBS_ENABLED: 'false',
    });
    app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    const appUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    raw = await startRawServer(databaseUrl, config.apiSharedToken);
    const servers = [
      { name: 'app', baseUrl: appUrl },
      { name: 'raw', baseUrl: raw.baseUrl },
    ];
    const headers = { token: config.apiSharedToken, tenant: TENANT, 'content-type': 'application/json' };

    const reader = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const published = await reader.query<{ document: FlowVersion }>(
      `SELECT document FROM flow_versions WHERE tenant_id = $1 AND key = 'intake' AND status = 'published'`,
      [Number(TENANT)],
    );
    await reader.end();
    const answerSets = answerSetsAlong(published.rows[0]!.document).map((answers) => JSON.stringify(answers));
    console.log(
      `Answer saves: ${answerSets.length} answer sets along tenant ${TENANT}'s longest path to checkout (the last before checkout, then from the first again), ${ORDERS} orders per server`,
    );

    const pools = Object.fromEntries(
      servers.map(({ name }) => [name, Array.from({ length: ORDERS }, (_, i) => createdOf(name, i))]),
    );
    const checks = Object.fromEntries(servers.map(({ name }) => [name, createdOf(`${name}-check`, 0)]));
    await createOrders(appUrl, headers, [...Object.values(pools).flat(), ...Object.values(checks)]);

    // Both servers must give the same answers, or the comparison means nothing.
    const questions = await Promise.all(
      servers.map(async ({ name, baseUrl }) =>
        JSON.stringify(
          await expectOk(`${name} questions`, await fetch(`${baseUrl}${QUESTIONS.path}`, { headers })),
        ),
      ),
    );
    if (questions[0] !== questions[1]) throw new Error('the baseline answers other questions than the app');
    const saveOn = async (name: string, baseUrl: string, created: string, step: number) =>
      (await expectOk(
        `${name} save`,
        await fetch(`${baseUrl}${SAVE.path}`, {
          method: 'POST',
          headers,
          body: `{"created":${JSON.stringify(created)},"columns":{"startData":${answerSets[step % answerSets.length]}}}`,
        }),
      )) as { state?: unknown; revision?: unknown };
    const states = [];
    for (const { name, baseUrl } of servers)
      states.push((await saveOn(name, baseUrl, checks[name]!, 0)).state);
    if (typeof states[0] !== 'string' || states[0] !== states[1])
      throw new Error(`the servers' saves lead to different states: ${JSON.stringify(states)}`);

    const counted: Record<string, number> = {};
    for (const { name, baseUrl } of servers) {
      counted[`questions ${name}`] = await statementsPerRequest(async () => {
        await expectOk(`${name} questions`, await fetch(`${baseUrl}${QUESTIONS.path}`, { headers }));
      });
      counted[`save ${name}`] = await statementsPerRequest(async (index) => {
        await saveOn(name, baseUrl, checks[name]!, index + 1);
      });
    }

    // The same save with a customer's login token: AuthGuard re-reads the user (deactivated or gone: refused).
    const customerCheck = createdOf('customer-check', 0);
    await createOrders(appUrl, headers, [customerCheck]);
    const statementsReader = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const customer = await statementsReader.query<{ id: number }>(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, 'bench-customer@example.com', '!no-password', 1)
       RETURNING id`,
      [Number(TENANT)],
    );
    await statementsReader.end();
    const customerToken = await app
      .get(JwtService)
      .sign({ userId: customer.rows[0]!.id, role: 1, tenantId: Number(TENANT) });
    const loggedIn = { ...headers, authorization: `Bearer ${customerToken}` };
    const customerSave = await statementsPerRequest(async (index) => {
      await expectOk(
        'app save with a customer token',
        await fetch(`${appUrl}${SAVE.path}`, {
          method: 'POST',
          headers: loggedIn,
          body: `{"created":${JSON.stringify(customerCheck)},"columns":{"startData":${answerSets[index % answerSets.length]}}}`,
        }),
      );
    });
    console.log(
      `Statements per request: questions app ${fixed(counted['questions app']!)}, raw ${fixed(counted['questions raw']!)}; answer save app ${fixed(counted['save app']!)}, raw ${fixed(counted['save raw']!)}, app with a customer's login token ${fixed(customerSave)}`,
    );

    const runs: Run[] = [];
    const loads: {
      route: string;
      key: string;
      spec: Omit<LoadSpec, 'baseUrl' | 'headers' | 'durationSeconds'>;
    }[] = [
      {
        route: `${QUESTIONS.method} ${QUESTIONS.path}`,
        key: 'questions',
        spec: { ...QUESTIONS, connections },
      },
      { route: 'POST /api/order/update (startData)', key: 'save', spec: { ...SAVE, connections } },
      { route: 'POST /api/order/update (startData)', key: 'save', spec: { ...SAVE, connections: 1 } },
    ];
    const position: Record<string, number> = { app: 0, raw: 0 };
    for (const load of loads) {
      for (const { name, baseUrl } of servers) {
        const label = `${load.route} on ${name}, ${load.spec.connections} conn.`;
        const saves = (): AnswerSaves | undefined =>
          load.key === 'save'
            ? { created: pools[name]!, answers: answerSets, first: position[name]! }
            : undefined;
        await settle(databaseUrl);
        process.stdout.write(`${label}: warm-up... `);
        const warm = await runLoad({
          ...load.spec,
          baseUrl,
          headers,
          saves: saves(),
          durationSeconds: warmupSeconds,
        });
        if (load.key === 'save') position[name] = warm.sent;
        process.stdout.write('measuring... ');
        const summary = await runLoad({ ...load.spec, baseUrl, headers, saves: saves(), durationSeconds });
        if (load.key === 'save') position[name] = summary.sent;
        console.log(`${fixed(summary.requestsPerSecond, 0)} req/s`);
        runs.push({
          route: load.route,
          server: name,
          connections: load.spec.connections,
          summary,
          statements: counted[`${load.key} ${name}`]!,
          load: fixed(loadavg()[0]!, 2),
        });
      }
    }

    console.log('');
    console.log(
      table([
        ['route', 'server', 'conn.', 'statements/req', ...FIGURE_HEADERS, 'load 1 min'],
        ...runs.map((run) => [
          run.route,
          run.server,
          String(run.connections),
          fixed(run.statements),
          ...figures(run.summary),
          run.load,
        ]),
      ]),
    );
    console.log('');
    console.log('Targets for the app: req/s ≥ 0.7 × baseline, no errors or non-2xx, p99 < 50 ms');
    const verdicts: string[][] = [['route', 'conn.', 'app/raw', 'ratio', 'errors', 'p99', 'all']];
    for (let index = 0; index < runs.length; index += 2) {
      const appRun = runs[index]!;
      const rawRun = runs[index + 1]!;
      const ratio = appRun.summary.requestsPerSecond / rawRun.summary.requestsPerSecond;
      const checks = [
        ratio >= 0.7,
        appRun.summary.errors + appRun.summary.non2xx === 0,
        appRun.summary.p99 < 50,
      ];
      verdicts.push([
        appRun.route,
        String(appRun.connections),
        fixed(ratio, 2),
        mark(checks[0]!),
        mark(checks[1]!),
        mark(checks[2]!),
        mark(checks.every(Boolean)),
      ]);
    }
    console.log(table(verdicts));
    console.log(uptime());

    await settle(databaseUrl);
    await loginFlood(appUrl, headers, JSON.stringify(config.seedAdmin));
  } finally {
    await cleanUp();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

await main();
