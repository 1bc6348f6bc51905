import type { OrderStatus, PurchaseStatus, TxnType } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  isPartiallyRefunded,
  orderDisplayStatus,
  type OrderStatusSource,
} from './order-display-status.rule.js';

function order(
  orderStatus: OrderStatus,
  {
    items = ['SALE'],
    purchase = null,
    status = null,
  }: {
    items?: TxnType[];
    purchase?: PurchaseStatus | null;
    status?: number | null;
  } = {},
): OrderStatusSource {
  return {
    orderData: { orderStatus, items: items.map((txnType) => ({ txnType })) },
    purchaseData: purchase === null ? null : { status: purchase },
    status,
  };
}

describe('orderDisplayStatus', () => {
  it.each<[string, OrderStatusSource, string, string]>([
    // 1. some but not all items are refunds
    ['a sale and a refund', order('COMPLETE', { items: ['SALE', 'REFUND'] }), 'Partially Refunded', 'yellow'],
    [
      'partial refund wins over a cancelled purchase',
      order('CANCELLED', { items: ['REFUND', 'SALE', 'SALE'], purchase: 'CANCELLED' }),
      'Partially Refunded',
      'yellow',
    ],
    [
      'partial refund wins over status 1',
      order('PENDING', { items: ['CAPTURE', 'REFUND'], status: 1 }),
      'Partially Refunded',
      'yellow',
    ],
    // every item a refund is not partial: the later checks decide
    ['only refunds', order('COMPLETE', { items: ['REFUND', 'REFUND'] }), 'Active Subscription', 'green'],
    ['no items at all', order('PENDING', { items: [] }), 'Pending with Doctor', 'skyBlue'],
    [
      'VOID and CHARGEBACK are not refunds',
      order('COMPLETE', { items: ['SALE', 'VOID', 'CHARGEBACK'] }),
      'Active Subscription',
      'green',
    ],
    // 2. purchase status CANCELLED
    [
      'cancelled purchase of a complete order',
      order('COMPLETE', { purchase: 'CANCELLED' }),
      'Cancelled Subscription',
      'red',
    ],
    [
      'cancelled purchase wins over status 1',
      order('REACTIVATED', { purchase: 'CANCELLED', status: 1 }),
      'Cancelled Subscription',
      'red',
    ],
    // 3. status 1
    ['status 1 on a pending order', order('PENDING', { status: 1 }), 'Reactivated', 'green'],
    [
      'status 1 on a paused purchase',
      order('COMPLETE', { purchase: 'PAUSED', status: 1 }),
      'Reactivated',
      'green',
    ],
    ['status 0 means nothing special', order('PENDING', { status: 0 }), 'Pending with Doctor', 'skyBlue'],
    ['status 2 means nothing special', order('PAUSED', { status: 2 }), 'Paused Subscription', 'grey'],
    // 4. by order status
    ['REACTIVATED', order('REACTIVATED'), 'Reactivated', 'green'],
    ['PENDING', order('PENDING'), 'Pending with Doctor', 'skyBlue'],
    ['COMPLETE without a purchase', order('COMPLETE'), 'Active Subscription', 'green'],
    [
      'COMPLETE with an active purchase',
      order('COMPLETE', { purchase: 'ACTIVE' }),
      'Active Subscription',
      'green',
    ],
    [
      'COMPLETE with a paused purchase',
      order('COMPLETE', { purchase: 'PAUSED' }),
      'Paused Subscription',
      'grey',
    ],
    ['CANCELLED', order('CANCELLED', { purchase: 'ACTIVE' }), 'Cancelled Subscription', 'red'],
    ['DECLINED', order('DECLINED'), 'Cancelled Subscription', 'red'],
    ['PAUSED', order('PAUSED'), 'Paused Subscription', 'grey'],
    [
      'PENDING with a paused purchase is still pending',
      order('PENDING', { purchase: 'PAUSED' }),
      'Pending with Doctor',
      'skyBlue',
    ],
    // otherwise the raw status
    [
      'PARTIALLY_REFUNDED has no label of its own',
      order('PARTIALLY_REFUNDED'),
      'PARTIALLY_REFUNDED',
      'neutral',
    ],
    ['a status the CRM added later', order('ON_HOLD' as OrderStatus), 'ON_HOLD', 'neutral'],
  ])('%s', (_case, source, label, color) => {
    expect(orderDisplayStatus(source)).toEqual({ label, color });
  });

  it('takes an order without items or purchase data, as partial API data', () => {
    expect(orderDisplayStatus({ orderData: { orderStatus: 'COMPLETE' } })).toEqual({
      label: 'Active Subscription',
      color: 'green',
    });
    expect(
      orderDisplayStatus({ orderData: { orderStatus: 'PENDING', items: null }, purchaseData: undefined }),
    ).toEqual({ label: 'Pending with Doctor', color: 'skyBlue' });
  });
});

describe('isPartiallyRefunded', () => {
  it.each<[TxnType[], boolean]>([
    [[], false],
    [['SALE'], false],
    [['REFUND'], false],
    [['REFUND', 'REFUND'], false],
    [['SALE', 'REFUND'], true],
    [['AUTHORIZE', 'CAPTURE', 'REFUND'], true],
  ])('%j → %s', (types, expected) => {
    expect(isPartiallyRefunded(types.map((txnType) => ({ txnType })))).toBe(expected);
  });
});

describe('orderDisplayStatus of a declined patient (our rule 0)', () => {
  const declined = (items: { txnType: TxnType; amount: number }[], orderStatus: OrderStatus = 'DECLINED') =>
    ({
      orderData: { orderStatus, items },
      purchaseData: { status: 'CANCELLED' },
      status: null,
      beluga: { status: 'DECLINED' },
    }) satisfies OrderStatusSource;

  it.each<[string, OrderStatusSource, string, string]>([
    [
      'the hold voided: nothing was taken',
      declined([
        { txnType: 'AUTHORIZE', amount: 59 },
        { txnType: 'VOID', amount: 59 },
      ]),
      'Not prescribed — not charged',
      'grey',
    ],
    [
      'a sale refunded in full (one sale, one refund: the spec would say Partially Refunded)',
      declined([
        { txnType: 'SALE', amount: 59 },
        { txnType: 'REFUND', amount: 59 },
      ]),
      'Not prescribed — refunded',
      'grey',
    ],
    [
      'a capture refunded in full over two refunds',
      declined([
        { txnType: 'AUTHORIZE', amount: 59 },
        { txnType: 'CAPTURE', amount: 59 },
        { txnType: 'REFUND', amount: 50 },
        { txnType: 'REFUND', amount: 9 },
      ]),
      'Not prescribed — refunded',
      'grey',
    ],
    [
      'money still taken',
      declined([
        { txnType: 'SALE', amount: 59 },
        { txnType: 'REFUND', amount: 20 },
      ]),
      'Not prescribed — refund pending',
      'yellow',
    ],
    ['no payment at all', declined([]), 'Not prescribed — not charged', 'grey'],
  ])('%s: %s', (_, source, label, color) => {
    expect(orderDisplayStatus(source)).toEqual({ label, color });
  });

  it('only the clinician’s decline counts: an order status DECLINED alone keeps the spec’s label', () => {
    expect(
      orderDisplayStatus({
        orderData: { orderStatus: 'DECLINED', items: [{ txnType: 'SALE', amount: 59 }] },
        purchaseData: null,
        beluga: { status: 'APPROVED' },
      }),
    ).toEqual({ label: 'Cancelled Subscription', color: 'red' });
    expect(
      orderDisplayStatus({
        orderData: {
          orderStatus: 'COMPLETE',
          items: [
            { txnType: 'SALE', amount: 59 },
            { txnType: 'REFUND', amount: 10 },
          ],
        },
        beluga: null,
      }),
    ).toEqual({ label: 'Partially Refunded', color: 'yellow' });
  });
});
