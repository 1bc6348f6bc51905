import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AnswerValue, EmailJobData, StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { listJobs, waitForJob, type StoredJob } from '../jobs/wait-for-job.js';
import {
  createTenantUsers,
  createUser,
  headers,
  insertOrder,
  PRESCRIPTION,
  type TestOrder,
  type TestUser,
} from '../testing/account-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { FOLLOWUP_UNDER_REVIEW_MESSAGE } from './followup.exception.js';

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
  let alice: TestUser, bob: TestUser, admin: TestUser;
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
  const visits = (orderId: number) =>
    db.query(`SELECT * FROM followup_visits WHERE order_id = $1 ORDER BY submitted_at, id`, [
      orderId,
    ]) as Promise<Record<string, unknown>[]>;
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
    ({ alice, bob, admin } = await createTenantUsers(app));
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

    it('records a visit that hits a hard stop, alerts the care team once, and holds the follow-up for a clinician', async () => {
      const id = await order(alice);
      const before = await orderRow(id);
      const stopping = {
        ...COMPLETE_ANSWERS,
        ...entry(3, [
          'Mild redness, itching or peeling where I apply it',
          'Blisters, oozing or swelling of the skin',
        ]),
      };
      const response = await submit(alice, id, { startData: stopping });
      // The patient still gets the hard stop's message, in the shape the storefront expects.
      expect(response.statusCode).toBe(422);
      const hardStop = followupFlow.questions.find((q) => q.id === 3)!.hard_stop_message!;
      expect(response.json()).toMatchObject({
        statusCode: 422,
        message: `Follow-up answers stop at question 3: ${hardStop}`,
      });

      // The stopped visit and its answers (up to the stopping one) are kept; the order gets no visit info.
      const [stopped] = await visits(id);
      expect(await visits(id)).toHaveLength(1);
      expect(stopped).toMatchObject({
        status: 'hard_stopped',
        hard_stop_question_id: 3,
        hard_stop_message: hardStop,
        user_id: alice.id,
        answers: { '1': stopping['1'], '3': stopping['3'] },
      });
      expect(await orderRow(id)).toEqual(before);

      // The order is flagged for a clinician.
      const flags = (await db.query(
        `SELECT id, kind, user_id, details, resolved_at FROM clinical_review_flags WHERE order_id = $1`,
        [id],
      )) as { id: number; kind: string; user_id: number; details: unknown; resolved_at: Date | null }[];
      expect(flags).toEqual([
        {
          id: expect.any(Number),
          kind: 'followup_hard_stop',
          user_id: alice.id,
          details: { followupVisitId: stopped!['id'], questionId: 3, message: hardStop },
          resolved_at: null,
        },
      ]);

      // The care team is alerted by one job, which ran once: an email to the tenant's care address, with a link
      // to the order in the admin area and none of the patient's answers.
      const isAlert = (job: StoredJob<EmailJobData>) =>
        job.data.kind === 'care_team_alert' && job.data.event.properties['orderId'] === String(id);
      const job = await waitForJob<EmailJobData>(db, 'email.send', { match: isAlert });
      expect(job.state).toBe('completed');
      expect((await listJobs<EmailJobData>(db, 'email.send')).filter(isAlert)).toHaveLength(1);
      const emails = (await db.query(
        `SELECT "to", subject, payload FROM outbound_emails WHERE kind = 'care_team_alert' AND unique_id = $1`,
        [job.id],
      )) as { to: string; subject: string; payload: { properties: Record<string, string> } }[];
      expect(emails).toHaveLength(1);
      expect(emails[0]!.to).toBe(tenantData(6).tenant.brandConfig.configurations.contact.email);
      expect(emails[0]!.payload.properties['reviewLink']).toBe(
        `https://patient.fungaid.com/admin/order/${id}`,
      );
      expect(JSON.stringify(emails[0])).not.toMatch(/Blisters|redness/);

      // Taking the answer back does not complete the visit: refused until a clinician resolves the flag.
      const again = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: FOLLOWUP_UNDER_REVIEW_MESSAGE,
        code: 'FOLLOWUP_UNDER_REVIEW',
      });
      expect((await visits(id)).map((visit) => visit['status'])).toEqual(['hard_stopped']);
      expect(await orderRow(id)).toEqual(before);

      // A second stopping submission is recorded too, and answered the same way.
      expect((await submit(alice, id, { startData: stopping })).statusCode).toBe(422);
      expect(await visits(id)).toHaveLength(2);

      // Once a clinician resolves the order's flags, the follow-up can be completed.
      for (const flag of (await db.query(
        `SELECT id FROM clinical_review_flags WHERE order_id = $1 AND resolved_at IS NULL`,
        [id],
      )) as { id: number }[]) {
        const resolved = await app.inject({
          method: 'POST',
          url: `/api/admin/review-flags/${flag.id}/resolve`,
          headers: headers(admin),
          payload: {
            note: 'Called the patient: the blisters were from a burn; continue treatment. Dr. Chen',
          },
        });
        expect(resolved.statusCode).toBe(200);
      }
      const completed = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(completed.statusCode).toBe(201);
      expect((await visits(id)).map((visit) => visit['status']).sort()).toEqual([
        'completed',
        'hard_stopped',
        'hard_stopped',
      ]);
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
