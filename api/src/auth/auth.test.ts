import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { JwtService } from './jwt.service.js';
import { signJwt } from './utils/jwt.js';

const pg = useTestPostgres();
const ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
const OTHER_PASSWORD = 'other-tenant-admin-password';

describe('authentication over HTTP', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  let ipCounter = 0;
  /** Each test logs in from its own address so the per-IP limit of one test does not leak into another. */
  const freshIp = () => `10.0.0.${++ipCounter}`;

  const login = (tenant: number | string, body: unknown, ip = freshIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { Token: DEV_TOKEN, Tenant: String(tenant), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
  const me = (tenant: number, authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { Token: DEV_TOKEN, Tenant: String(tenant), ...(authorization ? { authorization } : {}) },
    });
  const attempts = async () =>
    Number((await app.get(DataSource).query('SELECT count(*) AS n FROM login_attempts'))[0].n);

  beforeAll(async () => {
    app = await pg.newApp();
    config = app.get<AppConfig>(APP_CONFIG);
    // Give tenant 7's admin another password, to prove a tenant's credentials do not open another tenant.
    const bcrypt = (await import('bcryptjs')).default;
    await app
      .get(DataSource)
      .query(`UPDATE users SET password_hash = $1 WHERE tenant_id = 7`, [
        await bcrypt.hash(OTHER_PASSWORD, 4),
      ]);
  }, 120_000);

  // Every test starts with no recorded failures, so the rate limit of one test does not leak into another.
  beforeEach(async () => {
    await app.get(DataSource).query('DELETE FROM login_attempts');
  });

  describe('POST /api/auth/login', () => {
    it.each([
      [6, ADMIN.password],
      [7, OTHER_PASSWORD],
    ])('logs in the seeded admin of tenant %i and the token works on /me', async (tenant, password) => {
      const response = await login(tenant, { email: ADMIN.email, password });
      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(payload).toMatchObject({ role: 0, tenant_id: tenant });
      expect(payload.exp - payload.iat).toBe(3600);

      const profile = await me(tenant, `Bearer ${token}`);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual({
        userId: payload.userId,
        email: ADMIN.email,
        role: 0,
        tenantId: tenant,
      });
    });

    it('matches the email regardless of case', async () => {
      const response = await login(6, { email: ' Admin@Example.COM ', password: ADMIN.password });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['a wrong password', 6, { email: ADMIN.email, password: 'wrong-password' }],
      ['an unknown email', 6, { email: 'nobody@example.com', password: ADMIN.password }],
      ["the other tenant's admin credentials", 6, { email: ADMIN.email, password: OTHER_PASSWORD }],
      ["this tenant's password sent to the other tenant", 7, ADMIN],
    ])('answers 401 with one message for %s', async (_case, tenant, body) => {
      const before = await attempts();
      const response = await login(tenant, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
      });
      expect(await attempts()).toBe(before + 1);
    });

    it.each([
      ['a missing email', { password: 'x' }, '/email', 'is required'],
      ['a malformed email', { email: 'not-an-email', password: 'x' }, '/email', 'must match format "email"'],
      ['a numeric email', { email: 5, password: 'x' }, '/email', 'must be string'],
      ['a missing password', { email: ADMIN.email }, '/password', 'is required'],
      [
        'an empty password',
        { email: ADMIN.email, password: '' },
        '/password',
        'must NOT have fewer than 1 characters',
      ],
      ['a numeric password', { email: ADMIN.email, password: 123 }, '/password', 'must be string'],
    ])('answers 400 naming the field for %s, and records nothing', async (_case, body, path, message) => {
      const before = await attempts();
      const response = await login(6, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining(path),
        errors: [{ path, message }],
      });
      expect(await attempts()).toBe(before);
    });

    it.each([
      ['an array', []],
      ['a string', 'admin'],
      ['null', null],
    ])('answers 400 for a body that is %s', async (_case, body) => {
      const response = await login(6, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/email and password/);
    });

    it('still needs the Token and Tenant headers', async () => {
      const noToken = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: ADMIN,
        headers: { Tenant: '6' },
      });
      expect(noToken.statusCode).toBe(401);
      const noTenant = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: ADMIN,
        headers: { Token: DEV_TOKEN },
      });
      expect(noTenant.statusCode).toBe(400);
    });
  });

  describe('the login rate limit', () => {
    it('blocks an account after 5 failures with 429 and Retry-After, even with the right password', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        expect((await login(6, { email: ADMIN.email, password: `wrong-${i}` }, ip)).statusCode).toBe(401);
      }
      for (const from of [ip, freshIp()]) {
        const blocked = await login(6, ADMIN, from);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
        const retryAfter = Number(blocked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      }
      // The same email in the other tenant is a different account.
      expect((await login(7, { email: ADMIN.email, password: OTHER_PASSWORD })).statusCode).toBe(200);
      // Once the window has passed the account can log in again.
      await app
        .get(DataSource)
        .query(
          `UPDATE login_attempts SET attempted_at = attempted_at - interval '16 minutes' WHERE tenant_id = 6`,
        );
      expect((await login(6, ADMIN, ip)).statusCode).toBe(200);
    }, 60_000);

    it('blocks an IP after 20 failures, whatever the email', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i++) {
        const response = await login(6, { email: `user${i}@example.com`, password: 'wrong' }, ip);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login(6, ADMIN, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(6, ADMIN, freshIp())).statusCode).toBe(200);
    }, 120_000);

    it('clears the account failures after a successful login', async () => {
      for (let i = 0; i < 4; i++) await login(6, { email: ADMIN.email, password: 'wrong' });
      expect((await login(6, ADMIN)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await login(6, { email: ADMIN.email, password: 'wrong' })).statusCode).toBe(401);
      }
      expect((await login(6, ADMIN)).statusCode).toBe(200);
    }, 60_000);
  });

  describe('Authorization: Bearer on GET /api/auth/me', () => {
    let token: string;
    beforeAll(async () => {
      token = (await login(6, ADMIN)).json().token;
    });

    it('answers 403 for a token used with another tenant', async () => {
      const response = await me(7, `Bearer ${token}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Token is for another tenant',
      });
    });

    it('answers 401 for an expired token', async () => {
      const past = new JwtService(config, () => Date.now() - 2 * 3600 * 1000);
      const response = await me(6, `Bearer ${past.sign({ userId: 1, role: 0, tenantId: 6 })}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Token has expired');
    });

    it('honours a shorter JWT_TTL_SECONDS: a 1-second token is refused 5 seconds later', async () => {
      const future = new JwtService({ ...config, jwtTtlSeconds: 1 }, () => Date.now() - 5000);
      expect((await me(6, `Bearer ${future.sign({ userId: 1, role: 0, tenantId: 6 })}`)).statusCode).toBe(
        401,
      );
    });

    it.each([
      ['missing', undefined, 'Missing Authorization header'],
      [
        'not Bearer',
        `Basic ${Buffer.from('a:b').toString('base64')}`,
        'Authorization header must be "Bearer <token>"',
      ],
      ['Bearer without a token', 'Bearer ', 'Authorization header must be "Bearer <token>"'],
      ['garbage', 'Bearer garbage', 'Malformed token: expected three base64url parts'],
    ])('answers 401 when the header is %s', async (_case, header, message) => {
      const response = await me(6, header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
    });

    it('answers 401 for a tampered signature', async () => {
      const [h, p, s] = token.split('.') as [string, string, string];
      const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
      const response = await me(6, `Bearer ${h}.${p}.${flipped}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid token signature');
    });

    it('answers 401 for a payload raised to another user', async () => {
      const [h, , s] = token.split('.') as [string, string, string];
      const payload = Buffer.from(
        JSON.stringify({ userId: 2, role: 0, tenant_id: 6, iat: 1, exp: 4_000_000_000 }),
      );
      expect((await me(6, `Bearer ${h}.${payload.toString('base64url')}.${s}`)).statusCode).toBe(401);
    });

    it('answers 401 for alg none', async () => {
      const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const claims = { userId: 1, role: 0, tenant_id: 6, iat: 1, exp: 4_000_000_000 };
      for (const unsigned of [
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
        `${b64({ alg: 'none' })}.${b64(claims)}.c2ln`,
      ]) {
        const response = await me(6, `Bearer ${unsigned}`);
        expect(response.statusCode).toBe(401);
      }
    });

    it('answers 401 for a token signed with another secret', async () => {
      const now = Math.floor(Date.now() / 1000);
      const forged = signJwt({ userId: 1, role: 0, tenant_id: 6, iat: now, exp: now + 60 }, 'guessed-secret');
      expect((await me(6, `Bearer ${forged}`)).statusCode).toBe(401);
    });

    it('answers 401 when the user of a valid token does not exist', async () => {
      const ghost = app.get(JwtService).sign({ userId: 999_999, role: 1, tenantId: 6 });
      const response = await me(6, `Bearer ${ghost}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The user of this token no longer exists');
    });
  });
});
