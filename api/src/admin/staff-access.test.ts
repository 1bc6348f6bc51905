import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ROUTES, UserRole, type AdminUser, type AdminUserListResponse } from '@telehealth/schemas';
import { beforeAll, describe, expect, it } from 'vitest';

import { call, db, insertOrder, insertUser, seededAdminId, tokenFor } from '../testing/admin-fixtures.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route of the staff area, read from the contract table, so a route added there is checked here too. */
const ADMIN_ROUTES = Object.entries(ROUTES)
  .filter(([key]) => key.split(' ')[1]!.startsWith('/api/admin/'))
  .map(([key, route]) => {
    const [method, path] = key.split(' ') as [Method, string];
    const roles = typeof route.access === 'object' ? (route.access.roles as readonly number[]) : [];
    return { key, method, path, agents: roles.includes(UserRole.Agent) };
  });

/**
 * What agents may use of the staff area (docs/decisions.md: customers and orders, read-only; a customer's set-password link). A route opened to agents in
 * the contract must be added here on purpose, with its own test of what an agent sees.
 */
const AGENT_ROUTES = [
  'GET /api/admin/users',
  'GET /api/admin/users/{id}',
  'GET /api/admin/users/{id}/overview',
  'POST /api/admin/users/{id}/set-password-link',
  'GET /api/admin/orders',
  'GET /api/admin/orders/{id}',
  // The order's answers as FHIR (and the files they carry): the same patient data as the order page.
  'GET /api/admin/orders/{id}/fhir',
  'GET /api/admin/orders/{id}/files/{fileId}',
];

describe('the staff area for agents (role 2)', () => {
  let app: NestFastifyApplication;
  let admin: number;
  let agent: number;
  let otherAgent: number;
  let customer: number;
  let order: number;
  const tokens: Record<'admin' | 'agent' | 'customer', string> = { admin: '', agent: '', customer: '' };

  beforeAll(async () => {
    app = await pg.newApp();
    admin = await seededAdminId(app, 6);
    agent = await insertUser(app, 6, 'staff-agent@example.com', UserRole.Agent);
    otherAgent = await insertUser(app, 6, 'staff-other-agent@example.com', UserRole.Agent);
    customer = await insertUser(app, 6, 'staff-customer@example.com', UserRole.Customer);
    order = await insertOrder(app, 6, { created: 'staff-access-order', userId: customer });
    tokens.admin = await tokenFor(app, 6, admin, UserRole.Admin);
    tokens.agent = await tokenFor(app, 6, agent, UserRole.Agent);
    tokens.customer = await tokenFor(app, 6, customer, UserRole.Customer);
  }, 120_000);

  /** A URL of the route; the guards answer before the path or body is looked at, so `1` does for a refusal. */
  const anyUrl = (path: string) => path.replace(/\{[^}]+\}/g, '1');
  const send = (method: Method, path: string, token: string) =>
    call(app, method, anyUrl(path), {
      token,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('the contract opens exactly the customers and orders reads to agents', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(15);
    expect(
      ADMIN_ROUTES.filter((route) => route.agents)
        .map((route) => route.key)
        .sort(),
    ).toEqual([...AGENT_ROUTES].sort());
  });

  it("answers an agent's token with 403 on every admin-only route, and writes nothing", async () => {
    const usersBefore = await db(app).query(`SELECT id, role FROM users WHERE tenant_id = 6 ORDER BY id`);
    const refused: string[] = [];
    for (const route of ADMIN_ROUTES.filter((r) => !r.agents)) {
      const response = await send(route.method, route.path, tokens.agent);
      if (
        response.statusCode !== 403 ||
        !/needs role 0; the token has role 2/.test(response.json().message)
      ) {
        refused.push(`${route.key}: ${response.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    expect(await db(app).query(`SELECT id, role FROM users WHERE tenant_id = 6 ORDER BY id`)).toEqual(
      usersBefore,
    );
  });

  it("answers a customer's token with 403 on every admin route, the agents' ones included", async () => {
    const wrong: string[] = [];
    for (const route of ADMIN_ROUTES) {
      const response = await send(route.method, route.path, tokens.customer);
      if (response.statusCode !== 403) wrong.push(`${route.key}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an agent on the customers and orders reads', async () => {
    const urls = [
      '/api/admin/users',
      `/api/admin/users/${customer}`,
      '/api/admin/orders',
      `/api/admin/orders/${order}`,
    ];
    for (const url of urls) {
      const response = await call(app, 'GET', url, { token: tokens.agent });
      expect(response.statusCode, url).toBe(200);
    }
    const detail = (await call(app, 'GET', `/api/admin/orders/${order}`, { token: tokens.agent })).json();
    expect(detail.order.userId).toBe(customer);
  });

  it('lists customers only to an agent, whatever ?role= says', async () => {
    for (const query of ['', '?role=0', '?role=2', '?role=1', `?q=${otherAgent}`, '?q=staff-']) {
      const url = query ? `/api/admin/users${query}&pageSize=100` : '/api/admin/users?pageSize=100';
      const page = (await call(app, 'GET', url, { token: tokens.agent })).json() as AdminUserListResponse;
      const ids = page.items.map((user) => user.id);
      expect(
        page.items.filter((user) => user.role !== UserRole.Customer),
        query,
      ).toEqual([]);
      for (const staff of [admin, agent, otherAgent]) expect(ids, query).not.toContain(staff);
      // The customer is found wherever the filter does not exclude customers by the search text.
      if (!query.startsWith('?q=1') && query !== `?q=${otherAgent}`) expect(ids, query).toContain(customer);
    }
    // The admin still filters by any role.
    const staff = (
      await call(app, 'GET', '/api/admin/users?role=2&pageSize=100', { token: tokens.admin })
    ).json();
    expect((staff as AdminUserListResponse).items.map((user) => user.id)).toEqual(
      expect.arrayContaining([agent, otherAgent]),
    );
  });

  it("answers an agent asking for a staff user's id with the 404 of an unknown one", async () => {
    for (const id of [admin, otherAgent, agent]) {
      const response = await call(app, 'GET', `/api/admin/users/${id}`, { token: tokens.agent });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe(`Unknown user: ${id}`);
    }
    const unknown = await call(app, 'GET', '/api/admin/users/99999999', { token: tokens.agent });
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Unknown user: 99999999' });
    const asAdmin = await call(app, 'GET', `/api/admin/users/${otherAgent}`, { token: tokens.admin });
    expect((asAdmin.json() as AdminUser).role).toBe(UserRole.Agent);
  });

  it("records an agent's reads of a customer in the audit log", async () => {
    await call(app, 'GET', `/api/admin/users/${customer}`, { token: tokens.agent });
    const rows = await db(app).query(
      `SELECT actor_role, subject_user_id, status_code FROM audit_log
        WHERE tenant_id = 6 AND actor_user_id = $1 AND resource = 'user' AND resource_id = $2`,
      [agent, String(customer)],
    );
    expect(rows).toContainEqual({ actor_role: 2, subject_user_id: customer, status_code: 200 });
  });

  it('takes the staff area away from an agent demoted to customer at once', async () => {
    const demoted = await insertUser(app, 6, 'staff-demoted@example.com', UserRole.Agent);
    const token = await tokenFor(app, 6, demoted, UserRole.Agent);
    expect((await call(app, 'GET', '/api/admin/users', { token })).statusCode).toBe(200);
    const patch = await call(app, 'PATCH', `/api/admin/users/${demoted}`, {
      token: tokens.admin,
      payload: { role: UserRole.Customer },
    });
    expect(patch.statusCode).toBe(200);
    for (const url of ['/api/admin/users', `/api/admin/users/${customer}`, '/api/admin/orders']) {
      const response = await call(app, 'GET', url, { token });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(`User ${demoted} is no longer an agent of tenant 6`);
    }
  });
});
