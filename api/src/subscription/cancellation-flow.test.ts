import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, PurchaseData, StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  createTenantUsers,
  createUser,
  headers,
  insertOrder,
  PRESCRIPTION,
  type TestUser,
} from '../testing/account-fixtures.js';
import { databaseChecksum } from '../testing/database-checksum.js';
import { expectShape } from '../testing/expect-shape.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const flowOf = (tenantId: number): FlowVersion => {
  const flow = loadCatalog()
    .tenants.find((bundle) => bundle.tenant.id === tenantId)
    ?.flows.find((f) => f.key === 'cancellation' && f.status === 'published');
  if (!flow) throw new Error(`tenant ${tenantId} has no cancellation flow`);
  return flow;
};

/** The answer to question `id` of the flow that records `reason`, names `outcome`, or goes on to question `to`. */
function pick(flow: FlowVersion, id: number, by: { reason?: string; outcome?: string; to?: number }) {
  const question = flow.questions.find((q) => q.id === id)!;
  const option = question.QuestionOptions.find(
    (o) =>
      (by.reason !== undefined && o.reason === by.reason) ||
      (by.outcome !== undefined && o.outcome === by.outcome) ||
      (by.to !== undefined && o.outcome === undefined && question.next_question_map[o.option_text] === by.to),
  )!;
  return { value: option.option_text, question: question.title };
}

describe('POST /api/subscriptions/{orderId}/cancellation', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let alice: TestUser, bob: TestUser, admin: TestUser;
  let purchases = 0;
  const flow = flowOf(6);

  /** The answers of each way through tenant 6's flow. */
  const ANSWERS = {
    cancel: {
      '1': pick(flow, 1, { reason: 'too_expensive' }),
      '2': pick(flow, 2, { to: 5 }),
      '5': pick(flow, 5, { outcome: 'cancel' }),
    },
    accept_offer: {
      '1': pick(flow, 1, { reason: 'too_expensive' }),
      '2': pick(flow, 2, { outcome: 'accept_offer' }),
    },
    skip: { '1': pick(flow, 1, { reason: 'travelling' }), '3': pick(flow, 3, { outcome: 'skip' }) },
    pause: { '1': pick(flow, 1, { reason: 'travelling' }), '3': pick(flow, 3, { outcome: 'pause' }) },
    contact_support: {
      '1': { ...pick(flow, 1, { reason: 'side_effects' }), detail: 'My skin itches' },
      '4': pick(flow, 4, { outcome: 'contact_support' }),
    },
    keep: { '1': pick(flow, 1, { reason: 'reached_my_goal' }), '5': pick(flow, 5, { outcome: 'keep' }) },
  } satisfies Record<string, StartData>;

  const submit = (
    user: TestUser,
    orderId: number | string,
    answers: unknown,
    version: unknown = 1,
    tenant?: number,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/subscriptions/${orderId}/cancellation`,
      headers: headers(user, tenant),
      payload: { key: 'cancellation', version, answers } as object,
    });
  const subscription = (user: TestUser) =>
    insertOrder(app, user.tenantId, {
      userId: user.id,
      prescription: PRESCRIPTION,
      purchaseData: {
        status: 'ACTIVE',
        purchaseId: `C-${++purchases}`,
        nextBillDate: '2099-01-10',
        billingIntervalDays: 30,
      },
    });
  const order = async (id: number) =>
    (
      (await db.query(`SELECT purchase_data, revision FROM orders WHERE id = $1`, [id])) as {
        purchase_data: PurchaseData;
        revision: number;
      }[]
    )[0]!;
  const events = (id: number) =>
    db.query(
      `SELECT user_id, actor_user_id, action, reason, details FROM subscription_events WHERE order_id = $1 ORDER BY id`,
      [id],
    ) as Promise<
      {
        user_id: number;
        actor_user_id: number;
        action: string;
        reason: string | null;
        details: Record<string, unknown> & { outcome?: string; chatThreadId?: number | null };
      }[]
    >;

  /**
   * Every table as databaseChecksum sums it, but outbound emails only by count: the outbox sends the emails of
   * earlier tests in the background (their status changes), while a refused request must queue none.
   */
  const checksum = async () => {
    const { outbound_emails: emails, ...rest } = await databaseChecksum(db);
    return { ...rest, outbound_emails: emails?.split(':')[0] };
  };

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ alice, bob, admin } = await createTenantUsers(app));
  });

  it('too expensive → offer declined → confirm: cancels with the reason and logs the path, version and outcome', async () => {
    const id = await subscription(alice);
    const response = await submit(alice, id, ANSWERS.cancel);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectShape('CancellationFlowResponse', body);
    expect(body.outcome).toBe('cancel');
    expect(body.chatThreadId).toBeNull();
    expect(body.subscription.displayStatus.label).toBe('Cancelled Subscription');
    expect(body.subscription.cancellation).toMatchObject({ reason: 'too_expensive', details: null });
    expect((await order(id)).purchase_data.status).toBe('CANCELLED');

    const log = await events(id);
    expect(log.map((e) => [e.action, e.reason])).toEqual([
      ['cancel', 'too_expensive'],
      ['cancellation_flow', 'too_expensive'],
    ]);
    expect(log[1]).toMatchObject({ user_id: alice.id, actor_user_id: alice.id });
    expect(log[1]!.details).toEqual({
      key: 'cancellation',
      version: 1,
      path: [1, 2, 5],
      answers: ANSWERS.cancel,
      outcome: 'cancel',
      details: null,
      chatThreadId: null,
    });
  });

  it('accepting the offer applies it and keeps the subscription active', async () => {
    const id = await subscription(alice);
    const response = await submit(alice, id, ANSWERS.accept_offer);
    expect(response.statusCode).toBe(200);
    const { subscription: after } = response.json();
    expect(after.displayStatus.label).toBe('Active Subscription');
    expect(after.retentionOffer).toMatchObject({ offerId: 'next-shipment-20-off', discountPercent: 20 });
    expect((await events(id)).map((e) => [e.action, e.details.outcome ?? null])).toEqual([
      ['retention_offer', null],
      ['cancellation_flow', 'accept_offer'],
    ]);
    // The offer is once per subscription: the flow again is a 409 that records nothing.
    const again = await submit(alice, id, ANSWERS.accept_offer);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETENTION_OFFER_USED');
    expect(await events(id)).toHaveLength(2);
  });

  it('travelling → skip moves the next bill date; → pause pauses', async () => {
    const skipped = await subscription(alice);
    const skip = await submit(alice, skipped, ANSWERS.skip);
    expect(skip.statusCode).toBe(200);
    expect((await order(skipped)).purchase_data).toMatchObject({
      status: 'ACTIVE',
      nextBillDate: '2099-02-09',
    });
    expect((await events(skipped)).map((e) => e.action)).toEqual(['skip', 'cancellation_flow']);

    const paused = await subscription(alice);
    const pause = await submit(alice, paused, ANSWERS.pause);
    expect(pause.statusCode).toBe(200);
    expect(pause.json().subscription.purchaseData.status).toBe('PAUSED');
    expect((await events(paused)).map((e) => [e.action, e.reason])).toEqual([
      ['pause', null],
      ['cancellation_flow', 'travelling'],
    ]);
  });

  it('side effects → support opens a chat thread with the reason; the same answers again reuse it', async () => {
    const id = await subscription(alice);
    const before = await order(id);
    const first = await submit(alice, id, ANSWERS.contact_support);
    expect(first.statusCode).toBe(200);
    const { chatThreadId, subscription: after } = first.json();
    expect(chatThreadId).toEqual(expect.any(Number));
    expect(after.displayStatus.label).toBe('Active Subscription');
    const messages = (await db.query(
      `SELECT m.body, m.sender_user_id FROM chat_messages m WHERE m.thread_id = $1`,
      [chatThreadId],
    )) as { body: string; sender_user_id: number }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.sender_user_id).toBe(alice.id);
    expect(messages[0]!.body).toContain(ANSWERS.contact_support['1'].value);
    expect(messages[0]!.body).toContain('My skin itches');

    const second = await submit(alice, id, ANSWERS.contact_support);
    expect(second.statusCode).toBe(200);
    expect(second.json().chatThreadId).toBe(chatThreadId);
    expect(await db.query(`SELECT id FROM chat_messages WHERE thread_id = $1`, [chatThreadId])).toHaveLength(
      1,
    );
    expect((await events(id)).map((e) => [e.action, e.details.chatThreadId])).toEqual([
      ['cancellation_flow', chatThreadId],
    ]);
    expect((await order(id)).revision).toBe(before.revision);
  });

  it('changed their mind (keep): nothing changes but the log', async () => {
    const id = await subscription(alice);
    const before = await order(id);
    const response = await submit(alice, id, ANSWERS.keep);
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('keep');
    expect(await order(id)).toEqual(before);
    expect((await events(id)).map((e) => [e.action, e.reason, e.details.outcome])).toEqual([
      ['cancellation_flow', 'reached_my_goal', 'keep'],
    ]);
  });

  it('refuses answers that reach no outcome, and unknown versions, with a 422 and changes nothing', async () => {
    const id = await subscription(alice);
    const refused: [unknown, unknown, string, RegExp][] = [
      [{ '1': ANSWERS.cancel['1'] }, 1, 'CANCELLATION_ANSWERS_REFUSED', /question 2 has no answer/i],
      [
        { ...ANSWERS.cancel, '2': ANSWERS.cancel['5'] },
        1,
        'CANCELLATION_ANSWERS_REFUSED',
        /question 2 is refused/,
      ],
      [
        { ...ANSWERS.skip, '5': ANSWERS.cancel['5'] },
        1,
        'CANCELLATION_ANSWERS_REFUSED',
        /Question 5 is answered/,
      ],
      [
        { '1': pick(flow, 1, { reason: 'other' }), '5': ANSWERS.cancel['5'] },
        1,
        'CANCELLATION_ANSWERS_REFUSED',
        /needs a few words/,
      ],
      [ANSWERS.cancel, 2, 'CANCELLATION_FLOW_UNKNOWN', /version 2/],
    ];
    const before = await checksum();
    for (const [answers, version, code, message] of refused) {
      const response = await submit(alice, id, answers, version);
      expect(response.statusCode, JSON.stringify(answers)).toBe(422);
      expect(response.json()).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/cancellation`,
      headers: headers(alice),
      payload: { key: 'intake', version: 1, answers: ANSWERS.cancel },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await checksum()).toEqual(before);
  });

  it("another customer's order, another tenant's, or staff: 404 / 403, nothing changes", async () => {
    const id = await subscription(alice);
    const stranger = await createUser(app, 7);
    const before = await checksum();
    expect((await submit(bob, id, ANSWERS.cancel)).statusCode).toBe(404);
    expect((await submit(bob, id, ANSWERS.keep)).statusCode).toBe(404);
    expect((await submit(stranger, id, flowAnswersOf7())).statusCode).toBe(404);
    expect((await submit(alice, 999_999, ANSWERS.cancel)).statusCode).toBe(404);
    expect((await submit(admin, id, ANSWERS.cancel)).statusCode).toBe(403);
    expect(await checksum()).toEqual(before);
  });

  it('two submits at once act once: cancel gives one 200 and one 409; keep answers both alike with one record', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await subscription(alice);
      const responses = await Promise.all([
        submit(alice, id, ANSWERS.cancel),
        submit(alice, id, ANSWERS.cancel),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await events(id)).map((e) => e.action)).toEqual(['cancel', 'cancellation_flow']);

      const kept = await subscription(alice);
      const both = await Promise.all([
        submit(alice, kept, ANSWERS.contact_support),
        submit(alice, kept, ANSWERS.contact_support),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(both[0]!.json().chatThreadId).toBe(both[1]!.json().chatThreadId);
      expect((await events(kept)).map((e) => e.action)).toEqual(['cancellation_flow']);
    }
  });

  it('a cancelled subscription cannot go through the flow again', async () => {
    const id = await subscription(alice);
    expect((await submit(alice, id, ANSWERS.cancel)).statusCode).toBe(200);
    const before = await checksum();
    for (const answers of [ANSWERS.cancel, ANSWERS.keep]) {
      const response = await submit(alice, id, answers);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('SUBSCRIPTION_ACTION_REFUSED');
    }
    expect(await checksum()).toEqual(before);
  });
});

/** A complete cancel of tenant 7's flow (its own words). */
function flowAnswersOf7(): StartData {
  const flow = flowOf(7);
  return {
    '1': pick(flow, 1, { reason: 'too_expensive' }),
    '2': pick(flow, 2, { to: 5 }),
    '5': pick(flow, 5, { outcome: 'cancel' }),
  };
}

describe('the flow version a customer completes', () => {
  it('is one the tenant published (archived since is fine), never a draft', async () => {
    // A database of its own: versions are published and archived here, which other tests must not see.
    const app = await pg.newApp();
    const db = app.get(DataSource);
    const { alice } = await createTenantUsers(app);
    const flow = flowOf(6);
    const id = await insertOrder(app, 6, {
      userId: alice.id,
      prescription: PRESCRIPTION,
      purchaseData: {
        status: 'ACTIVE',
        purchaseId: 'V-1',
        nextBillDate: '2099-01-10',
        billingIntervalDays: 30,
      },
    });
    const keep = {
      '1': pick(flow, 1, { reason: 'reached_my_goal' }),
      '5': pick(flow, 5, { outcome: 'keep' }),
    };
    const pause = { '1': pick(flow, 1, { reason: 'travelling' }), '3': pick(flow, 3, { outcome: 'pause' }) };
    const submit = (answers: StartData, version: number) =>
      app.inject({
        method: 'POST',
        url: `/api/subscriptions/${id}/cancellation`,
        headers: headers(alice),
        payload: { key: 'cancellation', version, answers },
      });

    // A draft v2 of the same document: not a version customers saw.
    await db.query(
      `INSERT INTO flow_versions (tenant_id, key, version, status, document)
       SELECT tenant_id, key, 2, 'draft', jsonb_set(jsonb_set(document, '{version}', '2'), '{status}', '"draft"')
         FROM flow_versions WHERE tenant_id = 6 AND key = 'cancellation' AND version = 1`,
    );
    const draft = await submit(keep, 2);
    expect(draft.statusCode).toBe(422);
    expect(draft.json().code).toBe('CANCELLATION_FLOW_UNKNOWN');

    // v2 published, v1 archived: a customer who started on v1 still completes it.
    await db.query(
      `UPDATE flow_versions SET status = 'archived' WHERE tenant_id = 6 AND key = 'cancellation' AND version = 1`,
    );
    await db.query(
      `UPDATE flow_versions SET status = 'published', published_at = now(),
              document = jsonb_set(document, '{status}', '"published"')
        WHERE tenant_id = 6 AND key = 'cancellation' AND version = 2`,
    );
    expect((await submit(keep, 1)).statusCode).toBe(200);
    expect((await submit(pause, 2)).statusCode).toBe(200);
    const log = (await db.query(
      `SELECT action, details->'version' AS version FROM subscription_events WHERE order_id = $1 ORDER BY id`,
      [id],
    )) as { action: string; version: number | null }[];
    expect(log.map((e) => [e.action, e.version])).toEqual([
      ['cancellation_flow', 1],
      ['pause', null],
      ['cancellation_flow', 2],
    ]);
  });
});

describe('the save rate of a cancellation flow version (GET /api/admin/flows/cancellation/versions/1/drop-off)', () => {
  it('counts completed flows per outcome and per question passed, in the tenant only', async () => {
    const app = await pg.newApp();
    const { alice, admin } = await createTenantUsers(app);
    const otherAdmin = await createUser(app, 7, 0);
    const flow = flowOf(6);
    let purchase = 0;
    const complete = async (answers: StartData) => {
      const orderId = await insertOrder(app, 6, {
        userId: alice.id,
        prescription: PRESCRIPTION,
        purchaseData: {
          status: 'ACTIVE',
          purchaseId: `S-${++purchase}`,
          nextBillDate: '2099-01-10',
          billingIntervalDays: 30,
        },
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/subscriptions/${orderId}/cancellation`,
        headers: headers(alice),
        payload: { key: 'cancellation', version: 1, answers },
      });
      expect(response.statusCode).toBe(200);
    };
    const report = (user: TestUser) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/flows/cancellation/versions/1/drop-off',
        headers: headers(user),
      });

    expect((await report(admin)).json().outcomes).toEqual({
      completed: 0,
      saved: 0,
      saveRate: null,
      byOutcome: { cancel: 0, pause: 0, skip: 0, accept_offer: 0, contact_support: 0, keep: 0 },
    });
    const expensive = pick(flow, 1, { reason: 'too_expensive' });
    await complete({
      '1': expensive,
      '2': pick(flow, 2, { to: 5 }),
      '5': pick(flow, 5, { outcome: 'cancel' }),
    });
    await complete({ '1': expensive, '2': pick(flow, 2, { outcome: 'accept_offer' }) });
    await complete({ '1': pick(flow, 1, { reason: 'travelling' }), '3': pick(flow, 3, { outcome: 'skip' }) });
    await complete({
      '1': pick(flow, 1, { reason: 'reached_my_goal' }),
      '5': pick(flow, 5, { outcome: 'keep' }),
    });

    const response = await report(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectShape('FlowDropOffResponse', body);
    expect(body.intakes).toBe(4);
    expect(body.outcomes).toEqual({
      completed: 4,
      saved: 3,
      saveRate: 0.75,
      byOutcome: { cancel: 1, pause: 0, skip: 1, accept_offer: 1, contact_support: 0, keep: 1 },
    });
    expect(
      body.questions.map((q: { questionId: number; reached: number }) => [q.questionId, q.reached]),
    ).toEqual([
      [1, 4],
      [2, 2],
      [3, 1],
      [4, 0],
      [5, 2],
    ]);
    // Another tenant's admin sees their own version's figures; a customer none.
    expect((await report(otherAdmin)).json().outcomes.completed).toBe(0);
    expect((await report(alice)).statusCode).toBe(403);
  });
});
