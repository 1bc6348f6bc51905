import type { Order } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { accountOrderRows } from './account-orders';

function order(overrides: Partial<Order>): Order {
  return {
    orderId: '100001',
    createdAt: '2026-11-01T12:00:00.000Z',
    originalOrderId: null,
    prescription: null,
    orderData: { orderStatus: 'PENDING', items: [] },
    purchaseData: null,
    status: 0,
    selectedProduct: [{ med: 704, name: 'FungAid Regular', price: 49.99 }],
    ...overrides,
  } as Order;
}

describe('accountOrderRows', () => {
  it('lists newest first, hides rebills, marks the current order and shows the display status', () => {
    const rows = accountOrderRows(
      [
        order({ orderId: '100001', createdAt: '2026-10-01T00:00:00.000Z' }),
        order({
          orderId: '100002',
          createdAt: '2026-11-01T00:00:00.000Z',
          orderData: { orderStatus: 'COMPLETE', items: [] },
          purchaseData: { status: 'PAUSED' } as Order['purchaseData'],
        }),
        order({ orderId: '100003', createdAt: '2026-11-02T00:00:00.000Z', originalOrderId: '100002' }),
      ],
      'UTC',
    );
    expect(rows.map((row) => [row.orderId, row.status, row.color, row.current])).toEqual([
      ['100002', 'Paused Subscription', 'grey', true],
      ['100001', 'Pending with Doctor', 'skyBlue', false],
    ]);
    expect(rows[0]?.date).toBe('11/01/2026');
    expect(rows[0]?.products).toBe('FungAid Regular');
  });

  it("shows an order without a readable date as 'Date not available'", () => {
    expect(accountOrderRows([order({ createdAt: 'not a date' })], 'UTC')[0]?.date).toBe('Date not available');
  });

  it('says when no product was chosen', () => {
    expect(accountOrderRows([order({ selectedProduct: [] })], 'UTC')[0]?.products).toBe(
      'No product chosen yet',
    );
  });
  it('tells where the money stands: authorised before the prescription; a declined patient is not charged', () => {
    const authorised = order({
      price: 59,
      orderData: { orderStatus: 'PENDING', items: [{ txnType: 'AUTHORIZE', amount: 59 }] },
    });
    expect(accountOrderRows([authorised], 'UTC')[0]).toMatchObject({
      status: 'Pending with Doctor',
      payment: '$59.00 authorised, charged only if prescribed',
    });
    const declined = order({
      price: 59,
      orderData: {
        orderStatus: 'DECLINED',
        items: [
          { txnType: 'AUTHORIZE', amount: 59 },
          { txnType: 'VOID', amount: 59 },
        ],
      },
      purchaseData: { status: 'CANCELLED' },
      beluga: { visitId: 'visit_1', status: 'DECLINED', visit: { info: null } },
    });
    expect(accountOrderRows([declined], 'UTC')[0]).toMatchObject({
      status: 'Not prescribed — not charged',
      color: 'grey',
      payment: 'Not charged: the hold on your card was released',
    });
  });
});
