import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useApiProcesses, type ApiProcess } from '../testing/api-process.js';
import {
  OPENSSL,
  PGBOUNCER,
  POSTGRESQL_15,
  ensureDebianPackages,
  portRange,
  query,
  renderDeployFile,
  selfSignedCertificate,
  serverRoot,
  startPgBouncer,
  startPostgres15,
  stopServer,
  withSettings,
  type PostgresCluster,
  type Server,
  type ServerRoot,
} from '../testing/debian-servers.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { SCHEMA_LOCK_KEY } from './schema-lock.js';

const PASSWORD = 'pgbouncer-test-password';
const SAVES = 120;
const INTAKES = 12;

const apis = useApiProcesses();
/** This file's ports. */
const freePort = portRange(6400);

/**
 * The API behind PgBouncer in transaction mode, against Debian's PostgreSQL 15 with TLS: DATABASE_URL goes through
 * PgBouncer, DATABASE_DIRECT_URL straight to PostgreSQL, both `sslmode=verify-full` with the server's certificate as
 * `sslrootcert`. One cluster and one PgBouncer (deploy/pgbouncer.ini) for the file, started and stopped here.
 */
describe('the API behind PgBouncer in transaction mode (Debian PostgreSQL 15)', { timeout: 120_000 }, () => {
  let root: ServerRoot | undefined;
  let postgres: PostgresCluster | undefined;
  let pgbouncer: Server | undefined;
  let env: (port: number) => Record<string, string>;
  let directUrl: string;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    ensureDebianPackages(
      [POSTGRESQL_15, PGBOUNCER, OPENSSL],
      "This test runs Debian's PostgreSQL 15 and PgBouncer",
    );
    root = await serverRoot('telehealth-pgbouncer-');
    // One self-signed certificate for PostgreSQL and PgBouncer, for the names the clients connect to.
    const tls = await selfSignedCertificate(root);
    postgres = await startPostgres15(root, {
      port: await freePort(),
      password: PASSWORD,
      tls,
      // A test cluster: nothing here must survive a crash.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    const url = (port: number, database: string) =>
      postgres!.url(database).replace(`:${postgres!.port}/`, `:${port}/`);
    expect(
      (
        await query<{ v: string }>(
          postgres.url('postgres'),
          "SELECT current_setting('server_version_num') AS v",
        )
      )[0]?.v,
    ).toMatch(/^15\d{4}$/);
    await query(postgres.url('postgres'), 'CREATE DATABASE telehealth');

    const bouncerPort = await freePort();
    const ini = await renderDeployFile('pgbouncer.ini', {
      POSTGRES_HOST: '127.0.0.1',
      POSTGRES_PORT: String(postgres.port),
      LISTEN_ADDR: '127.0.0.1',
      LISTEN_PORT: String(bouncerPort),
      AUTH_FILE: await root.write('userlist.txt', `"postgres" "${PASSWORD}"\n`),
      TLS_CERTIFICATE: tls.cert,
      TLS_CERTIFICATE_KEY: tls.key,
      POSTGRES_CA: tls.cert,
    });
    // Fewer server connections than the two APIs' clients (2 × (10 + 4)): every client's statements land on
    // whichever server connection is free.
    pgbouncer = await startPgBouncer(
      root,
      withSettings(ini, { default_pool_size: '5' }),
      url(bouncerPort, 'telehealth'),
    );

    directUrl = postgres.url('telehealth');
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
    await postgres?.stop();
    await root?.remove();
  }, 60_000);

  /** A query on the direct connection. */
  const direct = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    query<Row>(directUrl, text, values);

  it('two API processes starting at the same time on a new database both start: migrations and seed once', async () => {
    const [first, second] = [apis.start(env(await freePort())), apis.start(env(await freePort()))];
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
