import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PaymentCard, PaymentSummary } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  createTenantUsers,
  createUser,
  headers,
  insertOrder,
  type TestUser,
} from '../testing/account-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const SALE_CARD: PaymentSummary = { paySource: 'CREDITCARD', brand: 'Visa', last4: '4242', expiry: '12/34' };
const MASTERCARD: PaymentCard = {
  number: '5555555555554444',
  expiry: '11/33',
  cvc: '123',
  name: 'Ada Lovelace',
};
const NEW_CARD: PaymentSummary = {
  paySource: 'CREDITCARD',
  brand: 'Mastercard',
  last4: '4444',
  expiry: '11/33',
};

describe('the card on file (GET/PUT /api/account/card)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let bob: TestUser, agent: TestUser;

  const send = (user: TestUser, method: 'GET' | 'PUT', payload?: object, tenant?: number) =>
    app.inject({
      method,
      url: '/api/account/card',
      headers: headers(user, tenant),
      ...(payload ? { payload } : {}),
    });
  const paymentOf = async (id: number) =>
    (
      (await db.query(`SELECT payment FROM orders WHERE id = $1`, [id])) as {
        payment: PaymentSummary | null;
      }[]
    )[0]!.payment;
  /** A customer of `tenant` with a paid sale and its refill not billed yet (carrying the sale's card, as the CRM does). */
  const subscriber = async (tenant = 6) => {
    const user = await createUser(app, tenant);
    const sale = await insertOrder(app, tenant, { userId: user.id });
    const refill = await insertOrder(app, tenant, { userId: user.id, originalOrderId: sale, paid: false });
    await db.query(`UPDATE orders SET payment = $1 WHERE id = ANY($2)`, [SALE_CARD, [sale, refill]]);
    return { user, sale, refill };
  };
  const ledgerOf = (orderId: number) =>
    db.query(
      `SELECT kind, status, amount, card, gateway_transaction_id FROM payments WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ) as Promise<
      { kind: string; status: string; amount: string; card: unknown; gateway_transaction_id: string }[]
    >;

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ bob, agent } = await createTenantUsers(app));
  });

  it('shows the card of the refill, else of the newest paid order, else none', async () => {
    const { user, refill } = await subscriber();
    const shown = await send(user, 'GET');
    expect(shown.statusCode).toBe(200);
    expectShape('CardOnFile', shown.json());
    expect(shown.json()).toEqual({ card: SALE_CARD });

    await db.query(`UPDATE orders SET payment = NULL WHERE id = $1`, [refill]);
    expect((await send(user, 'GET')).json()).toEqual({ card: SALE_CARD });

    const newcomer = await createUser(app, 6);
    expect((await send(newcomer, 'GET')).json()).toEqual({ card: null });
  });

  it('replaces the card after the gateway approves a zero check, for every refill not billed yet and nothing else', async () => {
    const { user, sale, refill } = await subscriber();
    const secondSale = await insertOrder(app, 6, { userId: user.id });
    const secondRefill = await insertOrder(app, 6, {
      userId: user.id,
      originalOrderId: secondSale,
      paid: false,
    });
    const others = await subscriber();
    const otherTenant = await subscriber(7);

    const replaced = await send(user, 'PUT', { card: MASTERCARD });
    expect(replaced.statusCode).toBe(200);
    expectShape('CardOnFile', replaced.json());
    expect(replaced.json()).toEqual({ card: NEW_CARD });
    expect((await send(user, 'GET')).json()).toEqual({ card: NEW_CARD });

    expect(await paymentOf(refill)).toEqual(NEW_CARD);
    expect(await paymentOf(secondRefill)).toEqual(NEW_CARD);
    // What was paid keeps the card it was paid with; other customers and tenants are untouched.
    expect(await paymentOf(sale)).toEqual(SALE_CARD);
    expect(await paymentOf(others.refill)).toEqual(SALE_CARD);
    expect(await paymentOf(otherTenant.refill)).toEqual(SALE_CARD);

    // The check is on record in the payments ledger: a zero authorisation of the newest refill, voided at once.
    const [check, voided] = await ledgerOf(secondRefill);
    expect(check).toMatchObject({
      kind: 'charge',
      status: 'voided',
      amount: '0.00',
      card: { last4: '4444' },
    });
    expect(voided).toMatchObject({ kind: 'void', status: 'approved' });

    // Nothing sensitive is stored anywhere.
    const dump = JSON.stringify(
      await db.query(
        `SELECT o.payment, p.card, p.error FROM orders o LEFT JOIN payments p ON p.order_id = o.id`,
      ),
    );
    expect(dump).not.toContain(MASTERCARD.number);
    const operations = JSON.stringify(await db.query(`SELECT * FROM sandbox_gateway_operations`));
    expect(operations).not.toContain(MASTERCARD.number);
  });

  it('a declined, expired or wrong-CVC card is a 402 with the gateway message and changes nothing', async () => {
    const { user, refill } = await subscriber();
    for (const [number, expiry, code] of [
      ['4000000000000002', '12/34', 'CARD_DECLINED'],
      ['4000000000000127', '12/34', 'INCORRECT_CVC'],
      ['4242424242424242', '01/20', 'EXPIRED_CARD'],
    ] as const) {
      const refused = await send(user, 'PUT', { card: { ...MASTERCARD, number, expiry } });
      expect(refused.statusCode, number).toBe(402);
      expect(refused.json().code).toBe(code);
      expect(refused.json().message).toMatch(/card/i);
    }
    expect(await paymentOf(refill)).toEqual(SALE_CARD);
    expect((await ledgerOf(refill)).map((row) => row.status)).toEqual(['declined', 'declined', 'declined']);
  });

  it('bad input is a 400 naming the field; no refill is a 409; a mask token is a 403; staff are refused', async () => {
    const { user, refill } = await subscriber();
    for (const card of [
      { ...MASTERCARD, number: '4242 4242' },
      { ...MASTERCARD, expiry: '13/30' },
      { ...MASTERCARD, cvc: '12' },
      { ...MASTERCARD, name: '' },
      { number: MASTERCARD.number },
    ]) {
      const refused = await send(user, 'PUT', { card });
      expect(refused.statusCode, JSON.stringify(card)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await send(user, 'PUT', { card: MASTERCARD, extra: 1 })).statusCode).toBe(400);
    expect((await send(user, 'PUT')).statusCode).toBe(400);

    const issued = await app.inject({
      method: 'POST',
      url: '/api/auth/masquerade',
      headers: headers(agent),
      payload: { userId: user.id },
    });
    const masked = { ...user, token: issued.json().maskToken as string };
    expect((await send(masked, 'GET')).json()).toEqual({ card: SALE_CARD });
    const refusedMask = await send(masked, 'PUT', { card: MASTERCARD });
    expect(refusedMask.statusCode).toBe(403);
    expect(refusedMask.json().code).toBe('ACCOUNT_MASQUERADE_REFUSED');
    expect((await send(agent, 'PUT', { card: MASTERCARD })).statusCode).toBe(403);
    expect(await paymentOf(refill)).toEqual(SALE_CARD);
    expect(await ledgerOf(refill)).toEqual([]);

    const noSubscription = await send(bob, 'PUT', { card: MASTERCARD });
    expect(noSubscription.statusCode).toBe(409);
    expect(noSubscription.json().code).toBe('ACCOUNT_NO_SUBSCRIPTION');
  });

  it('two replacements at the same moment leave one card on every refill', async () => {
    const { user, sale, refill } = await subscriber();
    const secondRefill = await insertOrder(app, 6, { userId: user.id, originalOrderId: sale, paid: false });
    const amex: PaymentCard = { ...MASTERCARD, number: '378282246310005', cvc: '1234' };
    const answers = await Promise.all([
      send(user, 'PUT', { card: MASTERCARD }),
      send(user, 'PUT', { card: amex }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const first = await paymentOf(refill);
    expect(await paymentOf(secondRefill)).toEqual(first);
    expect((await send(user, 'GET')).json()).toEqual({ card: first });
    expect(['4444', '0005']).toContain(first!.last4);
  });
});
