import { describe, expect, it } from 'vitest';

import { customerOrderStatus, isFullyRefunded } from './customer-order-status.rule.js';

const sale = { txnType: 'SALE' as const, amount: 59 };
const refund = (amount: number) => ({ txnType: 'REFUND' as const, amount });

describe('customerOrderStatus', () => {
  it('a declined order refunded in full is "Not prescribed — refunded", not Partially Refunded', () => {
    expect(
      customerOrderStatus({ orderData: { orderStatus: 'DECLINED', items: [sale, refund(59)] } }),
    ).toEqual({ label: 'Not prescribed — refunded', color: 'red' });
  });

  it('keeps the spec display status otherwise', () => {
    // Refunded in part: the spec's first rule.
    expect(
      customerOrderStatus({ orderData: { orderStatus: 'DECLINED', items: [sale, refund(20)] } }).label,
    ).toBe('Partially Refunded');
    // Declined without a refund yet.
    expect(customerOrderStatus({ orderData: { orderStatus: 'DECLINED', items: [sale] } }).label).toBe(
      'Cancelled Subscription',
    );
    // A full refund of an order that was not declined is the spec's business.
    expect(
      customerOrderStatus({ orderData: { orderStatus: 'COMPLETE', items: [sale, refund(59)] } }).label,
    ).toBe('Partially Refunded');
    expect(customerOrderStatus({ orderData: { orderStatus: 'PENDING', items: [] } }).label).toBe(
      'Pending with Doctor',
    );
  });

  it('compares amounts in cents', () => {
    expect(isFullyRefunded([{ txnType: 'SALE', amount: 0.3 }, refund(0.1), refund(0.2)])).toBe(true);
    expect(isFullyRefunded([refund(10)])).toBe(false);
    expect(isFullyRefunded([])).toBe(false);
  });
});
