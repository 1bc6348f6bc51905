import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isHardStopState } from '@telehealth/engine';
import { validate, type StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { JwtService } from '../auth/jwt.service.js';
import { EMBEDDED_DATABASE_NAME } from '../database/database-connection.js';
import { EmbeddedPostgresServer } from '../database/embedded-postgres.server.js';
import { answersAlong, seededIntake, startIntake } from '../testing/intake.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { freePort, testConfig } from '../testing/test-postgres.js';
import { REPLAY_EXIT, runReplayCli, type ReplayReport } from './replay-cli.js';
import { runningPort } from './replay-database.js';

const PASSWORD = 'replay-test';

/**
 * The replay command against a real PostgreSQL laid out as the API's embedded server keeps it (a persistent data
 * directory with the `telehealth` database), so the command can also find it without DATABASE_URL.
 */
describe('npm run replay (runReplayCli)', () => {
  let dataDir: string;
  let server: EmbeddedPostgresServer;
  let app: NestFastifyApplication;
  let db: DataSource;
  let databaseUrl: string;
  let serial = 0;
  let appClosed = false;

  /** Runs the command with `argv`; answers the exit code and what it printed. */
  const run = async (
    argv: string[],
    env: Record<string, string | undefined> = { DATABASE_URL: databaseUrl },
  ) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReplayCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  const headers = (tenant: number) => ({ token: DEV_TOKEN, tenant: String(tenant) });
  /** An intake made through the storefront's calls, each answer set saved in turn. */
  const intake = async (
    tenant: number,
    saves: StartData[],
    created = `replay-${++serial}-0123456789abcdef`,
  ) => ({
    created,
    orderId: await startIntake(app, tenant, created, saves),
  });

  /** Appends a hand-made row to an order's (append-only) event log. */
  const appendEvent = async (orderId: number, machineEvent: unknown, state: string, answers: StartData) => {
    await db.query(
      `INSERT INTO intake_events (tenant_id, order_id, kind, question_id, machine_event, state, answers, flow_version)
       VALUES (6, $1, 'answer', NULL, $2, $3, $4, 1)`,
      [orderId, JSON.stringify(machineEvent), state, JSON.stringify(answers)],
    );
  };

  const toCheckout = answersAlong(seededIntake(6), (state) => state === 'checkout');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'telehealth-replay-pg-'));
    server = await EmbeddedPostgresServer.start({
      dataDir,
      port: await freePort(),
      password: PASSWORD,
      persistent: true,
    });
    await server.ensureDatabase(EMBEDDED_DATABASE_NAME);
    databaseUrl = server.url(EMBEDDED_DATABASE_NAME);
    app = await createApp(testConfig(databaseUrl));
    db = app.get(DataSource);
  }, 180_000);

  afterAll(async () => {
    if (app && !appClosed) await app.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('prints the trace of an intake that reached checkout and exits 0 when it matches', async () => {
    const { created, orderId } = await intake(6, toCheckout);
    const { code, out, err } = await run(['--created', created]);
    expect(err).toBe('');
    expect(code).toBe(REPLAY_EXIT.matches);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^Order ${orderId} \\(created ${created}\\) of tenant 6, started .+, not paid$`),
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^Pinned to intake flow version ${seededIntake(6).flow.version} \\(published\\); ages as of \\d{4}-\\d{2}-\\d{2}$`,
      ),
    );
    // One block per recorded event: the create's CONTINUE, the lead CONTINUE, then each answer.
    expect(out).toContain('#1 event ');
    expect(out).toMatch(/#1 event \d+ create at .+: CONTINUE\n {4}state: {3}leadIntro\n {4}answers: \{\}/);
    expect(out).toMatch(
      /#3 event \d+ answer at .+: ANSWER question 1: .+\n {4}state: {3}q2\n {4}answers: \{1: /,
    );
    expect(out).toContain('Final state: checkout (done); stored: checkout -> matches');
    expect(out).toContain("Final answers match the order's stored answers");
    expect(out).toContain('First rejected event: none');
    expect(out).toContain('First divergence: none');
    expect(lines.at(-1)).toBe('Result: the replay matches what was stored');
    expect(out).not.toMatch(/REJECTED|DIFFER|recorded/);
  });

  it('prints JSON with --json: the same replay as GET /api/admin/orders/:id/replay', async () => {
    const { created, orderId } = await intake(6, answersAlong(seededIntake(6), isHardStopState));
    const { code, out } = await run(['--json', `--created=${created}`]);
    expect(code).toBe(REPLAY_EXIT.matches);
    const report = JSON.parse(out) as ReplayReport;
    const checked = validate('AdminOrderReplayResponse', report.replay);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    expect(report.matches).toBe(true);
    expect(report.order).toMatchObject({ orderId: String(orderId), created, tenantId: 6, paidAt: null });
    expect(report.order.flow).toEqual({
      key: 'intake',
      version: seededIntake(6).flow.version,
      status: 'published',
    });
    expect(report.replay.finalState).toMatch(/^stop\d+$/);

    const [admin] = (await db.query(
      `SELECT id FROM users WHERE tenant_id = 6 AND email = 'admin@example.com'`,
    )) as { id: number }[];
    const token = await app.get(JwtService).sign({ userId: admin!.id, role: 0, tenantId: 6 });
    const http = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/replay`,
      headers: { ...headers(6), authorization: `Bearer ${token}` },
    });
    expect(http.statusCode).toBe(200);
    expect(report.replay).toEqual(http.json());
  });

  it('exits 1 and names the first divergence when a recorded state differs from the replay', async () => {
    const { created, orderId } = await intake(6, toCheckout.slice(0, 1)); // at q2
    // The machine takes this answer to q3; the row claims q9.
    const answer = toCheckout[1]!['2']!;
    await appendEvent(orderId, { type: 'ANSWER', questionId: 2, value: answer.value }, 'q9', toCheckout[1]!);
    const { code, out } = await run(['--created', created]);
    expect(code).toBe(REPLAY_EXIT.differs);
    expect(out).toMatch(
      /#4 event (\d+) answer at .+: ANSWER question 2: .+\n {4}state: {3}q3 {2}\(recorded q9\)/,
    );
    expect(out).toMatch(/First divergence: #4 \(event \d+\), state: recorded "q9", replay gives "q3"/);
    expect(out).toContain('First rejected event: none');
    expect(out).toContain('Final state: q3 (active); stored: q9 -> DIFFERS');
    expect(out.split('\n').at(-1)).toBe('Result: the replay DIFFERS from what was stored');
  });

  it('exits 1 and names the first rejected event', async () => {
    const { created, orderId } = await intake(6, toCheckout.slice(0, 1)); // at q2
    await appendEvent(orderId, { type: 'ANSWER', questionId: 7, value: 'Yes' }, 'q8', toCheckout[0]!);
    const { code, out } = await run(['--created', created, '--json']);
    expect(code).toBe(REPLAY_EXIT.differs);
    const report = JSON.parse(out) as ReplayReport;
    expect(report.matches).toBe(false);
    expect(report.replay.firstRejected).toMatchObject({ index: 3 });
    const text = await run(['--created', created]);
    expect(text.out).toMatch(/#4 event \d+ answer at .+: ANSWER question 7: "Yes" {2}REJECTED: .+/);
    expect(text.out).toMatch(/First rejected event: #4 \(event \d+\): .+/);
  });

  it('needs --tenant when two tenants use the created value, and finds the order in that tenant', async () => {
    const created = 'replay-shared-0123456789abcdef';
    await intake(6, [], created);
    const { orderId } = await intake(7, [], created);
    const ambiguous = await run(['--created', created]);
    expect(ambiguous.code).toBe(REPLAY_EXIT.usage);
    expect(ambiguous.err).toContain(
      `replay: Orders of tenants 6, 7 use created "${created}": choose one with --tenant <id>`,
    );
    expect(ambiguous.out).toBe('');
    const chosen = await run(['--created', created, '--tenant', '7', '--json']);
    expect(chosen.code).toBe(REPLAY_EXIT.matches);
    expect((JSON.parse(chosen.out) as ReplayReport).order).toMatchObject({
      orderId: String(orderId),
      tenantId: 7,
    });
  });

  it.each([
    [[], '--created <value> is required'],
    [['--created'], "Option '--created <value>' argument missing"],
    [['--created', 'x', '--verbose'], "Unknown option '--verbose'"],
    [['--created', 'x', 'extra'], "Unexpected argument 'extra'"],
    [['--created', 'has spaces'], '--created must be a created value'],
    [
      ['--created', 'x', '--tenant', 'six'],
      '--tenant must be a tenant id (a positive whole number), got "six"',
    ],
    [['--created', 'no-such-order'], 'No order with created "no-such-order"'],
    [
      ['--created', 'replay-1-0123456789abcdef', '--tenant', '7'],
      'No order with created "replay-1-0123456789abcdef" in tenant 7',
    ],
    [['--created', 'replay-1-0123456789abcdef', '--tenant', '99'], 'Unknown tenant: 99'],
  ])('exits 2 for %j, naming what is wrong', async (argv, message) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(REPLAY_EXIT.usage);
    expect(out).toBe('');
    expect(err).toContain(message);
  });

  it('prints the help with --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(REPLAY_EXIT.matches);
    expect(out).toMatch(/^Usage: npm run replay -- --created <value>/);
  });

  describe('without DATABASE_URL: the embedded cluster of PG_DATA_DIR', () => {
    it('reads through the running server, on the port its postmaster.pid names', async () => {
      expect(runningPort(dataDir)).toBe(server.port);
      const { created } = await intake(6, toCheckout.slice(0, 2));
      // PG_PORT is only the port to start on: a running server is found through its data directory.
      const env = { PG_DATA_DIR: dataDir, PG_PASSWORD: PASSWORD, PG_PORT: String(await freePort()) };
      const { code, out, err } = await run(['--created', created], env);
      expect(err).toBe('');
      expect(code).toBe(REPLAY_EXIT.matches);
      expect(out).toContain('Final state: q3 (active); stored: q3 -> matches');
    });

    it('exits 2 when there is no cluster and no DATABASE_URL', async () => {
      const empty = join(dataDir, 'no-cluster-here');
      const { code, err } = await run(['--created', 'replay-1-0123456789abcdef'], { PG_DATA_DIR: empty });
      expect(code).toBe(REPLAY_EXIT.usage);
      expect(err).toContain(
        `No database to read: DATABASE_URL is not set and ${empty} holds no PostgreSQL cluster`,
      );
    });

    it('starts the stopped server for the replay and stops it again', async () => {
      appClosed = true;
      await app.close();
      await server.stop();
      expect(runningPort(dataDir)).toBeNull();
      const env = { PG_DATA_DIR: dataDir, PG_PASSWORD: PASSWORD, PG_PORT: String(await freePort()) };
      const { code, out, err } = await run(['--created', 'replay-1-0123456789abcdef'], env);
      expect(err).toBe(`The embedded PostgreSQL of ${dataDir} is not running: starting it for this replay.`);
      expect(code).toBe(REPLAY_EXIT.matches);
      expect(out).toContain('Result: the replay matches what was stored');
      expect(runningPort(dataDir)).toBeNull();
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    }, 120_000);
  });
});
