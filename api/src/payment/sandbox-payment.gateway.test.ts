import { describe, expect, it } from 'vitest';

import { SANDBOX_CHARGE_LIMIT, SandboxPaymentGateway } from './sandbox-payment.gateway.js';

const now = new Date('2026-11-23T12:00:00Z');
const gateway = () => new SandboxPaymentGateway(() => now);
const charge = (number: string, { amount = 54.99, expiry = '12/30', key = number } = {}) =>
  gateway().charge({
    amount,
    card: { number, expiry, cvc: '123', name: 'Jordan Rivera' },
    description: 'test',
    idempotencyKey: key,
  });

describe('SandboxPaymentGateway', () => {
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

  it('answers a repeated idempotency key with the first result', async () => {
    const sandbox = gateway();
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'J' };
    const first = await sandbox.charge({ amount: 10, card, description: 'x', idempotencyKey: 'k1' });
    const again = await sandbox.charge({ amount: 10, card, description: 'x', idempotencyKey: 'k1' });
    const other = await sandbox.charge({ amount: 10, card, description: 'x', idempotencyKey: 'k2' });
    expect(again).toBe(first);
    expect(other).not.toEqual(first);
  });
});
