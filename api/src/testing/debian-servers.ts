import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll } from 'vitest';

/**
 * Debian's servers run by tests as a team runs them (PostgreSQL 15, PgBouncer, nginx), each a real process started
 * and stopped by its pid, in a temporary directory of the test file, on ports of the test file's own range.
 */

/** A program of a Debian package. */
export interface DebianProgram {
  binary: string;
  pkg: string;
}

export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const POSTGRESQL_15: DebianProgram = { binary: join(PG_BIN, 'postgres'), pkg: 'postgresql-15' };
export const PGBOUNCER: DebianProgram = { binary: '/usr/sbin/pgbouncer', pkg: 'pgbouncer' };
export const NGINX: DebianProgram = { binary: '/usr/sbin/nginx', pkg: 'nginx' };
export const OPENSSL: DebianProgram = { binary: '/usr/bin/openssl', pkg: 'openssl' };

export const isRoot = process.getuid?.() === 0;

/** The repository's root (deploy/ holds the configuration files the tests run with). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * Installs the missing packages when running as root, with `--no-install-recommends` and without starting their
 * services (Debian's `policy-rc.d` answers "denied" while it runs, as in a container); otherwise says what to install.
 */
export function ensureDebianPackages(programs: DebianProgram[], purpose: string): void {
  const missingNow = () => [...new Set(programs.filter((p) => !existsSync(p.binary)).map((p) => p.pkg))];
  const missing = missingNow();
  if (missing.length === 0) return;
  // Another test file installing at the same time holds dpkg's lock: wait for it.
  const install = [
    '-o',
    'DPkg::Lock::Timeout=300',
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...missing,
  ];
  if (!isRoot) {
    throw new Error(
      `${purpose}, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        `Install as root: apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, encoding: 'utf8' });
  // Packages start their service when installed (nginx on port 80, a PostgreSQL cluster on 5432) unless
  // policy-rc.d says no; containers have one, machines usually do not: one for the install only.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  let result;
  try {
    result = apt(install);
    // Package lists that are missing or stale: fetch them once and try again.
    if (result.status !== 0) result = apt(['update', '-qq']).status === 0 ? apt(install) : result;
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  const still = missingNow();
  if (still.length > 0) {
    throw new Error(
      `apt-get ${install.slice(2).join(' ')} did not install ${still.join(', ')}:\n${result.stdout}${result.stderr}`,
    );
  }
}

/** The postgres system user's ids (PostgreSQL and PgBouncer refuse to run as root). */
export function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('There is no postgres system user (Debian creates it with postgresql-common)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Lock files of the ports handed out on this machine, one per port, naming the process holding it. */
const PORT_LOCKS = join(tmpdir(), 'telehealth-test-ports');
const heldPorts = new Set<string>();

/** Whether a process runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `port` for this process until it exits, unless another live process (another test run on this machine)
 * holds it: a port checked free may still be about to be taken by a run that picked it a moment earlier.
 */
function claimPort(port: number): boolean {
  mkdirSync(PORT_LOCKS, { recursive: true });
  const lock = join(PORT_LOCKS, String(port));
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner !== process.pid && alive(owner)) return false;
    writeFileSync(lock, String(process.pid));
  }
  if (heldPorts.size === 0) {
    process.once('exit', () => {
      for (const held of heldPorts) rmSync(held, { force: true });
    });
  }
  heldPorts.add(lock);
  return true;
}

/**
 * Free ports of `first` to `first + count - 1` (a test file's own range), none handed out twice on this machine while
 * the test file that got it runs, from a random start. Call it at the top of the file: its ports are released after
 * the file's tests.
 */
export function portRange(first: number, count = 100): () => Promise<number> {
  const handedOut = new Set<number>();
  afterAll(() => {
    for (const port of handedOut) {
      const lock = join(PORT_LOCKS, String(port));
      heldPorts.delete(lock);
      rmSync(lock, { force: true });
    }
  });
  return async () => {
    const start = Math.floor(Math.random() * count);
    for (let i = 0; i < count; i++) {
      const port = first + ((start + i) % count);
      if (handedOut.has(port)) continue;
      const free = await new Promise<boolean>((resolve) => {
        const server = createServer();
        server.once('error', () => resolve(false));
        server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
      });
      if (free && claimPort(port)) {
        handedOut.add(port);
        return port;
      }
    }
    throw new Error(`No free port in ${first}-${first + count - 1}`);
  };
}

/** A server process of a test: its output kept for error messages. */
export interface Server {
  readonly child: ChildProcess;
  output(): string;
  readonly exited: Promise<void>;
  running(): boolean;
}

/** Starts a program (its output kept), with only the environment given (and PATH, LANG). */
export function startServer(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; owner?: { uid: number; gid: number } },
): Server {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C.UTF-8', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.owner,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Waits until `condition` holds; fails with the server's output when it exits first or after `timeoutMs`. */
export async function until(
  what: string,
  condition: () => Promise<boolean>,
  server?: Server,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (server && !server.running()) throw new Error(`${what}: the process exited:\n${server.output()}`);
    if (Date.now() > deadline) {
      throw new Error(`${what}: still waiting after ${timeoutMs / 1000} s:\n${server?.output() ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a server by its pid: `signal`, then SIGKILL after 20 s. */
export async function stopServer(server: Server | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!server?.running()) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await server.exited;
  clearTimeout(timer);
}

/** A temporary directory where a test file's servers run: as the postgres user when the test runs as root. */
export interface ServerRoot {
  readonly dir: string;
  readonly owner: { uid: number; gid: number } | undefined;
  /** Starts a program in the directory as the servers' user. */
  start(command: string, args: string[], env?: Record<string, string>): Server;
  /** Runs a program to its end; fails with its output unless it exits 0. */
  run(command: string, args: string[]): Promise<void>;
  /** Writes a file of the directory (owned by the servers' user) and answers its path. */
  write(name: string, text: string, mode?: number): Promise<string>;
  /** Removes the directory. */
  remove(): Promise<void>;
}

export async function serverRoot(prefix: string): Promise<ServerRoot> {
  const owner = isRoot ? postgresUser() : undefined;
  const dir = await mkdtemp(join(tmpdir(), prefix));
  // The servers run as the postgres user, which must enter the directory and own what it writes there.
  await chmod(dir, 0o755);
  if (owner) await chown(dir, owner.uid, owner.gid);
  const start = (command: string, args: string[], env: Record<string, string> = {}) =>
    startServer(command, args, { cwd: dir, env: { HOME: dir, ...env }, owner });
  return {
    dir,
    owner,
    start,
    async run(command, args) {
      const program = start(command, args);
      await program.exited;
      if (program.child.exitCode !== 0) {
        throw new Error(
          `${command} ${args.join(' ')} failed (${program.child.exitCode}):\n${program.output()}`,
        );
      }
    },
    async write(name, text, mode = 0o600) {
      const path = join(dir, name);
      await writeFile(path, text, { mode });
      if (owner) await chown(path, owner.uid, owner.gid);
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A self-signed certificate (its own CA) for `localhost` and 127.0.0.1, readable by the servers' user; the key is
 * theirs alone (PostgreSQL refuses a key others can read).
 */
export async function selfSignedCertificate(
  root: ServerRoot,
  name = 'server',
): Promise<{ cert: string; key: string }> {
  const cert = join(root.dir, `${name}.crt`);
  const key = join(root.dir, `${name}.key`);
  await root.run(OPENSSL.binary, [
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
  return { cert, key };
}

/**
 * A configuration file of `deploy/` with each `{{NAME}}` replaced by its value; fails on a placeholder without a
 * value and on a value no placeholder asks for, so the file and the test cannot drift apart.
 */
export async function renderDeployFile(name: string, values: Record<string, string>): Promise<string> {
  const template = await readFile(join(REPO_ROOT, 'deploy', name), 'utf8');
  const asked = new Set([...template.matchAll(/\{\{([A-Z0-9_]+)\}\}/g)].map((match) => match[1]!));
  const missing = [...asked].filter((key) => !(key in values));
  const unused = Object.keys(values).filter((key) => !asked.has(key));
  if (missing.length > 0 || unused.length > 0) {
    throw new Error(
      `deploy/${name}: no value for ${missing.join(', ') || '-'}; no placeholder for ${unused.join(', ') || '-'}`,
    );
  }
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, key: string) => values[key]!);
}

/** `text` (an ini or conf file) with the value of each `key = …` line replaced; each key must be there once. */
export function withSettings(text: string, settings: Record<string, string>): string {
  let result = text;
  for (const [key, value] of Object.entries(settings)) {
    const line = new RegExp(`^${key}\\s*=.*$`, 'gm');
    const found = result.match(line)?.length ?? 0;
    if (found !== 1) throw new Error(`"${key} = …" appears ${found} times, not once`);
    result = result.replace(line, `${key} = ${value}`);
  }
  return result;
}

/** Whether a PostgreSQL (or PgBouncer) URL accepts a connection and a query now. */
export async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one statement on a URL with a connection of its own. */
export async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A PostgreSQL 15 cluster of a test, with TLS, on 127.0.0.1 only. */
export interface PostgresCluster {
  readonly port: number;
  /** The running postmaster (a new one after `start()`). */
  readonly server: Server;
  /** `postgres://user:password@127.0.0.1:port/database?sslmode=verify-full&sslrootcert=…` (the superuser by default). */
  url(database: string, user?: { name: string; password: string }): string;
  /** Fast shutdown (SIGINT, as `pg_ctl stop -m fast`): running transactions are rolled back, sessions ended. */
  stop(): Promise<void>;
  /** Starts the cluster again on the same data and port; resolves once it accepts connections. */
  start(): Promise<void>;
}

/**
 * Initialises and starts a cluster in `root` (SCRAM passwords; `postgres` the superuser) on 127.0.0.1 and `port`,
 * without a Unix socket. Its settings: the file `conf` included when given (deploy/postgresql.conf, which names the
 * certificate), else TLS with `tls`; then `settings` on the command line, which win over the file.
 */
export async function startPostgres15(
  root: ServerRoot,
  options: {
    port: number;
    password: string;
    tls: { cert: string; key: string };
    conf?: string;
    settings?: Record<string, string>;
  },
): Promise<PostgresCluster> {
  const data = join(root.dir, 'data');
  const pwfile = await root.write('pwfile', `${options.password}\n`);
  await root.run(join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  await unlink(pwfile);
  if (options.conf) {
    const conf = join(data, 'postgresql.conf');
    await writeFile(conf, `${await readFile(conf, 'utf8')}\ninclude '${options.conf}'\n`);
  }
  const settings: Record<string, string> = {
    ...(options.conf
      ? {}
      : {
          listen_addresses: '127.0.0.1',
          ssl: 'on',
          ssl_cert_file: options.tls.cert,
          ssl_key_file: options.tls.key,
        }),
    unix_socket_directories: '',
    ...options.settings,
  };
  const args = ['-D', data, '-p', String(options.port)];
  for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);
  const tls = `sslmode=verify-full&sslrootcert=${encodeURIComponent(options.tls.cert)}`;
  const url = (database: string, user = { name: 'postgres', password: options.password }) =>
    `postgres://${user.name}:${encodeURIComponent(user.password)}@127.0.0.1:${options.port}/${database}?${tls}`;
  let server = root.start(join(PG_BIN, 'postgres'), args);
  const started = () =>
    until(`PostgreSQL 15 accepts connections on ${options.port}`, () => accepts(url('postgres')), server);
  await started();
  return {
    port: options.port,
    get server() {
      return server;
    },
    url,
    stop: () => stopServer(server, 'SIGINT'),
    async start() {
      server = root.start(join(PG_BIN, 'postgres'), args);
      await started();
    },
  };
}

/** Starts PgBouncer on an ini file's text; resolves once `checkUrl` (through it) answers a query. */
export async function startPgBouncer(root: ServerRoot, ini: string, checkUrl: string): Promise<Server> {
  const path = await root.write('pgbouncer.ini', ini);
  const server = root.start(PGBOUNCER.binary, [path]);
  await until('PgBouncer accepts connections', () => accepts(checkUrl), server);
  return server;
}

/**
 * Starts nginx (in the foreground, its pid file, temporary files and error log in a folder of `root` named `name`)
 * with `serverConf` (deploy/nginx.conf rendered) inside `http {}`, as Debian's nginx.conf includes conf.d/*.conf;
 * resolves once `port` accepts connections.
 */
export async function startNginx(
  root: ServerRoot,
  name: string,
  serverConf: string,
  port: number,
): Promise<Server> {
  const dir = join(root.dir, name);
  await mkdir(dir);
  if (root.owner) await chown(dir, root.owner.uid, root.owner.gid);
  const include = await root.write(`${name}/telehealth.conf`, serverConf, 0o644);
  const main = await root.write(
    `${name}/nginx.conf`,
    [
      'daemon off;',
      'worker_processes auto;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      // Debian's nginx.conf logs to /var/log/nginx; the server's own access_log is what counts here.
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
      ),
      `  include ${include};`,
      '}',
      '',
    ].join('\n'),
    0o644,
  );
  const server = root.start(NGINX.binary, ['-p', `${dir}/`, '-c', main, '-e', 'stderr']);
  await until(
    `nginx listens on ${port}`,
    () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    server,
  );
  return server;
}
