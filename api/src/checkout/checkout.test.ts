import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { compileFlow } from '@telehealth/engine';
import { validate, type Shipping } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { offersDosage } from './checkout.service.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const shipping = (email: string, firstName = 'Jordan'): Shipping => ({
  firstName,
  lastName: 'Rivera',
  address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
  email,
  phone: '5035550143',
});
const card = (number: string) => ({ number, expiry: '12/34', cvc: '123', name: 'Jordan Rivera' });

/** Polls until `check` answers a value (jobs run in the background), for at most 20 s. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for background work');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/order/checkout', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let serial = 0;
  const headers = { token: DEV_TOKEN, tenant: '6' };
  const med = tenantData(6).products[0]!;

  beforeAll(async () => {
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '0' } });
    db = app.get(DataSource);
  });

  /** A new intake of tenant 6 (or `tenant`), answered up to `end`. */
  async function intakeTo(end: (state: string) => boolean, tenant = 6): Promise<string> {
    const created = `checkout-${Date.now()}-${++serial}-0123456789`;
    const tenantHeaders = { ...headers, tenant: String(tenant) };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: tenantHeaders,
          payload: { created, advData: testAdvData },
        })
      ).statusCode,
    ).toBe(201);
    const steps = answersAlong(seededIntake(tenant), end);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers: tenantHeaders,
      payload: { created, columns: { startData: steps.at(-1) } },
    });
    expect(saved.statusCode).toBe(200);
    return created;
  }
  const pay = (
    created: string,
    number: string,
    extra: Record<string, unknown> = {},
    email = `${created}@example.com`,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers,
      payload: {
        created,
        products: [{ med: med.med }],
        shipping: shipping(email, (extra['firstName'] as string) ?? 'Jordan'),
        payment: { paySource: 'CREDITCARD', card: card(number) },
        ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'firstName')),
      },
    });
  const orderOf = (created: string) =>
    db.getRepository(OrderEntity).findOneByOrFail({ tenantId: 6, created });

  it('charges the price of the tenant’s product, completes the order and starts the clinician visit', async () => {
    const created = await intakeTo((state) => state === 'checkout');
    const response = await pay(created, '4242424242424242');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validate('CheckoutResponse', body).ok).toBe(true);
    expect(body).toMatchObject({
      price: med.price,
      payment: { paySource: 'CREDITCARD', last4: '4242', brand: 'Visa' },
    });

    const order = await orderOf(created);
    expect(order.paidAt).not.toBeNull();
    expect(order.userId).toBe(body.userId);
    expect(order.orderData).toMatchObject({
      orderStatus: 'PENDING',
      items: [{ txnType: 'SALE', amount: med.price }],
    });
    const [user] = (await db.query(`SELECT email, role FROM users WHERE id = $1`, [body.userId])) as {
      email: string;
      role: number;
    }[];
    expect(user).toEqual({ email: `${created}@example.com`, role: 1 });
    const [payment] = (await db.query(
      `SELECT kind FROM intake_events WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [order.id],
    )) as { kind: string }[];
    expect(payment?.kind).toBe('payment');

    // The sandbox clinician approves (no delay in this test): prescription, visit info, order complete.
    const approved = await eventually(async () => {
      const row = await orderOf(created);
      return row.beluga?.status === 'APPROVED' ? row : null;
    });
    expect(approved.prescription).toMatchObject({ medication: med.name, med: med.med });
    expect(approved.beluga?.visit.info).toMatchObject({ decision: 'approved' });
    expect(approved.orderData.orderStatus).toBe('COMPLETE');

    // The new customer account has no password yet: the patient is emailed a link to set one.
    const [email] = await eventually(
      async () =>
        (
          (await db.query(`SELECT kind, payload FROM outbound_emails WHERE tenant_id = 6 AND "to" = $1`, [
            `${created}@example.com`,
          ])) as { kind: string; payload: unknown }[]
        ).length > 0 &&
        ((await db.query(`SELECT kind, payload FROM outbound_emails WHERE tenant_id = 6 AND "to" = $1`, [
          `${created}@example.com`,
        ])) as { kind: string; payload: unknown }[]),
    );
    expect(email).toMatchObject({ kind: 'password_reset' });
    expect(JSON.stringify(email!.payload)).toMatch(/\/login\/reset\?token=/);
  });

  it('records the subscription’s recurring order, found through the Konnektive lookup', async () => {
    const subscription = tenantData(6).products.find((p) => p.model)!;
    const created = await intakeTo((state) => state === 'checkout');
    const paid = await pay(created, '5555555555554444', { products: [{ med: subscription.med }] });
    expect(paid.statusCode).toBe(200);
    const { orderId } = paid.json();
    const lookup = await eventually<{ data: { orderId: string } }>(async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/konnektive/get-recurring-orderfrom-new-sale/${orderId}`,
        headers,
      });
      return response.statusCode === 200 ? response.json() : null;
    });
    expect(validate('RecurringOrderResponse', lookup).ok).toBe(true);
    const recurring = await db
      .getRepository(OrderEntity)
      .findOneByOrFail({ id: Number(lookup.data.orderId) });
    expect(recurring).toMatchObject({
      originalOrderId: Number(orderId),
      paidAt: null,
      created: `${created}.r1`,
    });

    // Before the refill ships, the customer answers the follow-up visit on the recurring order.
    const token = app.get(JwtService).sign({ userId: paid.json().userId, role: 1, tenantId: 6 });
    const followupFlow = tenantData(6).flows.find((f) => f.key === 'followup' && f.status === 'published')!;
    const answers = answersAlong(compileFlow(followupFlow), (state) => state === 'checkout').at(-1);
    const followup = await app.inject({
      method: 'POST',
      url: `/api/followup/${recurring.id}`,
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: { startData: answers },
    });
    expect(followup.statusCode).toBe(201);

    const other = await app.inject({
      method: 'GET',
      url: `/api/konnektive/get-recurring-orderfrom-new-sale/${orderId}`,
      headers: { ...headers, tenant: '7' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers a decline with the gateway’s message and changes nothing, then accepts another card', async () => {
    const created = await intakeTo((state) => state === 'checkout');
    const before = await orderOf(created);
    const users = await db.query(`SELECT count(*)::int AS n FROM users`);
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const response = await pay(created, number);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ message });
    }
    const after = await orderOf(created);
    expect(after).toMatchObject({ paidAt: null, revision: before.revision, payment: null, userId: null });
    expect(await db.query(`SELECT count(*)::int AS n FROM users`)).toEqual(users);

    expect((await pay(created, '4242424242424242')).statusCode).toBe(200);
    const again = await pay(created, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_PAID' });
  });

  it('refuses to take payment for an intake that hit a hard stop or is unfinished, whatever the browser sends', async () => {
    const stopped = await intakeTo((state) => state.startsWith('stop'));
    const refused = await pay(stopped, '4242424242424242');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INTAKE_HARD_STOPPED' });
    expect((await orderOf(stopped)).paidAt).toBeNull();

    const created = `checkout-unfinished-${Date.now()}-0123456789`;
    await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers,
      payload: { created, advData: testAdvData },
    });
    const unfinished = await pay(created, '4242424242424242');
    expect(unfinished.statusCode).toBe(422);
    expect(unfinished.json()).toMatchObject({
      code: 'INTAKE_INCOMPLETE',
      message: /question 1 is not answered/,
    });
  });

  it('refuses unknown products, another tenant’s products, a price in the body and bad cards', async () => {
    const created = await intakeTo((state) => state === 'checkout');
    const otherTenantsMed = tenantData(7).products[0]!.med;
    const unknown = await pay(created, '4242424242424242', { products: [{ med: otherTenantsMed }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(`Unknown product: ${otherTenantsMed}`);

    const priced = await pay(created, '4242424242424242', { price: 1 });
    expect(priced.statusCode).toBe(400);
    const badCard = await pay(created, '4242-4242');
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/payment/card/number' })]),
    );
    expect((await orderOf(created)).paidAt).toBeNull();
  });

  it('keeps the dosage the patient chose with the purchased product and returns it where the order is read', async () => {
    const tenant7 = { ...headers, tenant: '7' };
    const oral = tenantData(7).products.find((p) => p.strength?.startsWith('3 mg, 7 mg'))!;
    const created = await intakeTo((state) => state === 'checkout', 7);
    const checkout = (products: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        headers: tenant7,
        payload: {
          created,
          products,
          shipping: shipping(`${created}@example.com`),
          payment: { paySource: 'CREDITCARD', card: card('4242424242424242') },
        },
      });

    // A strength the product does not list, or an empty one, is refused before any charge.
    const notOffered = await checkout([{ med: oral.med, dosage: '4 mg' }]);
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().message).toBe(
      `Dosage '4 mg' is not one of the strengths of product ${oral.med} (${oral.name}): ${oral.strength}`,
    );
    const empty = await checkout([{ med: oral.med, dosage: '' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/products/0/dosage' })]),
    );
    expect((await db.getRepository(OrderEntity).findOneByOrFail({ tenantId: 7, created })).paidAt).toBeNull();

    const paid = await checkout([{ med: oral.med, dosage: '7 mg' }]);
    expect(paid.statusCode).toBe(200);
    expect(validate('CheckoutResponse', paid.json()).ok).toBe(true);
    expect(paid.json().selectedProduct).toEqual([
      expect.objectContaining({ med: oral.med, strength: oral.strength, dosage: '7 mg' }),
    ]);

    // Stored with the order's purchase...
    const row = await db.getRepository(OrderEntity).findOneByOrFail({ tenantId: 7, created });
    expect(row.selectedProduct).toEqual([expect.objectContaining({ med: oral.med, dosage: '7 mg' })]);
    expect(row.orderData.items).toEqual([expect.objectContaining({ med: oral.med, txnType: 'SALE' })]);
    // ...and read back: the resume read and the customer's order list.
    const resumed = await app.inject({
      method: 'GET',
      url: '/api/order/created',
      headers: tenant7,
      query: { created },
    });
    expect(resumed.statusCode).toBe(200);
    expect(validate('OrderByCreatedResponse', resumed.json()).ok).toBe(true);
    expect(resumed.json().selectedProduct).toEqual([expect.objectContaining({ dosage: '7 mg' })]);
    const token = app.get(JwtService).sign({ userId: paid.json().userId, role: 1, tenantId: 7 });
    const orders = await app.inject({
      method: 'GET',
      url: '/api/order/created',
      headers: { ...tenant7, authorization: `Bearer ${token}` },
      query: { userId: String(paid.json().userId) },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([
      expect.objectContaining({
        created,
        selectedProduct: [expect.objectContaining({ med: oral.med, dosage: '7 mg' })],
      }),
    ]);

    // Without a dosage nothing changes: the product is sold as before.
    const plain = await intakeTo((state) => state === 'checkout');
    const plainPaid = await pay(plain, '4242424242424242');
    expect(plainPaid.statusCode).toBe(200);
    expect(plainPaid.json().selectedProduct[0]).not.toHaveProperty('dosage');
  });

  it('lets the sandbox clinician decline: the payment is refunded and the order shows as cancelled', async () => {
    const created = await intakeTo((state) => state === 'checkout');
    expect((await pay(created, '4242424242424242', { firstName: 'Decline' })).statusCode).toBe(200);
    const declined = await eventually(async () => {
      const row = await orderOf(created);
      return row.beluga?.status === 'DECLINED' ? row : null;
    });
    expect(declined.orderData.orderStatus).toBe('DECLINED');
    expect(declined.orderData.items.map((item) => item.txnType)).toEqual(['SALE', 'REFUND']);
    expect(declined.prescription).toBeNull();
  });
});

describe('offersDosage', () => {
  it('accepts one of the strengths a product lists, whatever the case and spacing', () => {
    const strength = '3 mg, 7 mg or 14 mg once daily (titrated)';
    expect(offersDosage(strength, '3 mg')).toBe(true);
    expect(offersDosage(strength, ' 14  MG ')).toBe(true);
    expect(offersDosage('Terbinafine 5% topical solution, 10 mL', '5%')).toBe(true);
    expect(offersDosage('0.25 mg to 2.4 mg once weekly', '0.25 mg')).toBe(true);
  });

  it('refuses other strengths, parts of numbers, bare numbers, lists and products without strengths', () => {
    const strength = '3 mg, 7 mg or 14 mg once daily (titrated)';
    expect(offersDosage(strength, '4 mg')).toBe(false);
    expect(offersDosage('17 mg daily', '7 mg')).toBe(false);
    expect(offersDosage('0.25 mg weekly', '25 mg')).toBe(false);
    expect(offersDosage(strength, '7')).toBe(false);
    expect(offersDosage(strength, '3 mg, 7 mg')).toBe(false);
    expect(offersDosage(strength, 'mg')).toBe(false);
    expect(offersDosage(undefined, '7 mg')).toBe(false);
  });
});
