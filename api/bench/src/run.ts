/**
 * The API benchmark: the real app (createApp, as `node dist/main.js` runs it) against a minimal Fastify + pg
 * server doing the same work (raw-server.ts), both in this process on one throw-away embedded PostgreSQL, loaded
 * by autocannon from a child process. It reports req/s, p50, p99 and errors per route and server, and whether the
 * targets hold (app ≥ 0.7 × the baseline's req/s, no errors, p99 < 50 ms). It never fails on a slow figure; it
 * does fail when a server does not do the work (a wrong answer before the load), since the figures would then
 * mean nothing. Then it floods the app with logins and reports GET /api/questions' p50 and p99 with and without
 * them (password hashing must not hold the event loop), with the ratio.
 *
 * Run it with `npm run bench -w @telehealth/api` (see README.md beside it).
 */
import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { createApp } from '../../dist/app/app.js';
import { loadConfig } from '../../dist/config/app-config.js';
import { EmbeddedPostgresServer } from '../../dist/database/embedded-postgres.server.js';
import { runLoad, type LoadSpec, type LoadSummary } from './load.js';
import { startRawServer, type RawServer } from './raw-server.js';

const TENANT = '6';
const ORDERS = 200;

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
const createdOf = (index: number) => `bench-${String(index).padStart(4, '0')}-0123456789abcdef`;

/** One quizData-only update per order, sent round-robin so concurrent requests lock different rows. */
const updateBodies = Array.from({ length: ORDERS }, (_, index) =>
  JSON.stringify({
    created: createdOf(index),
    columns: { quizData: { '1': 'Yes', '2': ['Morning', 'Evening'], '3': index } },
  }),
);

interface Target {
  name: string;
  spec: Omit<LoadSpec, 'baseUrl' | 'headers' | 'connections' | 'durationSeconds'>;
}

const targets: Target[] = [
  {
    name: 'GET /api/questions?isFollowup=false',
    spec: { method: 'GET', path: '/api/questions?isFollowup=false' },
  },
  {
    name: 'POST /api/order/update (quizData)',
    spec: { method: 'POST', path: '/api/order/update', bodies: updateBodies },
  },
];

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

/** Runs a load for the warm-up, then measures it, printing its progress and req/s after `label`. */
async function warmUpAndMeasure(
  label: string,
  spec: Omit<LoadSpec, 'durationSeconds'>,
): Promise<LoadSummary> {
  process.stdout.write(`${label}: warm-up... `);
  await runLoad({ ...spec, durationSeconds: warmupSeconds });
  process.stdout.write('measuring... ');
  const summary = await runLoad({ ...spec, durationSeconds });
  console.log(`${fixed(summary.requestsPerSecond, 0)} req/s`);
  return summary;
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

/**
 * GET /api/questions on the app with `floodConnections` connections, alone and then while `loginConnections` more
 * log the seeded admin in (right password: every login verifies a hash and none is rate limited). Prints both, the
 * ratios and the load average; never fails on a figure.
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
    ...targets[0]!.spec,
    baseUrl: appUrl,
    headers,
    connections: floodConnections,
    durationSeconds,
  };
  console.log('');
  console.log(
    `Login flood: ${targets[0]!.name} with ${floodConnections} connections, alone and during ${loginConnections} connections of POST /api/auth/login`,
  );
  const alone = await warmUpAndMeasure('questions alone', questions);
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
  const during = await runLoad(questions);
  const flood = await logins;
  // Up to one login per connection is still in flight: give them the time they take at the measured pace, so the
  // app does not close under them.
  await sleep(Math.min(30, loginConnections / Math.max(1, flood.requestsPerSecond) + 1) * 1000);
  console.log(`${fixed(during.requestsPerSecond, 0)} req/s`);
  console.log('');
  console.log(
    table([
      ['load', ...FIGURE_HEADERS],
      ...(
        [
          ['questions alone', alone],
          ['questions during logins', during],
          ['logins', flood],
        ] as const
      ).map(([name, summary]) => [name, ...figures(summary)]),
    ]),
  );
  console.log('');
  console.log(
    `questions during logins / alone: p50 × ${fixed(during.p50 / alone.p50, 2)}, p99 × ${fixed(during.p99 / alone.p99, 2)}`,
  );
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((value) => fixed(value, 2))
      .join(', ')}`,
  );
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
      `API benchmark: ${connections} connections, ${durationSeconds} s per run after ${warmupSeconds} s of warm-up`,
    );
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

    for (let index = 0; index < ORDERS; index++) {
      await expectOk(
        `creating order ${createdOf(index)}`,
        await fetch(`${appUrl}/api/order/create`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ created: createdOf(index), advData }),
        }),
        201,
      );
    }
    // Both servers must give the same answers, or the comparison means nothing.
    const questions = await Promise.all(
      servers.map(async ({ name, baseUrl }) =>
        JSON.stringify(
          await expectOk(
            `${name} questions`,
            await fetch(`${baseUrl}/api/questions?isFollowup=false`, { headers }),
          ),
        ),
      ),
    );
    if (questions[0] !== questions[1]) throw new Error('the baseline answers other questions than the app');
    for (const { name, baseUrl } of servers) {
      const answer = (await expectOk(
        `${name} update`,
        await fetch(`${baseUrl}/api/order/update`, { method: 'POST', headers, body: updateBodies[0] }),
      )) as { state?: unknown };
      if (typeof answer.state !== 'string')
        throw new Error(`${name} update: no state in ${JSON.stringify(answer)}`);
    }

    const results: { target: string; server: string; summary: LoadSummary }[] = [];
    for (const target of targets) {
      for (const { name, baseUrl } of servers) {
        const summary = await warmUpAndMeasure(`${target.name} on ${name}`, {
          ...target.spec,
          baseUrl,
          headers,
          connections,
        });
        results.push({ target: target.name, server: name, summary });
      }
    }

    console.log('');
    console.log(
      table([
        ['route', 'server', ...FIGURE_HEADERS],
        ...results.map(({ target, server, summary }) => [target, server, ...figures(summary)]),
      ]),
    );
    console.log('');
    console.log('Targets for the app: req/s ≥ 0.7 × baseline, no errors or non-2xx, p99 < 50 ms');
    const verdicts: string[][] = [['route', 'app/raw', 'ratio', 'errors', 'p99', 'all']];
    for (const target of targets) {
      const of = (server: string) =>
        results.find((r) => r.target === target.name && r.server === server)!.summary;
      const appRun = of('app');
      const rawRun = of('raw');
      const ratio = appRun.requestsPerSecond / rawRun.requestsPerSecond;
      const checks = [ratio >= 0.7, appRun.errors + appRun.non2xx === 0, appRun.p99 < 50];
      const mark = (ok: boolean) => (ok ? 'holds' : 'MISSES');
      verdicts.push([
        target.name,
        fixed(ratio, 2),
        mark(checks[0]!),
        mark(checks[1]!),
        mark(checks[2]!),
        mark(checks.every(Boolean)),
      ]);
    }
    console.log(table(verdicts));

    await loginFlood(appUrl, headers, JSON.stringify(config.seedAdmin));
  } finally {
    await cleanUp();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

await main();
