import { describe, expect, it } from 'vitest';

import { completedOrder, newOrder } from './__fixtures__/examples.js';
import { validate, type SchemaName } from './index.js';

/** The issues of an invalid document, or a failure naming the document as valid. */
function issuesOf(name: SchemaName, data: unknown) {
  const result = validate(name, data);
  if (result.ok) throw new Error(`${name} unexpectedly valid: ${JSON.stringify(data)}`);
  return result.issues;
}

describe('Order', () => {
  it('accepts an order just created (only created value and ad data known)', () => {
    expect(validate('Order', newOrder)).toEqual({ ok: true, value: newOrder });
  });

  it('accepts an order after checkout, prescription, reactivation and a partial refund', () => {
    expect(validate('Order', completedOrder).ok).toBe(true);
  });

  it('names every missing field', () => {
    const { orderId: _o, tenant_id: _t, flowVersion: _f, ...rest } = newOrder;
    expect(issuesOf('Order', rest)).toEqual([
      { path: '/orderId', message: 'is required' },
      { path: '/tenant_id', message: 'is required' },
      { path: '/flowVersion', message: 'is required' },
    ]);
  });

  it('requires a non-empty, URL-safe created value', () => {
    expect(issuesOf('Order', { ...newOrder, created: '' })).toEqual([
      { path: '/created', message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' },
    ]);
    expect(issuesOf('Order', { ...newOrder, created: 'abc?restoresession=x' }).map((i) => i.path)).toEqual([
      '/created',
    ]);
  });

  it('never stores a card number: payment is masked', () => {
    const issues = issuesOf('Order', {
      ...completedOrder,
      payment: { ...completedOrder.payment, cardNumber: '4242424242424242', cvv: '123' },
    });
    expect(issues).toEqual([
      { path: '/payment/cardNumber', message: 'is not an allowed property' },
      { path: '/payment/cvv', message: 'is not an allowed property' },
    ]);
  });

  it('requires last4 and brand for card-like pay sources only', () => {
    expect(issuesOf('Order', { ...completedOrder, payment: { paySource: 'APPLEPAY' } })).toEqual([
      { path: '/payment/last4', message: 'is required' },
      { path: '/payment/brand', message: 'is required' },
    ]);
    expect(validate('PaymentSummary', { paySource: 'PAYPAL' }).ok).toBe(true);
    expect(issuesOf('PaymentSummary', { paySource: 'CREDITCARD', last4: '42424', brand: 'Visa' })).toEqual([
      { path: '/last4', message: 'must match pattern "^[0-9]{4}$"' },
    ]);
    expect(issuesOf('PaymentSummary', { paySource: 'CARD', last4: '4242', brand: 'Visa' })[0]?.path).toBe(
      '/paySource',
    );
  });

  it('reports a wrong nullable field by what it may be, or by its own fields', () => {
    expect(issuesOf('Order', { ...completedOrder, shipping: 'Portland' })).toEqual([
      { path: '/shipping', message: 'must be object or null' },
    ]);
    const { phone: _p, ...phoneless } = completedOrder.shipping ?? {};
    expect(issuesOf('Order', { ...completedOrder, shipping: phoneless })).toEqual([
      { path: '/shipping/phone', message: 'is required' },
    ]);
    expect(issuesOf('Order', { ...completedOrder, price: -5 })).toEqual([
      { path: '/price', message: 'must be >= 0' },
    ]);
  });

  it('checks order data: order status, transaction types and amounts', () => {
    const issues = issuesOf('Order', {
      ...completedOrder,
      orderData: {
        orderStatus: 'SHIPPED',
        items: [{ txnType: 'REFUND', amount: 1.005 }, { txnType: 'PAYOUT', amount: 5 }, { amount: 5 }],
      },
    });
    expect(issues.map((i) => i.path)).toEqual([
      '/orderData/orderStatus',
      '/orderData/items/0/amount',
      '/orderData/items/1/txnType',
      '/orderData/items/2/txnType',
    ]);
    expect(issues[0]?.message).toBe(
      'must be one of "PENDING", "COMPLETE", "CANCELLED", "DECLINED", "PAUSED", "PARTIALLY_REFUNDED", "REACTIVATED"',
    );
  });

  it('accepts cent amounts that are not exact in floating point', () => {
    for (const amount of [19.99, 0.29, 0.07, 74.98, 1234.56]) {
      expect(validate('OrderItem', { txnType: 'SALE', amount }).ok, String(amount)).toBe(true);
    }
    expect(issuesOf('OrderItem', { txnType: 'SALE', amount: 19.995 })).toEqual([
      { path: '/amount', message: 'must be multiple of 0.01' },
    ]);
  });

  it('checks the prescription, purchase, clinician visit and selected products', () => {
    const issues = issuesOf('Order', {
      ...completedOrder,
      prescription: { ...completedOrder.prescription, sig: ' ', prescriber: { name: 'Dr X', npi: '12345' } },
      purchaseData: { status: 'ACTIVE', nextBillDate: '03/31/2025' },
      beluga: { visitId: 'vst_1', status: 'DONE', visit: { info: 'ok' } },
      selectedProduct: [{ med: 0, name: 'Semaglutide', price: 299 }],
    });
    expect(issues.map((i) => i.path)).toEqual([
      '/prescription/sig',
      '/prescription/prescriber/npi',
      '/purchaseData/nextBillDate',
      '/selectedProduct/0/med',
      '/beluga/status',
      '/beluga/visit/info',
    ]);
  });

  it('keeps status an integer (1 = reactivated) or null', () => {
    expect(validate('Order', { ...completedOrder, status: 0 }).ok).toBe(true);
    expect(issuesOf('Order', { ...completedOrder, status: '1' })).toEqual([
      { path: '/status', message: 'must be integer,null' },
    ]);
  });

  it('takes quiz answers keyed by quiz question id', () => {
    expect(validate('QuizData', { '7': 'Often', '8': ['Hot flashes'] }).ok).toBe(true);
    expect(issuesOf('QuizData', { mood: 'Often', '10': null })).toEqual([
      { path: '/mood', message: 'property name must match pattern "^[1-9][0-9]*$"' },
      { path: '/10', message: 'must be string, number, boolean, array or object' },
    ]);
    // An object answer can only be a height and weight, so its own fields are named.
    expect(issuesOf('QuizData', { '9': { feet: 5, inches: 6 } })).toEqual([
      { path: '/9/pounds', message: 'is required' },
    ]);
  });
});
