import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CheckoutRequest } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { insertUserId } from '../testing/account-fixtures.js';
import { answersAlong, checkoutRequest, seededIntake, testAdvData } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/**
 * Issue 31: a staff member acting as a customer (a mask token) must not redirect where a prescription goes. A
 * checkout with a mask token ships only to the details on the customer's profile.
 */
describe('POST /api/order/checkout with a mask token', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let serial = 0;
  let agentToken: string;
  const med = tenantData(6).products[0]!.med;
  const headers = (bearer?: string) => ({
    token: DEV_TOKEN,
    tenant: '6',
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  });

  beforeAll(async () => {
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '3600' } });
    db = app.get(DataSource);
    const agent = await insertUserId(app, 6, 2);
    agentToken = await app.get(JwtService).sign({ userId: agent, role: 2, tenantId: 6 });
  }, 120_000);

  /** A new anonymous intake of tenant 6 answered to checkout. */
  async function intake(): Promise<string> {
    const created = `masked-${Date.now()}-${++serial}-0123456789`;
    await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: headers(),
      payload: { created, advData: testAdvData },
    });
    const startData = answersAlong(seededIntake(6), (state) => state === 'checkout').at(-1);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers: headers(),
      payload: { created, columns: { startData } },
    });
    expect(saved.statusCode).toBe(200);
    return created;
  }
  const pay = (body: CheckoutRequest, bearer?: string) =>
    app.inject({ method: 'POST', url: '/api/order/checkout', headers: headers(bearer), payload: body });
  const maskFor = async (customerId: number) => {
    const issued = await app.inject({
      method: 'POST',
      url: '/api/auth/masquerade',
      headers: headers(agentToken),
      payload: { userId: customerId },
    });
    expect(issued.statusCode).toBe(200);
    return issued.json().maskToken as string;
  };
  const charges = async () =>
    Number((await db.query(`SELECT count(*)::int AS n FROM payments WHERE kind = 'charge'`))[0].n);

  /** A customer whose first order (paid by themselves) shipped to checkoutRequest's address. */
  async function customerWithOrder(): Promise<{ id: number; email: string }> {
    const email = `masked-${Date.now()}-${++serial}@example.com`;
    expect((await pay(checkoutRequest(await intake(), med, email))).statusCode).toBe(200);
    const [user] = (await db.query(`SELECT id FROM users WHERE email = $1`, [email])) as { id: number }[];
    return { id: user!.id, email };
  }

  it('refuses an order shipped elsewhere than the profile (403, before any charge), and pays one shipped there', async () => {
    const customer = await customerWithOrder();
    const mask = await maskFor(customer.id);
    const onFile = checkoutRequest('', med, customer.email).shipping;
    const before = await charges();

    for (const [shipping, changed] of [
      [
        { ...onFile, address: { ...onFile.address, line1: '77 Warehouse Way', city: 'Salem' } },
        'shipping address',
      ],
      [{ ...onFile, firstName: 'Mallory' }, 'name'],
      [{ ...onFile, phone: '5035550199' }, 'phone'],
      [{ ...onFile, email: `drop-${serial}@example.com` }, 'email'],
      [{ ...onFile, phone: '5035550199', email: `drop-${serial}@example.com` }, 'phone or email'],
    ] as const) {
      const created = await intake();
      const refused = await pay({ ...checkoutRequest(created, med, customer.email), shipping }, mask);
      expect(refused.statusCode, changed).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'MASQUERADE_REFUSED',
        message:
          'Staff acting as the customer can only send an order to the name, phone, email and shipping address on ' +
          `the customer's profile, and this order changes the ${changed}; only the customer can change where ` +
          'their medication goes, from their own login',
      });
      const order = await db.getRepository(OrderEntity).findOneByOrFail({ tenantId: 6, created });
      expect(order.paidAt).toBeNull();
      expect(order.shipping).toBeNull();
    }
    expect(await charges()).toBe(before);

    // The same details (as a person reads them: case and spacing aside) are not a change: the order is placed.
    const created = await intake();
    const same = {
      ...onFile,
      firstName: ` ${onFile.firstName.toUpperCase()} `,
      email: customer.email.toUpperCase(),
      phone: onFile.phone,
    };
    const paid = await pay({ ...checkoutRequest(created, med, customer.email), shipping: same }, mask);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ userId: customer.id });
  });

  it('refuses a customer with no details on file: their first address is theirs to give', async () => {
    const customer = await insertUserId(app, 6, 1);
    const mask = await maskFor(customer);
    const refused = await pay(checkoutRequest(await intake(), med, 'any@example.com'), mask);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'MASQUERADE_REFUSED',
      message:
        "Staff acting as the customer can only send an order to the details on the customer's profile, and this " +
        'customer has none yet; the customer places this order from their own login',
    });
  });

  it('leaves the customer free to ship their own order anywhere', async () => {
    const customer = await customerWithOrder();
    const own = await app.get(JwtService).sign({ userId: customer.id, role: 1, tenantId: 6 });
    const body = checkoutRequest(await intake(), med, customer.email);
    const moved = {
      ...body,
      shipping: { ...body.shipping, address: { ...body.shipping.address, city: 'Bend' } },
    };
    expect((await pay(moved, own)).statusCode).toBe(200);
  });
});
