import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type Role } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registeredRoutes } from '../openapi/openapi.setup.js';
import { insertOrder, insertStaffAndCustomer, insertUserId } from '../testing/account-fixtures.js';
import { call, tokenFor, type CallOptions } from '../testing/admin-fixtures.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { AuditService } from './audit.service.js';
import { NON_PATIENT_ROUTES } from './non-patient-routes.js';

const pg = useTestPostgres();

/** Routes that answer staff with an event stream that stays open. */
const STAFF_EVENT_STREAMS = new Set(['GET /api/chat/inbox/events']);

interface Row {
  id: string;
  tenant_id: number;
  actor_user_id: number;
  actor_role: number;
  subject_user_id: number | null;
  masquerade: boolean;
  action: string;
  resource: string;
  resource_id: string | null;
  method: string;
  path: string;
  status_code: number;
  ip: string;
}

describe('audit log', () => {
  let app: NestFastifyApplication;
  let db: DataSource;

  const loginToken = (userId: number, role: Role, tenantId = 6) => tokenFor(app, tenantId, userId, role);
  /** A request from 10.9.8.7 unless another address is given. */
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: CallOptions = {},
  ) => call(app, method, url, { ip: '10.9.8.7', ...options });
  const lastId = async () =>
    String((await db.query(`SELECT coalesce(max(id), 0) AS id FROM audit_log`))[0].id);
  const entriesAfter = async (id: string) =>
    (await db.query(`SELECT * FROM audit_log WHERE id > $1 ORDER BY id`, [id])) as Row[];
  /** A whole row: a GET about the customer by `actor` as `role`, tenant 6, 200, 10.9.8.7, except `fields`. */
  const customerRead = (
    actor: number,
    role: Role,
    fields: Pick<Row, 'resource' | 'path'> & Partial<Row>,
  ): Omit<Row, 'id'> => ({
    tenant_id: 6,
    actor_user_id: actor,
    actor_role: role,
    subject_user_id: customer,
    masquerade: false,
    action: 'read',
    resource_id: null,
    method: 'GET',
    status_code: 200,
    ip: '10.9.8.7',
    ...fields,
  });
  const maskToken = async (staff: number, role: Role, userId: number, tenant = 6) => {
    const response = await send('POST', '/api/auth/masquerade', {
      tenant,
      token: await loginToken(staff, role, tenant),
      payload: { userId },
    });
    expect(response.statusCode).toBe(200);
    return response.json().maskToken as string;
  };

  let admin: number;
  let agent: number;
  let customer: number;
  let otherAdmin: number;

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ admin, agent, customer } = await insertStaffAndCustomer(app));
    otherAdmin = await insertUserId(app, 7, 0);
  }, 120_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('requests made with a mask token', () => {
    it('records each one with the agent, the customer, the path without query string and the ip', async () => {
      const token = await maskToken(agent, 2, customer);
      const before = await lastId();
      const me = await send('GET', `/api/auth/me?maskToken=${token}&x=1`, { token, ip: '10.1.2.3' });
      expect(me.statusCode).toBe(200);
      const second = await send('GET', '/api/auth/me', { token, ip: '10.1.2.4' });
      expect(second.statusCode).toBe(200);

      expect(await entriesAfter(before)).toMatchObject([
        customerRead(agent, 2, { masquerade: true, resource: 'auth', path: '/api/auth/me', ip: '10.1.2.3' }),
        { ip: '10.1.2.4', path: '/api/auth/me' },
      ]);
    });

    it('records routes without login and handler errors with their status code', async () => {
      const token = await maskToken(admin, 0, customer);
      const before = await lastId();
      expect((await send('GET', '/api/products', { token })).statusCode).toBe(200);
      expect((await send('GET', '/api/products/999999', { token })).statusCode).toBe(404);
      const rows = await entriesAfter(before);
      expect(rows.map((r) => [r.path, r.resource, r.status_code, r.actor_user_id, r.actor_role])).toEqual([
        ['/api/products', 'products', 200, admin, 0],
        ['/api/products/999999', 'products', 404, admin, 0],
      ]);
      expect(rows.every((r) => r.masquerade && r.subject_user_id === customer)).toBe(true);
    });

    it('records requests refused before their handler: staff routes, writes, another tenant, unknown routes', async () => {
      const token = await maskToken(agent, 2, customer);
      const before = await lastId();
      expect((await send('GET', '/api/admin/audit', { token })).statusCode).toBe(403);
      expect(
        (await send('POST', '/api/auth/masquerade', { token, payload: { userId: customer } })).statusCode,
      ).toBe(403);
      expect((await send('GET', '/api/auth/me', { tenant: 7, token })).statusCode).toBe(403);
      expect((await send('PUT', '/api/no-such-route/5?a=b', { token })).statusCode).toBe(404);
      const rows = await entriesAfter(before);
      expect(rows.map((r) => [r.method, r.path, r.action, r.resource, r.status_code, r.tenant_id])).toEqual([
        ['GET', '/api/admin/audit', 'read', 'admin', 403, 6],
        ['POST', '/api/auth/masquerade', 'write', 'auth', 403, 6],
        ['GET', '/api/auth/me', 'read', 'auth', 403, 6],
        ['PUT', '/api/no-such-route/5', 'write', 'no-such-route', 404, 6],
      ]);
      expect(rows.every((r) => r.actor_user_id === agent && r.subject_user_id === customer)).toBe(true);
    });

    it('records nothing for a forged mask token', async () => {
      const token = await maskToken(agent, 2, customer);
      const [h, p] = token.split('.') as [string, string, string];
      const before = await lastId();
      expect((await send('GET', '/api/products', { token: `${h}.${p}.AAAA` })).statusCode).toBe(200);
      expect((await send('GET', '/api/auth/me', { token: `${h}.${p}.AAAA` })).statusCode).toBe(401);
      expect(await entriesAfter(before)).toEqual([]);
    });
  });

  describe('staff requests to @AuditPatientData routes', () => {
    it('records an admin reading the audit log, with the filtered subject and the status code', async () => {
      const before = await lastId();
      const ok = await send('GET', `/api/admin/audit?subjectUserId=${customer}&limit=5`, {
        token: await loginToken(admin, 0),
      });
      expect(ok.statusCode).toBe(200);
      const bad = await send('GET', '/api/admin/audit?limit=0', { token: await loginToken(admin, 0) });
      expect(bad.statusCode).toBe(400);
      expect(await entriesAfter(before)).toMatchObject([
        customerRead(admin, 0, { resource: 'audit', path: '/api/admin/audit' }),
        { actor_user_id: admin, subject_user_id: null, status_code: 400 },
      ]);
    });

    it('records issuing a mask token, refused or not, with the customer as subject', async () => {
      const before = await lastId();
      await maskToken(agent, 2, customer);
      const refused = await send('POST', '/api/auth/masquerade', {
        token: await loginToken(agent, 2),
        payload: { userId: admin },
      });
      expect(refused.statusCode).toBe(422);
      const rows = await entriesAfter(before);
      expect(
        rows.map((r) => [r.actor_user_id, r.subject_user_id, r.resource, r.action, r.status_code]),
      ).toEqual([
        [agent, customer, 'masquerade', 'write', 200],
        [agent, admin, 'masquerade', 'write', 422],
      ]);
      expect(rows.every((r) => !r.masquerade)).toBe(true);
    });

    it('records nothing for customers on their own data, nor for undecorated staff routes', async () => {
      const before = await lastId();
      expect((await send('GET', '/api/auth/me', { token: await loginToken(customer, 1) })).statusCode).toBe(
        200,
      );
      expect((await send('GET', '/api/auth/me', { token: await loginToken(admin, 0) })).statusCode).toBe(200);
      expect((await send('GET', '/api/products', { token: await loginToken(agent, 2) })).statusCode).toBe(
        200,
      );
      expect(await entriesAfter(before)).toEqual([]);
    });

    it('answers normally and logs the entry when recording fails', async () => {
      vi.spyOn(app.get(AuditService), 'record').mockRejectedValueOnce(new Error('database is read-only'));
      const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const before = await lastId();
      const response = await send('GET', '/api/admin/audit', { token: await loginToken(admin, 0) });
      expect(response.statusCode).toBe(200);
      expect(await entriesAfter(before)).toEqual([]);
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Could not record the audit entry of GET \/api\/admin\/audit: Error: database is read-only; entry: \{.*"actorUserId":\d+/,
        ),
        expect.any(String),
      );
    });
  });

  describe('staff reads and writes of patient data, whatever the token', () => {
    let orderCounter = 0;
    /** A paid order of `customer` (its answers, payment and shipping are patient data); answers its created value. */
    const paidOrder = async (userId: number) => {
      const id = await insertOrder(app, 6, { userId });
      const created = `${Date.now()}-audit${String(++orderCounter).padStart(5, '0')}`;
      await db.query(`UPDATE orders SET created = $1 WHERE id = $2`, [created, id]);
      return { id, created };
    };

    it("records an agent's own token listing a customer's orders with answers (GET /api/order/created?userId=)", async () => {
      await paidOrder(customer);
      const before = await lastId();
      const response = await send('GET', `/api/order/created?userId=${customer}`, {
        token: await loginToken(agent, 2),
        ip: '10.4.4.4',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(0);
      expect(await entriesAfter(before)).toEqual([
        expect.objectContaining(
          customerRead(agent, 2, {
            resource: 'order',
            resource_id: `userId=${customer}`,
            path: '/api/order/created',
            ip: '10.4.4.4',
          }),
        ),
      ]);
    });

    it("records a staff read of a paid order's answers by created value, naming its customer", async () => {
      const order = await paidOrder(customer);
      const before = await lastId();
      const response = await send('GET', `/api/order/created?created=${order.created}`, {
        token: await loginToken(admin, 0),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().payment).not.toBeNull();
      expect(await entriesAfter(before)).toEqual([
        expect.objectContaining({
          actor_user_id: admin,
          actor_role: 0,
          subject_user_id: customer,
          action: 'read',
          resource: 'order',
          resource_id: `created=${order.created}`,
          status_code: 200,
        }),
      ]);
    });

    it('records staff on routes that need no login (identity checks) and writes, refused or not', async () => {
      const order = await paidOrder(customer);
      const before = await lastId();
      const verification = await send('GET', `/api/verification?created=${order.created}`, {
        token: await loginToken(agent, 2),
      });
      expect(verification.statusCode).toBe(404);
      const update = await send('POST', '/api/order/update', {
        token: await loginToken(agent, 2),
        payload: { created: order.created, columns: { quizData: {} } },
      });
      // Staff change a customer's order only through that customer's mask token.
      expect(update.statusCode).toBe(403);
      const rows = await entriesAfter(before);
      expect(rows.map((r) => [r.method, r.path, r.action, r.resource, r.resource_id, r.status_code])).toEqual(
        [
          ['GET', '/api/verification', 'read', 'verification', `created=${order.created}`, 404],
          ['POST', '/api/order/update', 'write', 'order', `created=${order.created}`, 403],
        ],
      );
      expect(rows.every((r) => r.actor_user_id === agent && r.subject_user_id === customer)).toBe(true);
    });

    it('refuses (403) the still-valid token of an agent demoted in the database, and records the refusal', async () => {
      const demoted = await insertUserId(app, 6, 2);
      const token = await loginToken(demoted, 2);
      const read = () => send('GET', `/api/order/created?userId=${customer}`, { token });
      const before = await lastId();
      expect((await read()).statusCode).toBe(200);
      await db.query(`UPDATE users SET role = 1 WHERE id = $1`, [demoted]);
      const refused = await read();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(`User ${demoted} is no longer an agent of tenant 6`);
      // Every staff route re-reads the role, not only the admin area.
      const chat = await send('GET', `/api/chat/threads?userId=${customer}`, { token });
      expect(chat.statusCode).toBe(403);
      const rows = await entriesAfter(before);
      expect(
        rows.map((r) => [r.path, r.status_code, r.actor_user_id, r.actor_role, r.subject_user_id]),
      ).toEqual([
        ['/api/order/created', 200, demoted, 2, customer],
        ['/api/order/created', 403, demoted, 2, customer],
        ['/api/chat/threads', 403, demoted, 2, customer],
      ]);

      // An admin made an agent loses the admin area at once, and is recorded as refused there too.
      const formerAdmin = await insertUserId(app, 6, 0);
      await db.query(`UPDATE users SET role = 2 WHERE id = $1`, [formerAdmin]);
      const admin403 = await send('GET', '/api/admin/orders', { token: await loginToken(formerAdmin, 0) });
      expect(admin403.statusCode).toBe(403);
      expect(admin403.json().message).toBe(`User ${formerAdmin} is no longer an admin of tenant 6`);
      expect((await entriesAfter(before)).at(-1)).toMatchObject({
        actor_user_id: formerAdmin,
        path: '/api/admin/orders',
        status_code: 403,
      });
    });

    it('stores what a client put in a path or body even when PostgreSQL cannot (NUL, lone surrogates)', async () => {
      const before = await lastId();
      const byPath = await send('GET', '/api/order/orderId/a%00b', { token: await loginToken(agent, 2) });
      expect(byPath.statusCode).toBe(400);
      const byBody = await send('POST', '/api/order/update', {
        token: await loginToken(agent, 2),
        payload: { created: 'a\u0000b\ud800', columns: {} },
      });
      expect(byBody.statusCode).toBe(400);
      const rows = await entriesAfter(before);
      expect(rows.map((r) => [r.path, r.resource_id, r.status_code, r.subject_user_id])).toEqual([
        ['/api/order/orderId/a%00b', 'a\uFFFDb', 400, null],
        ['/api/order/update', 'created=a\uFFFDb\uFFFD', 400, null],
      ]);
    });

    it('records a staff request to every route but those its contract marks patientData: false, so a new route cannot forget it', async () => {
      const routes = registeredRoutes(app).filter(
        (route) =>
          route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
      );
      const keys = routes.map((route) => `${route.method} ${route.url}`);
      // Every listed route exists: the list cannot keep a route that was renamed.
      expect([...NON_PATIENT_ROUTES].filter((key) => !keys.includes(key))).toEqual([]);

      const missed: string[] = [];
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        if (NON_PATIENT_ROUTES.has(key)) continue;
        const path = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
        const before = await lastId();
        const response = await send(route.method as 'GET', path, {
          token: await loginToken(admin, 0),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          // A staff event stream would stay open: a bad Last-Event-ID is refused (and recorded) before it starts.
          ...(STAFF_EVENT_STREAMS.has(key) ? { headers: { 'last-event-id': 'x' } } : {}),
        });
        const rows = await entriesAfter(before);
        const recorded = rows.some(
          (r) => r.path === path && r.method === route.method && r.status_code === response.statusCode,
        );
        if (!recorded || rows.some((r) => r.actor_user_id !== admin)) missed.push(key);
      }
      expect(missed).toEqual([]);
      expect(routes.length - NON_PATIENT_ROUTES.size).toBeGreaterThan(30);
    });

    it('records nothing for a staff request to a non-patient route', async () => {
      const before = await lastId();
      for (const url of [
        '/api/products',
        '/api/questions?isFollowup=false',
        '/api/auth/me',
        '/api/admin/dashboard',
      ]) {
        expect((await send('GET', url, { token: await loginToken(admin, 0) })).statusCode).toBe(200);
      }
      expect(await entriesAfter(before)).toEqual([]);
    });
  });

  describe('GET /api/admin/audit', () => {
    it('lists the tenant entries newest first, filtered by subject and actor, up to limit', async () => {
      const token = await maskToken(agent, 2, customer);
      for (let i = 0; i < 3; i++) await send('GET', '/api/auth/me', { token });
      const response = await send(
        'GET',
        `/api/admin/audit?subjectUserId=${customer}&actorUserId=${agent}&limit=3`,
        { token: await loginToken(admin, 0) },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('AuditLogResponse', body).ok).toBe(true);
      expect(body.items).toHaveLength(3);
      const ids = body.items.map((item: { id: string }) => BigInt(item.id));
      expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
      expect(body.items[0]).toMatchObject({
        actorUserId: agent,
        actorRole: 2,
        subjectUserId: customer,
        masquerade: true,
        action: 'read',
        resource: 'auth',
        resourceId: null,
        method: 'GET',
        path: '/api/auth/me',
        statusCode: 200,
        ip: '10.9.8.7',
      });
      expect(Date.parse(body.items[0].occurredAt)).toBeGreaterThan(Date.now() - 60_000);

      const byAdmin = (
        await send('GET', `/api/admin/audit?actorUserId=${admin}`, { token: await loginToken(admin, 0) })
      ).json();
      expect(byAdmin.items.length).toBeGreaterThan(0);
      expect(byAdmin.items.every((item: { actorUserId: number }) => item.actorUserId === admin)).toBe(true);
    });

    it('groups the requests of each mask token into one masquerade session, with the emails of who and whose', async () => {
      const adminToken = await loginToken(admin, 0);
      const emailOf = async (id: number) =>
        ((await db.query(`SELECT email FROM users WHERE id = $1`, [id])) as { email: string }[])[0]!.email;
      const before = await lastId();
      const agentMask = await maskToken(agent, 2, customer);
      const adminMask = await maskToken(admin, 0, customer);
      for (let i = 0; i < 3; i++) await send('GET', '/api/auth/me', { token: agentMask });
      await send('GET', '/api/auth/me', { token: adminMask });
      await send('GET', '/api/auth/me', { token: agentMask });

      const response = await send('GET', `/api/admin/audit?masquerade=true&limit=500`, { token: adminToken });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('AuditLogResponse', body).ok).toBe(true);
      const fresh = (
        body.items as { id: string; masqueradeSession: string | null; actorUserId: number }[]
      ).filter((item) => BigInt(item.id) > BigInt(before));
      expect(fresh).toHaveLength(5);
      expect(fresh.every((item) => item.masqueradeSession !== null)).toBe(true);
      const agentKey = fresh.find((item) => item.actorUserId === agent)!.masqueradeSession!;
      const adminKey = fresh.find((item) => item.actorUserId === admin)!.masqueradeSession!;
      expect(agentKey).not.toBe(adminKey);
      expect(fresh.filter((item) => item.masqueradeSession === agentKey)).toHaveLength(4);
      expect(body.items[0]).toMatchObject({
        actorEmail: await emailOf(agent),
        subjectEmail: await emailOf(customer),
      });
      const agentSession = body.sessions.find((session: { key: string }) => session.key === agentKey);
      expect(agentSession).toMatchObject({
        actorUserId: agent,
        actorEmail: await emailOf(agent),
        subjectUserId: customer,
        subjectEmail: await emailOf(customer),
      });
      // Counted over the whole log: the tests before may have used the same token (same claims, same second).
      expect(agentSession.requests).toBeGreaterThanOrEqual(4);
      expect(Date.parse(agentSession.lastAt)).toBeGreaterThanOrEqual(Date.parse(agentSession.firstAt));

      const onlyAdmin = (
        await send('GET', `/api/admin/audit?session=${adminKey}`, { token: adminToken })
      ).json();
      expect(onlyAdmin.items.map((item: { masqueradeSession: string }) => item.masqueradeSession)).toEqual([
        adminKey,
      ]);
      expect(onlyAdmin.sessions).toEqual([expect.objectContaining({ key: adminKey, requests: 1 })]);
      // Staff requests with their own login token belong to no session.
      const own = (
        await send('GET', `/api/admin/audit?actorUserId=${admin}&limit=5`, { token: adminToken })
      ).json();
      expect(
        own.items.filter((item: { masquerade: boolean }) => !item.masquerade)[0].masqueradeSession,
      ).toBeNull();
    });

    it('pages by id with before= until nextBefore is null, and filters by action, resource, email and day', async () => {
      const token = await loginToken(admin, 0);
      const mask = await maskToken(agent, 2, customer);
      for (let i = 0; i < 5; i++) await send('GET', '/api/auth/me', { token: mask });
      const seen: string[] = [];
      let before: string | null = null;
      let pages = 0;
      do {
        const query: string = `actorUserId=${agent}&limit=2${before ? `&before=${before}` : ''}`;
        const page = (await send('GET', `/api/admin/audit?${query}`, { token })).json();
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item: { id: string }) => item.id));
        before = page.nextBefore;
        pages += 1;
      } while (before !== null && pages < 200);
      const all = (await send('GET', `/api/admin/audit?actorUserId=${agent}&limit=500`, { token })).json();
      expect(seen).toEqual(all.items.map((item: { id: string }) => item.id));
      expect(new Set(seen).size).toBe(seen.length);

      const list = async (query: string) =>
        (await send('GET', `/api/admin/audit?${query}&limit=500`, { token })).json().items as {
          action: string;
          resource: string;
          actorUserId: number;
        }[];
      const writes = await list('action=write');
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.every((item) => item.action === 'write')).toBe(true);
      const auth = await list('resource=auth');
      expect(auth.length).toBeGreaterThan(0);
      expect(auth.every((item) => item.resource === 'auth')).toBe(true);
      const agentEmail = (
        (await db.query(`SELECT email FROM users WHERE id = $1`, [agent])) as { email: string }[]
      )[0]!.email;
      const byEmail = await list(`actorEmail=${encodeURIComponent(agentEmail.toUpperCase())}`);
      expect(byEmail.length).toBe(all.items.length);
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
      expect((await list(`actorUserId=${agent}&from=${today}&to=${today}`)).length).toBe(all.items.length);
      expect(await list(`actorUserId=${agent}&from=${tomorrow}`)).toEqual([]);
      expect(await list(`actorUserId=${agent}&to=2020-01-01`)).toEqual([]);
    });

    it("shows another tenant's admin none of this tenant's entries", async () => {
      const list = async () =>
        send('GET', '/api/admin/audit', { tenant: 7, token: await loginToken(otherAdmin, 0, 7) });
      expect((await list()).statusCode).toBe(200);
      // The first read is itself recorded, in tenant 7: the list is not empty, and holds only tenant 7's entry.
      const items = (await list()).json().items as { actorUserId: number; subjectUserId: number | null }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.actorUserId === otherAdmin && item.subjectUserId === null)).toBe(
        true,
      );
      const tenant6 = await send('GET', '/api/admin/audit', {
        tenant: 6,
        token: await loginToken(otherAdmin, 0, 7),
      });
      expect(tenant6.statusCode).toBe(403);
    });

    it.each([
      ['an agent', 2],
      ['a customer', 1],
    ] as const)('answers 403 to %s', async (_case, role) => {
      const user = role === 2 ? agent : customer;
      const response = await send('GET', '/api/admin/audit', { token: await loginToken(user, role) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`This route needs role 0; the token has role ${role}`);
    });

    it.each([
      ['limit=0', 'Invalid query string: limit must match pattern'],
      ['limit=501', 'Invalid query string: limit must match pattern'],
      ['subjectUserId=abc', 'Invalid query string: subjectUserId must match pattern'],
      ['userId=5', 'Invalid query string: userId is not an allowed property'],
      ['from=2026-02-30', 'Invalid query string: from must be a day of the calendar'],
      ['from=2026-03-02&to=2026-03-01', 'Invalid query string: to must not be before from'],
      ['to=yesterday', 'Invalid query string: to must match pattern'],
      ['masquerade=false', 'Invalid query string: masquerade must be one of "true"'],
      ['action=delete', 'Invalid query string: action must be one of "read", "write"'],
      ['resource=a%20b', 'Invalid query string: resource must match pattern'],
      ['session=abc', 'Invalid query string: session must match pattern'],
      ['before=0', 'Invalid query string: before must match pattern'],
    ])('answers 400 naming the parameter for %s', async (query, message) => {
      const response = await send('GET', `/api/admin/audit?${query}`, { token: await loginToken(admin, 0) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('the audit_log table', () => {
    it('refuses UPDATE, DELETE and TRUNCATE', async () => {
      await send('GET', '/api/admin/audit', { token: await loginToken(admin, 0) });
      const id = await lastId();
      await expect(db.query(`UPDATE audit_log SET status_code = 200 WHERE id = $1`, [id])).rejects.toThrow(
        'table audit_log is append-only: UPDATE is not allowed',
      );
      await expect(db.query(`DELETE FROM audit_log WHERE id = $1`, [id])).rejects.toThrow(
        'table audit_log is append-only: DELETE is not allowed',
      );
      await expect(db.query(`TRUNCATE audit_log`)).rejects.toThrow(
        'table audit_log is append-only: TRUNCATE is not allowed',
      );
      expect(await lastId()).toBe(id);
    });

    it('refuses an unknown action and an unknown tenant', async () => {
      const insert = (tenant: number, action: string) =>
        db.query(
          `INSERT INTO audit_log (tenant_id, actor_user_id, actor_role, masquerade, action, resource, method, path, status_code, ip)
           VALUES ($1, 1, 0, false, $2, 'order', 'GET', '/api/x', 200, '127.0.0.1')`,
          [tenant, action],
        );
      await expect(insert(6, 'delete')).rejects.toThrow(/audit_log_action_check/);
      await expect(insert(99, 'read')).rejects.toThrow(/audit_log_tenant_id_fkey/);
    });
  });
});
