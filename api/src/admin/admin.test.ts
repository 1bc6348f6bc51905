import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FlowVersion } from '@telehealth/schemas';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  db,
  insertEvents,
  insertOrder,
  insertUser,
  publishedIntake,
  seededAdminId,
  TEST_PASSWORD,
  tokenFor,
} from '../testing/admin-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { AdminUsersService } from './admin-users.service.js';

const pg = useTestPostgres();

/** Every route of the admin area (flows excepted), each with a method and a URL that exists in tenant 6. */
const ROUTES: ['GET' | 'POST' | 'PATCH', string, unknown?][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/{order}'],
  ['GET', '/api/admin/orders/{order}/replay'],
  ['GET', '/api/admin/questions?flow=intake'],
  ['GET', '/api/admin/questions/1?flow=intake'],
  ['POST', '/api/admin/users', { email: 'route-check@example.com', role: 1, password: TEST_PASSWORD }],
  ['PATCH', '/api/admin/users/{customer}', { role: 2 }],
  ['POST', '/api/admin/orders/{order}/refund', {}],
  ['POST', '/api/admin/users/{customer}/deactivate'],
  ['POST', '/api/admin/users/{customer}/reactivate'],
];

/** The routes agents may use too (admin-users.test.ts checks what they answer an agent). */
const STAFF_ROUTES: ['GET' | 'POST', string][] = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/{customer}'],
  ['GET', '/api/admin/users/{customer}/overview'],
];

describe('admin API', () => {
  let app: NestFastifyApplication;
  let admin6: number;
  let admin7: number;
  let customer6: number;
  let agent6: number;
  let order6: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await pg.newApp();
    admin6 = await seededAdminId(app, 6);
    admin7 = await seededAdminId(app, 7);
    customer6 = await insertUser(app, 6, 'customer@example.com', 1);
    agent6 = await insertUser(app, 6, 'agent@example.com', 2);
    order6 = await insertOrder(app, 6, { created: 'access-order', userId: customer6 });
    tokens['admin6'] = await tokenFor(app, 6, admin6, 0);
    tokens['admin7'] = await tokenFor(app, 7, admin7, 0);
    tokens['customer6'] = await tokenFor(app, 6, customer6, 1);
    tokens['agent6'] = await tokenFor(app, 6, agent6, 2);
  }, 120_000);

  const url = (template: string) =>
    template.replace('{order}', String(order6)).replace('{customer}', String(customer6));

  describe('access', () => {
    it.each(ROUTES)(
      '%s %s: 401 without a login token, 403 for a customer (and an agent on admin-only routes)',
      async (method, path, body) => {
        const target = url(path);
        const none = await call(app, method, target, { tenant: 6, payload: body });
        expect(none.statusCode).toBe(401);
        // Agents may read customers and orders (staff-access.test.ts covers what they see).
        const agentsToo = method === 'GET' && /^\/api\/admin\/(users|orders)(\/\{\w+\})?$/.test(path);
        for (const who of agentsToo ? ['customer6'] : ['customer6', 'agent6']) {
          const response = await call(app, method, target, { tenant: 6, token: tokens[who], payload: body });
          expect(response.statusCode, who).toBe(403);
          expect(response.json().message).toMatch(
            agentsToo
              ? /^This route needs role 0 or 2; the token has role 1$/
              : /^This route needs role 0; the token has role [12]$/,
          );
        }
        const otherTenant = await call(app, method, target, {
          tenant: 6,
          token: tokens['admin7'],
          payload: body,
        });
        expect(otherTenant.statusCode).toBe(403);
        expect(otherTenant.json().message).toBe('Token is for another tenant');
        // None of the refused calls wrote anything.
        const [{ n }] = await db(app).query(
          `SELECT count(*)::int AS n FROM users WHERE email = 'route-check@example.com'`,
        );
        expect(n).toBe(0);
        const [{ role }] = await db(app).query(`SELECT role FROM users WHERE id = $1`, [customer6]);
        expect(role).toBe(1);
      },
    );

    it.each(STAFF_ROUTES)('%s %s: 401 without a login token, 403 for a customer', async (method, path) => {
      const target = url(path);
      expect((await call(app, method, target, { tenant: 6 })).statusCode).toBe(401);
      const customer = await call(app, method, target, { tenant: 6, token: tokens['customer6'] });
      expect(customer.statusCode).toBe(403);
      expect(customer.json().message).toBe('This route needs role 0 or 2; the token has role 1');
      const otherTenant = await call(app, method, target, { tenant: 6, token: tokens['admin7'] });
      expect(otherTenant.statusCode).toBe(403);
    });

    it.each([...ROUTES, ...STAFF_ROUTES].filter(([method]) => method === 'GET'))(
      '%s %s answers an admin',
      async (method, path) => {
        const response = await call(app, method, url(path), { tenant: 6, token: tokens['admin6'] });
        expect(response.statusCode).toBe(200);
      },
    );

    it("records an admin's reads of patient data in the audit log", async () => {
      const response = await call(app, 'GET', `/api/admin/orders/${order6}`, {
        tenant: 6,
        token: tokens['admin6'],
      });
      expect(response.statusCode).toBe(200);
      const entries = await db(app).query(
        `SELECT actor_user_id, subject_user_id, resource, resource_id, status_code FROM audit_log
          WHERE tenant_id = 6 AND resource = 'order' AND resource_id = $1`,
        [String(order6)],
      );
      expect(entries).toContainEqual({
        actor_user_id: admin6,
        subject_user_id: customer6,
        resource: 'order',
        resource_id: String(order6),
        status_code: 200,
      });
    });

    it('refuses an admin token whose user has since been demoted', async () => {
      const former = await insertUser(app, 6, 'former-admin@example.com', 0);
      const token = await tokenFor(app, 6, former, 0);
      expect((await call(app, 'GET', '/api/admin/dashboard', { tenant: 6, token })).statusCode).toBe(200);
      await db(app).query(`UPDATE users SET role = 1 WHERE id = $1`, [former]);
      const response = await call(app, 'GET', '/api/admin/dashboard', { tenant: 6, token });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`User ${former} is no longer an admin of tenant 6`);
    });

    it("tenant 7's admin sees none of tenant 6's orders or users", async () => {
      const token = tokens['admin7'];
      expect((await call(app, 'GET', `/api/admin/orders/${order6}`, { tenant: 7, token })).statusCode).toBe(
        404,
      );
      expect(
        (await call(app, 'GET', `/api/admin/orders/${order6}/replay`, { tenant: 7, token })).statusCode,
      ).toBe(404);
      expect(
        (await call(app, 'GET', `/api/admin/users/${customer6}`, { tenant: 7, token })).json(),
      ).toMatchObject({
        statusCode: 404,
        message: `Unknown user: ${customer6}`,
      });
      const patch = await call(app, 'PATCH', `/api/admin/users/${customer6}`, {
        tenant: 7,
        token,
        payload: { role: 2 },
      });
      expect(patch.statusCode).toBe(404);
      const orders = (await call(app, 'GET', '/api/admin/orders?pageSize=100', { tenant: 7, token })).json();
      expect(orders.items.map((o: { orderId: string }) => o.orderId)).not.toContain(String(order6));
      const users = (await call(app, 'GET', '/api/admin/users?pageSize=100', { tenant: 7, token })).json();
      const ids = users.items.map((u: { id: number }) => u.id);
      expect(ids).toContain(admin7);
      for (const id of [admin6, customer6, agent6]) expect(ids).not.toContain(id);
    });
  });

  describe('GET /api/admin/dashboard', () => {
    it("computes tenant 7's figures from its orders, events, subscriptions and customers", async () => {
      const now = Date.now();
      const daysAgo = (days: number) => new Date(now - days * 24 * 3600 * 1000);
      // In flight today: one mid-intake, one at a hard stop, one that stopped and then went back.
      const midway = await insertOrder(app, 7, { created: 'dash-midway' });
      await insertEvents(app, 7, midway, [
        { kind: 'create', state: 'q1' },
        { kind: 'answer', state: 'q3' },
      ]);
      const stopped = await insertOrder(app, 7, { created: 'dash-stopped' });
      await insertEvents(app, 7, stopped, [
        { kind: 'create', state: 'q1' },
        { kind: 'hard_stop', state: 'stop1' },
      ]);
      const back = await insertOrder(app, 7, { created: 'dash-back' });
      await insertEvents(app, 7, back, [
        { kind: 'create', state: 'q1' },
        { kind: 'hard_stop', state: 'stop1' },
        { kind: 'back', state: 'q1' },
      ]);
      // Paid 3 days ago, waiting for the doctor, active subscription.
      await insertOrder(app, 7, {
        created: 'dash-pending',
        createdAt: daysAgo(3),
        paidAt: daysAgo(3),
        price: 100,
        purchaseStatus: 'ACTIVE',
      });
      // Started 10 days ago, paid now, paused subscription.
      await insertOrder(app, 7, {
        created: 'dash-paused',
        createdAt: daysAgo(10),
        paidAt: new Date(now),
        price: 50.25,
        orderStatus: 'COMPLETE',
        purchaseStatus: 'PAUSED',
      });
      // A subscription started 40 days ago whose rebill 5 days ago was cancelled: one cancelled subscription.
      const original = await insertOrder(app, 7, {
        created: 'dash-original',
        createdAt: daysAgo(40),
        paidAt: daysAgo(40),
        price: 70,
        orderStatus: 'COMPLETE',
        purchaseStatus: 'ACTIVE',
      });
      await insertOrder(app, 7, {
        created: 'dash-rebill',
        createdAt: daysAgo(5),
        paidAt: daysAgo(5),
        price: 70,
        orderStatus: 'CANCELLED',
        purchaseStatus: 'CANCELLED',
        originalOrderId: original,
      });
      await insertUser(app, 7, 'first-customer@example.com', 1);
      await insertUser(app, 7, 'second-customer@example.com', 1);
      await insertUser(app, 7, 'an-agent@example.com', 2);
      // Tenant 6 data must not count.
      await insertOrder(app, 6, { created: 'dash-other-tenant', paidAt: new Date(now), price: 999 });

      const response = await call(app, 'GET', '/api/admin/dashboard', { tenant: 7, token: tokens['admin7'] });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expectShape('AdminDashboardResponse', body);
      expect(body).toMatchObject({
        today: { ordersStarted: 3, paidOrders: 1, revenue: 50.25 },
        last7Days: { ordersStarted: 5, paidOrders: 3, revenue: 220.25 },
        last30Days: { ordersStarted: 6, paidOrders: 3, revenue: 220.25 },
        intakesInFlight: 2,
        intakesAtHardStop: 1,
        pendingWithDoctor: 1,
        intakeStates: { in_progress: 2, hard_stop: 1, pending_clinician: 1, approved: 2, cancelled: 1 },
        subscriptions: { active: 1, paused: 1, cancelled: 1 },
        customers: 2,
      });
      const generatedAt = Date.parse(body.generatedAt);
      expect(Date.parse(body.today.since)).toBe(Date.parse(`${body.generatedAt.slice(0, 10)}T00:00:00Z`));
      expect(generatedAt - Date.parse(body.last7Days.since)).toBe(7 * 24 * 3600 * 1000);
      expect(generatedAt - Date.parse(body.last30Days.since)).toBe(30 * 24 * 3600 * 1000);
    });
  });

  describe('questions', () => {
    it('lists the published questions with their hard-stop flags, and the draft once there is one', async () => {
      const token = tokens['admin6'];
      const before = await call(app, 'GET', '/api/admin/questions', { tenant: 6, token });
      expect(before.statusCode).toBe(200);
      const listed = before.json();
      expectShape('AdminQuestionListResponse', listed);
      const published = (await publishedIntake(app, 6)).document as FlowVersion;
      expect(listed.flow).toBe('intake');
      expect(listed.draft).toBeNull();
      expect(listed.published.version).toBe(published.version);
      expect(listed.published.questions.map((q: { question: { id: number } }) => q.question.id)).toEqual(
        published.questions.map((q) => q.id),
      );
      const flags = Object.fromEntries(
        listed.published.questions.map(
          (q: { question: { id: number }; stops: boolean; content: boolean }) => [
            q.question.id,
            { stops: q.stops, content: q.content },
          ],
        ),
      );
      for (const question of published.questions) {
        const stops =
          question.is_hard_stop &&
          ((question.hard_stop_response?.length ?? 0) > 0 || question.hard_stop_when != null);
        expect(flags[question.id], `question ${question.id}`).toEqual({
          stops,
          content: question.type === 'image',
        });
      }
      expect(Object.values(flags).filter((f) => (f as { stops: boolean }).stops).length).toBeGreaterThan(0);

      // A draft (as the flow drafts API stores it): question 2 reworded, question 99 added.
      const draft: FlowVersion = structuredClone(published);
      draft.version = published.version + 1;
      draft.status = 'draft';
      draft.questions[1] = { ...draft.questions[1]!, title: 'Reworded in the draft' };
      draft.questions.push({ ...draft.questions[1]!, id: 99, title: 'Only in the draft' });
      await db(app).query(
        `INSERT INTO flow_versions (tenant_id, key, version, status, document) VALUES (6, 'intake', $1, 'draft', $2)`,
        [draft.version, JSON.stringify(draft)],
      );
      const after = (await call(app, 'GET', '/api/admin/questions?flow=intake', { tenant: 6, token })).json();
      expectShape('AdminQuestionListResponse', after);
      expect(after.draft).toMatchObject({ version: draft.version, status: 'draft' });
      expect(after.draft.questions).toHaveLength(published.questions.length + 1);

      const second = published.questions[1]!.id;
      const both = (await call(app, 'GET', `/api/admin/questions/${second}`, { tenant: 6, token })).json();
      expectShape('AdminQuestionResponse', both);
      expect(both.published.question.question.title).toBe(published.questions[1]!.title);
      expect(both.draft.question.question.title).toBe('Reworded in the draft');
      const onlyDraft = (
        await call(app, 'GET', '/api/admin/questions/99?flow=intake', { tenant: 6, token })
      ).json();
      expect(onlyDraft).toMatchObject({ published: null, draft: { version: draft.version } });

      const missing = await call(app, 'GET', '/api/admin/questions/98', { tenant: 6, token });
      expect(missing.json()).toMatchObject({
        statusCode: 404,
        message: 'Unknown question: 98 in the intake flow of tenant 6',
      });
      const bad = await call(app, 'GET', '/api/admin/questions?flow=survey', { tenant: 6, token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid query string: flow /);
      // Tenant 7 does not see tenant 6's draft.
      const other = (
        await call(app, 'GET', '/api/admin/questions', { tenant: 7, token: tokens['admin7'] })
      ).json();
      expect(other.draft).toBeNull();
    });

    it('answers null for a flow without a published version', async () => {
      const response = await call(app, 'GET', '/api/admin/questions?flow=quiz', {
        tenant: 6,
        token: tokens['admin6'],
      });
      expect(response.statusCode).toBe(200);
      expectShape('AdminQuestionListResponse', response.json());
    });
  });

  describe('users', () => {
    const users = (query: string, tenant = 6) =>
      call(app, 'GET', `/api/admin/users${query}`, {
        tenant,
        token: tokens[tenant === 6 ? 'admin6' : 'admin7'],
      });

    it('lists users with their order counts, by role and search, never with a password', async () => {
      const buyer = await insertUser(app, 6, 'Buyer.Search@Example.com', 1);
      await insertOrder(app, 6, { created: 'user-order-1', userId: buyer });
      await insertOrder(app, 6, { created: 'user-order-2', userId: buyer });
      const found = (await users('?q=buyer.search')).json();
      expectShape('AdminUserListResponse', found);
      expect(found).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(found.items[0]).toEqual({
        id: buyer,
        email: 'Buyer.Search@Example.com',
        name: null,
        role: 1,
        createdAt: expect.any(String),
        deactivatedAt: null,
        orderCount: 2,
      });
      expect((await users(`?q=${buyer}`)).json().items.map((u: { id: number }) => u.id)).toContain(buyer);
      const agents = (await users('?role=2')).json();
      expect(agents.items.every((u: { role: number }) => u.role === 2)).toBe(true);
      expect(agents.items.map((u: { id: number }) => u.id)).toContain(agent6);
      const paged = (await users('?pageSize=1&page=2')).json();
      expect(paged.items).toHaveLength(1);
      expect(paged.total).toBeGreaterThan(2);
      // Wildcards are literal.
      expect((await users('?q=%25')).json().total).toBe(0);
      for (const query of ['?role=3', '?pageSize=101', '?page=0', '?sort=email']) {
        expect((await users(query)).statusCode, query).toBe(400);
      }
      const one = await call(app, 'GET', `/api/admin/users/${buyer}`, { tenant: 6, token: tokens['admin6'] });
      expect(one.json()).toEqual(found.items[0]);
      expect(JSON.stringify(one.json())).not.toMatch(/password/i);
      const unknown = await call(app, 'GET', '/api/admin/users/99999999', {
        tenant: 6,
        token: tokens['admin6'],
      });
      expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Unknown user: 99999999' });
    });

    it('creates customers and agents whose password works, email unique per tenant regardless of case', async () => {
      const create = (payload: unknown, tenant = 6) =>
        call(app, 'POST', '/api/admin/users', {
          tenant,
          token: tokens[tenant === 6 ? 'admin6' : 'admin7'],
          payload,
        });
      const created = await create({ email: 'New.Agent@Example.com', role: 2, password: 'agent-password-1' });
      expect(created.statusCode).toBe(201);
      expectShape('AdminUser', created.json());
      expect(created.json()).toMatchObject({ email: 'New.Agent@Example.com', role: 2, orderCount: 0 });
      expect(JSON.stringify(created.json())).not.toMatch(/password|hash/i);
      const [{ password_hash: hash }] = await db(app).query(`SELECT password_hash FROM users WHERE id = $1`, [
        created.json().id,
      ]);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { token: DEV_TOKEN, tenant: '6', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'new.agent@example.com', password: 'agent-password-1' }),
      });
      expect(login.statusCode).toBe(200);

      const duplicate = await create({ email: 'NEW.agent@example.COM', role: 1 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(
        'A user with the email NEW.agent@example.COM already exists in this tenant',
      );
      // The same email in another tenant is another user.
      expect((await create({ email: 'new.agent@example.com', role: 1 }, 7)).statusCode).toBe(201);
      // Without a password: created, and no password logs in.
      const noPassword = await create({ email: 'no-password@example.com', role: 1 });
      expect(noPassword.statusCode).toBe(201);

      const count = async () =>
        (await db(app).query(`SELECT count(*)::int AS n FROM users WHERE tenant_id = 6`))[0].n;
      const before = await count();
      for (const payload of [
        { email: 'admin-by-post@example.com', role: 0 },
        { email: 'not-an-email', role: 1 },
        { email: 'short@example.com', role: 1, password: 'short' },
        { email: 'extra@example.com', role: 1, isAdmin: true },
        { role: 1 },
      ]) {
        const response = await create(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(/^Invalid body: /);
      }
      expect(await count()).toBe(before);
    });

    it('changes roles, but an admin cannot demote themselves nor the last admin be demoted', async () => {
      const patch = (id: number, payload: unknown, token = tokens['admin6']) =>
        call(app, 'PATCH', `/api/admin/users/${id}`, { tenant: 6, token, payload });

      const self = await patch(admin6, { role: 1 });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe('An admin cannot demote themselves');

      const promoted = await insertUser(app, 6, 'promoted@example.com', 1);
      const up = await patch(promoted, { role: 0 });
      expect(up.statusCode).toBe(200);
      expectShape('AdminUser', up.json());
      expect(up.json()).toMatchObject({ id: promoted, role: 0 });
      // The promoted admin demotes the seeded one: allowed, two admins remained before.
      const promotedToken = await tokenFor(app, 6, promoted, 0);
      const [{ n: adminsBefore }] = await db(app).query(
        `SELECT count(*)::int AS n FROM users WHERE tenant_id = 6 AND role = 0`,
      );
      expect((await patch(admin6, { role: 2 }, promotedToken)).json()).toMatchObject({ id: admin6, role: 2 });
      // The demoted admin's token no longer opens the admin area.
      expect((await patch(promoted, { role: 1 })).statusCode).toBe(403);
      // The remaining admins: none of them may be demoted once only one is left.
      await db(app).query(`UPDATE users SET role = 1 WHERE tenant_id = 6 AND role = 0 AND id <> $1`, [
        promoted,
      ]);
      const service = app.get(AdminUsersService);
      await expect(service.updateRole(6, admin6, promoted, { role: 1 })).rejects.toThrow(
        `User ${promoted} is the last admin of tenant 6 and cannot be demoted`,
      );
      const [{ role }] = await db(app).query(`SELECT role FROM users WHERE id = $1`, [promoted]);
      expect(role).toBe(0);
      expect(adminsBefore).toBeGreaterThanOrEqual(2);

      expect((await patch(customer6, { role: 5 }, promotedToken)).statusCode).toBe(400);
      expect((await patch(customer6, {}, promotedToken)).statusCode).toBe(400);
      // Restore the seeded admin for the other tests.
      expect((await patch(admin6, { role: 0 }, promotedToken)).statusCode).toBe(200);
    });
  });
});
