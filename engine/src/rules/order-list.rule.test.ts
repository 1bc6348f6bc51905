import type { Order } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { arrangeOrders, compareOrdersNewestFirst, type OrderListEntry } from './order-list.rule.js';

const prescription: Order['prescription'] = {
  medication: 'Semaglutide',
  dosage: '0.25 mg',
  sig: 'Inject 0.25 mg under the skin once weekly',
  prescribedAt: '2025-03-02T10:00:00Z',
  prescriber: { name: 'Dr. Ada Lane' },
};

function entry(orderId: string, createdAt: string, extra: Partial<OrderListEntry> = {}): OrderListEntry {
  return { orderId, createdAt, originalOrderId: null, prescription: null, ...extra };
}

const ids = (orders: readonly OrderListEntry[]) => orders.map((order) => order.orderId);

describe('arrangeOrders', () => {
  it.each<[string, OrderListEntry[], string[], string | null]>([
    ['no orders', [], [], null],
    [
      'newest createdAt first',
      [
        entry('A', '2025-01-01T00:00:00Z'),
        entry('B', '2025-03-01T00:00:00Z'),
        entry('C', '2025-02-01T00:00:00Z'),
      ],
      ['B', 'C', 'A'],
      'B',
    ],
    [
      'ties by orderId, highest first, numerically for digit ids',
      [
        entry('9', '2025-01-01T00:00:00Z'),
        entry('10', '2025-01-01T00:00:00Z'),
        entry('11', '2025-01-01T00:00:00Z'),
      ],
      ['11', '10', '9'],
      '11',
    ],
    [
      'times compared as instants, whatever their offset',
      [entry('A', '2025-01-01T10:00:00+02:00'), entry('B', '2025-01-01T09:00:00Z')],
      ['B', 'A'],
      'B',
    ],
    [
      'orders with an originalOrderId are hidden, even when newest',
      [
        entry('100', '2025-01-01T00:00:00Z'),
        entry('101', '2025-02-01T00:00:00Z', { originalOrderId: '100' }),
        entry('102', '2025-03-01T00:00:00Z', { originalOrderId: '100' }),
      ],
      ['100'],
      '100',
    ],
    [
      'every order a rebill: nothing shown, no current subscription',
      [entry('101', '2025-02-01T00:00:00Z', { originalOrderId: '100' })],
      [],
      null,
    ],
    [
      'an unreadable createdAt sorts last',
      [entry('A', 'not a date'), entry('B', '2024-01-01T00:00:00Z')],
      ['B', 'A'],
      'B',
    ],
  ])('%s', (_case, orders, expectedIds, current) => {
    const result = arrangeOrders(orders);
    expect(ids(result.orders)).toEqual(expectedIds);
    expect(result.current?.orderId ?? null).toBe(current);
  });

  it.each<[string, OrderListEntry[], Parameters<typeof arrangeOrders>[1], string]>([
    [
      'newest has a prescription: ACTIVE',
      [entry('1', '2025-01-01T00:00:00Z', { prescription })],
      undefined,
      'ACTIVE',
    ],
    [
      'an older order with a prescription does not count',
      [entry('1', '2025-01-01T00:00:00Z', { prescription }), entry('2', '2025-02-01T00:00:00Z')],
      undefined,
      'PENDING',
    ],
    [
      'a hidden rebill with a prescription does not count',
      [
        entry('1', '2025-01-01T00:00:00Z'),
        entry('2', '2025-02-01T00:00:00Z', { originalOrderId: '1', prescription }),
      ],
      'COMPLETE',
      'COMPLETE',
    ],
    ['no prescription: the store value is kept', [entry('1', '2025-01-01T00:00:00Z')], 'PAUSED', 'PAUSED'],
    ['no orders: the default PENDING', [], undefined, 'PENDING'],
  ])('lastOrderStatus: %s', (_case, orders, stored, expected) => {
    expect(arrangeOrders(orders, stored).lastOrderStatus).toBe(expected);
  });

  it('leaves the given array as it was and keeps the callers’ own order type', () => {
    const orders = [
      { ...entry('1', '2025-01-01T00:00:00Z'), label: 'first' },
      { ...entry('2', '2025-02-01T00:00:00Z'), label: 'second' },
    ];
    const result = arrangeOrders(orders);
    expect(ids(orders)).toEqual(['1', '2']);
    expect(result.current?.label).toBe('second');
  });
});

describe('compareOrdersNewestFirst', () => {
  it.each<[string, string, string, string, number]>([
    ['2025-02-01T00:00:00Z', '1', '2025-01-01T00:00:00Z', '2', -1],
    ['2025-01-01T00:00:00Z', '2', '2025-01-01T00:00:00Z', '1', -1],
    ['2025-01-01T00:00:00Z', 'ORD-B', '2025-01-01T00:00:00Z', 'ORD-A', -1],
    ['2025-01-01T00:00:00Z', '7', '2025-01-01T00:00:00Z', '7', 0],
  ])('%s #%s vs %s #%s', (createdA, idA, createdB, idB, sign) => {
    expect(Math.sign(compareOrdersNewestFirst(entry(idA, createdA), entry(idB, createdB)))).toBe(sign);
  });
});
