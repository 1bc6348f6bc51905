import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { JwtService } from './jwt.service.js';
import { accountDelaySeconds } from './login-rate-limiter.js';
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
        code: 'UNAUTHENTICATED',
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
        message: expect.stringContaining(`Invalid body: ${path.slice(1)} ${message}`),
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
    const wrong = (i: number) => ({ email: ADMIN.email, password: `wrong-${i}` });
    const statusCounts = (responses: { statusCode: number }[]) =>
      responses.reduce<Record<number, number>>((counts, { statusCode }) => {
        counts[statusCode] = (counts[statusCode] ?? 0) + 1;
        return counts;
      }, {});

    it('refuses a client after 5 failures on an account with 429 and Retry-After, even with the right password', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await login(6, wrong(i), ip)).statusCode).toBe(401);
      const blocked = await login(6, ADMIN, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The same email in the other tenant is a different account.
      expect((await login(7, { email: ADMIN.email, password: OTHER_PASSWORD }, ip)).statusCode).toBe(200);
      // Once the window has passed the client can log in again.
      await app
        .get(DataSource)
        .query(
          `UPDATE login_attempts SET attempted_at = attempted_at - interval '16 minutes' WHERE tenant_id = 6`,
        );
      expect((await login(6, ADMIN, ip)).statusCode).toBe(200);
    }, 60_000);

    it("does not lock the owner out after a stranger's 5 failures from another client", async () => {
      const stranger = freshIp();
      for (let i = 0; i < 5; i++) expect((await login(6, wrong(i), stranger)).statusCode).toBe(401);
      expect((await login(6, ADMIN, stranger)).statusCode).toBe(429);
      expect((await login(6, ADMIN, freshIp())).statusCode).toBe(200);
      // The owner's login leaves the stranger's failures counted: the stranger gets no new tries.
      expect((await login(6, wrong(5), stranger)).statusCode).toBe(429);
    }, 60_000);

    it('slows an account down, never locks it, after 10 failures from several clients', async () => {
      for (const stranger of [freshIp(), freshIp()]) {
        for (let i = 0; i < 5; i++) expect((await login(6, wrong(i), stranger)).statusCode).toBe(401);
      }
      const started = Date.now();
      expect((await login(6, ADMIN, freshIp())).statusCode).toBe(200);
      // The 11th attempt on the account waited accountDelaySeconds(10) = 1 s before its password was checked.
      expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelaySeconds(10) * 1000 - 20);
    }, 60_000);

    it('delays attempts on an account from its 10th failure, doubling from 1 s up to 10 s', () => {
      expect([0, 9, 10, 11, 12, 13, 14, 100].map(accountDelaySeconds)).toEqual([0, 0, 1, 2, 4, 8, 10, 10]);
    });

    it('counts 100 parallel wrong passwords atomically: exactly 5 answer 401, the rest 429 with Retry-After', async () => {
      const ip = freshIp();
      const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(6, wrong(i), ip)));
      expect(statusCounts(responses)).toEqual({ 401: 5, 429: 95 });
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await attempts()).toBe(5);
    }, 120_000);

    it('counts 100 parallel failures of one client on many accounts atomically: exactly 20 answer 401', async () => {
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(6, { email: `parallel-${i}@example.com`, password: 'wrong' }, ip),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 20, 429: 80 });
    }, 120_000);

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

    it("clears the client's failures on the account after a successful login", async () => {
      const ip = freshIp();
      for (let i = 0; i < 4; i++) expect((await login(6, wrong(i), ip)).statusCode).toBe(401);
      expect((await login(6, ADMIN, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(6, wrong(i), ip)).statusCode).toBe(401);
      expect((await login(6, ADMIN, ip)).statusCode).toBe(200);
      expect(await attempts()).toBe(0);
    }, 60_000);
  });

  describe('password hashes', () => {
    const LEGACY = { email: 'legacy.patient@example.com', password: 'legacy-password-1' };
    const storedHash = async () =>
      (
        await app
          .get(DataSource)
          .query(`SELECT password_hash FROM users WHERE tenant_id = 6 AND email = $1`, [LEGACY.email])
      )[0].password_hash as string;

    it('stores the seeded admin as argon2id', async () => {
      const [{ password_hash: hash }] = await app
        .get(DataSource)
        .query(`SELECT password_hash FROM users WHERE tenant_id = 6 AND email = $1`, [ADMIN.email]);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('logs in a user with a bcrypt hash and replaces it by argon2id; a wrong password stays refused', async () => {
      const bcrypt = (await import('bcryptjs')).default;
      const legacy = await bcrypt.hash(LEGACY.password, 10);
      await app
        .get(DataSource)
        .query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, $2, 1)`, [
          LEGACY.email,
          legacy,
        ]);
      const ip = freshIp();
      expect((await login(6, { ...LEGACY, password: 'wrong-password' }, ip)).statusCode).toBe(401);
      expect(await storedHash()).toBe(legacy);

      expect((await login(6, LEGACY, ip)).statusCode).toBe(200);
      const rehashed = await storedHash();
      expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rehashed).not.toContain(LEGACY.password);

      expect((await login(6, { ...LEGACY, password: 'wrong-password' }, ip)).statusCode).toBe(401);
      expect((await login(6, LEGACY, ip)).statusCode).toBe(200);
      expect(await storedHash()).toBe(rehashed);
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
        code: 'FORBIDDEN',
        message: 'Token is for another tenant',
      });
    });

    it('answers 401 for an expired token', async () => {
      const past = new JwtService(config, () => Date.now() - 2 * 3600 * 1000);
      const response = await me(6, `Bearer ${await past.sign({ userId: 1, role: 0, tenantId: 6 })}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Token has expired');
    });

    it('honours a shorter JWT_TTL_SECONDS: a 1-second token is refused 5 seconds later', async () => {
      const future = new JwtService({ ...config, jwtTtlSeconds: 1 }, () => Date.now() - 5000);
      expect(
        (await me(6, `Bearer ${await future.sign({ userId: 1, role: 0, tenantId: 6 })}`)).statusCode,
      ).toBe(401);
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
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message,
      });
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
      const forged = await signJwt(
        { userId: 1, role: 0, tenant_id: 6, tokenVersion: 0, iat: now, exp: now + 60 },
        'guessed-secret',
      );
      expect((await me(6, `Bearer ${forged}`)).statusCode).toBe(401);
    });

    it('answers 401 when the user of a valid token does not exist', async () => {
      const ghost = await app.get(JwtService).sign({ userId: 999_999, role: 1, tenantId: 6 });
      const response = await me(6, `Bearer ${ghost}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The user of this token no longer exists');
    });
  });
});
