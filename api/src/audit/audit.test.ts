import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type Role } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { AuditService } from './audit.service.js';

const pg = useTestPostgres();

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
  let jwt: JwtService;
  let db: DataSource;
  let userCounter = 0;

  const createUser = async (tenant: number, role: Role): Promise<number> => {
    const rows = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, 'x', $3) RETURNING id`,
      [tenant, `audit${++userCounter}-${role}@example.com`, role],
    )) as { id: number }[];
    return rows[0]!.id;
  };
  const loginToken = (userId: number, role: Role, tenantId = 6) => jwt.sign({ userId, role, tenantId });
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { tenant?: number; bearer?: string; body?: unknown; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '10.9.8.7',
      headers: {
        Token: DEV_TOKEN,
        Tenant: String(options.tenant ?? 6),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
  const lastId = async () =>
    String((await db.query(`SELECT coalesce(max(id), 0) AS id FROM audit_log`))[0].id);
  const entriesAfter = async (id: string) =>
    (await db.query(`SELECT * FROM audit_log WHERE id > $1 ORDER BY id`, [id])) as Row[];
  const maskToken = async (staff: number, role: Role, userId: number, tenant = 6) => {
    const response = await send('POST', '/api/auth/masquerade', {
      tenant,
      bearer: loginToken(staff, role, tenant),
      body: { userId },
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
    jwt = app.get(JwtService);
    db = app.get(DataSource);
    admin = await createUser(6, 0);
    agent = await createUser(6, 2);
    customer = await createUser(6, 1);
    otherAdmin = await createUser(7, 0);
  }, 120_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('requests made with a mask token', () => {
    it('records each one with the agent, the customer, the path without query string and the ip', async () => {
      const token = await maskToken(agent, 2, customer);
      const before = await lastId();
      const me = await send('GET', `/api/auth/me?maskToken=${token}&x=1`, { bearer: token, ip: '10.1.2.3' });
      expect(me.statusCode).toBe(200);
      const second = await send('GET', '/api/auth/me', { bearer: token, ip: '10.1.2.4' });
      expect(second.statusCode).toBe(200);

      const rows = await entriesAfter(before);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        tenant_id: 6,
        actor_user_id: agent,
        actor_role: 2,
        subject_user_id: customer,
        masquerade: true,
        action: 'read',
        resource: 'auth',
        resource_id: null,
        method: 'GET',
        path: '/api/auth/me',
        status_code: 200,
        ip: '10.1.2.3',
      });
      expect(rows[1]).toMatchObject({ ip: '10.1.2.4', path: '/api/auth/me' });
    });

    it('records routes without @Authenticated() and handler errors with their status code', async () => {
      const token = await maskToken(admin, 0, customer);
      const before = await lastId();
      expect((await send('GET', '/api/products', { bearer: token })).statusCode).toBe(200);
      expect((await send('GET', '/api/products/999999', { bearer: token })).statusCode).toBe(404);
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
      expect((await send('GET', '/api/admin/audit', { bearer: token })).statusCode).toBe(403);
      expect(
        (await send('POST', '/api/auth/masquerade', { bearer: token, body: { userId: customer } }))
          .statusCode,
      ).toBe(403);
      expect((await send('GET', '/api/auth/me', { tenant: 7, bearer: token })).statusCode).toBe(403);
      expect((await send('PUT', '/api/no-such-route/5?a=b', { bearer: token })).statusCode).toBe(404);
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
      expect((await send('GET', '/api/products', { bearer: `${h}.${p}.AAAA` })).statusCode).toBe(200);
      expect((await send('GET', '/api/auth/me', { bearer: `${h}.${p}.AAAA` })).statusCode).toBe(401);
      expect(await entriesAfter(before)).toEqual([]);
    });
  });

  describe('staff requests to @AuditPatientData routes', () => {
    it('records an admin reading the audit log, with the filtered subject and the status code', async () => {
      const before = await lastId();
      const ok = await send('GET', `/api/admin/audit?subjectUserId=${customer}&limit=5`, {
        bearer: loginToken(admin, 0),
      });
      expect(ok.statusCode).toBe(200);
      const bad = await send('GET', '/api/admin/audit?limit=0', { bearer: loginToken(admin, 0) });
      expect(bad.statusCode).toBe(400);
      const rows = await entriesAfter(before);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        tenant_id: 6,
        actor_user_id: admin,
        actor_role: 0,
        subject_user_id: customer,
        masquerade: false,
        action: 'read',
        resource: 'audit',
        resource_id: null,
        method: 'GET',
        path: '/api/admin/audit',
        status_code: 200,
        ip: '10.9.8.7',
      });
      expect(rows[1]).toMatchObject({ actor_user_id: admin, subject_user_id: null, status_code: 400 });
    });

    it('records issuing a mask token, refused or not, with the customer as subject', async () => {
      const before = await lastId();
      await maskToken(agent, 2, customer);
      const refused = await send('POST', '/api/auth/masquerade', {
        bearer: loginToken(agent, 2),
        body: { userId: admin },
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
      expect((await send('GET', '/api/auth/me', { bearer: loginToken(customer, 1) })).statusCode).toBe(200);
      expect((await send('GET', '/api/auth/me', { bearer: loginToken(admin, 0) })).statusCode).toBe(200);
      expect((await send('GET', '/api/products', { bearer: loginToken(agent, 2) })).statusCode).toBe(200);
      expect(await entriesAfter(before)).toEqual([]);
    });

    it('answers normally and logs the entry when recording fails', async () => {
      vi.spyOn(app.get(AuditService), 'record').mockRejectedValueOnce(new Error('database is read-only'));
      const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const before = await lastId();
      const response = await send('GET', '/api/admin/audit', { bearer: loginToken(admin, 0) });
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

  describe('GET /api/admin/audit', () => {
    it('lists the tenant entries newest first, filtered by subject and actor, up to limit', async () => {
      const token = await maskToken(agent, 2, customer);
      for (let i = 0; i < 3; i++) await send('GET', '/api/auth/me', { bearer: token });
      const response = await send(
        'GET',
        `/api/admin/audit?subjectUserId=${customer}&actorUserId=${agent}&limit=3`,
        { bearer: loginToken(admin, 0) },
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
        await send('GET', `/api/admin/audit?actorUserId=${admin}`, { bearer: loginToken(admin, 0) })
      ).json();
      expect(byAdmin.items.length).toBeGreaterThan(0);
      expect(byAdmin.items.every((item: { actorUserId: number }) => item.actorUserId === admin)).toBe(true);
    });

    it("shows another tenant's admin none of this tenant's entries", async () => {
      const list = () => send('GET', '/api/admin/audit', { tenant: 7, bearer: loginToken(otherAdmin, 0, 7) });
      expect((await list()).statusCode).toBe(200);
      // The first read is itself recorded, in tenant 7: the list is not empty, and holds only tenant 7's entry.
      const items = (await list()).json().items as { actorUserId: number; subjectUserId: number | null }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.actorUserId === otherAdmin && item.subjectUserId === null)).toBe(
        true,
      );
      const tenant6 = await send('GET', '/api/admin/audit', {
        tenant: 6,
        bearer: loginToken(otherAdmin, 0, 7),
      });
      expect(tenant6.statusCode).toBe(403);
    });

    it.each([
      ['an agent', 2],
      ['a customer', 1],
    ] as const)('answers 403 to %s', async (_case, role) => {
      const user = role === 2 ? agent : customer;
      const response = await send('GET', '/api/admin/audit', { bearer: loginToken(user, role) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`This route needs role 0; the token has role ${role}`);
    });

    it.each([
      ['limit=0', 'Invalid query string: limit must match pattern'],
      ['limit=501', 'Invalid query string: limit must match pattern'],
      ['subjectUserId=abc', 'Invalid query string: subjectUserId must match pattern'],
      ['userId=5', 'Invalid query string: userId is not an allowed property'],
    ])('answers 400 naming the parameter for %s', async (query, message) => {
      const response = await send('GET', `/api/admin/audit?${query}`, { bearer: loginToken(admin, 0) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('the audit_log table', () => {
    it('refuses UPDATE, DELETE and TRUNCATE', async () => {
      await send('GET', '/api/admin/audit', { bearer: loginToken(admin, 0) });
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
