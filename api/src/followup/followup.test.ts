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
  type TestUser,
} from '../testing/account-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import {
  APPROVED_VISIT,
  dayFromToday,
  insertSubscription,
  setNextBillDate,
} from '../testing/followup-fixtures.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { FOLLOWUP_UNDER_REVIEW_MESSAGE } from './followup.exception.js';

const pg = useTestPostgres();

const COMPLETED = 'This follow-up visit has already been completed.';
/** Tenant 6's published follow-up (the one the seed publishes). */
const followupFlow = tenantData(6).flows.find(
  (flow) => flow.key === 'followup' && flow.status === 'published',
)!;
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
  /** A prescribed, active subscription whose follow-up is due (its refill is billed in 3 days): its sale's id. */
  const order = async (user: TestUser) => (await insertSubscription(app, user, dayFromToday(3))).saleId;
  const listFollowups = (user: TestUser) =>
    app.inject({ method: 'GET', url: '/api/account/followups', headers: headers(user) });
  const visits = (orderId: number) =>
    db.query(
      `SELECT *, bill_date::text AS bill_day FROM followup_visits WHERE order_id = $1 ORDER BY submitted_at, id`,
      [orderId],
    ) as Promise<Record<string, unknown>[]>;
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
      // The clinician's approval is on the order (its visit has info): the follow-up is due, not completed.
      expect(own.json()).toMatchObject({
        orderId: String(id),
        userId: alice.id,
        beluga: APPROVED_VISIT,
        followup: {
          orderId: String(id),
          phase: 'due',
          reason: null,
          billDate: dayFromToday(3),
          opensOn: dayFromToday(-4),
          completedAt: null,
        },
      });
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

  describe('GET /api/account/followups', () => {
    it("answers the follow-up of each of the customer's own subscriptions, newest first", async () => {
      const carol = await createUser(app, 6);
      const due = await insertSubscription(app, carol, dayFromToday(6));
      const upcoming = await insertSubscription(app, carol, dayFromToday(8));
      const paused = await insertSubscription(app, carol, dayFromToday(2), { purchaseStatus: 'PAUSED' });
      await insertOrder(app, 6, { userId: carol.id, purchaseData: null });
      const response = await listFollowups(carol);
      expect(response.statusCode).toBe(200);
      expectShape('FollowupListResponse', response.json());
      expect(response.json()).toEqual([
        {
          orderId: String(paused.saleId),
          phase: 'none',
          reason: 'paused',
          billDate: null,
          opensOn: null,
          completedAt: null,
        },
        {
          orderId: String(upcoming.saleId),
          phase: 'upcoming',
          reason: null,
          billDate: dayFromToday(8),
          opensOn: dayFromToday(1),
          completedAt: null,
        },
        {
          orderId: String(due.saleId),
          phase: 'due',
          reason: null,
          billDate: dayFromToday(6),
          opensOn: dayFromToday(-1),
          completedAt: null,
        },
      ]);
      // Nobody else's: another customer, another tenant's customer; staff use the admin area.
      expect((await listFollowups(bob)).json()).not.toContainEqual(
        expect.objectContaining({ orderId: String(due.saleId) }),
      );
      expect((await listFollowups(customer7)).json()).toEqual([]);
      expect((await listFollowups(admin)).statusCode).toBe(403);
    });
  });

  describe('POST /api/followup/:orderId', () => {
    it("stores this refill's follow-up once, on the refill's clinician visit; a second submission is a 409", async () => {
      const { saleId: id, recurringId } = await insertSubscription(app, alice, dayFromToday(3));
      const response = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expectShape('FollowupSubmitResponse', body);
      expect(body).toMatchObject({
        orderId: String(id),
        flowVersion: followupFlow.version,
        billDate: dayFromToday(3),
        beluga: {
          status: 'PENDING',
          visit: {
            info: {
              type: 'followup',
              followupVisitId: body.followupVisitId,
              billDate: dayFromToday(3),
              submittedAt: body.submittedAt,
              clinicianFlags: [],
            },
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
        bill_day: dayFromToday(3),
      });

      // The refill (the recurring order) carries the follow-up for the clinician; the sale keeps its approval.
      expect((await orderRow(recurringId)).beluga).toEqual(body.beluga);
      expect((await orderRow(id)).beluga).toEqual(APPROVED_VISIT);

      // The storefront sees this refill's follow-up completed.
      const shown = await getOrder(alice, id);
      expectShape('FollowupOrderResponse', shown.json());
      expect(shown.json().followup).toMatchObject({ phase: 'completed', completedAt: body.submittedAt });

      const revision = (await orderRow(id)).revision;
      const again = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: COMPLETED, code: 'FOLLOWUP_COMPLETED' });
      expect(await visits(id)).toHaveLength(1);
      expect((await orderRow(id)).revision).toBe(revision);

      // The next refill is a new cycle: not open until a week before its bill date, then due again.
      await setNextBillDate(app, id, dayFromToday(33));
      expect((await getOrder(alice, id)).json().followup).toMatchObject({
        phase: 'upcoming',
        billDate: dayFromToday(33),
        opensOn: dayFromToday(26),
      });
      const early = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('FOLLOWUP_NOT_DUE');
      await setNextBillDate(app, id, dayFromToday(5));
      expect((await getOrder(alice, id)).json().followup.phase).toBe('due');
      const next = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(next.statusCode).toBe(201);
      expect(next.json().billDate).toBe(dayFromToday(5));
      expect((await visits(id)).map((visit) => visit['bill_day'])).toEqual([
        dayFromToday(3),
        dayFromToday(5),
      ]);
    });

    it("works with the order the customer sees; the order system's recurring order id names the same follow-up", async () => {
      const { saleId, recurringId } = await insertSubscription(app, alice, dayFromToday(1));
      const read = await getOrder(alice, recurringId);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ orderId: String(saleId), followup: { orderId: String(saleId) } });
      const response = await submit(alice, recurringId, { startData: COMPLETE_ANSWERS });
      expect(response.statusCode).toBe(201);
      expect(response.json().orderId).toBe(String(saleId));
      expect(await visits(recurringId)).toEqual([]);
      expect(await visits(saleId)).toHaveLength(1);
      expect((await submit(alice, saleId, { startData: COMPLETE_ANSWERS })).json().code).toBe(
        'FOLLOWUP_COMPLETED',
      );
      // Another customer learns nothing of either.
      expect((await getOrder(bob, recurringId)).statusCode).toBe(404);
      expect((await submit(bob, recurringId, { startData: COMPLETE_ANSWERS })).statusCode).toBe(404);
    });

    it('is overdue once the bill date has come, and still answers', async () => {
      const { saleId } = await insertSubscription(app, alice, dayFromToday(0));
      expect((await getOrder(alice, saleId)).json().followup.phase).toBe('overdue');
      expect((await submit(alice, saleId, { startData: COMPLETE_ANSWERS })).statusCode).toBe(201);
    });

    it('refuses a follow-up that is not open yet or not asked for, with a code, and writes nothing', async () => {
      const upcoming = (await insertSubscription(app, alice, dayFromToday(20))).saleId;
      const early = await submit(alice, upcoming, { startData: COMPLETE_ANSWERS });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'FOLLOWUP_NOT_DUE' });
      expect(early.json().message).toMatch(
        /^Your next follow-up visit opens on \d\d\/\d\d\/\d{4}, 7 days before/,
      );

      const cases: [string, Parameters<typeof insertSubscription>[3]][] = [
        [
          'not_prescribed',
          { orderData: { orderStatus: 'PENDING', items: [] }, prescription: null, beluga: null },
        ],
        ['paused', { purchaseStatus: 'PAUSED' }],
        ['cancelled', { purchaseStatus: 'CANCELLED' }],
        ['cancelled', { orderData: { orderStatus: 'DECLINED', items: [] }, prescription: null }],
      ];
      for (const [reason, extra] of cases) {
        const { saleId } = await insertSubscription(app, alice, dayFromToday(2), extra);
        expect((await getOrder(alice, saleId)).json().followup).toMatchObject({ phase: 'none', reason });
        const refused = await submit(alice, saleId, { startData: COMPLETE_ANSWERS });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('FOLLOWUP_NOT_ELIGIBLE');
        expect(await visits(saleId)).toEqual([]);
      }
      const oneOff = await insertOrder(app, 6, { userId: alice.id, purchaseData: null });
      expect((await submit(alice, oneOff, { startData: COMPLETE_ANSWERS })).json()).toMatchObject({
        code: 'FOLLOWUP_NOT_ELIGIBLE',
        message: `Order ${oneOff} has no follow-up visit to answer: it is not a subscription.`,
      });
      expect(await visits(upcoming)).toEqual([]);
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

      // The subscription is held until then: no refill, nothing but cancelling.
      const subscriptionOf = async () =>
        (await app.inject({ method: 'GET', url: '/api/subscriptions', headers: headers(alice) }))
          .json<{ orderId: string; underReview: boolean }[]>()
          .find((s) => s.orderId === String(id));
      expect(await subscriptionOf()).toMatchObject({ underReview: true });
      for (const action of ['skip', 'pause']) {
        const held = await app.inject({
          method: 'POST',
          url: `/api/subscriptions/${id}/${action}`,
          headers: headers(alice),
        });
        expect(held.statusCode).toBe(409);
        expect(held.json().message).toBe(
          `Subscription ${id} cannot be ${action === 'skip' ? 'skipped' : 'paused'} while its status is 'On hold until a clinician reviews your follow-up'`,
        );
      }

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
      expect(await subscriptionOf()).toMatchObject({ underReview: false });
      const completed = await submit(alice, id, { startData: COMPLETE_ANSWERS });
      expect(completed.statusCode).toBe(201);
      expect((await visits(id)).map((visit) => visit['status']).sort()).toEqual([
        'completed',
        'hard_stopped',
        'hard_stopped',
      ]);
    });

    it("refuses what a check refuses, and sends the clinician flags of the answers with the refill's visit", async () => {
      const { saleId: id, recurringId } = await insertSubscription(app, alice, dayFromToday(3));
      const EXTRA = 'Ask my clinician about Extra Strength';
      const flagged: StartData = {
        ...COMPLETE_ANSWERS,
        ...entry(3, ['Burning or stinging when I apply it', 'A change in or loss of taste or smell']),
        ...entry(4, 'Enough that I have skipped applications'),
        ...entry(5, 'A few days a week'),
        ...entry(7, EXTRA),
      };
      // Side effects that made the patient skip applications: Extra Strength is refused with the check's words.
      const refused = await submit(alice, id, { startData: flagged });
      expect(refused.statusCode).toBe(422);
      const check = followupFlow.questions.find((q) => q.id === 7)!.checks![0]!.message;
      expect(refused.json().message).toBe(`Follow-up answers stop at question 7 ('${title(7)}'): ${check}`);
      expect(await visits(id)).toEqual([]);

      const response = await submit(alice, id, {
        startData: { ...flagged, ...entry(4, 'Manageable') },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expectShape('FollowupSubmitResponse', body);
      const alert = (question: number, name: string) =>
        followupFlow.questions.find((q) => q.id === question)!.alerts!.find((a) => a.name === name)!;
      const expected = [
        [3, 'taste_smell_change'],
        [7, 'low_use_extra_strength'],
      ].map(([question, name]) => ({
        questionId: question,
        question: title(question as number),
        alert: name,
        text: alert(question as number, name as string).flag,
        raisedAt: body.submittedAt,
      }));
      expect(body.beluga.visit.info.clinicianFlags).toEqual(expected);
      // The refill the clinician decides on carries them (the admin's flag marker and filter); the sale keeps its own.
      const flagsOf = async (orderId: number) =>
        (
          (await db.query(`SELECT clinician_flags FROM orders WHERE id = $1`, [orderId])) as {
            clinician_flags: unknown;
          }[]
        )[0]!.clinician_flags;
      expect(await flagsOf(recurringId)).toEqual(expected);
      expect(await flagsOf(id)).toEqual([]);
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/orders?status=flagged&pageSize=100',
        headers: headers(admin),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((item: { orderId: string }) => item.orderId)).toContain(
        String(recurringId),
      );
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

      expect(await visits(id)).toEqual([]);
    });

    it('two submissions at once: one 201, one 409 with the completed message', async () => {
      const id = await order(alice);
      const responses = await Promise.all([
        submit(alice, id, { startData: COMPLETE_ANSWERS }),
        submit(alice, id, { startData: COMPLETE_ANSWERS }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        message: COMPLETED,
        code: 'FOLLOWUP_COMPLETED',
      });
      expect(await visits(id)).toHaveLength(1);
    });
  });
});
