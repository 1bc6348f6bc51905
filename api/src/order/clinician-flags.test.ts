import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type {
  AdminOrderDetailResponse,
  AdminOrderListResponse,
  ClinicianFlag,
  StartData,
} from '@telehealth/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AddOrderClinicianFlags1795404400000 } from '../database/migrations/1795404400000-AddOrderClinicianFlags.js';
import { CLINICIAN_PROVIDER, type ClinicianProvider } from '../integrations/clinician/clinician-provider.js';
import {
  call,
  db,
  insertEvents,
  insertOrder,
  insertUser,
  seededAdminId,
  tokenFor,
} from '../testing/admin-fixtures.js';
import { answersAlong, checkoutRequest, openIntake, seededIntake } from '../testing/intake.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Evenwell's intake v2: question 9's option that raises the `crisis` alert, with its flag for a clinician. */
const HISTORY_QUESTION = 9;
const SELF_HARM = 'Depression or thoughts of self-harm';
const CRISIS_FLAG =
  'Reported depression or thoughts of self-harm: review mental health and suicide risk before prescribing.';

/**
 * The answer saves of a tenant-7 intake that reaches checkout, with question 9 answered `history` from where it is
 * asked on: each save holds every answer so far, as the storefront sends them.
 */
function evenwellSaves(history: string[]): StartData[] {
  return answersAlong(seededIntake(7), (state) => state === 'checkout').map((answers) => {
    const asked = answers[String(HISTORY_QUESTION)];
    return asked ? { ...answers, [String(HISTORY_QUESTION)]: { ...asked, value: history } } : answers;
  });
}

describe('clinician flags: the alerts with a flag that an order’s answers raise', () => {
  let app: NestFastifyApplication;
  let admin7: string;
  let admin6: string;
  let customer7: string;
  let created: string;
  let orderId: number;
  const withSelfHarm = evenwellSaves([SELF_HARM]);
  const withoutIt = evenwellSaves(['None of these']);
  const atQuestion9 = withSelfHarm.findIndex((answers) => answers[String(HISTORY_QUESTION)] !== undefined);

  const save = (startData: StartData) =>
    call(app, 'POST', '/api/order/update', { tenant: 7, payload: { created, columns: { startData } } });
  const detail = async (token = admin7) => {
    const response = await call(app, 'GET', `/api/admin/orders/${orderId}`, { tenant: 7, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderDetailResponse>();
  };
  const listed = async (query = '') => {
    const response = await call(app, 'GET', `/api/admin/orders?pageSize=100${query}`, {
      tenant: 7,
      token: admin7,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderListResponse>();
  };
  const stored = async () =>
    (
      (await db(app).query(`SELECT clinician_flags FROM orders WHERE tenant_id = 7 AND id = $1`, [
        orderId,
      ])) as { clinician_flags: ClinicianFlag[] }[]
    )[0]!.clinician_flags;

  beforeAll(async () => {
    app = await pg.newApp();
    admin7 = await tokenFor(app, 7, await seededAdminId(app, 7), 0);
    admin6 = await tokenFor(app, 6, await seededAdminId(app, 6), 0);
    customer7 = await tokenFor(app, 7, await insertUser(app, 7, 'flags.customer@example.com', 1), 1);
    ({ created, orderId } = await openIntake(app, 7));
    expect(atQuestion9).toBeGreaterThan(0);
  }, 120_000);

  it('a save with the self-harm answer flags the order with the flag’s text, its question and when', async () => {
    expect((await save(withSelfHarm[atQuestion9 - 1]!)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);

    const before = Date.now();
    expect((await save(withSelfHarm[atQuestion9]!)).statusCode).toBe(200);
    const [flag, ...others] = await stored();
    expect(others).toEqual([]);
    expect(flag).toEqual({
      questionId: HISTORY_QUESTION,
      question: 'Have you ever been diagnosed with any of these conditions?',
      alert: 'crisis',
      text: CRISIS_FLAG,
      raisedAt: expect.any(String),
    });
    expect(Date.parse(flag!.raisedAt)).toBeGreaterThanOrEqual(before - 1000);

    // Later answers keep the flag, raised when it was first raised.
    expect((await save(withSelfHarm[atQuestion9 + 1]!)).statusCode).toBe(200);
    expect(await stored()).toEqual([flag]);
  });

  it('staff of the tenant find it: the order detail lists the flag, the list marks and filters the order', async () => {
    const { clinicianFlags } = await detail();
    expect(clinicianFlags).toEqual([
      expect.objectContaining({ questionId: 9, alert: 'crisis', text: CRISIS_FLAG }),
    ]);

    const row = (await listed()).items.find((item) => item.orderId === String(orderId));
    expect(row).toMatchObject({ clinicianFlags: 1 });
    const flagged = await listed('&status=flagged');
    expect(flagged.items.map((item) => item.orderId)).toContain(String(orderId));
    expect(flagged.items.every((item) => item.clinicianFlags > 0)).toBe(true);
    expect(flagged.total).toBe(flagged.items.length);
  });

  it('the staff read is audited as the order detail is', async () => {
    await detail();
    const entries = (await db(app).query(
      `SELECT resource, status_code FROM audit_log WHERE tenant_id = 7 AND resource = 'order' AND resource_id = $1`,
      [String(orderId)],
    )) as { resource: string; status_code: number }[];
    expect(entries).toContainEqual({ resource: 'order', status_code: 200 });
  });

  it('nobody else sees it: another tenant’s admin gets 404 (its login here 403), a customer 403, a stranger 401; the patient’s resume has no flags', async () => {
    const otherTenant = await call(app, 'GET', `/api/admin/orders/${orderId}`, { tenant: 6, token: admin6 });
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.body).not.toContain('self-harm');
    const otherList = await call(app, 'GET', '/api/admin/orders?status=flagged', {
      tenant: 6,
      token: admin6,
    });
    expect(otherList.json<AdminOrderListResponse>().items.map((item) => item.orderId)).not.toContain(
      String(orderId),
    );
    // Another tenant's login is refused for this tenant.
    expect(
      (await call(app, 'GET', `/api/admin/orders/${orderId}`, { tenant: 7, token: admin6 })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'GET', `/api/admin/orders/${orderId}`, { tenant: 7, token: customer7 })).statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', `/api/admin/orders/${orderId}`, { tenant: 7 })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/admin/orders?status=flagged', { tenant: 7 })).statusCode).toBe(401);

    const resume = await call(app, 'GET', `/api/order/created?created=${created}`, { tenant: 7 });
    expect(resume.statusCode).toBe(200);
    expect(resume.body).not.toContain('clinicianFlags');
    expect(resume.body).not.toContain(CRISIS_FLAG);
  });

  it('a later save without the answer clears the flag, in the list and its filter too', async () => {
    expect((await save(withoutIt[atQuestion9 + 1]!)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await detail()).clinicianFlags).toEqual([]);
    expect((await listed()).items.find((item) => item.orderId === String(orderId))).toMatchObject({
      clinicianFlags: 0,
    });
    expect((await listed('&status=flagged')).items.map((item) => item.orderId)).not.toContain(
      String(orderId),
    );

    // Answered again: a new flag, raised now.
    expect((await save(withSelfHarm[atQuestion9 + 1]!)).statusCode).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ alert: 'crisis', text: CRISIS_FLAG })]);
  });

  it('a save that is not of the answers leaves the flags as they are', async () => {
    const flags = await stored();
    const quiz = await call(app, 'POST', '/api/order/update', {
      tenant: 7,
      payload: { created, columns: { quizData: {} } },
    });
    expect(quiz.statusCode, quiz.body).toBe(200);
    expect(await stored()).toEqual(flags);
  });

  it('checkout records the flags on the paid order and sends them with the clinician visit', async () => {
    const provider = app.get<ClinicianProvider>(CLINICIAN_PROVIDER);
    const createVisit = vi.spyOn(provider, 'createVisit');
    expect((await save(withSelfHarm.at(-1)!)).statusCode).toBe(200);
    const before = await stored();
    const med = tenantData(7).products[0]!.med;
    const paid = await call(app, 'POST', '/api/order/checkout', {
      tenant: 7,
      payload: checkoutRequest(created, med, 'flagged.patient@example.com'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stored()).toEqual(before);
    expect((await detail()).clinicianFlags).toEqual(before);

    const deadline = Date.now() + 20_000;
    while (!createVisit.mock.calls.some(([visit]) => visit.order.orderId === String(orderId))) {
      if (Date.now() > deadline) throw new Error('no clinician visit was created');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [visit] = createVisit.mock.calls.find(([request]) => request.order.orderId === String(orderId))!;
    expect(visit.clinicianFlags).toEqual(before);
    createVisit.mockRestore();
  });

  it('the migration fills in the flags of orders answered before it', async () => {
    const fresh = await pg.newApp();
    const runner = db(fresh).createQueryRunner();
    try {
      const migration = new AddOrderClinicianFlags1795404400000();
      await migration.down(runner);
      const flagged = await insertOrder(fresh, 7, {
        created: 'before-flags-1',
        startData: withSelfHarm.at(-1),
      });
      await insertEvents(fresh, 7, flagged, [
        { kind: 'answer', state: 'q9', questionId: 8, answers: {} },
        { kind: 'answer', state: 'q10', questionId: HISTORY_QUESTION, answers: withSelfHarm.at(-1) },
      ]);
      // Raised when question 9 was last answered.
      const [answered] = (await runner.query(
        `SELECT occurred_at FROM intake_events WHERE order_id = $1 AND question_id = $2`,
        [flagged, HISTORY_QUESTION],
      )) as { occurred_at: Date }[];
      const clear = await insertOrder(fresh, 7, { created: 'before-flags-2', startData: withoutIt.at(-1) });
      const empty = await insertOrder(fresh, 7, { created: 'before-flags-3' });
      await migration.up(runner);

      const rows = (await runner.query(
        `SELECT id, clinician_flags FROM orders WHERE tenant_id = 7 AND id = ANY($1) ORDER BY id`,
        [[flagged, clear, empty]],
      )) as { id: number; clinician_flags: ClinicianFlag[] }[];
      expect(rows).toEqual([
        {
          id: flagged,
          clinician_flags: [
            {
              questionId: HISTORY_QUESTION,
              question: 'Have you ever been diagnosed with any of these conditions?',
              alert: 'crisis',
              text: CRISIS_FLAG,
              raisedAt: answered!.occurred_at.toISOString(),
            },
          ],
        },
        { id: clear, clinician_flags: [] },
        { id: empty, clinician_flags: [] },
      ]);
    } finally {
      await runner.release();
    }
  }, 120_000);
});
