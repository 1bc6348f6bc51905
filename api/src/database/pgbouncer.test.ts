import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useApiProcesses, type ApiProcess } from '../testing/api-process.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { SCHEMA_LOCK_KEY } from './schema-lock.js';

/** Debian's PostgreSQL 15 and PgBouncer, and what makes the certificate; each binary with its package. */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PGBOUNCER = '/usr/sbin/pgbouncer';
const OPENSSL = '/usr/bin/openssl';
const PACKAGES: [binary: string, pkg: string][] = [
  [join(PG_BIN, 'postgres'), 'postgresql-15'],
  [PGBOUNCER, 'pgbouncer'],
  [OPENSSL, 'openssl'],
];
const PASSWORD = 'pgbouncer-test-password';
const SAVES = 120;
const INTAKES = 12;

const isRoot = process.getuid?.() === 0;
const apis = useApiProcesses();

/** Installs the missing Debian packages when running as root; otherwise says what to install. */
function ensureDebianPackages(): void {
  const missing = PACKAGES.filter(([binary]) => !existsSync(binary)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...missing];
  if (!isRoot) {
    throw new Error(
      `This test runs Debian's PostgreSQL 15 and PgBouncer, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
        `missing. Install as root: apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, encoding: 'utf8' });
  let result = apt(install);
  // Package lists that are missing or stale: fetch them once and try again.
  if (result.status !== 0) result = apt(['update', '-qq']).status === 0 ? apt(install) : result;
  const still = PACKAGES.filter(([binary]) => !existsSync(binary)).map(([, pkg]) => pkg);
  if (still.length > 0) {
    throw new Error(
      `apt-get ${install.join(' ')} did not install ${still.join(', ')}:\n${result.stdout}${result.stderr}`,
    );
  }
}

/** The postgres system user's ids (PostgreSQL and PgBouncer refuse to run as root). */
function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('There is no postgres system user (Debian creates it with postgresql-common)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A free port of 6400-6499 not handed out before, from a random start so parallel runs rarely meet. */
const handedOut = new Set<number>();
async function freePortInRange(): Promise<number> {
  const start = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 6400 + ((start + i) % 100);
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port in 6400-6499');
}

/** A server process of this test: its output kept for error messages. */
interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

async function until(what: string, condition: () => Promise<boolean>, server: Server): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${what}: the process exited:\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`${what}: still waiting after 30 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a server of this test by its pid: `signal`, then SIGKILL after 20 s. */
async function stopServer(server: Server | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await server.exited;
  clearTimeout(timer);
}

/**
 * The API behind PgBouncer in transaction mode, against Debian's PostgreSQL 15 with TLS: DATABASE_URL goes through
 * PgBouncer, DATABASE_DIRECT_URL straight to PostgreSQL, both `sslmode=require` with the server's certificate as
 * `sslrootcert`. One cluster and one PgBouncer for the file, started and stopped here.
 */
describe('the API behind PgBouncer in transaction mode (Debian PostgreSQL 15)', { timeout: 120_000 }, () => {
  let root: string;
  let postgres: Server | undefined;
  let pgbouncer: Server | undefined;
  let env: (port: number) => Record<string, string>;
  let directUrl: string;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    ensureDebianPackages();
    const owner = isRoot ? postgresUser() : undefined;
    root = await mkdtemp(join(tmpdir(), 'telehealth-pgbouncer-'));
    // The servers run as the postgres user, which must enter the directory and own what it writes there.
    await chmod(root, 0o755);
    if (owner) await chown(root, owner.uid, owner.gid);

    /** Runs a program of this test as the postgres user (as root) or as ourselves. */
    const start = (command: string, args: string[]): Server => {
      const child = spawn(command, args, {
        cwd: root,
        env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: root },
        stdio: ['ignore', 'pipe', 'pipe'],
        ...owner,
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      return { child, output: () => output, exited };
    };
    const run = async (command: string, args: string[]): Promise<void> => {
      const program = start(command, args);
      await program.exited;
      if (program.child.exitCode !== 0) {
        throw new Error(
          `${command} ${args.join(' ')} failed (${program.child.exitCode}):\n${program.output()}`,
        );
      }
    };
    const write = async (name: string, text: string, mode = 0o600): Promise<string> => {
      const path = join(root, name);
      await writeFile(path, text, { mode });
      if (owner) await chown(path, owner.uid, owner.gid);
      return path;
    };

    // One self-signed certificate for PostgreSQL and PgBouncer, for the names the clients connect to.
    const cert = join(root, 'server.crt');
    const key = join(root, 'server.key');
    await run(OPENSSL, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    await chmod(key, 0o600);
    await chmod(cert, 0o644);

    const pgPort = await freePortInRange();
    const pwfile = await write('pwfile', `${PASSWORD}\n`);
    await run(join(PG_BIN, 'initdb'), [
      '-D',
      join(root, 'data'),
      '-U',
      'postgres',
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    postgres = start(join(PG_BIN, 'postgres'), [
      '-D',
      join(root, 'data'),
      '-p',
      String(pgPort),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'ssl=on',
      '-c',
      `ssl_cert_file=${cert}`,
      '-c',
      `ssl_key_file=${key}`,
      // A test cluster: nothing here must survive a crash.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ]);
    const tls = `sslmode=require&sslrootcert=${encodeURIComponent(cert)}`;
    const url = (port: number, database: string) =>
      `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}?${tls}`;
    await until(
      'PostgreSQL 15 accepts connections',
      async () => {
        const client = new pg.Client({ connectionString: url(pgPort, 'postgres') });
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.end();
          return true;
        } catch {
          return false;
        }
      },
      postgres,
    );
    const admin = new pg.Client({ connectionString: url(pgPort, 'postgres') });
    await admin.connect();
    try {
      expect(
        (await admin.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]?.v,
      ).toMatch(/^15\d{4}$/);
      await admin.query('CREATE DATABASE telehealth');
    } finally {
      await admin.end();
    }

    const bouncerPort = await freePortInRange();
    await write('userlist.txt', `"postgres" "${PASSWORD}"\n`);
    const ini = await write(
      'pgbouncer.ini',
      [
        '[databases]',
        `telehealth = host=127.0.0.1 port=${pgPort} dbname=telehealth`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = scram-sha-256',
        `auth_file = ${join(root, 'userlist.txt')}`,
        'pool_mode = transaction',
        // Fewer server connections than the two APIs' clients (2 × (10 + 4)): every client's statements land on
        // whichever server connection is free.
        'default_pool_size = 5',
        'max_client_conn = 200',
        'client_tls_sslmode = require',
        `client_tls_key_file = ${key}`,
        `client_tls_cert_file = ${cert}`,
        'server_tls_sslmode = require',
        '',
      ].join('\n'),
    );
    pgbouncer = start(PGBOUNCER, [ini]);
    await until(
      'PgBouncer accepts connections',
      async () => {
        const client = new pg.Client({ connectionString: url(bouncerPort, 'telehealth') });
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.query('SELECT 1');
          await client.end();
          return true;
        } catch {
          return false;
        }
      },
      pgbouncer,
    );

    directUrl = url(pgPort, 'telehealth');
    env = (port) => ({
      PORT: String(port),
      DATABASE_URL: url(bouncerPort, 'telehealth'),
      DATABASE_DIRECT_URL: directUrl,
    });
  }, 600_000);

  afterAll(async () => {
    await apis.stopAll();
    // PgBouncer's SIGTERM and PostgreSQL's SIGINT: shut down now, without waiting for clients.
    await stopServer(pgbouncer, 'SIGTERM');
    await stopServer(postgres, 'SIGINT');
    if (root) await rm(root, { recursive: true, force: true });
  }, 60_000);

  /** A query on the direct connection. */
  const direct = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: directUrl });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  it('two API processes starting at the same time on a new database both start: migrations and seed once', async () => {
    const [first, second] = [
      apis.start(env(await freePortInRange())),
      apis.start(env(await freePortInRange())),
    ];
    running.push(first!, second!);
    // A start-up that hangs (a schema lock left with a pooled server connection) fails here, with what they said.
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const outputs = running.map((api) => api.output().slice(-3000)).join('\n---\n');
        reject(new Error(`The APIs did not start within 90 s:\n${outputs}`));
      }, 90_000);
    });
    await Promise.race([Promise.all(running.map((api) => api.started)), hung]).finally(() =>
      clearTimeout(timer),
    );
    for (const api of running) {
      const ready = await api.request('/api/health/ready');
      expect(ready.status, await ready.text()).toBe(200);
    }
    const migrations = await direct<{ name: string }>('SELECT name FROM migrations');
    expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length);
    expect(await direct('SELECT id FROM tenants ORDER BY id')).toEqual([{ id: 6 }, { id: 7 }]);
    // Nobody holds the schema lock any more: it was a direct session's, ended with it.
    const locks = await direct<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = $1`,
      [SCHEMA_LOCK_KEY],
    );
    expect(locks).toEqual([{ count: 0 }]);
    // Every session on the database, the APIs' direct ones and PgBouncer's, is encrypted.
    const sessions = await direct<{ ssl: boolean; count: number }>(
      `SELECT s.ssl, count(*)::int AS count FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid)
        WHERE a.datname = 'telehealth' GROUP BY s.ssl`,
    );
    expect(sessions).toEqual([{ ssl: true, count: expect.any(Number) }]);
  });

  it(`${SAVES} concurrent answer saves through PgBouncer answer 200, or 409 for a stale revision, and none is lost`, async () => {
    expect(running).toHaveLength(2);
    const answers = answersAlong(seededIntake(6), (state) => state === 'checkout')[0]!;
    const json = { 'content-type': 'application/json' };
    const intakes = await Promise.all(
      Array.from({ length: INTAKES }, async (_, i) => {
        const created = `${Date.now()}-${i.toString().padStart(10, '0')}`;
        const response = await running[i % 2]!.request('/api/order/create', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ created, advData: testAdvData }),
        });
        expect(response.status, await response.clone().text()).toBe(201);
        return created;
      }),
    );
    // Per intake, half the saves name revision 1 (stale once another save landed), half name none (they always land).
    const saves = await Promise.all(
      Array.from({ length: SAVES }, async (_, i) => {
        const created = intakes[i % INTAKES]!;
        const revision = i % 2 === 0 ? { revision: 1 } : {};
        const response = await running[Math.floor(i / INTAKES) % 2]!.request('/api/order/update', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ created, ...revision, columns: { startData: answers } }),
        });
        return { created, status: response.status, body: await response.text() };
      }),
    );
    const unexpected = saves.filter((save) => save.status !== 200 && save.status !== 409);
    expect(unexpected.length, JSON.stringify(unexpected.slice(0, 3))).toBe(0);
    expect(saves.filter((save) => save.status === 200).length).toBeGreaterThanOrEqual(SAVES / 2);
    for (const created of intakes) {
      const response = await running[0]!.request(`/api/order/created?created=${created}`);
      const order = (await response.json()) as { revision: number; startData: unknown };
      const landed = saves.filter((save) => save.created === created && save.status === 200).length;
      expect(order).toMatchObject({ revision: 1 + landed, startData: answers });
    }
    for (const api of running) expect(api.output()).not.toMatch(/prepared statement|answered 500/);
  });
});
