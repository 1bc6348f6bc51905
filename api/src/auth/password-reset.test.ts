import { createHash } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type EmailJobData, type PasswordRecoverJobData } from '@telehealth/schemas';
import bcrypt from 'bcryptjs';
import { DataSource } from 'typeorm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { EMAIL_SEND_JOB } from '../email/email.service.js';
import { listJobs, waitForJob } from '../jobs/wait-for-job.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { LOGIN_REVOKED } from './guards/auth.guard.js';
import {
  PASSWORD_RECOVER_JOB,
  RECOVER_MESSAGE,
  RESET_INVALID,
  RESET_MESSAGE,
} from './password-reset.service.js';

const pg = useTestPostgres();

const OLD_PASSWORD = 'old-password-1';
const RESET_LINK = /^https:\/\/patient\.fungaid\.com\/login\/reset\?token=([A-Za-z0-9_-]{43})$/;

describe('password recover and reset', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let ipCounter = 0;
  /** Each request comes from its own address unless a test says otherwise, so per-IP limits do not leak. */
  const freshIp = () => `10.1.0.${++ipCounter}`;
  let userCounter = 0;

  const post = (
    path: 'recover' | 'reset' | 'login',
    tenant: number,
    body: unknown,
    options: { ip?: string; origin?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      headers: {
        Token: DEV_TOKEN,
        Tenant: String(tenant),
        'content-type': 'application/json',
        ...(options.origin ? { origin: options.origin } : {}),
      },
      payload: JSON.stringify(body),
      remoteAddress: options.ip ?? freshIp(),
    });

  /** A customer of `tenant` with OLD_PASSWORD; answers the email. */
  const newUser = async (tenant = 6, email = `patient-${++userCounter}@example.com`) => {
    await dataSource.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, $3, 1)`,
      [tenant, email, await bcrypt.hash(OLD_PASSWORD, 4)],
    );
    return email;
  };

  /** The reset emails sent to `email` in `tenant` so far, oldest first. */
  const sentResets = (tenant: number, email: string) =>
    dataSource.query(
      `SELECT tenant_id, subject, payload FROM outbound_emails
        WHERE kind = 'password_reset' AND "to" = $1 AND tenant_id = $2 ORDER BY id`,
      [email, tenant],
    ) as Promise<{ tenant_id: number; subject: string; payload: EmailJobData['event'] }[]>;

  /** Waits until every recover job of `email` and every email job they queued has finished; answers sentResets. */
  const resetEmails = async (tenant: number, email: string) => {
    const recoverJobs = (await listJobs<PasswordRecoverJobData>(dataSource, PASSWORD_RECOVER_JOB)).filter(
      (job) => job.data.email === email.toLowerCase() && job.data.tenantId === tenant,
    );
    for (const job of recoverJobs) await waitForJob(dataSource, PASSWORD_RECOVER_JOB, { id: job.id });
    const emailJobs = (await listJobs<EmailJobData>(dataSource, EMAIL_SEND_JOB)).filter(
      (job) => job.data.kind === 'password_reset' && job.data.event.profile.email === email,
    );
    for (const job of emailJobs) await waitForJob(dataSource, EMAIL_SEND_JOB, { id: job.id });
    return sentResets(tenant, email);
  };

  /** Requests a link for `email` and answers the token of the email that arrives. */
  const requestToken = async (email: string, tenant = 6) => {
    const before = (await sentResets(tenant, email)).length;
    expect((await post('recover', tenant, { email })).statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    let emails = await sentResets(tenant, email);
    while (emails.length === before) {
      if (Date.now() > deadline) throw new Error(`No reset email for ${email} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      emails = await sentResets(tenant, email);
    }
    const link = emails.at(-1)?.payload.properties.resetLink ?? '';
    const token = RESET_LINK.exec(link)?.[1];
    if (!token) throw new Error(`Not a reset link for ${email}: ${link}`);
    return token;
  };

  const login = (tenant: number, email: string, password: string, ip?: string) =>
    post('login', tenant, { email, password }, ip === undefined ? {} : { ip });

  beforeAll(async () => {
    app = await pg.newApp();
    dataSource = app.get(DataSource);
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM password_recover_requests');
  });

  describe('POST /api/auth/recover', () => {
    it('answers an unknown email exactly like a known one, and emails only the known one', async () => {
      const known = await newUser();
      const unknown = 'nobody-here@example.com';
      const a = await post('recover', 6, { email: known });
      const b = await post('recover', 6, { email: unknown });
      for (const response of [a, b]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: RECOVER_MESSAGE });
        expect(validate('RecoverPasswordResponse', response.json()).ok).toBe(true);
      }
      expect(a.body).toBe(b.body);
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());

      const emails = await resetEmails(6, known);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        tenant_id: 6,
        subject: 'Reset your FungAid password',
        payload: { metric: { name: 'Password Reset Requested' }, profile: { email: known } },
      });
      const token = RESET_LINK.exec(emails[0]!.payload.properties.resetLink ?? '')?.[1];
      expect(token).toBeDefined();

      expect(await resetEmails(6, unknown)).toEqual([]);
      expect(await dataSource.query(`SELECT 1 FROM outbound_emails WHERE "to" = $1`, [unknown])).toEqual([]);
      // Only the token's hash is stored, valid for PASSWORD_RESET_TTL_SECONDS.
      const rows: { token_hash: string; ttl: number }[] = await dataSource.query(
        `SELECT token_hash, extract(epoch FROM t.expires_at - t.created_at)::int AS ttl FROM password_reset_tokens t
          JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [known],
      );
      expect(rows).toEqual([{ token_hash: createHash('sha256').update(token!).digest('hex'), ttl: 3600 }]);
    });

    it('matches the email case-insensitively and within the tenant only', async () => {
      const email = await newUser(7);
      expect((await post('recover', 6, { email })).statusCode).toBe(200);
      expect(await resetEmails(6, email)).toEqual([]);
      expect((await post('recover', 7, { email: `  ${email.toUpperCase()} ` })).statusCode).toBe(200);
      await waitForJob<PasswordRecoverJobData>(dataSource, PASSWORD_RECOVER_JOB, {
        match: (job) => job.data.email === email && job.data.tenantId === 7,
      });
      const emails = await resetEmails(7, email);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.payload.properties.resetLink).toMatch(
        /^https:\/\/patient\.evenwell\.com\/login\/reset\?token=/,
      );
    });

    it("sends the link to the request's Origin when it is one of the tenant's hosts, else to production", async () => {
      const email = await newUser();
      await post('recover', 6, { email }, { origin: 'http://fungaid.localhost:5173' });
      await post('recover', 6, { email }, { origin: 'https://phishing.example' });
      const links = (await resetEmails(6, email)).map((e) => e.payload.properties.resetLink ?? '');
      expect(links.map((link) => link.replace(/token=.*/, 'token=…')).sort()).toEqual([
        'http://fungaid.localhost:5173/login/reset?token=…',
        'https://patient.fungaid.com/login/reset?token=…',
      ]);
    });

    it('refuses a bad body with 400 naming the field', async () => {
      for (const body of [{}, { email: 'not-an-email' }, { email: 'a@example.com', more: true }, 'text']) {
        const response = await post('recover', 6, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^Invalid body: /);
      }
      expect(
        Number((await dataSource.query(`SELECT count(*) AS n FROM password_recover_requests`))[0].n),
      ).toBe(0);
    });

    it('allows 3 requests per email in 15 minutes, known or not, then answers 429 with Retry-After', async () => {
      for (const email of [await newUser(), 'unknown-limited@example.com']) {
        for (let i = 0; i < 3; i++) expect((await post('recover', 6, { email })).statusCode).toBe(200);
        const blocked = await post('recover', 6, { email: email.toUpperCase() });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(
          /^Too many password reset requests; try again in \d+ seconds$/,
        );
        const retryAfter = Number(blocked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(850);
        expect(retryAfter).toBeLessThanOrEqual(900);
        // Another tenant's account of the same address is counted apart.
        expect((await post('recover', 7, { email })).statusCode).toBe(200);
      }
    });

    it('counts 30 parallel requests for one email atomically: exactly 3 are queued, the rest answer 429', async () => {
      const email = await newUser();
      const responses = await Promise.all(Array.from({ length: 30 }, () => post('recover', 6, { email })));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(3).fill(200), ...Array<number>(27).fill(429)]);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await resetEmails(6, email)).toHaveLength(3);
    });

    it('allows 10 requests per IP in 15 minutes, then answers 429', async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < 10; i++) {
        expect((await post('recover', 6, { email: `ip-${i}@example.com` }, { ip })).statusCode).toBe(200);
      }
      const blocked = await post('recover', 6, { email: 'ip-10@example.com' }, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect((await post('recover', 6, { email: 'ip-10@example.com' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/reset', () => {
    it('sets the new password once: the new one logs in, the old one does not, the link never works twice', async () => {
      const email = await newUser();
      const token = await requestToken(email);
      const response = await post('reset', 6, { token, password: 'brand-new-password' });
      expect(response.statusCode).toBe(200);
      // A reset link logs nobody in: the page sends the customer to log in.
      expect(response.json()).toEqual({ message: RESET_MESSAGE, purpose: 'reset' });
      expect(validate('ResetPasswordResponse', response.json()).ok).toBe(true);
      const [{ password_hash: hash }] = await dataSource.query(
        `SELECT password_hash FROM users WHERE tenant_id = 6 AND email = $1`,
        [email],
      );
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      expect((await login(6, email, 'brand-new-password')).statusCode).toBe(200);
      expect((await login(6, email, OLD_PASSWORD)).statusCode).toBe(401);

      const again = await post('reset', 6, { token, password: 'a-third-password' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(RESET_INVALID);
      expect((await login(6, email, 'brand-new-password')).statusCode).toBe(200);
    });

    it('ends every login signed before the reset, at once; a login after it works', async () => {
      const email = await newUser();
      const before = await login(6, email, OLD_PASSWORD);
      expect(before.statusCode).toBe(200);
      const stolen: string = before.json().token;
      const me = (token: string) =>
        app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { Token: DEV_TOKEN, Tenant: '6', authorization: `Bearer ${token}` },
        });
      expect((await me(stolen)).statusCode).toBe(200);

      const token = await requestToken(email);
      expect((await post('reset', 6, { token, password: 'locked-out-thief' })).statusCode).toBe(200);
      // Not an hour later: the next request.
      const refused = await me(stolen);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(LOGIN_REVOKED);
      const after = await login(6, email, 'locked-out-thief');
      expect((await me(after.json().token)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous resets with the same token through', async () => {
      const email = await newUser();
      const token = await requestToken(email);
      const answers = await Promise.all([
        post('reset', 6, { token, password: 'racing-password-a' }),
        post('reset', 6, { token, password: 'racing-password-b' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const winner = answers[0]!.statusCode === 200 ? 'racing-password-a' : 'racing-password-b';
      expect((await login(6, email, winner)).statusCode).toBe(200);
    });

    it("voids the user's other reset links when one is used", async () => {
      const email = await newUser();
      const first = await requestToken(email);
      const second = await requestToken(email);
      expect(first).not.toBe(second);
      expect((await post('reset', 6, { token: second, password: 'second-link-password' })).statusCode).toBe(
        200,
      );
      const late = await post('reset', 6, { token: first, password: 'first-link-password' });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(RESET_INVALID);
      expect((await login(6, email, 'second-link-password')).statusCode).toBe(200);
    });

    it('refuses an expired token', async () => {
      const email = await newUser();
      const token = await requestToken(email);
      await dataSource.query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [createHash('sha256').update(token).digest('hex')],
      );
      const response = await post('reset', 6, { token, password: 'too-late-password' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESET_INVALID);
      expect((await login(6, email, OLD_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses another tenant's token and an unknown one, and leaves the token usable", async () => {
      const email = await newUser();
      const token = await requestToken(email);
      for (const [tenant, candidate] of [
        [7, token],
        [6, 'A'.repeat(43)],
      ] as const) {
        const response = await post('reset', tenant, { token: candidate, password: 'wrong-tenant-password' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(RESET_INVALID);
      }
      expect((await post('reset', 6, { token, password: 'right-tenant-password' })).statusCode).toBe(200);
    });

    it('refuses a bad body with 400 naming the field, and spends nothing', async () => {
      const email = await newUser();
      const token = await requestToken(email);
      for (const [body, field] of [
        [{ token, password: 'short' }, '/password'],
        [{ token, password: 'é'.repeat(40) }, '/password'],
        [{ password: 'long-enough-password' }, '/token'],
        [{ token: '', password: 'long-enough-password' }, '/token'],
      ] as const) {
        const response = await post('reset', 6, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
      }
      expect((await post('reset', 6, { token, password: 'long-enough-password' })).statusCode).toBe(200);
    });

    it("clears the account's failed logins, so a locked-out user can log in again", async () => {
      const email = await newUser();
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await login(6, email, `wrong-${i}`, ip)).statusCode).toBe(401);
      expect((await login(6, email, OLD_PASSWORD, ip)).statusCode).toBe(429);
      const token = await requestToken(email);
      expect((await post('reset', 6, { token, password: 'unlocked-password' })).statusCode).toBe(200);
      expect((await login(6, email, 'unlocked-password', ip)).statusCode).toBe(200);
    });
  });
});
