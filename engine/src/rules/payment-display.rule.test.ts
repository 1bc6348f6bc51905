import type { TxnType } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { CHARGE_PROMISE, paymentNotice, paymentStanding, priceBreakdown } from './payment-display.rule.js';

const items = (...pairs: [TxnType, number][]) => pairs.map(([txnType, amount]) => ({ txnType, amount }));

describe('paymentStanding and paymentNotice', () => {
  it.each<[string, ReturnType<typeof items>, string, string]>([
    ['nothing yet', [], 'unpaid', '$59.00 due at checkout'],
    [
      'authorised at checkout',
      items(['AUTHORIZE', 59]),
      'authorized',
      '$59.00 held on your card, charged only if prescribed',
    ],
    ['captured on approval', items(['AUTHORIZE', 59], ['CAPTURE', 59]), 'charged', '$59.00 charged'],
    [
      'voided on decline',
      items(['AUTHORIZE', 59], ['VOID', 59]),
      'not_charged',
      'Not charged: the hold on your card was released',
    ],
    ['a sale of the order system', items(['SALE', 83.99]), 'charged', '$83.99 charged'],
    ['a sale refunded in full', items(['SALE', 59], ['REFUND', 59]), 'refunded', '$59.00 refunded'],
    [
      'a capture refunded in part',
      items(['AUTHORIZE', 59], ['CAPTURE', 59], ['REFUND', 9]),
      'partially_refunded',
      '$59.00 charged, $9.00 refunded',
    ],
  ])('%s', (_, transactions, state, notice) => {
    const standing = paymentStanding(transactions);
    expect(standing.state).toBe(state);
    expect(paymentNotice(standing, 59)).toBe(notice);
  });

  it('counts in cents', () => {
    expect(paymentStanding(items(['SALE', 0.1], ['SALE', 0.2], ['REFUND', 0.3])).state).toBe('refunded');
  });

  it('the promise is one sentence everywhere', () => {
    expect(CHARGE_PROMISE).toBe('Charged only if prescribed');
  });
});

describe('priceBreakdown', () => {
  it('one product: treatment is the price minus shipping, and the lines add up', () => {
    expect(priceBreakdown([{ name: 'Regular Strength FungAid', price: 59 }], 4.99)).toEqual({
      lines: [{ name: 'Regular Strength FungAid', amount: 54.01 }],
      treatment: 54.01,
      shipping: 4.99,
      total: 59,
    });
  });

  it('several products: shipping once, taken out of the first line', () => {
    const breakdown = priceBreakdown(
      [
        { name: 'Extra Strength', price: 89 },
        { name: 'Supplement', price: 24.99, quantity: 2 },
      ],
      4.99,
    );
    expect(breakdown).toEqual({
      lines: [
        { name: 'Extra Strength', amount: 84.01 },
        { name: 'Supplement', amount: 49.98 },
      ],
      treatment: 133.99,
      shipping: 4.99,
      total: 138.98,
    });
  });

  it('never below zero: a product cheaper than shipping leaves the rest of shipping to the next line', () => {
    const breakdown = priceBreakdown(
      [
        { name: 'Sample', price: 3 },
        { name: 'Treatment', price: 20 },
      ],
      4.99,
    );
    expect(breakdown.lines).toEqual([
      { name: 'Sample', amount: 0 },
      { name: 'Treatment', amount: 18.01 },
    ]);
    expect(breakdown.treatment + breakdown.shipping).toBeCloseTo(breakdown.total, 10);
  });

  it('nothing chosen is zero', () => {
    expect(priceBreakdown([])).toEqual({ lines: [], treatment: 0, shipping: 0, total: 0 });
  });
});
