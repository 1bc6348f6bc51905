import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataSourceOptions } from '../../app/data-source-options.js';
import { openDataSource } from '../../database/database.module.js';
import { useTestPostgres } from '../../testing/test-postgres.js';
import { SANDBOX_CHARGE_LIMIT, SandboxPaymentGateway } from './sandbox-payment.gateway.js';

const pg = useTestPostgres();
const now = new Date('2026-11-23T12:00:00Z');

describe('SandboxPaymentGateway', () => {
  let dataSource: DataSource;
  let other: DataSource;
  let serial = 0;

  beforeAll(async () => {
    const url = await pg.newDatabase();
    dataSource = await openDataSource(dataSourceOptions(url));
    // A second connection pool on the same database: another API process.
    other = await openDataSource(dataSourceOptions(url));
    await dataSource.query(
      `INSERT INTO tenants (id, slug, brand_config) VALUES (1, 'one', '{}'), (2, 'two', '{}')`,
    );
  });
  afterAll(async () => {
    await dataSource.destroy();
    await other.destroy();
  });

  const gateway = (source = dataSource) => new SandboxPaymentGateway(source, () => now);
  const card = (number = '4242424242424242', expiry = '12/30') => ({ number, expiry, cvc: '123', name: 'J' });
  const charge = (
    number: string,
    { amount = 54.99, expiry = '12/30', key = `key-${++serial}`, tenantId = 1, source = dataSource } = {},
  ) =>
    gateway(source).charge({
      tenantId,
      idempotencyKey: key,
      amount,
      card: card(number, expiry),
      description: 'x',
    });

  it('approves the approving test cards with brand, last four digits and expiry', async () => {
    expect(await charge('4242424242424242')).toMatchObject({
      status: 'approved',
      brand: 'Visa',
      last4: '4242',
      expiry: '12/30',
    });
    expect(await charge('5555555555554444')).toMatchObject({ status: 'approved', brand: 'Mastercard' });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4111111111111111', 'card_declined', 'Your card was declined.'],
  ])('declines %s as %s', async (number, code, message) => {
    expect(await charge(number)).toEqual({ status: 'declined', code, message });
  });

  it('declines a card past its expiry month and accepts one expiring this month', async () => {
    expect(await charge('4242424242424242', { expiry: '10/26' })).toMatchObject({ code: 'expired_card' });
    expect(await charge('4242424242424242', { expiry: '11/26' })).toMatchObject({ status: 'approved' });
  });

  it('declines amounts above the sandbox limit', async () => {
    expect(await charge('4242424242424242', { amount: SANDBOX_CHARGE_LIMIT + 0.01 })).toMatchObject({
      code: 'amount_too_large',
    });
  });

  it('answers a repeated idempotency key with the first result, in every process, per merchant account', async () => {
    const first = await charge('4242424242424242', { key: 'shared' });
    // Another process, even with another card: the first result, and no second charge.
    expect(await charge('5555555555554444', { key: 'shared', source: other })).toEqual(first);
    const [racedA, racedB] = await Promise.all([
      charge('4242424242424242', { key: 'raced' }),
      charge('4242424242424242', { key: 'raced', source: other }),
    ]);
    expect(racedA).toEqual(racedB);
    expect(await charge('4242424242424242', { key: 'shared', tenantId: 2 })).not.toEqual(first);
    const rows = await dataSource.query(
      `SELECT tenant_id, idempotency_key FROM sandbox_gateway_operations WHERE idempotency_key IN ('shared', 'raced')
        ORDER BY 1, 2`,
    );
    expect(rows).toEqual([
      { tenant_id: 1, idempotency_key: 'raced' },
      { tenant_id: 1, idempotency_key: 'shared' },
      { tenant_id: 2, idempotency_key: 'shared' },
    ]);
    expect(await gateway(other).findCharge({ tenantId: 1, idempotencyKey: 'shared' })).toEqual(first);
    expect(await gateway().findCharge({ tenantId: 1, idempotencyKey: 'never-sent' })).toBeNull();
  });

  it('voids a whole approved charge once, and then refuses to refund it', async () => {
    const approved = await charge('4242424242424242', { amount: 20 });
    if (approved.status !== 'approved') throw new Error('not approved');
    const reversal = (key: string, amount = 20) => ({
      tenantId: 1,
      idempotencyKey: key,
      transactionId: approved.transactionId,
      amount,
    });
    await expect(gateway().void(reversal('void-part', 5))).rejects.toThrow(/reverses the whole charge/);
    const voided = await gateway().void(reversal('void-1'));
    expect(await gateway(other).void(reversal('void-1'))).toEqual(voided);
    expect(await gateway().void(reversal('void-2'))).toEqual(voided);
    await expect(gateway().refund(reversal('refund-1', 5))).rejects.toThrow(/was voided/);
    await expect(gateway().capture(reversal('capture-1'))).rejects.toThrow(/was voided/);
    await expect(gateway().void({ ...reversal('void-3'), transactionId: 'ch_unknown' })).rejects.toThrow(
      /No approved charge/,
    );
  });

  it('captures an authorisation once, up to the amount held, and then refuses to void it', async () => {
    const approved = await charge('4242424242424242', { amount: 30 });
    if (approved.status !== 'approved') throw new Error('not approved');
    const capture = (key: string, amount = 30) =>
      gateway().capture({ tenantId: 1, idempotencyKey: key, transactionId: approved.transactionId, amount });
    await expect(capture('too-much', 30.01)).rejects.toThrow(/at most the amount held/);
    const captured = await capture('c1');
    expect(captured.captureId).toMatch(/^cp_/);
    expect(await capture('c1')).toEqual(captured);
    await expect(capture('c2')).rejects.toThrow(/captured already/);
    await expect(
      gateway().void({ tenantId: 1, idempotencyKey: 'v', transactionId: approved.transactionId, amount: 30 }),
    ).rejects.toThrow(/was captured and cannot be voided/);
  });

  it('refunds only what was captured, up to it, each refund once', async () => {
    const approved = await charge('4242424242424242', { amount: 30 });
    if (approved.status !== 'approved') throw new Error('not approved');
    const refund = (key: string, amount: number) =>
      gateway().refund({ tenantId: 1, idempotencyKey: key, transactionId: approved.transactionId, amount });
    await expect(refund('r0', 5)).rejects.toThrow(/was not captured/);
    await gateway().capture({
      tenantId: 1,
      idempotencyKey: `capture-${serial}`,
      transactionId: approved.transactionId,
      amount: 30,
    });
    const first = await refund('r1', 20);
    expect(await refund('r1', 20)).toEqual(first);
    await expect(refund('r2', 10.01)).rejects.toThrow(/would exceed/);
    expect((await refund('r3', 10)).refundId).not.toBe(first.refundId);
    await expect(
      gateway().void({ tenantId: 1, idempotencyKey: 'v', transactionId: approved.transactionId, amount: 30 }),
    ).rejects.toThrow(/was captured and cannot be voided/);
    // A key once used for a charge is not a refund's.
    await expect(refund(`key-${serial}`, 1)).rejects.toThrow(/was used for a charge/);
  });
});
