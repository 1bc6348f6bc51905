import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AccountProfile, Shipping, UpdateAccountProfileRequest } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { LOGIN_REVOKED } from '../auth/guards/auth.guard.js';
import { hashPassword } from '../auth/utils/password-hash.js';
import { newLinkToken } from '../common/utils/link-token.util.js';
import {
  createTenantUsers,
  createUser,
  headers,
  insertOrder,
  type TestUser,
} from '../testing/account-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const SHIPPING: Shipping = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.order@example.com',
  phone: '5125550100',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
};

const PROFILE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '2065550111',
  address: { line1: '500 Pine St', line2: 'Apt 4', city: 'Seattle', state: 'WA', postalCode: '98101' },
};

describe('the customer account (/api/account)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let alice: TestUser, bob: TestUser, admin: TestUser, agent: TestUser;

  const send = (
    user: TestUser,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    tenant?: number,
  ) => app.inject({ method, url, headers: headers(user, tenant), ...(payload ? { payload } : {}) });
  const emailOf = async (user: TestUser) =>
    ((await db.query(`SELECT email FROM users WHERE id = $1`, [user.id])) as { email: string }[])[0]!.email;
  const hashOf = async (user: TestUser) =>
    (
      (await db.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id])) as {
        password_hash: string;
      }[]
    )[0]!.password_hash;
  /** A customer of `tenant` whose password is `password` and whose email is `email` (or a unique one). */
  const customerWithPassword = async (password: string, tenant = 6, email?: string) => {
    const user = await createUser(app, tenant);
    await db.query(`UPDATE users SET password_hash = $1, email = coalesce($2, email) WHERE id = $3`, [
      await hashPassword(password),
      email ?? null,
      user.id,
    ]);
    return user;
  };
  const login = (email: string, password: string, tenant = 6) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { Token: DEV_TOKEN, Tenant: String(tenant) },
      payload: { email, password },
    });
  const maskOf = async (customer: TestUser): Promise<TestUser> => {
    const issued = await send(agent, 'POST', '/api/auth/masquerade', { userId: customer.id });
    expect(issued.statusCode).toBe(200);
    return { ...customer, token: issued.json().maskToken };
  };

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ alice, bob, admin, agent } = await createTenantUsers(app));
  });

  describe('GET /api/account/orders/{id}', () => {
    it("answers the customer's own order and 404 for anyone else's, a rebill, another tenant or a bad id", async () => {
      const own = await insertOrder(app, 6, { userId: alice.id });
      await db.query(`UPDATE orders SET shipping = $1 WHERE id = $2`, [SHIPPING, own]);
      const response = await send(alice, 'GET', `/api/account/orders/${own}`);
      expect(response.statusCode).toBe(200);
      // (The fixture's order has no advData, so its shape is not the full Order's.)
      expect(response.json()).toMatchObject({
        orderId: String(own),
        userId: alice.id,
        shipping: SHIPPING,
        payment: { paySource: 'CREDITCARD', last4: '4242' },
      });

      const bobs = await insertOrder(app, 6, { userId: bob.id });
      const rebill = await insertOrder(app, 6, { userId: alice.id, originalOrderId: own });
      const otherTenant = await createUser(app, 7);
      const theirs = await insertOrder(app, 7, { userId: otherTenant.id });
      for (const [user, id, tenant] of [
        [alice, bobs, 6],
        [alice, rebill, 6],
        [alice, 999999999, 6],
        [otherTenant, own, 7],
        [alice, theirs, 6],
      ] as const) {
        const refused = await send(user, 'GET', `/api/account/orders/${id}`, undefined, tenant);
        expect(refused.statusCode, `${user.id} ${id}`).toBe(404);
        expect(refused.json().code).toBe('NOT_FOUND');
      }
      // The message is the same whether the order exists or not.
      expect((await send(alice, 'GET', `/api/account/orders/${bobs}`)).json().message).toBe(
        `Unknown order: ${bobs}`,
      );
      expect((await send(alice, 'GET', '/api/account/orders/abc')).statusCode).toBe(404);
      // Staff use the admin routes; this one is the customer's own.
      expect((await send(admin, 'GET', `/api/account/orders/${own}`)).statusCode).toBe(403);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/account/orders/${own}`,
            headers: { Token: DEV_TOKEN, Tenant: '6' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('profile', () => {
    it('shows the newest paid order’s shipping until a profile is saved', async () => {
      const customer = await createUser(app, 6);
      const empty = await send(customer, 'GET', '/api/account/profile');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ email: await emailOf(customer), details: null });

      const order = await insertOrder(app, 6, { userId: customer.id });
      await db.query(`UPDATE orders SET shipping = $1 WHERE id = $2`, [SHIPPING, order]);
      const fromOrder = await send(customer, 'GET', '/api/account/profile');
      expectShape('AccountProfile', fromOrder.json());
      expect(fromOrder.json().details).toEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '5125550100',
        address: SHIPPING.address,
      });
    });

    it('saves name, phone and address, and writes them to the recurring orders not billed yet', async () => {
      const customer = await createUser(app, 6);
      const email = await emailOf(customer);
      const sale = await insertOrder(app, 6, { userId: customer.id });
      await db.query(`UPDATE orders SET shipping = $1 WHERE id = $2`, [SHIPPING, sale]);
      const next = await insertOrder(app, 6, { userId: customer.id, originalOrderId: sale, paid: false });
      const billed = await insertOrder(app, 6, { userId: customer.id, originalOrderId: sale });
      await db.query(`UPDATE orders SET shipping = $1 WHERE id = ANY($2)`, [SHIPPING, [next, billed]]);
      const bobsNext = await insertOrder(app, 6, { userId: bob.id, originalOrderId: sale, paid: false });

      const saved = await send(customer, 'PUT', '/api/account/profile', { email, ...PROFILE });
      expect(saved.statusCode).toBe(200);
      expectShape('AccountProfile', saved.json());
      expect(saved.json()).toEqual({ email, details: PROFILE } satisfies AccountProfile);
      expect((await send(customer, 'GET', '/api/account/profile')).json()).toEqual(saved.json());

      const shippingOf = async (id: number) =>
        (
          (await db.query(`SELECT shipping FROM orders WHERE id = $1`, [id])) as {
            shipping: Shipping | null;
          }[]
        )[0]!.shipping;
      expect(await shippingOf(next)).toEqual({ ...PROFILE, email });
      // What was shipped keeps the address it went to; other customers' orders are untouched.
      expect(await shippingOf(sale)).toEqual(SHIPPING);
      expect(await shippingOf(billed)).toEqual(SHIPPING);
      expect(await shippingOf(bobsNext)).toBeNull();
    });

    it('refuses bad input field by field with 400 and changes nothing', async () => {
      const email = await emailOf(alice);
      const before = await send(alice, 'GET', '/api/account/profile');
      for (const bad of [
        { ...PROFILE, email, phone: '123' },
        { ...PROFILE, email, firstName: '   ' },
        { ...PROFILE, email, address: { ...PROFILE.address, postalCode: '9810' } },
        { ...PROFILE, email: 'not-an-email' },
        { ...PROFILE, email, userId: bob.id },
        { email },
      ]) {
        const refused = await send(alice, 'PUT', '/api/account/profile', bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
        expect(refused.json().code).toBe('VALIDATION_FAILED');
      }
      expect((await send(alice, 'GET', '/api/account/profile')).json()).toEqual(before.json());
    });

    it('changes the login email with the current password; the email is unique in the tenant regardless of case', async () => {
      const customer = await customerWithPassword('old password 1');
      const body = (email: string, currentPassword?: string): UpdateAccountProfileRequest => ({
        email,
        ...PROFILE,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      const newEmail = `new-${customer.id}@example.com`;

      const noPassword = await send(customer, 'PUT', '/api/account/profile', body(newEmail));
      expect(noPassword.statusCode).toBe(422);
      expect(noPassword.json().code).toBe('ACCOUNT_PASSWORD_INCORRECT');
      expect((await send(customer, 'PUT', '/api/account/profile', body(newEmail, 'wrong'))).statusCode).toBe(
        422,
      );

      const taken = await send(
        customer,
        'PUT',
        '/api/account/profile',
        body((await emailOf(bob)).toUpperCase(), 'old password 1'),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'ACCOUNT_EMAIL_TAKEN',
        message: 'Another account already uses this email address',
      });
      // An admin's email is taken too.
      expect(
        (await send(customer, 'PUT', '/api/account/profile', body(await emailOf(admin), 'old password 1')))
          .statusCode,
      ).toBe(409);

      // The same email in another tenant is free.
      const elsewhere = await customerWithPassword('x'.repeat(8), 7, `shared-${customer.id}@example.com`);
      expect(elsewhere.tenantId).toBe(7);
      const moved = await send(
        customer,
        'PUT',
        '/api/account/profile',
        body(`Shared-${customer.id}@example.com`, 'old password 1'),
      );
      expect(moved.statusCode).toBe(200);
      expect(await emailOf(customer)).toBe(`Shared-${customer.id}@example.com`);
      expect((await login(`shared-${customer.id}@example.com`, 'old password 1')).statusCode).toBe(200);
      // The same email in another case is not a change: no password needed.
      expect(
        (await send(customer, 'PUT', '/api/account/profile', body(`shared-${customer.id}@example.com`)))
          .statusCode,
      ).toBe(200);
    });

    it('two customers taking one email at the same moment: one succeeds, the other gets 409', async () => {
      const first = await customerWithPassword('password one');
      const second = await customerWithPassword('password two');
      const email = `race-${first.id}@example.com`;
      const answers = await Promise.all([
        send(first, 'PUT', '/api/account/profile', { email, ...PROFILE, currentPassword: 'password one' }),
        send(second, 'PUT', '/api/account/profile', { email, ...PROFILE, currentPassword: 'password two' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const owners = (await db.query(`SELECT id FROM users WHERE lower(email) = $1`, [email])) as unknown[];
      expect(owners).toHaveLength(1);
    });

    it("an agent's mask token changes none of the customer's details: not the address, name, phone or email", async () => {
      const customer = await createUser(app, 6);
      const email = await emailOf(customer);
      expect((await send(customer, 'PUT', '/api/account/profile', { email, ...PROFILE })).statusCode).toBe(
        200,
      );
      const sale = await insertOrder(app, 6, { userId: customer.id });
      const refill = await insertOrder(app, 6, { userId: customer.id, originalOrderId: sale, paid: false });
      await db.query(`UPDATE orders SET shipping = $1 WHERE id = $2`, [{ ...PROFILE, email }, refill]);
      const masked = await maskOf(customer);
      const stored = async () => ({
        profile: (
          (await db.query(`SELECT profile FROM users WHERE id = $1`, [customer.id])) as {
            profile: unknown;
          }[]
        )[0]!.profile,
        refill: (
          (await db.query(`SELECT shipping FROM orders WHERE id = $1`, [refill])) as {
            shipping: unknown;
          }[]
        )[0]!.shipping,
      });
      const before = await stored();

      // Redirecting the next shipment: the pharmacy's medication would go to the agent's address.
      const elsewhere = { ...PROFILE.address, line1: '9 Dock Rd', city: 'Tacoma', postalCode: '98402' };
      for (const [change, what] of [
        [{ address: elsewhere }, 'shipping address'],
        [{ firstName: 'Someone', lastName: 'Else' }, 'name'],
        [{ phone: '2065550199' }, 'phone'],
        [{ phone: '2065550199', address: elsewhere }, 'phone or shipping address'],
        [{ email: `agent-${customer.id}@example.com`, currentPassword: 'x' }, 'email'],
      ] as const) {
        const refused = await send(masked, 'PUT', '/api/account/profile', { email, ...PROFILE, ...change });
        expect(refused.statusCode, what).toBe(403);
        expect(refused.json()).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          code: 'ACCOUNT_MASQUERADE_REFUSED',
          message: `Staff acting as the customer cannot change the customer's ${what}; only the customer can, from their own login`,
        });
      }
      expect(await stored()).toEqual(before);
      expect(await emailOf(customer)).toBe(email);

      // The profile sent back as it is (case and spacing aside) is answered unchanged, without a write.
      const same = await send(masked, 'PUT', '/api/account/profile', {
        email: email.toUpperCase(),
        ...PROFILE,
        firstName: ' grace ',
        address: { ...PROFILE.address, city: 'SEATTLE' },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toEqual({ email, details: PROFILE });
      expect(await stored()).toEqual(before);
    });
  });

  describe('POST /api/account/password', () => {
    it('changes the password given the current one; every older login ends, reset links are voided', async () => {
      const customer = await customerWithPassword('first password');
      const email = await emailOf(customer);
      await db.query(
        `INSERT INTO password_reset_tokens (tenant_id, user_id, token_hash, expires_at)
         VALUES (6, $1, $2, now() + interval '1 hour')`,
        [customer.id, newLinkToken().tokenHash],
      );

      const wrong = await send(customer, 'POST', '/api/account/password', {
        currentPassword: 'not it',
        newPassword: 'second password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        code: 'ACCOUNT_PASSWORD_INCORRECT',
        message: 'The current password is not correct',
      });
      const short = await send(customer, 'POST', '/api/account/password', {
        currentPassword: 'first password',
        newPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect((await login(email, 'first password')).statusCode).toBe(200);

      const changed = await send(customer, 'POST', '/api/account/password', {
        currentPassword: 'first password',
        newPassword: 'second password',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({
        message: 'Your password has been changed.',
        token: expect.any(String),
      });
      expect((await login(email, 'first password')).statusCode).toBe(401);
      expect((await login(email, 'second password')).statusCode).toBe(200);
      // The token the change was made with, like any other login before it, is refused at once; the browser that
      // changed the password goes on with the answer's token.
      const old = await send(customer, 'GET', '/api/account/profile');
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe(LOGIN_REVOKED);
      const renewed = { ...customer, token: changed.json().token as string };
      expect((await send(renewed, 'GET', '/api/account/profile')).statusCode).toBe(200);
      const links = (await db.query(`SELECT used_at FROM password_reset_tokens WHERE user_id = $1`, [
        customer.id,
      ])) as { used_at: Date | null }[];
      expect(links.map((link) => link.used_at !== null)).toEqual([true]);
    });

    it('two changes with the same current password at once: exactly one wins', async () => {
      const customer = await customerWithPassword('start password');
      const answers = await Promise.all(
        ['winner one', 'winner two'].map((newPassword) =>
          send(customer, 'POST', '/api/account/password', { currentPassword: 'start password', newPassword }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    });

    it('refuses a mask token and counts wrong passwords against the login limit', async () => {
      const customer = await customerWithPassword('limit password');
      const hash = await hashOf(customer);
      const masked = await maskOf(customer);
      const refused = await send(masked, 'POST', '/api/account/password', {
        currentPassword: 'limit password',
        newPassword: 'agent choice',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ACCOUNT_MASQUERADE_REFUSED');

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await send(customer, 'POST', '/api/account/password', {
          currentPassword: `guess ${attempt}`,
          newPassword: 'attacker choice',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
      expect(statuses[5]).toBe(429);
      expect(await hashOf(customer)).toBe(hash);
    });
  });
});
