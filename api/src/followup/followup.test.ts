import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type AnswerValue, type SchemaName, type StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  createUser,
  headers,
  insertOrder,
  PRESCRIPTION,
  type TestOrder,
  type TestUser,
} from '../subscription/__fixtures__/account-fixtures.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const COMPLETED = 'This follow-up visit has already been completed.';
const followupFlow = tenantData(6).flows.find((flow) => flow.key === 'followup')!;
const title = (id: number) => followupFlow.questions.find((q) => q.id === id)!.title;
const entry = (id: number, value: AnswerValue) => ({
  [String(id)]: { value, question: title(id) },
});

/** Answers of tenant 6's follow-up that reach its end. */
const COMPLETE_ANSWERS: StartData = {
  ...entry(1, 'No change yet'),
  ...entry(3, ['None of these']),
  ...entry(5, 'Every day'),
  ...entry(6, [{ fileId: 'f-1', name: 'nails.jpg', contentType: 'image/jpeg', size: 120_000 }]),
  ...entry(7, 'Continue my current treatment'),
};

describe('follow-up visits', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let customer7: TestUser;

  const getOrder = (user: TestUser, id: number | string, tenant?: number) =>
    app.inject({ method: 'GET', url: `/api/order/orderId/${id}`, headers: headers(user, tenant) });
  const submit = (user: TestUser, id: number | string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/followup/${id}`,
      headers: headers(user),
      payload: payload as object,
    });
  const order = (user: TestUser, extra: Partial<TestOrder> = {}) =>
    insertOrder(app, user.tenantId, { userId: user.id, prescription: PRESCRIPTION, ...extra });
  const expectShape = (name: SchemaName, body: unknown) => {
    const result = validate(name, body);
    expect(result.ok ? [] : result.issues).toEqual([]);
  };
  const visits = (orderId: number) =>
    db.query(`SELECT * FROM followup_visits WHERE order_id = $1`, [orderId]) as Promise<
      Record<string, unknown>[]
    >;
  const orderRow = async (orderId: number) =>
    (
      (await db.query(`SELECT beluga, revision FROM orders WHERE id = $1`, [orderId])) as {
        beluga: unknown;
        revision: number;
      }[]
    )[0]!;

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    alice = await createUser(app, 6);
    bob = await createUser(app, 6);
    admin = await createUser(app, 6, 0);
    customer7 = await createUser(app, 7);
  });

  describe('GET /api/order/orderId/:id', () => {
    it("answers the customer's own order, and any order of the tenant to staff", async () => {
      const id = await order(alice);
      const own = await getOrder(alice, id);
      expect(own.statusCode).toBe(200);
      expectShape('FollowupOrderResponse', own.json());
      expect(own.json()).toMatchObject({ orderId: String(id), userId: alice.id, beluga: null });
      expect((await getOrder(admin, id)).statusCode).toBe(200);
      // A staff read of a customer's order is audited, naming the customer.
      const audit = (await db.query(
        `SELECT actor_user_id, subject_user_id, action, resource, resource_id, status_code FROM audit_log
         WHERE actor_user_id = $1 AND resource_id = $2`,
        [admin.id, String(id)],
      )) as unknown[];
      expect(audit).toEqual([
        {
          actor_user_id: admin.id,
          subject_user_id: alice.id,
          action: 'read',
          resource: 'order',
          resource_id: String(id),
          status_code: 200,
        },
      ]);
    });

    it("hides another customer's and another tenant's order (404) and refuses a malformed id (400)", async () => {
      const id = await order(alice);
      const other = await getOrder(bob, id);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(`Unknown order: ${id}`);
      expect((await getOrder(customer7, id)).statusCode).toBe(404);
      expect((await getOrder(await createUser(app, 7, 0), id)).statusCode).toBe(404);
      expect((await getOrder(alice, id, 7)).statusCode).toBe(403);
      expect((await getOrder(alice, 99_999_999)).statusCode).toBe(404);
      expect((await getOrder(alice, 'bad!id')).statusCode).toBe(400);
    });
  });

  describe('POST /api/followup/:orderId', () => {
    it('stores a complete follow-up once, creating the clinician visit; a second submission is a 409', async () => {
      const id = await order(alice);
      const response = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expectShape('FollowupSubmitResponse', body);
      expect(body).toMatchObject({
        orderId: String(id),
        flowVersion: followupFlow.version,
        beluga: {
          status: 'PENDING',
          visit: {
            info: { type: 'followup', followupVisitId: body.followupVisitId, submittedAt: body.submittedAt },
          },
        },
      });
      expect(Object.keys(body.answers)).toEqual(['1', '3', '5', '6', '7']);

      const [visit] = await visits(id);
      const [published] = (await db.query(
        `SELECT id FROM flow_versions WHERE tenant_id = 6 AND key = 'followup' AND status = 'published'`,
      )) as { id: string }[];
      expect(visit).toMatchObject({
        id: body.followupVisitId,
        tenant_id: 6,
        user_id: alice.id,
        flow_version_id: published!.id,
        answers: body.answers,
      });

      // The storefront sees the visit info and shows the completed message.
      const shown = await getOrder(alice, id);
      expectShape('FollowupOrderResponse', shown.json());
      expect(shown.json().beluga).toEqual(body.beluga);

      const revision = (await orderRow(id)).revision;
      const again = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(COMPLETED);
      expect(await visits(id)).toHaveLength(1);
      expect((await orderRow(id)).revision).toBe(revision);
    });

    it('keeps an existing clinician visit and adds the follow-up to it; a visit that has info is already completed', async () => {
      const existing = await order(alice, {
        beluga: { visitId: 'visit-42', status: 'APPROVED', visit: { info: null } },
      });
      const response = await submit(alice, existing, { startData: COMPLETE_ANSWERS });
      expect(response.statusCode).toBe(201);
      expect(response.json().beluga).toMatchObject({
        visitId: 'visit-42',
        status: 'APPROVED',
        visit: { info: { type: 'followup' } },
      });

      const done = await order(alice, {
        beluga: { visitId: 'visit-43', status: 'COMPLETED', visit: { info: { completedBy: 'clinician' } } },
      });
      const refused = await submit(alice, done, { startData: COMPLETE_ANSWERS });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(COMPLETED);
      expect(await visits(done)).toEqual([]);
    });

    it('refuses answers that hit a hard stop (422 with its message) and writes nothing', async () => {
      const id = await order(alice);
      const before = await orderRow(id);
      const answers = {
        ...COMPLETE_ANSWERS,
        ...entry(3, [
          'Mild redness, itching or peeling where I apply it',
          'Blisters, oozing or swelling of the skin',
        ]),
      };
      const response = await submit(alice, id, { startData: answers });
      expect(response.statusCode).toBe(422);
      const hardStop = followupFlow.questions.find((q) => q.id === 3)!.hard_stop_message!;
      expect(response.json().message).toBe(`Follow-up answers stop at question 3: ${hardStop}`);
      expect(await visits(id)).toEqual([]);
      expect(await orderRow(id)).toEqual(before);
    });

    it('refuses answers that do not reach the end of the follow-up, naming where they stop', async () => {
      const id = await order(alice);
      const { '5': _skipped, ...missing } = COMPLETE_ANSWERS;
      const incomplete = await submit(alice, id, { startData: missing });
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json().message).toBe(
        `Follow-up answers stop at question 5 ('${title(5)}'): it is not answered`,
      );

      const invalid = await submit(alice, id, {
        startData: { ...COMPLETE_ANSWERS, ...entry(1, 'Much better') },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().message).toMatch(/^Follow-up answers stop at question 1 \(/);

      // 'Worse' leads to question 2, which is not answered.
      const branch = await submit(alice, id, { startData: { ...COMPLETE_ANSWERS, ...entry(1, 'Worse') } });
      expect(branch.json().message).toBe(
        `Follow-up answers stop at question 2 ('${title(2)}'): it is not answered`,
      );
      expect(await visits(id)).toEqual([]);
    });

    it('is for the customer of a placed order only', async () => {
      const id = await order(alice);
      expect((await submit(bob, id, { startData: COMPLETE_ANSWERS })).statusCode).toBe(404);
      expect((await submit(customer7, id, { startData: COMPLETE_ANSWERS })).statusCode).toBe(404);
      const staff = await submit(admin, id, { startData: COMPLETE_ANSWERS });
      expect(staff.statusCode).toBe(403);
      for (const body of [
        {},
        { startData: { abc: { value: 'x', question: 'q' } } },
        { startData: COMPLETE_ANSWERS, extra: 1 },
      ]) {
        expect((await submit(alice, id, body)).statusCode).toBe(400);
      }
      expect((await submit(alice, 'no!', { startData: COMPLETE_ANSWERS })).statusCode).toBe(400);

      const unpaid = await order(alice, { paid: false });
      const refused = await submit(alice, unpaid, { startData: COMPLETE_ANSWERS });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('has not been checked out yet');
      expect(await visits(id)).toEqual([]);
    });

    it('two submissions at once: one 201, one 409 with the completed message', async () => {
      const id = await order(alice);
      const responses = await Promise.all([
        submit(alice, id, { startData: COMPLETE_ANSWERS }),
        submit(alice, id, { startData: COMPLETE_ANSWERS }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(COMPLETED);
      expect(await visits(id)).toHaveLength(1);
    });
  });
});
