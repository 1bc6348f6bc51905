import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AdminUserOverviewResponse, PurchaseData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { LOGIN_REVOKED } from '../auth/guards/auth.guard.js';
import { PaymentLedger } from '../integrations/payment/payment-ledger.service.js';

import { insertOrder, PRESCRIPTION } from '../testing/account-fixtures.js';
import { call, db, insertUser, seededAdminId, TEST_PASSWORD, tokenFor } from '../testing/admin-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { AdminUsersService } from './admin-users.service.js';

const pg = useTestPostgres();

const ACTIVE: PurchaseData = {
  status: 'ACTIVE',
  purchaseId: 'P-users-1',
  nextBillDate: '2099-01-10',
  billingIntervalDays: 30,
};

describe('admin users: agents, set-password links, deactivation, the customer overview', () => {
  let app: NestFastifyApplication;
  let admin6: number;
  let agent6: number;
  let customer6: number;
  let admin7: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await pg.newApp();
    admin6 = await seededAdminId(app, 6);
    admin7 = await seededAdminId(app, 7);
    agent6 = await insertUser(app, 6, 'users-agent@example.com', 2);
    customer6 = await insertUser(app, 6, 'users-customer@example.com', 1);
    tokens['admin6'] = await tokenFor(app, 6, admin6, 0);
    tokens['admin7'] = await tokenFor(app, 7, admin7, 0);
    tokens['agent6'] = await tokenFor(app, 6, agent6, 2);
    tokens['customer6'] = await tokenFor(app, 6, customer6, 1);
  }, 120_000);

  const as = (who: string) => ({ tenant: who.endsWith('7') ? 7 : 6, token: tokens[who] });
  const login = (email: string, password: string, tenant = 6) =>
    call(app, 'POST', '/api/auth/login', { tenant, payload: { email, password } });
  /** The set-password emails queued to `email`, oldest first, with the link's token. */
  const setupEmails = async (email: string) => {
    const rows = (await db(app).query(
      `SELECT payload FROM outbound_emails WHERE kind = 'account_setup' AND "to" = $1 ORDER BY id`,
      [email],
    )) as { payload: unknown }[];
    return rows.map(({ payload }) => {
      const token = /token=([A-Za-z0-9_-]+)&purpose=account_setup/.exec(JSON.stringify(payload))?.[1];
      return { token };
    });
  };

  it('agents list and open customers only; a staff user is a 404 to them', async () => {
    const list = await call(app, 'GET', '/api/admin/users?role=0&pageSize=100', as('agent6'));
    expect(list.statusCode).toBe(200);
    expectShape('AdminUserListResponse', list.json());
    const roles = new Set(list.json().items.map((user: { role: number }) => user.role));
    expect([...roles]).toEqual([1]);
    expect((await call(app, 'GET', `/api/admin/users/${customer6}`, as('agent6'))).statusCode).toBe(200);
    for (const id of [admin6, agent6, 99999999]) {
      const response = await call(app, 'GET', `/api/admin/users/${id}`, as('agent6'));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe(`Unknown user: ${id}`);
      expect((await call(app, 'GET', `/api/admin/users/${id}/overview`, as('agent6'))).statusCode).toBe(404);
      const link = await call(app, 'POST', `/api/admin/users/${id}/set-password-link`, as('agent6'));
      expect(link.statusCode).toBe(404);
    }
    // Admin-only actions stay refused to agents.
    for (const action of ['deactivate', 'reactivate']) {
      const response = await call(app, 'POST', `/api/admin/users/${customer6}/${action}`, as('agent6'));
      expect(response.statusCode).toBe(403);
    }
    const create = await call(app, 'POST', '/api/admin/users', {
      ...as('agent6'),
      payload: { email: 'by-agent@example.com', role: 2 },
    });
    expect(create.statusCode).toBe(403);
    // Another tenant's admin: another tenant's id is a 404.
    expect((await call(app, 'GET', `/api/admin/users/${customer6}`, as('admin7'))).statusCode).toBe(404);
  });

  it('creates an agent with a name and a set-password link whose email sets the password and logs in', async () => {
    const created = await call(app, 'POST', '/api/admin/users', {
      ...as('admin6'),
      payload: { email: 'Linked.Agent@example.com', role: 2, name: 'Lin Agent', sendSetPasswordLink: true },
    });
    expect(created.statusCode).toBe(201);
    expectShape('AdminUser', created.json());
    expect(created.json()).toMatchObject({ name: 'Lin Agent', role: 2, deactivatedAt: null });
    const [email] = await setupEmails('Linked.Agent@example.com');
    expect(email?.token).toBeDefined();
    const reset = await call(app, 'POST', '/api/auth/reset', {
      tenant: 6,
      payload: { token: email!.token, password: 'agent-chosen-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('linked.agent@example.com', 'agent-chosen-password')).statusCode).toBe(200);
    // The staff audit names the new user as the subject.
    const audited = await db(app).query(
      `SELECT 1 FROM audit_log WHERE tenant_id = 6 AND actor_user_id = $1 AND subject_user_id = $2`,
      [admin6, created.json().id],
    );
    expect(audited.length).toBeGreaterThan(0);
  });

  it('sends a customer a set-password link (agents too), audited and rate-limited like recover', async () => {
    const customer = await insertUser(app, 6, 'link-me@example.com', 1);
    const send = (who: string) =>
      call(app, 'POST', `/api/admin/users/${customer}/set-password-link`, { ...as(who), ip: '10.9.8.7' });
    const first = await send('agent6');
    expect(first.statusCode).toBe(200);
    expectShape('AdminSetPasswordLinkResponse', first.json());
    expect(first.json().email).toBe('link-me@example.com');
    expect(await setupEmails('link-me@example.com')).toHaveLength(1);
    const audit = await db(app).query(
      `SELECT actor_user_id, subject_user_id FROM audit_log WHERE resource = 'user_password_link' AND subject_user_id = $1`,
      [customer],
    );
    expect(audit).toEqual([{ actor_user_id: agent6, subject_user_id: customer }]);
    expect((await send('admin6')).statusCode).toBe(200);
    expect((await send('agent6')).statusCode).toBe(200);
    const limited = await send('agent6');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await setupEmails('link-me@example.com')).toHaveLength(3);
  });

  it('deactivates a customer: tokens, login, masquerade, links and mail refused at once; reactivation lets them log in again', async () => {
    const email = 'deactivate-me@example.com';
    await call(app, 'POST', '/api/admin/users', {
      ...as('admin6'),
      payload: { email, role: 1, password: TEST_PASSWORD },
    });
    const [{ id }] = (await db(app).query(`SELECT id FROM users WHERE email = $1`, [email])) as [
      { id: number },
    ];
    const token = await tokenFor(app, 6, id, 1);
    const own = () => call(app, 'GET', '/api/subscriptions', { tenant: 6, token });
    expect((await own()).statusCode).toBe(200);
    const unusedLink = await call(app, 'POST', `/api/admin/users/${id}/set-password-link`, as('admin6'));
    expect(unusedLink.statusCode).toBe(200);

    const off = await call(app, 'POST', `/api/admin/users/${id}/deactivate`, as('admin6'));
    expect(off.statusCode).toBe(200);
    expect(off.json().deactivatedAt).toEqual(expect.any(String));
    const refused = await own();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'USER_DEACTIVATED' });
    const rightPassword = await login(email, TEST_PASSWORD);
    expect(rightPassword.statusCode).toBe(403);
    expect(rightPassword.json()).toMatchObject({ code: 'USER_DEACTIVATED' });
    // A wrong password says what it says for anyone.
    expect((await login(email, 'not-the-password')).statusCode).toBe(401);
    const mask = await call(app, 'POST', '/api/auth/masquerade', {
      ...as('agent6'),
      payload: { userId: id },
    });
    expect(mask.statusCode).toBe(403);
    expect(mask.json()).toMatchObject({ code: 'USER_DEACTIVATED' });
    const link = await call(app, 'POST', `/api/admin/users/${id}/set-password-link`, as('admin6'));
    expect(link.statusCode).toBe(403);
    // The link sent before deactivation no longer sets a password.
    const [earlier] = await setupEmails(email);
    const spend = await call(app, 'POST', '/api/auth/reset', {
      tenant: 6,
      payload: { token: earlier!.token, password: 'sneaky-new-password' },
    });
    expect(spend.statusCode).toBe(400);
    // Deactivating again changes nothing; the list filters by status.
    expect(
      (await call(app, 'POST', `/api/admin/users/${id}/deactivate`, as('admin6'))).json().deactivatedAt,
    ).toBe(off.json().deactivatedAt);
    const deactivated = await call(
      app,
      'GET',
      '/api/admin/users?status=deactivated&pageSize=100',
      as('admin6'),
    );
    expect(deactivated.json().items.map((user: { id: number }) => user.id)).toContain(id);
    const active = await call(app, 'GET', '/api/admin/users?status=active&pageSize=100', as('admin6'));
    expect(active.json().items.map((user: { id: number }) => user.id)).not.toContain(id);

    const on = await call(app, 'POST', `/api/admin/users/${id}/reactivate`, as('admin6'));
    expect(on.statusCode).toBe(200);
    expect(on.json().deactivatedAt).toBeNull();
    // The tokens of before the deactivation stay dead (whoever held them lost them with it): a new login works.
    const stale = await own();
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(LOGIN_REVOKED);
    const again = await login(email, TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    const fresh = await call(app, 'GET', '/api/subscriptions', { tenant: 6, token: again.json().token });
    expect(fresh.statusCode).toBe(200);
  });

  it("deactivates an agent's access at once; an admin cannot deactivate themselves or the last active admin", async () => {
    const agent = await insertUser(app, 6, 'agent-to-stop@example.com', 2);
    const agentToken = await tokenFor(app, 6, agent, 2);
    expect((await call(app, 'GET', '/api/admin/users', { tenant: 6, token: agentToken })).statusCode).toBe(
      200,
    );
    expect((await call(app, 'POST', `/api/admin/users/${agent}/deactivate`, as('admin6'))).statusCode).toBe(
      200,
    );
    const after = await call(app, 'GET', '/api/admin/users', { tenant: 6, token: agentToken });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('USER_DEACTIVATED');

    const self = await call(app, 'POST', `/api/admin/users/${admin6}/deactivate`, as('admin6'));
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'USER_SELF_CHANGE_REFUSED' });
    // Two admins deactivating each other at once: the admin rows are locked, one wins, one is the last.
    const second = await insertUser(app, 6, 'second-admin@example.com', 0);
    const others = (await db(app).query(
      `SELECT id FROM users WHERE tenant_id = 6 AND role = 0 AND id NOT IN ($1, $2)`,
      [admin6, second],
    )) as { id: number }[];
    await db(app).query(`UPDATE users SET deactivated_at = now() WHERE id = ANY($1)`, [
      others.map((o) => o.id),
    ]);
    const service = app.get(AdminUsersService);
    const results = await Promise.allSettled([
      service.deactivate(6, admin6, second),
      service.deactivate(6, second, admin6),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as { code?: string }).code).toBe('USER_LAST_ADMIN');
    const [{ n }] = (await db(app).query(
      `SELECT count(*)::int AS n FROM users WHERE tenant_id = 6 AND role = 0 AND deactivated_at IS NULL`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    // Restore every admin for the other tests (a deactivation ended the logins of the one it reached).
    await db(app).query(`UPDATE users SET deactivated_at = NULL WHERE tenant_id = 6 AND role = 0`);
    tokens['admin6'] = await tokenFor(app, 6, admin6, 0);
  });

  it("shows a customer's orders, subscriptions, threads, follow-ups and timeline with who acted, audited", async () => {
    const orderId = await insertOrder(app, 6, {
      userId: customer6,
      prescription: PRESCRIPTION,
      purchaseData: ACTIVE,
    });
    const paused = await call(app, 'POST', `/api/subscriptions/${orderId}/pause`, as('agent6'));
    expect(paused.statusCode).toBe(200);
    const resumed = await call(app, 'POST', `/api/subscriptions/${orderId}/resume`, as('customer6'));
    expect(resumed.statusCode).toBe(200);
    // The customer is emailed about the agent's pause as about their own resume.
    const emails = await db(app).query(
      `SELECT 1 FROM outbound_emails WHERE kind = 'subscription_changed' AND "to" = 'users-customer@example.com'`,
    );
    expect(emails).toHaveLength(2);

    const response = await call(app, 'GET', `/api/admin/users/${customer6}/overview`, as('agent6'));
    expect(response.statusCode).toBe(200);
    expectShape('AdminUserOverviewResponse', response.json());
    const overview = response.json() as AdminUserOverviewResponse;
    expect(overview.user.id).toBe(customer6);
    expect(overview.orders.map((order) => order.orderId)).toContain(String(orderId));
    expect(overview.subscriptions.map((s) => s.orderId)).toContain(String(orderId));
    const [newest, older] = overview.timeline.filter((entry) => entry.kind === 'subscription');
    expect(newest).toMatchObject({
      action: 'resume',
      orderId: String(orderId),
      actor: { userId: customer6, isCustomer: true },
    });
    expect(older).toMatchObject({
      action: 'pause',
      actor: { userId: agent6, email: 'users-agent@example.com', role: 2, isCustomer: false },
    });
    expect(overview.timeline.some((entry) => entry.kind === 'order' && entry.action === 'paid')).toBe(true);
    const audit = await db(app).query(
      `SELECT actor_user_id, subject_user_id FROM audit_log WHERE resource = 'user_overview' AND subject_user_id = $1`,
      [customer6],
    );
    expect(audit).toContainEqual({ actor_user_id: agent6, subject_user_id: customer6 });

    const staff = await call(app, 'GET', `/api/admin/users/${agent6}/overview`, as('admin6'));
    expect(staff.statusCode).toBe(422);
    expect(staff.json().code).toBe('USER_NOT_A_CUSTOMER');
  });

  describe('POST /api/admin/orders/{id}/refund', () => {
    const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' };
    /** A paid order of customer6 whose total the ledger holds (authorised and settled), captured if asked. */
    const heldOrder = async (captured = false) => {
      const orderId = await insertOrder(app, 6, {
        userId: customer6,
        orderData: { orderStatus: 'PENDING', items: [{ txnType: 'AUTHORIZE', amount: 49.99 }] },
      });
      const ledger = app.get(PaymentLedger);
      const charge = await ledger.chargeOrder({
        tenantId: 6,
        orderId,
        amount: 49.99,
        card,
        description: 'x',
      });
      await app.get(DataSource).transaction((manager) => ledger.settle(manager, charge.payment));
      if (captured) await ledger.captureOrder(6, orderId);
      return orderId;
    };
    const refund = (orderId: number, who = 'admin6') =>
      call(app, 'POST', `/api/admin/orders/${orderId}/refund`, { ...as(who), payload: {} });
    const ledgerRows = (orderId: number) =>
      db(app).query(
        `SELECT kind, status, requested_by_user_id FROM payments WHERE order_id = $1 ORDER BY id`,
        [orderId],
      ) as Promise<{ kind: string; status: string; requested_by_user_id: number | null }[]>;

    it('voids a hold (the order cancelled) and refunds a capture, once, naming the admin; 409 after', async () => {
      const held = await heldOrder();
      const voided = await refund(held);
      expect(voided.statusCode).toBe(200);
      expectShape('AdminOrderRefundResponse', voided.json());
      expect(voided.json()).toMatchObject({
        kind: 'void',
        amount: 49.99,
        orderData: { orderStatus: 'CANCELLED' },
      });
      expect(voided.json().orderData.items.map((item: { txnType: string }) => item.txnType)).toEqual([
        'AUTHORIZE',
        'VOID',
      ]);
      expect(await ledgerRows(held)).toEqual([
        { kind: 'charge', status: 'voided', requested_by_user_id: null },
        { kind: 'void', status: 'approved', requested_by_user_id: admin6 },
      ]);
      const again = await refund(held);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ORDER_NOTHING_TO_REFUND');

      const captured = await heldOrder(true);
      expect((await refund(captured)).json()).toMatchObject({ kind: 'refund', amount: 49.99 });
      expect((await ledgerRows(captured)).map((row) => row.kind)).toEqual(['charge', 'capture', 'refund']);

      // The customer's timeline names the admin.
      const overview = (
        await call(app, 'GET', `/api/admin/users/${customer6}/overview`, as('admin6'))
      ).json();
      expect(overview.timeline).toContainEqual(
        expect.objectContaining({
          action: 'refund',
          orderId: String(captured),
          actor: expect.objectContaining({ userId: admin6, role: 0 }),
        }),
      );
      const audit = await db(app).query(
        `SELECT subject_user_id FROM audit_log WHERE resource = 'order_refund' AND resource_id = $1`,
        [String(captured)],
      );
      expect(audit).toEqual([{ subject_user_id: customer6 }]);
    });

    it('refunds once when two admins ask at the same moment', async () => {
      const orderId = await heldOrder(true);
      const answers = await Promise.all([refund(orderId), refund(orderId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await ledgerRows(orderId)).filter((row) => row.kind === 'refund')).toHaveLength(1);
      const [{ items }] = (await db(app).query(
        `SELECT order_data->'items' AS items FROM orders WHERE id = $1`,
        [orderId],
      )) as [{ items: { txnType: string }[] }];
      expect(items.filter((item) => item.txnType === 'REFUND')).toHaveLength(1);
    });

    it('moves no money for an order not paid; refuses agents, customers and other tenants', async () => {
      const unpaid = await insertOrder(app, 6, { userId: customer6, paid: false });
      const response = await refund(unpaid);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOTHING_TO_REFUND' });
      expect(await ledgerRows(unpaid)).toEqual([]);
      const orderId = await heldOrder();
      expect((await refund(orderId, 'agent6')).statusCode).toBe(403);
      expect((await refund(orderId, 'customer6')).statusCode).toBe(403);
      expect((await refund(orderId, 'admin7')).statusCode).toBe(404);
      expect(
        (await call(app, 'POST', '/api/admin/orders/99999999/refund', { ...as('admin6'), payload: {} }))
          .statusCode,
      ).toBe(404);
      expect(await ledgerRows(orderId)).toEqual([
        expect.objectContaining({ kind: 'charge', status: 'approved' }),
      ]);
    });
  });
});
