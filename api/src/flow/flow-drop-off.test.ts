import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isHardStopState } from '@telehealth/engine';
import { validate, type FlowDropOffResponse, type StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { answersAlong, seededIntake, startIntake } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Each tenant's published intake version in flows/data (the one new intakes are pinned to). */
const PUBLISHED = { 6: seededIntake(6).flow.version, 7: seededIntake(7).flow.version };

/**
 * GET /api/admin/flows/:key/versions/:version/drop-off against intakes made through the storefront's own calls
 * (POST /api/order/create and /update), so the event log is the one the order code writes.
 */
describe('drop-off figures (/api/admin/flows/:key/versions/:version/drop-off)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  const tokens: Record<number, string> = {};
  let serial = 0;

  const headers = (tenant: number) => ({ token: DEV_TOKEN, tenant: String(tenant) });
  const dropOff = (tenant: number, path: string, token = tokens[tenant]) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/flows/${path}/drop-off`,
      headers: { ...headers(tenant), authorization: `Bearer ${token}` },
    });

  /** Starts an intake and saves each answer set in turn; answers the order id. */
  const intake = (tenant: number, saves: StartData[]): Promise<number> =>
    startIntake(app, tenant, `drop-off-${tenant}-${++serial}-0123456789abcdef`, saves);

  /** The figures recomputed in JS from the raw event rows of the tenant's orders on that version. */
  const fromEventRows = async (tenant: number, version: number) => {
    const rows = (await db.query(
      `SELECT e.order_id, e.state FROM intake_events e
         JOIN orders o ON o.id = e.order_id
         JOIN flow_versions f ON f.id = o.flow_version_id
        WHERE o.tenant_id = $1 AND f.key = 'intake' AND f.version = $2 AND o.original_order_id IS NULL
        ORDER BY e.id`,
      [tenant, version],
    )) as { order_id: number; state: string }[];
    const visited = new Map<string, Set<number>>();
    const latest = new Map<number, string>();
    for (const row of rows) {
      if (!visited.has(row.state)) visited.set(row.state, new Set());
      visited.get(row.state)!.add(row.order_id);
      latest.set(row.order_id, row.state);
    }
    const ended = (state: string) => [...latest.values()].filter((s) => s === state).length;
    const flow = tenantData(tenant).flows.find((f) => f.key === 'intake' && f.version === version)!;
    return flow.questions.map((q) => ({
      questionId: q.id,
      reached: visited.get(`q${q.id}`)?.size ?? 0,
      stopped: ended(`q${q.id}`),
      hardStopped: ended(`stop${q.id}`),
    }));
  };

  const figures = (body: FlowDropOffResponse) =>
    Object.fromEntries(body.questions.map((q) => [q.questionId, [q.reached, q.stopped, q.hardStopped]]));

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    const jwt = app.get(JwtService);
    for (const tenant of [6, 7]) {
      const [admin] = (await db.query(
        `SELECT id FROM users WHERE tenant_id = $1 AND email = 'admin@example.com'`,
        [tenant],
      )) as { id: number }[];
      tokens[tenant] = await jwt.sign({ userId: admin!.id, role: 0, tenantId: tenant });
    }

    // Tenant 6, on its published intake (q1 … q21, q17 an image screen; the first path to checkout visits
    // every question in order, the first hard stop is stop1):
    const toCheckout = answersAlong(seededIntake(6), (state) => state === 'checkout');
    const toStop = answersAlong(seededIntake(6), isHardStopState);
    await intake(6, []); // A: started, waits at q1
    await intake(6, toCheckout.slice(0, 3)); // B: answered q1–q3, waits at q4
    const paidLater = await intake(6, toCheckout); // C: reached checkout
    await intake(6, toStop); // D: hard stop at q1
    await intake(6, [...toCheckout.slice(0, 3), toCheckout[0]!]); // E: went on to q4, then back to q2
    // A recurring order of C's subscription is not an intake.
    await db.query(
      `INSERT INTO orders (tenant_id, created, flow_version_id, flow_version, adv_data, original_order_id)
       SELECT tenant_id, created || '.r1', flow_version_id, flow_version, adv_data, id FROM orders WHERE id = $1`,
      [paidLater],
    );

    // Tenant 7: two intakes of its own, which tenant 6's figures must not count.
    await intake(7, []);
    await intake(7, answersAlong(seededIntake(7), isHardStopState));
  }, 180_000);

  it("counts, per question, the tenant's intakes that reached it, wait there and hard-stopped there", async () => {
    const response = await dropOff(6, `intake/versions/${PUBLISHED[6]}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<FlowDropOffResponse>();
    const checked = validate('FlowDropOffResponse', body);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    expect(body).toMatchObject({ key: 'intake', version: PUBLISHED[6], intakes: 5 });

    const byQuestion = figures(body);
    // [reached, stopped, hardStopped]
    expect(byQuestion[1]).toEqual([5, 1, 1]); // A, B, C, D, E; A waits; D stopped
    expect(byQuestion[2]).toEqual([3, 1, 0]); // B, C, E; E came back here
    expect(byQuestion[3]).toEqual([3, 0, 0]); // B, C, E
    expect(byQuestion[4]).toEqual([3, 1, 0]); // B, C, E (before going back); B waits
    for (const id of [5, 16, 17, 18, 21]) expect(byQuestion[id]).toEqual([1, 0, 0]); // C only (17: image)
    // Every question of the document, in document order.
    expect(body.questions.map((q) => q.questionId)).toEqual(
      tenantData(6)
        .flows.find((f) => f.key === 'intake' && f.version === PUBLISHED[6])!
        .questions.map((q) => q.id),
    );
    expect(body.questions).toEqual(await fromEventRows(6, PUBLISHED[6]));
  });

  it("gives tenant 7 only its own intakes, and never counts another tenant's", async () => {
    const body = (await dropOff(7, `intake/versions/${PUBLISHED[7]}`)).json<FlowDropOffResponse>();
    expect(body.intakes).toBe(2);
    expect(figures(body)[1]).toEqual([2, 1, 1]);
    expect(body.questions.slice(1).every((q) => q.reached === 0)).toBe(true);
    expect(body.questions).toEqual(await fromEventRows(7, PUBLISHED[7]));
  });

  it('answers zeros for a version without intakes (a new draft, a flow nobody started)', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/api/admin/flows/intake/draft',
      headers: { ...headers(7), authorization: `Bearer ${tokens[7]}` },
    });
    expect(draft.statusCode).toBe(201);
    const body = (await dropOff(7, `intake/versions/${PUBLISHED[7] + 1}`)).json<FlowDropOffResponse>();
    expect(body).toMatchObject({ key: 'intake', version: PUBLISHED[7] + 1, intakes: 0 });
    expect(body.questions.length).toBeGreaterThan(0);
    expect(body.questions.every((q) => q.reached + q.stopped + q.hardStopped === 0)).toBe(true);

    const followup = await dropOff(6, 'followup/versions/1');
    expect(followup.statusCode).toBe(200);
    expect(followup.json()).toMatchObject({ key: 'followup', version: 1, intakes: 0 });
  });

  it("answers 404 for a version the tenant does not have (another tenant's included), 400 for bad parameters", async () => {
    const unknown = await dropOff(6, 'intake/versions/99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown intake flow version: 99');
    // Tenant 7 has an intake version after its published one (its draft); tenant 6 has not.
    const tenant7Draft = PUBLISHED[7] + 1;
    expect(tenantData(6).flows.some((f) => f.key === 'intake' && f.version === tenant7Draft)).toBe(false);
    expect((await dropOff(6, `intake/versions/${tenant7Draft}`)).statusCode).toBe(404);

    const key = await dropOff(6, `intakes/versions/${PUBLISHED[6]}`);
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(
      'Invalid path parameters: key must be one of "intake", "followup", "quiz", "cancellation"',
    );
    expect((await dropOff(6, 'intake/versions/0')).statusCode).toBe(400);
  });

  it('is for admins of the tenant only', async () => {
    const jwt = app.get(JwtService);
    const [customer] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, 'patient.drop@example.com', 'x', 1)
       RETURNING id`,
    )) as { id: number }[];
    const patient = await dropOff(
      6,
      `intake/versions/${PUBLISHED[6]}`,
      await jwt.sign({ userId: customer!.id, role: 1, tenantId: 6 }),
    );
    expect(patient.statusCode).toBe(403);
    expect(patient.json().message).toBe('This route needs role 0; the token has role 1');

    const otherTenant = await dropOff(6, `intake/versions/${PUBLISHED[6]}`, tokens[7]);
    expect(otherTenant.statusCode).toBe(403);
    expect(otherTenant.json().message).toBe('Token is for another tenant');

    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/admin/flows/intake/versions/${PUBLISHED[6]}/drop-off`,
      headers: headers(6),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
