import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { compileFlow, orderDisplayStatus } from '@telehealth/engine';
import { validate, type Order, type Shipping } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../integrations/payment/payment-gateway.js';
import { PaymentLedger } from '../integrations/payment/payment-ledger.service.js';
import { CLINICIAN_VISIT_JOB } from '../jobs/job-names.js';
import { listJobs } from '../jobs/wait-for-job.js';
import { OrderEntity } from '../order/order.entity.js';
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
    bearer?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers,
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
  /** The order's rows of the payments ledger, oldest first. */
  const ledgerOf = async (orderId: number) =>
    (await db.query(
      `SELECT kind, status, amount::text AS amount, gateway, gateway_transaction_id, card, error,
              idempotency_key, settled_at IS NOT NULL AS settled, reverses_payment_id
         FROM payments WHERE order_id = $1 ORDER BY id`,
      [orderId],
    )) as Record<string, unknown>[];
  /** What the sandbox processor received for the tenant: its charges, voids and refunds. */
  const gatewayCalls = async (tenantId = 6) =>
    (await db.query(
      `SELECT kind, transaction_id, charge_transaction_id, idempotency_key FROM sandbox_gateway_operations
        WHERE tenant_id = $1 ORDER BY created_at, idempotency_key`,
      [tenantId],
    )) as { kind: string; transaction_id: string | null; charge_transaction_id: string | null }[];
  /** Charges of an order that took money and were not voided. */
  const captured = async (orderId: number) =>
    (await ledgerOf(orderId)).filter((row) => row['kind'] === 'charge' && row['status'] === 'approved');

  /** A login token of the order's customer (the account the checkout attached it to). */
  const ownerToken = async (created: string, tenantId = 6) => {
    const { userId } = await db.getRepository(OrderEntity).findOneByOrFail({ tenantId, created });
    return app.get(JwtService).sign({ userId: userId!, role: 1, tenantId });
  };

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
    // An anonymous checkout does not name the account; the order joined the new account of the email.
    expect(body).not.toHaveProperty('userId');
    expect(order.orderData).toMatchObject({
      orderStatus: 'PENDING',
      // Authorised, not taken: the clinician's approval captures it.
      items: [{ txnType: 'AUTHORIZE', amount: med.price, transactionId: body.transactionId }],
    });
    // The ledger holds the charge (the authorisation), settled with the paid order.
    expect((await ledgerOf(order.id)).filter((row) => row['kind'] === 'charge')).toEqual([
      expect.objectContaining({
        kind: 'charge',
        status: 'approved',
        amount: String(med.price.toFixed(2)),
        gateway: 'sandbox',
        gateway_transaction_id: body.transactionId,
        card: { brand: 'Visa', last4: '4242', expiry: '12/34' },
        settled: true,
      }),
    ]);
    const [user] = (await db.query(`SELECT email, role FROM users WHERE id = $1`, [order.userId])) as {
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
    // The approval took the authorised amount: one capture of the settled charge, recorded on the order.
    expect(approved.orderData.items.map((item) => [item.txnType, item.amount])).toEqual([
      ['AUTHORIZE', med.price],
      ['CAPTURE', med.price],
    ]);
    expect((await ledgerOf(approved.id)).map((row) => [row['kind'], row['status']])).toEqual([
      ['charge', 'approved'],
      ['capture', 'approved'],
    ]);
    expect(approved.orderData.items[1]!.transactionId).toBe(
      (await ledgerOf(approved.id))[1]!['gateway_transaction_id'],
    );

    // The new customer account has no password yet: the patient is emailed a link to set one, and the order.
    const emails = (await db.query(
      `SELECT kind, payload FROM outbound_emails WHERE tenant_id = 6 AND "to" = $1 ORDER BY kind`,
      [`${created}@example.com`],
    )) as { kind: string; payload: unknown }[];
    expect(emails.map((email) => email.kind)).toEqual([
      'account_setup',
      'clinician_decision',
      'order_confirmation',
    ]);
    expect(JSON.stringify(emails[0]!.payload)).toMatch(/\/login\/reset\?token=/);
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

    // The refill's follow-up belongs to the sale the customer sees (the recurring order's id names it); once the
    // clinician prescribed, it opens a week before the refill's bill date (30 days away), not now.
    await eventually(async () => {
      const sale = await db.getRepository(OrderEntity).findOneByOrFail({ id: Number(orderId) });
      return sale.beluga?.status === 'APPROVED';
    });
    const token = await ownerToken(created);
    const followupFlow = tenantData(6).flows.find((f) => f.key === 'followup' && f.status === 'published')!;
    const answers = answersAlong(compileFlow(followupFlow), (state) => state === 'checkout').at(-1);
    const auth = { ...headers, authorization: `Bearer ${token}` };
    const read = await app.inject({
      method: 'GET',
      url: `/api/order/orderId/${recurring.id}`,
      headers: auth,
    });
    expect(read.json()).toMatchObject({
      orderId,
      followup: { orderId, phase: 'upcoming', reason: null },
    });
    const followup = await app.inject({
      method: 'POST',
      url: `/api/followup/${recurring.id}`,
      headers: auth,
      payload: { startData: answers },
    });
    expect(followup.statusCode).toBe(409);
    expect(followup.json().code).toBe('FOLLOWUP_NOT_DUE');

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
    // Paid, the order is its customer's: a stranger with its created value cannot pay it again...
    const again = await pay(created, '4242424242424242');
    expect(again.statusCode).toBe(401);
    // ...and its customer is told it is paid.
    const own = await pay(created, '4242424242424242', {}, undefined, await ownerToken(created));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'ORDER_PAID' });
    // Two declines and one authorisation in the ledger (the clinician's approval may have captured it meanwhile).
    expect(
      (await ledgerOf(after.id)).filter((row) => row['kind'] === 'charge').map((row) => row['status']),
    ).toEqual(['declined', 'declined', 'approved']);
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

  it('sells a titrated medication at the first step of its schedule, and refuses what the intake does not allow before any charge', async () => {
    const tenant7 = { ...headers, tenant: '7' };
    const products = tenantData(7).products;
    const oral = products.find((p) => p.med === 701)!;
    const injections = products.filter((p) => p.form === 'injectable');
    const created = await intakeTo((state) => state === 'checkout', 7);
    const checkout = (chosen: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        headers: tenant7,
        payload: {
          created,
          products: chosen,
          shipping: shipping(`${created}@example.com`),
          payment: { paySource: 'CREDITCARD', card: card('4242424242424242') },
        },
      });

    // Two GLP-1 medications in one order: the intake's rule "one GLP-1 per order", named.
    const two = await checkout(injections.map((p) => ({ med: p.med })));
    expect(two.statusCode).toBe(422);
    expect(validate('ErrorResponse', two.json()).ok).toBe(true);
    expect(two.json()).toMatchObject({
      code: 'ORDER_NOT_ELIGIBLE',
      message: `One GLP-1 medication per order: choose one of ${injections.map((p) => p.name).join(' and ')}. (rule one_glp1)`,
    });
    // A starting dose above the first step, and a strength the product does not list, are refused the same way.
    for (const dosage of ['14 mg once daily', '7 mg']) {
      const high = await checkout([{ med: oral.med, dosage }]);
      expect(high.statusCode).toBe(422);
      expect(high.json()).toMatchObject({
        code: 'ORDER_NOT_ELIGIBLE',
        message:
          'Oral Semaglutide starts at 3 mg once daily; your clinician raises the dose as your schedule says. (rule starting_dose)',
      });
    }
    const empty = await checkout([{ med: oral.med, dosage: '' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/products/0/dosage' })]),
    );
    // Nothing was charged: no payment row, nothing at the gateway, the order unpaid.
    const unpaid = await db.getRepository(OrderEntity).findOneByOrFail({ tenantId: 7, created });
    expect(unpaid.paidAt).toBeNull();
    expect(await ledgerOf(unpaid.id)).toEqual([]);

    const schedule = [
      { step: 1, dose: '3 mg once daily', fromCycle: 1, toCycle: 1 },
      { step: 2, dose: '7 mg once daily', fromCycle: 2, toCycle: 2 },
      { step: 3, dose: '14 mg once daily', fromCycle: 3 },
    ];
    const sold = {
      med: oral.med,
      strength: oral.strength,
      dosage: '3 mg once daily',
      startStep: 1,
      schedule,
    };
    const paid = await checkout([{ med: oral.med }]);
    expect(paid.statusCode).toBe(200);
    expect(validate('CheckoutResponse', paid.json()).ok).toBe(true);
    expect(paid.json().selectedProduct).toEqual([expect.objectContaining(sold)]);

    // Stored with the order's purchase...
    const row = await db.getRepository(OrderEntity).findOneByOrFail({ tenantId: 7, created });
    expect(row.selectedProduct).toEqual([expect.objectContaining(sold)]);
    expect(row.orderData.items[0]).toEqual(expect.objectContaining({ med: oral.med, txnType: 'AUTHORIZE' }));
    // ...and read back: the resume read and the customer's order list.
    const token = await ownerToken(created, 7);
    const resumed = await app.inject({
      method: 'GET',
      url: '/api/order/created',
      headers: { ...tenant7, authorization: `Bearer ${token}` },
      query: { created },
    });
    expect(resumed.statusCode).toBe(200);
    expect(validate('OrderByCreatedResponse', resumed.json()).ok).toBe(true);
    expect(resumed.json().selectedProduct).toEqual([expect.objectContaining(sold)]);
    const orders = await app.inject({
      method: 'GET',
      url: '/api/order/created',
      headers: { ...tenant7, authorization: `Bearer ${token}` },
      query: { userId: String(row.userId) },
    });
    expect(orders.statusCode).toBe(200);
    // The list may hold the recurring order too, once the CRM job has made it.
    expect(orders.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ created, selectedProduct: [expect.objectContaining(sold)] }),
      ]),
    );

    // A product that is not titrated is sold as before, with no dose of its own.
    const plain = await intakeTo((state) => state === 'checkout');
    const plainPaid = await pay(plain, '4242424242424242');
    expect(plainPaid.statusCode).toBe(200);
    expect(plainPaid.json().selectedProduct[0]).not.toHaveProperty('dosage');
  });

  it('lets the sandbox clinician decline: the authorisation is voided and the patient reads not charged', async () => {
    const created = await intakeTo((state) => state === 'checkout');
    expect((await pay(created, '4242424242424242', { firstName: 'Decline' })).statusCode).toBe(200);
    const declined = await eventually(async () => {
      const row = await orderOf(created);
      return row.beluga?.status === 'DECLINED' ? row : null;
    });
    expect(declined.orderData.orderStatus).toBe('DECLINED');
    expect(declined.orderData.items.map((item) => item.txnType)).toEqual(['AUTHORIZE', 'VOID']);
    expect(declined.prescription).toBeNull();
    // Nothing was ever taken: the settled authorisation was voided, nothing captured or refunded.
    expect((await ledgerOf(declined.id)).map((row) => [row['kind'], row['status'], row['settled']])).toEqual([
      ['charge', 'voided', true],
      ['void', 'approved', false],
    ]);
    const token = await ownerToken(created);
    const orders = await app.inject({
      method: 'GET',
      url: '/api/order/created',
      headers: { ...headers, authorization: `Bearer ${token}` },
      query: { userId: String(declined.userId) },
    });
    const shown = (orders.json() as Order[]).find((order) => order.created === created)!;
    expect(orderDisplayStatus(shown)).toEqual({ label: 'Not prescribed — not charged', color: 'grey' });
  });
  describe('the payments ledger and the order of the steps', () => {
    it('refuses a NUL in a name and a staff email before any gateway call', async () => {
      const created = await intakeTo((state) => state === 'checkout');
      const order = await orderOf(created);
      const users = await db.query(`SELECT count(*)::int AS n FROM users`);
      // Charges only: the sandbox clinician's approvals of earlier orders capture meanwhile.
      const charges = async () => (await gatewayCalls()).filter((c) => c.kind === 'charge');
      const calls = (await charges()).length;

      const nul = await pay(created, '4242424242424242', { firstName: 'Jor\u0000dan' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ statusCode: 400 });
      const staff = await pay(created, '4242424242424242', {}, 'Admin@Example.com');
      expect(staff.statusCode).toBe(409);
      expect(staff.json().message).toMatch(/belongs to a staff account/);

      expect(await ledgerOf(order.id)).toEqual([]);
      expect(await charges()).toHaveLength(calls);
      expect(await orderOf(created)).toMatchObject({ paidAt: null, revision: order.revision, userId: null });
      expect(await db.query(`SELECT count(*)::int AS n FROM users`)).toEqual(users);
    });

    for (const fault of ['a trigger refusing the paid write', 'a constraint that fails at commit'] as const) {
      it(`voids the charge when the paid write fails after it (${fault}), and the retry captures once`, async () => {
        const created = await intakeTo((state) => state === 'checkout');
        const order = await orderOf(created);
        const users = await db.query(`SELECT count(*)::int AS n FROM users`);
        const name = `refuse_paid_${order.id}`;
        // A real fault of the test database: this order cannot be recorded as paid.
        await db.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'injected fault: order % cannot be paid', NEW.id; END $$`);
        await db.query(
          fault === 'a trigger refusing the paid write'
            ? `CREATE TRIGGER ${name} BEFORE UPDATE ON orders FOR EACH ROW
                 WHEN (NEW.id = ${order.id} AND NEW.paid_at IS NOT NULL) EXECUTE FUNCTION ${name}()`
            : `CREATE CONSTRAINT TRIGGER ${name} AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED
                 FOR EACH ROW WHEN (NEW.id = ${order.id} AND NEW.paid_at IS NOT NULL) EXECUTE FUNCTION ${name}()`,
        );
        try {
          const failed = await pay(created, '4242424242424242');
          expect(failed.statusCode).toBe(503);
          expect(failed.json()).toMatchObject({
            code: 'PAYMENT_NOT_COMPLETED',
            message:
              'Your order could not be completed, and the charge on your card was cancelled. Please try again.',
          });
        } finally {
          await db.query(`DROP TRIGGER ${name} ON orders`);
          await db.query(`DROP FUNCTION ${name}()`);
        }
        // Charged, then voided (both on record), and the order is as it was: unpaid, no account, no jobs.
        const [charge, voided] = await ledgerOf(order.id);
        expect(charge).toMatchObject({
          kind: 'charge',
          status: 'voided',
          settled: false,
          error: /injected fault/,
        });
        expect(voided).toMatchObject({ kind: 'void', status: 'approved', amount: charge!['amount'] });
        expect(
          (await gatewayCalls()).filter((c) => c.charge_transaction_id === charge!['gateway_transaction_id']),
        ).toEqual([expect.objectContaining({ kind: 'void' })]);
        expect(await orderOf(created)).toMatchObject({
          paidAt: null,
          payment: null,
          userId: null,
          revision: order.revision,
        });
        expect(await db.query(`SELECT count(*)::int AS n FROM users`)).toEqual(users);
        const jobs = await listJobs<{ orderId: number }>(db, CLINICIAN_VISIT_JOB);
        expect(jobs.filter((job) => job.data.orderId === order.id)).toEqual([]);

        // The retry pays, with one capture.
        const retried = await pay(created, '4242424242424242');
        expect(retried.statusCode).toBe(200);
        expect(await captured(order.id)).toEqual([
          expect.objectContaining({ settled: true, gateway_transaction_id: retried.json().transactionId }),
        ]);
      });
    }

    it('reuses the charge of a checkout whose process died after the gateway approved it', async () => {
      const created = await intakeTo((state) => state === 'checkout');
      const order = await orderOf(created);
      // The process that charged died before the paid write: an approved charge no paid order records.
      const crashed = await app.get(PaymentLedger).chargeOrder({
        tenantId: 6,
        orderId: order.id,
        amount: med.price,
        card: card('4242424242424242'),
        description: med.name,
      });
      expect(crashed.status).toBe('approved');

      const retried = await pay(created, '4242424242424242');
      expect(retried.statusCode).toBe(200);
      expect(retried.json().transactionId).toBe(
        crashed.status === 'approved' && crashed.result.transactionId,
      );
      expect(await captured(order.id)).toEqual([expect.objectContaining({ settled: true })]);
      expect((await ledgerOf(order.id)).filter((row) => row['kind'] === 'charge')).toHaveLength(1);
    });

    it('asks again with the same key when the answer of a charge was lost, and captures once', async () => {
      const created = await intakeTo((state) => state === 'checkout');
      const order = await orderOf(created);
      // The process wrote its pending row and reached the gateway, then died before recording the answer.
      const key = `order-${order.id}-charge-lost`;
      await db.query(
        `INSERT INTO payments (tenant_id, order_id, kind, amount, idempotency_key, gateway) VALUES (6, $1, 'charge', $2, $3, 'sandbox')`,
        [order.id, med.price, key],
      );
      const approved = await app.get<PaymentGateway>(PAYMENT_GATEWAY).charge({
        tenantId: 6,
        idempotencyKey: key,
        amount: med.price,
        card: card('4242424242424242'),
        description: med.name,
      });

      const retried = await pay(created, '4242424242424242');
      expect(retried.statusCode).toBe(200);
      expect(retried.json().transactionId).toBe(approved.status === 'approved' && approved.transactionId);
      const charges = (await gatewayCalls()).filter(
        (c) => c.kind === 'charge' && c.transaction_id === retried.json().transactionId,
      );
      expect(charges).toHaveLength(1);
      expect((await ledgerOf(order.id)).filter((row) => row['kind'] === 'charge')).toEqual([
        expect.objectContaining({ idempotency_key: key, status: 'approved', settled: true }),
      ]);
    });

    it('captures once when the same order is paid twice at the same moment', async () => {
      const created = await intakeTo((state) => state === 'checkout');
      const order = await orderOf(created);
      const answers = await Promise.all([pay(created, '4242424242424242'), pay(created, '5555555555554444')]);
      // The other is refused: 409 ORDER_PAID, or 401 when it reads the order after it became a customer's.
      const [paidAnswer, refused] = answers.map((a) => a.statusCode).sort();
      expect(paidAnswer).toBe(200);
      expect([401, 409]).toContain(refused);
      expect(await captured(order.id)).toEqual([expect.objectContaining({ settled: true })]);
      const paidWith = answers.find((a) => a.statusCode === 200)!.json().transactionId as string;
      const charges = (await gatewayCalls()).filter((c) => c.kind === 'charge');
      const voids = (await gatewayCalls())
        .filter((c) => c.kind === 'void')
        .map((c) => c.charge_transaction_id);
      // Every other approved charge for this order (if the second request got one) was voided.
      for (const row of await ledgerOf(order.id)) {
        if (
          row['kind'] === 'charge' &&
          row['gateway_transaction_id'] &&
          row['gateway_transaction_id'] !== paidWith
        ) {
          expect(voids).toContain(row['gateway_transaction_id']);
        }
      }
      expect(charges.filter((c) => c.transaction_id === paidWith)).toHaveLength(1);
    });
  });

  describe('anonymous checkout with the email of an existing account', () => {
    it('answers the same whether the email has an account or not, and names no account', async () => {
      const existing = `existing-${Date.now()}@example.com`;
      await db.query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1)`, [
        existing,
      ]);
      const fresh = await pay(
        await intakeTo((state) => state === 'checkout'),
        '4242424242424242',
        {},
        `new-${Date.now()}@example.com`,
      );
      const known = await pay(
        await intakeTo((state) => state === 'checkout'),
        '4242424242424242',
        {},
        existing,
      );
      expect(fresh.statusCode).toBe(200);
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(known.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      for (const body of [fresh.json(), known.json()]) {
        expect(validate('CheckoutResponse', body).ok).toBe(true);
        expect(body).not.toHaveProperty('userId');
      }
      expect(known.json().revision).toBe(fresh.json().revision);
    });

    it('holds the order until the account owner confirms it by the emailed link; jobs run meanwhile', async () => {
      const owner = `owner-${Date.now()}@example.com`;
      const ownerId = (
        (await db.query(
          `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
          [owner],
        )) as { id: number }[]
      )[0]!.id;
      const ownerBearer = await app.get(JwtService).sign({ userId: ownerId, role: 1, tenantId: 6 });
      const subscription = tenantData(6).products.find((p) => p.model)!;
      const created = await intakeTo((state) => state === 'checkout');
      const paid = await pay(
        created,
        '4242424242424242',
        { products: [{ med: subscription.med }] },
        owner.toUpperCase(),
      );
      expect(paid.statusCode).toBe(200);

      // Paid and held: in nobody's account, not even the owner's, until confirmed.
      const held = await orderOf(created);
      expect(held).toMatchObject({ userId: null });
      expect(held.paidAt).not.toBeNull();
      const list = async () =>
        (
          await app.inject({
            method: 'GET',
            url: '/api/order/created',
            headers: { ...headers, authorization: `Bearer ${ownerBearer}` },
            query: { userId: String(ownerId) },
          })
        ).json() as { created: string }[];
      expect((await list()).map((o) => o.created)).not.toContain(created);
      const read = await app.inject({
        method: 'GET',
        url: '/api/order/created',
        headers: { ...headers, authorization: `Bearer ${ownerBearer}` },
        query: { created },
      });
      expect(read.json()).toEqual({ created, loginRequired: true });

      // The clinician visit and the CRM's recurring order go on with the held order.
      const visited = await eventually(async () => ((await orderOf(created)).beluga ? true : null));
      expect(visited).toBe(true);
      const recurring = await eventually(() =>
        db.getRepository(OrderEntity).findOneBy({ tenantId: 6, created: `${created}.r1` }),
      );
      expect(recurring.userId).toBeNull();

      // The owner is emailed the single-use link (it names no treatment).
      const [email] = await eventually(async () => {
        const rows = (await db.query(
          `SELECT payload FROM outbound_emails WHERE tenant_id = 6 AND kind = 'order_claim' AND "to" = $1`,
          [owner],
        )) as { payload: { properties: Record<string, string> } }[];
        return rows.length > 0 ? rows : null;
      });
      const link = new URL(email!.payload.properties['claimLink']!);
      expect(link.pathname).toBe('/login/claim');
      expect(JSON.stringify(email!.payload)).not.toContain(subscription.name);
      const token = link.searchParams.get('token')!;

      const claim = (payload: object, tenant = '6') =>
        app.inject({ method: 'POST', url: '/api/order/claim', headers: { ...headers, tenant }, payload });
      expect((await claim({ token }, '7')).statusCode).toBe(400);
      expect((await claim({ token: 'not-the-token' })).statusCode).toBe(400);
      const claimed = await claim({ token });
      expect(claimed.statusCode).toBe(200);
      expect(validate('ClaimOrderResponse', claimed.json()).ok).toBe(true);
      expect(claimed.json()).toMatchObject({ orderId: String(held.id) });
      expect(await orderOf(created)).toMatchObject({ userId: ownerId });
      expect(await orderOf(`${created}.r1`)).toMatchObject({ userId: ownerId });
      expect((await list()).map((o) => o.created)).toContain(created);
      const again = await claim({ token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'ORDER_CLAIM_INVALID',
        message: 'This link is invalid or has expired',
      });
    });

    it('attaches a logged-in customer’s checkout to their account and names it', async () => {
      const email = `logged-in-${Date.now()}@example.com`;
      const id = (
        (await db.query(
          `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
          [email],
        )) as { id: number }[]
      )[0]!.id;
      const bearer = await app.get(JwtService).sign({ userId: id, role: 1, tenantId: 6 });
      const created = await intakeTo((state) => state === 'checkout');
      const paid = await pay(created, '4242424242424242', {}, email, bearer);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().userId).toBe(id);
      expect(await orderOf(created)).toMatchObject({ userId: id });
    });
  });
});
