import { createHmac } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type Role, type SignedMaskTokenPayload } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../config/app-config.js';
import { insertStaffAndCustomer, insertUserId } from '../testing/account-fixtures.js';
import { call, tokenFor } from '../testing/admin-fixtures.js';
import { configProblems } from '../testing/config-problems.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import { JwtService } from './jwt.service.js';
import { MASQUERADE_ENDED, MasqueradeService } from './masquerade.service.js';
import { signJwt, verifyAnyJwt, verifyJwt } from './utils/jwt.js';
import { masqueradeSessionKey } from './utils/masquerade-session.util.js';
import { revokeLogins } from './utils/revoke-logins.util.js';

const pg = useTestPostgres();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SID = 'c2Vzc2lvbi1pZC0xMjM0NQ';
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as SignedMaskTokenPayload;

describe('masquerade (mask tokens)', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  let db: DataSource;

  const loginToken = (userId: number, role: Role, tenantId = 6) => tokenFor(app, tenantId, userId, role);
  const masquerade = (staffToken: string, userId: unknown, tenant = 6) =>
    call(app, 'POST', '/api/auth/masquerade', { tenant, token: staffToken, payload: { userId } });

  let admin: number;
  let agent: number;
  let customer: number;
  let otherTenantCustomer: number;

  beforeAll(async () => {
    app = await pg.newApp();
    config = app.get<AppConfig>(APP_CONFIG);
    db = app.get(DataSource);
    ({ admin, agent, customer } = await insertStaffAndCustomer(app));
    otherTenantCustomer = await insertUserId(app, 7, 1);
  }, 120_000);

  describe('POST /api/auth/masquerade', () => {
    it.each([
      ['an admin', 0],
      ['an agent', 2],
    ] as const)('gives %s a mask token for a customer of the tenant', async (_case, role) => {
      const staff = role === 0 ? admin : agent;
      const before = Math.floor(Date.now() / 1000);
      const response = await masquerade(await loginToken(staff, role), customer);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('MasqueradeResponse', body).ok).toBe(true);
      expect(body).toMatchObject({ userId: customer, masqueradeId: staff });

      const payload = JSON.parse(Buffer.from(body.maskToken.split('.')[1], 'base64url').toString());
      expect(payload).toEqual({
        userId: customer,
        masqueradeId: staff,
        sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        tenant_id: 6,
        iat: expect.any(Number),
        exp: expect.any(Number),
      });
      expect(payload.iat).toBeGreaterThanOrEqual(before);
      expect(payload.exp - payload.iat).toBe(1800);
      expect(body.expiresAt).toBe(new Date(payload.exp * 1000).toISOString());
      // The storefront's decoding shape (spec 5) holds too.
      expect(validate('MaskTokenPayload', payload).ok).toBe(true);
    });

    it('refuses a customer with 403', async () => {
      const response = await masquerade(await loginToken(customer, 1), customer);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This route needs role 0 or 2; the token has role 1');
    });

    it('refuses a mask token: it acts as the customer', async () => {
      const { maskToken } = (await masquerade(await loginToken(admin, 0), customer)).json();
      const response = await masquerade(maskToken, customer);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'This route needs role 0 or 2; a mask token acts as the customer (role 1)',
      );
    });

    it("answers 404 for another tenant's customer and for an unknown user", async () => {
      for (const userId of [otherTenantCustomer, 999_999]) {
        const response = await masquerade(await loginToken(admin, 0), userId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: `Unknown user: ${userId}`,
        });
      }
    });

    it('answers 422 for a user who is not a customer', async () => {
      for (const [userId, role] of [
        [agent, 2],
        [admin, 0],
      ] as const) {
        const response = await masquerade(await loginToken(admin, 0), userId);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(
          `User ${userId} has role ${role}; only customers (role 1) can be masqueraded`,
        );
      }
    });

    it.each([
      ['no userId', {}, 'Invalid body: userId is required'],
      ['a string userId', { userId: '5' }, 'Invalid body: userId must be integer'],
      ['a zero userId', { userId: 0 }, 'Invalid body: userId must be >= 1'],
      ['an extra field', { userId: 5, role: 0 }, 'Invalid body: role is not an allowed property'],
    ])('answers 400 naming the field for %s', async (_case, body, message) => {
      const response = await call(app, 'POST', '/api/auth/masquerade', {
        token: await loginToken(admin, 0),
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(response.json().errors.length).toBeGreaterThan(0);
    });

    it("refuses a staff token used with the other tenant's header (403)", async () => {
      const response = await masquerade(await loginToken(admin, 0), otherTenantCustomer, 7);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Token is for another tenant');
    });

    it('refuses a staff login token whose user is no longer staff (403, before anything is issued)', async () => {
      const demoted = await insertUserId(app, 6, 1);
      // A login token still claiming role 2 for a user who is now a customer.
      const response = await masquerade(await loginToken(demoted, 2), customer);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`User ${demoted} is no longer an agent of tenant 6`);
    });
  });

  describe('using a mask token', () => {
    const maskFor = async (staff: number, role: Role, userId = customer) =>
      (await masquerade(await loginToken(staff, role), userId)).json().maskToken as string;

    it('acts as the customer on GET /api/auth/me and shows the masquerade', async () => {
      const response = await call(app, 'GET', '/api/auth/me', { token: await maskFor(agent, 2) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('AuthMeResponse', body).ok).toBe(true);
      expect(body).toEqual({
        userId: customer,
        email: expect.stringMatching(/@example\.com$/),
        role: 1,
        tenantId: 6,
        masquerade: { masqueradeId: agent, email: expect.stringMatching(/@example\.com$/), role: 2 },
      });
      // The banner names both: the staff user's own email, not the customer's.
      const [{ email }] = await app.get(DataSource).query(`SELECT email FROM users WHERE id = $1`, [agent]);
      expect(body.masquerade.email).toBe(email);
      expect(body.email).not.toBe(email);
    });

    it('ends the view at once: its mask token is refused from the next request, the customer stays logged in', async () => {
      const token = await maskFor(agent, 2);
      const other = await maskFor(admin, 0);
      expect((await call(app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
      const response = await call(app, 'POST', '/api/auth/masquerade/end', { token, payload: {} });
      expect(response.statusCode).toBe(204);
      // The ended token reads nothing more of the patient, on any route (not 30 minutes later: now).
      for (const [method, url] of [
        ['GET', '/api/auth/me'],
        ['GET', '/api/account/profile'],
        ['GET', `/api/order/created?userId=${customer}`],
      ] as const) {
        const refused = await call(app, method, url, { token });
        expect(refused.statusCode, url).toBe(401);
        expect(refused.json().message, url).toBe(MASQUERADE_ENDED);
      }
      // Ending it again is refused too (its token no longer opens anything).
      expect((await call(app, 'POST', '/api/auth/masquerade/end', { token, payload: {} })).statusCode).toBe(
        401,
      );
      // The row says when; another view of the same customer is its own session and goes on.
      const [row] = await db.query(
        `SELECT staff_user_id, customer_user_id, ended_at FROM masquerade_sessions
          WHERE tenant_id = 6 AND session = $1`,
        [masqueradeSessionKey(claimsOf(token))],
      );
      expect(row).toEqual({ staff_user_id: agent, customer_user_id: customer, ended_at: expect.any(Date) });
      expect((await call(app, 'GET', '/api/auth/me', { token: other })).statusCode).toBe(200);
      expect(
        (await call(app, 'GET', '/api/auth/me', { token: await loginToken(customer, 1) })).statusCode,
      ).toBe(200);
    });

    it('records the end of a customer view like its start', async () => {
      const token = await maskFor(agent, 2);
      const response = await call(app, 'POST', '/api/auth/masquerade/end', { token, payload: {} });
      expect(response.statusCode).toBe(204);
      const [entry] = await db.query(
        `SELECT actor_user_id, subject_user_id, masquerade, resource, action, status_code FROM audit_log
          WHERE tenant_id = 6 AND path = '/api/auth/masquerade/end' ORDER BY id DESC LIMIT 1`,
      );
      expect(entry).toEqual({
        actor_user_id: agent,
        subject_user_id: customer,
        masquerade: true,
        resource: 'masquerade',
        action: 'write',
        status_code: 204,
      });
    });

    it('refuses a mask token no customer view issued (signed with the key, but never recorded)', async () => {
      const { token } = await app
        .get(JwtService)
        .signMask({ customerId: customer, masqueradeId: agent, tenantId: 6 });
      const response = await call(app, 'GET', '/api/auth/me', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MASQUERADE_ENDED);
    });

    it('ends the views a staff member started when their logins are revoked (a new password)', async () => {
      const resetting = await insertUserId(app, 6, 2);
      const token = await maskFor(resetting, 2);
      expect((await call(app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
      await db.transaction((manager) => revokeLogins(manager, 6, resetting));
      expect((await call(app, 'GET', '/api/auth/me', { token })).json().message).toBe(MASQUERADE_ENDED);
    });

    it('refuses to end a masquerade with a login token (403)', async () => {
      for (const [user, role] of [
        [customer, 1],
        [agent, 2],
      ] as const) {
        const response = await call(app, 'POST', '/api/auth/masquerade/end', {
          token: await loginToken(user, role),
          payload: {},
        });
        expect(response.statusCode, `role ${role}`).toBe(403);
      }
    });

    it('leaves /me of a login token as before (no masquerade)', async () => {
      const response = await call(app, 'GET', '/api/auth/me', { token: await loginToken(customer, 1) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('masquerade');
      expect(validate('CurrentUserResponse', response.json()).ok).toBe(true);
    });

    it('never reaches a staff route (403)', async () => {
      const response = await call(app, 'GET', '/api/admin/audit', { token: await maskFor(admin, 0) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'This route needs role 0; a mask token acts as the customer (role 1)',
      );
    });

    it('answers 403 when sent with another tenant', async () => {
      const response = await call(app, 'GET', '/api/auth/me', { tenant: 7, token: await maskFor(agent, 2) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Token is for another tenant');
    });

    it('is refused (401) once its staff user is no longer an admin or agent', async () => {
      const formerAgent = await insertUserId(app, 6, 2);
      const token = await maskFor(formerAgent, 2);
      expect((await call(app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
      await db.query(`UPDATE users SET role = 1 WHERE id = $1`, [formerAgent]);
      const response = await call(app, 'GET', '/api/auth/me', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        `The staff user of this mask token (${formerAgent}) is no longer an admin or agent`,
      );
    });

    it('is refused (401) once its customer is no longer a customer', async () => {
      const promoted = await insertUserId(app, 6, 1);
      const token = await maskFor(agent, 2, promoted);
      await db.query(`UPDATE users SET role = 2 WHERE id = $1`, [promoted]);
      const response = await call(app, 'GET', '/api/auth/me', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        `The user of this mask token (${promoted}) is no longer a customer of this tenant`,
      );
    });

    it('answers 401 for an expired mask token', async () => {
      const past = new JwtService(config, () => Date.now() - 1801 * 1000);
      const expired = await past.signMask({ customerId: customer, masqueradeId: agent, tenantId: 6 });
      await app.get(MasqueradeService).open(expired.payload);
      const response = await call(app, 'GET', '/api/auth/me', { token: expired.token });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Token has expired');
      // Ten seconds younger it is still valid: the lifetime is exactly MASK_TOKEN_TTL_SECONDS.
      const recent = new JwtService(config, () => Date.now() - 1790 * 1000);
      const fresh = await recent.signMask({ customerId: customer, masqueradeId: agent, tenantId: 6 });
      await app.get(MasqueradeService).open(fresh.payload);
      expect((await call(app, 'GET', '/api/auth/me', { token: fresh.token })).statusCode).toBe(200);
    });

    it('answers 401 for a tampered mask token (customer swapped, signature kept)', async () => {
      const token = await maskFor(agent, 2);
      const [h, p, s] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const swapped = `${h}.${b64({ ...claims, userId: otherTenantCustomer })}.${s}`;
      const response = await call(app, 'GET', '/api/auth/me', { token: swapped });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid token signature');
    });

    it('answers 401 for alg none and for another secret', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        userId: customer,
        masqueradeId: agent,
        sid: SID,
        tenant_id: 6,
        iat: now,
        exp: now + 600,
      };
      for (const [token, message] of [
        [`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, 'Malformed token'],
        [`${b64({ alg: 'none' })}.${b64(claims)}.c2ln`, 'Token algorithm must be HS256, got "none"'],
        [await signJwt(claims, 'guessed-secret'), 'Invalid token signature'],
      ] as const) {
        const response = await call(app, 'GET', '/api/auth/me', { token });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toContain(message);
      }
    });

    it('answers 401 for a signed mask token that lacks tenant_id or exp, or adds a role', async () => {
      const now = Math.floor(Date.now() / 1000);
      const full = {
        userId: customer,
        masqueradeId: agent,
        sid: SID,
        tenant_id: 6,
        iat: now,
        exp: now + 600,
      };
      const sign = (claims: object) => {
        const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
        return `${input}.${createHmac('sha256', config.jwtSecret).update(input).digest('base64url')}`;
      };
      const { tenant_id: _tenant, ...noTenant } = full;
      const { exp: _exp, ...noExp } = full;
      for (const claims of [noTenant, { ...full, role: 0 }]) {
        const response = await call(app, 'GET', '/api/auth/me', { token: sign(claims) });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/^Invalid mask token payload: /);
      }
      const response = await call(app, 'GET', '/api/auth/me', { token: sign(noExp) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid token payload: missing required "exp" claim');
    });
  });
});

describe('ending a customer view, with two API processes on one database', () => {
  let one: NestFastifyApplication;
  let two: NestFastifyApplication;
  let agent: number;
  let customer: number;

  beforeAll(async () => {
    const url = await pg.newDatabase();
    one = await createApp(testConfig(url));
    two = await createApp(testConfig(url, { JOBS_ENABLED: 'false' }), { seed: false });
    ({ agent, customer } = await insertStaffAndCustomer(one));
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a view started on one process and ended on it is refused by the other at once', async () => {
    const issued = await call(one, 'POST', '/api/auth/masquerade', {
      token: await tokenFor(one, 6, agent, 2),
      payload: { userId: customer },
    });
    expect(issued.statusCode).toBe(200);
    const { maskToken } = issued.json() as { maskToken: string };
    // The other process accepts it: the session is in PostgreSQL, not in the memory of the one that issued it.
    expect((await call(two, 'GET', '/api/account/profile', { token: maskToken })).statusCode).toBe(200);
    expect(
      (await call(one, 'POST', '/api/auth/masquerade/end', { token: maskToken, payload: {} })).statusCode,
    ).toBe(204);
    for (const app of [two, one]) {
      const refused = await call(app, 'GET', '/api/account/profile', { token: maskToken });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MASQUERADE_ENDED);
    }
  });
});

describe('mask token signing and verification (unit)', () => {
  const config = loadConfig({ NODE_ENV: 'test', MASK_TOKEN_TTL_SECONDS: '600' });
  const NOW = 1_900_000_000;
  const jwt = new JwtService(config, () => NOW * 1000);

  it('signs with MASK_TOKEN_TTL_SECONDS and verifies as a mask token, not as a login token', async () => {
    const { token, payload } = await jwt.signMask({ customerId: 5, masqueradeId: 2, tenantId: 6 });
    expect(payload).toEqual({
      userId: 5,
      masqueradeId: 2,
      sid: payload.sid,
      tenant_id: 6,
      iat: NOW,
      exp: NOW + 600,
    });
    const again = await jwt.signMask({ customerId: 5, masqueradeId: 2, tenantId: 6 });
    // The same people in the same second: another token all the same (each view is ended on its own).
    expect(again.payload.sid).not.toBe(payload.sid);
    expect(again.token).not.toBe(token);
    const at = (nowSeconds: number) => ({
      secret: config.jwtSecret,
      nowSeconds,
      lifetimes: { login: config.jwtTtlSeconds, mask: config.maskTokenTtlSeconds },
    });
    expect(await verifyAnyJwt(token, at(NOW))).toEqual({ kind: 'mask', payload });
    await expect(verifyJwt(token, at(NOW))).rejects.toThrow('a mask token is not a login token');
    await expect(verifyAnyJwt(token, at(NOW + 600))).rejects.toThrow('Token has expired');
    const login = await jwt.sign({ userId: 5, role: 1, tenantId: 6 });
    expect((await verifyAnyJwt(login, at(NOW))).kind).toBe('login');
  });

  it('reads MASK_TOKEN_TTL_SECONDS: default 1800, 1 to 86400', () => {
    expect(loadConfig({}).maskTokenTtlSeconds).toBe(1800);
    expect(loadConfig({ MASK_TOKEN_TTL_SECONDS: '86400' }).maskTokenTtlSeconds).toBe(86400);
    for (const value of ['0', '-1', '1.5', 'half an hour', '86401']) {
      expect(configProblems({ MASK_TOKEN_TTL_SECONDS: value })).toEqual([
        `MASK_TOKEN_TTL_SECONDS must be a whole number of seconds from 1 to 86400, got "${value}"`,
      ]);
    }
  });
});
