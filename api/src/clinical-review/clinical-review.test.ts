import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  validate,
  type AdvData,
  type EmailJobData,
  type Shipping,
  type StartData,
} from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { CLINICIAN_VISIT_JOB } from '../jobs/job-names.js';
import { listJobs, waitForJob } from '../jobs/wait-for-job.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const TENANT = 7;
const title = (id: number) =>
  tenantData(TENANT)
    .flows.find((f) => f.key === 'intake' && f.status === 'published')!
    .questions.find((q) => q.id === id)!.title;
const answer = (id: number, value: unknown): StartData => ({
  [String(id)]: { value, question: title(id) } as never,
});

/** Tenant 7's intake stopped at its BMI question (5 ft 9 in, 128 lb: BMI 18.9, below 27). */
const stoppedAtBmi = (dob: string): StartData => ({
  ...answer(1, dob),
  ...answer(2, 'Male'),
  ...answer(4, { feet: 5, inches: 9, pounds: 128 }),
});

/** Tenant 7's intake answered to checkout with BMI 28.1 (5 ft 9 in, 190 lb). */
const completeWithBmi28 = (dob: string): StartData => ({
  ...answersAlong(seededIntake(TENANT), (state) => state === 'checkout').at(-1)!,
  ...answer(1, dob),
  ...answer(4, { feet: 5, inches: 9, pounds: 190 }),
});

const shipping = (email: string, firstName = 'Jordan', lastName = 'Rivera'): Shipping => ({
  firstName,
  lastName,
  address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
  email,
  phone: '5035550143',
});

describe('clinical review of an intake paid after a hard stop of the same person', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let adminToken: string;
  let serial = 0;
  const headers = (bearer?: string) => ({
    token: DEV_TOKEN,
    tenant: String(TENANT),
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  });

  /** A new intake with these answers saved; answers its created value and state. */
  async function intake(startData: StartData, advData: AdvData = testAdvData, bearer?: string) {
    const created = `${Date.now()}-review${String(++serial).padStart(4, '0')}`;
    const made = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: headers(bearer),
      payload: { created, advData },
    });
    expect(made.statusCode).toBe(201);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers: headers(bearer),
      payload: { created, columns: { startData } },
    });
    expect(saved.statusCode).toBe(200);
    return { created, orderId: Number(made.json().orderId), state: saved.json().state as string };
  }
  const pay = (created: string, to: Shipping) =>
    app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: headers(),
      payload: {
        created,
        products: [{ med: 701, dosage: '3 mg' }],
        shipping: to,
        payment: {
          paySource: 'CREDITCARD',
          card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' },
        },
      },
    });
  const flagsOf = async (orderId: number) =>
    (await db.query(
      `SELECT id, kind, user_id, reason, details, resolved_at FROM clinical_review_flags WHERE order_id = $1`,
      [orderId],
    )) as {
      id: number;
      kind: string;
      user_id: number;
      reason: string;
      details: unknown;
      resolved_at: Date | null;
    }[];
  const visitOf = async (orderId: number) =>
    ((await db.query(`SELECT beluga FROM orders WHERE id = $1`, [orderId])) as { beluga: unknown }[])[0]!
      .beluga;
  const visitJobDone = (orderId: number) =>
    waitForJob<{ orderId: number }>(db, CLINICIAN_VISIT_JOB, {
      match: (job) => job.data.orderId === orderId,
    });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: headers(adminToken), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    // The sandbox clinician decides after an hour: a created visit stays PENDING for the test's life.
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '3600' } });
    db = app.get(DataSource);
    const [row] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, 'clinician@evenwell.test', 'x', 0) RETURNING id`,
      [TENANT],
    )) as { id: number }[];
    adminToken = await app.get(JwtService).sign({ userId: row!.id, role: 0, tenantId: TENANT });
  });

  it('flags a BMI-28 intake paid at once after a BMI-19 hard stop, holds its clinician visit until a clinician resolves it', async () => {
    const dob = '1985-04-12';
    const stopped = await intake(stoppedAtBmi(dob));
    expect(stopped.state).toBe('stop4');

    const retry = await intake(completeWithBmi28(dob));
    expect(retry.state).toBe('checkout');
    const paid = await pay(retry.created, shipping('jordan.rivera@example.com'));
    expect(paid.statusCode).toBe(200);

    const [flag] = await flagsOf(retry.orderId);
    expect(await flagsOf(retry.orderId)).toHaveLength(1);
    // The new account the checkout made for the shipping email (an anonymous answer names no account).
    const [owner] = (await db.query(`SELECT user_id FROM orders WHERE id = $1`, [retry.orderId])) as {
      user_id: number;
    }[];
    expect(owner?.user_id).toEqual(expect.any(Number));
    expect(flag).toMatchObject({
      kind: 'repeat_after_hard_stop',
      user_id: owner!.user_id,
      resolved_at: null,
      details: {
        stoppedOrders: [
          {
            orderId: String(stopped.orderId),
            questionId: 4,
            message: expect.stringContaining('BMI is below 27'),
            matchedBy: ['dob_client'],
          },
        ],
      },
    });
    expect(flag!.reason).toContain(`intake ${stopped.orderId}`);

    // The clinician visit job ran, and held the visit.
    expect((await visitJobDone(retry.orderId)).state).toBe('completed');
    expect(await visitOf(retry.orderId)).toBeNull();

    // The care team is told, once, without patient data.
    const alert = await waitForJob<EmailJobData>(db, 'email.send', {
      match: (job) =>
        job.data.kind === 'care_team_alert' && job.data.event.properties['orderId'] === String(retry.orderId),
    });
    expect(alert.state).toBe('completed');
    expect(alert.data.event.profile.email).toBe('care@evenwell.com');
    expect(JSON.stringify(alert.data)).not.toMatch(/1985|Rivera|jordan/i);

    // Admins see it: the flag list, the order list filter and count, the order detail.
    const list = await admin('GET', '/api/admin/review-flags');
    expect(list.statusCode).toBe(200);
    expect(validate('ReviewFlagListResponse', list.json()).ok).toBe(true);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: flag!.id, orderId: String(retry.orderId), created: retry.created }),
    );
    const orders = await admin('GET', '/api/admin/orders?status=review');
    expect(validate('AdminOrderListResponse', orders.json()).ok).toBe(true);
    expect(orders.json().items).toEqual([
      expect.objectContaining({ orderId: String(retry.orderId), openReviewFlags: 1 }),
    ]);
    const detail = await admin('GET', `/api/admin/orders/${retry.orderId}`);
    expect(validate('AdminOrderDetailResponse', detail.json()).ok).toBe(true);
    expect(detail.json().reviewFlags).toEqual([expect.objectContaining({ id: flag!.id, resolvedAt: null })]);

    // A clinician resolves it: the visit is created now.
    const note = 'Reviewed both intakes with the patient by phone: weight confirmed at 190 lb. Dr. Ames';
    const resolved = await admin('POST', `/api/admin/review-flags/${flag!.id}/resolve`, { note });
    expect(resolved.statusCode).toBe(200);
    expect(validate('ReviewFlag', resolved.json()).ok).toBe(true);
    expect(resolved.json()).toMatchObject({ resolutionNote: note, resolvedAt: expect.any(String) });
    const jobs = async () =>
      (await listJobs<{ orderId: number }>(db, CLINICIAN_VISIT_JOB)).filter(
        (job) => job.data.orderId === retry.orderId,
      );
    for (let i = 0; i < 200 && (await visitOf(retry.orderId)) === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await visitOf(retry.orderId)).toMatchObject({ status: 'PENDING' });
    expect(await jobs()).toHaveLength(2);

    const again = await admin('POST', `/api/admin/review-flags/${flag!.id}/resolve`, { note });
    expect(again.statusCode).toBe(409);
    expect((await admin('GET', '/api/admin/orders?status=review')).json().items).toEqual([]);
  });

  it('matches a logged-in customer who stopped, paying again under another case of their email', async () => {
    const [customer] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, 'Pat.Lee@Example.com', 'x', 1) RETURNING id`,
      [TENANT],
    )) as { id: number }[];
    const token = await app.get(JwtService).sign({ userId: customer!.id, role: 1, tenantId: TENANT });
    const stopped = await intake(stoppedAtBmi('1990-02-03'), testAdvData, token);
    expect(stopped.state).toBe('stop4');

    // Another device and another date of birth typed: the email ties them.
    const retry = await intake(completeWithBmi28('1990-03-02'), {
      ...testAdvData,
      ip_address: '198.51.100.20',
    });
    expect((await pay(retry.created, shipping('PAT.LEE@example.COM', 'Pat', 'Lee'))).statusCode).toBe(200);
    // Paid without a login, the order is held until the account owner claims it, so no account ties it yet:
    // the email does.
    const [flag] = await flagsOf(retry.orderId);
    expect(flag?.details).toMatchObject({
      stoppedOrders: [{ orderId: String(stopped.orderId), matchedBy: ['email'] }],
    });
  });

  it('does not flag another person, nor a hard stop outside its window', async () => {
    // Same device, another date of birth: someone else in the household.
    const stopped = await intake(stoppedAtBmi('1970-01-01'));
    expect(stopped.state).toBe('stop4');
    const other = await intake(completeWithBmi28('1972-06-30'));
    expect((await pay(other.created, shipping('someone.else@example.com'))).statusCode).toBe(200);
    expect(await flagsOf(other.orderId)).toEqual([]);
    expect((await visitJobDone(other.orderId)).state).toBe('completed');
    expect(await visitOf(other.orderId)).toMatchObject({ status: 'PENDING' });

    // Same date of birth and device, but the hard stop was two days ago: the device alone ties nothing then.
    await pastHardStop(stoppedAtBmi('1960-05-05'), 2, null);
    const days = await intake(completeWithBmi28('1960-05-05'));
    expect((await pay(days.created, shipping('days@example.com'))).statusCode).toBe(200);
    expect(await flagsOf(days.orderId)).toEqual([]);

    // The same account, but the hard stop was more than a year ago.
    const [customer] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, 'year@example.com', 'x', 1) RETURNING id`,
      [TENANT],
    )) as { id: number }[];
    await pastHardStop(stoppedAtBmi('1961-06-06'), 400, customer!.id);
    const year = await intake(completeWithBmi28('1961-06-06'), { ...testAdvData, ip_address: '192.0.2.9' });
    expect((await pay(year.created, shipping('year@example.com'))).statusCode).toBe(200);
    expect(await flagsOf(year.orderId)).toEqual([]);
    // Within the year it would have been: the check is the window, not the account.
    await pastHardStop(stoppedAtBmi('1961-06-06'), 300, customer!.id);
    const within = await intake(completeWithBmi28('1961-06-06'), { ...testAdvData, ip_address: '192.0.2.9' });
    expect((await pay(within.created, shipping('year@example.com'))).statusCode).toBe(200);
    expect((await flagsOf(within.orderId)).map((flag) => flag.kind)).toEqual(['repeat_after_hard_stop']);
  });

  /** An unpaid intake of tenant 7 that hit its BMI hard stop `daysAgo` days ago. */
  async function pastHardStop(startData: StartData, daysAgo: number, userId: number | null): Promise<number> {
    const [order] = (await db.query(
      `INSERT INTO orders (tenant_id, created, flow_version_id, flow_version, adv_data, start_data, user_id, created_at)
       SELECT $1, $2, id, version, $3, $4, $5, now() - make_interval(days => $6)
         FROM flow_versions WHERE tenant_id = $1 AND key = 'intake' AND status = 'published'
       RETURNING id, flow_version`,
      [TENANT, `${Date.now()}-past${++serial}`, testAdvData, startData, userId, daysAgo],
    )) as { id: number; flow_version: number }[];
    await db.query(
      `INSERT INTO intake_events (tenant_id, order_id, kind, question_id, state, answers, flow_version, occurred_at)
       VALUES ($1, $2, 'hard_stop', 4, 'stop4', $3, $4, now() - make_interval(days => $5))`,
      [TENANT, order!.id, startData, order!.flow_version, daysAgo],
    );
    return order!.id;
  }
});
