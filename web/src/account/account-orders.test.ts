import type { Order } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  accountOrderList,
  accountOrderRows,
  clinicianDecision,
  maskedPayment,
  orderDetail,
} from './account-orders';
import { orderFixture } from './__fixtures__/order';

const order = orderFixture;

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
      payment: '$59.00 held on your card, charged only if prescribed',
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

describe('accountOrderList', () => {
  it('makes lastOrderStatus ACTIVE when the current order has a prescription', () => {
    const prescription = {
      medication: 'FungAid',
      dosage: 'Regular',
      sig: 'Apply daily',
      prescribedAt: '2026-11-02T00:00:00.000Z',
      prescriber: { name: 'Dr. Jane Doe', npi: '1234567890' },
    };
    expect(accountOrderList([order({})]).lastOrderStatus).toBe('PENDING');
    expect(accountOrderList([order({ prescription })]).lastOrderStatus).toBe('ACTIVE');
  });

  it('shows a declined order refunded in full as not prescribed, with no date as the spec says', () => {
    const [row] = accountOrderList([
      order({
        createdAt: 'not a date',
        beluga: { visitId: 'v1', status: 'DECLINED', visit: { info: {} } },
        orderData: {
          orderStatus: 'DECLINED',
          items: [
            { txnType: 'SALE', amount: 59 },
            { txnType: 'REFUND', amount: 59 },
          ],
        },
      }),
    ]).rows;
    expect(row).toMatchObject({
      status: 'Not prescribed — refunded',
      color: 'grey',
      date: 'Date not available',
      payment: '$59.00 refunded',
    });
  });
});

describe('orderDetail', () => {
  const paid = order({
    price: 59,
    payment: { paySource: 'CREDITCARD', last4: '4242', brand: 'Visa', expiry: '12/34' },
    shipping: {
      firstName: 'Morgan',
      lastName: 'Reyes',
      email: 'm@example.com',
      phone: '5125550177',
      address: { line1: '7 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
    },
    beluga: { visitId: 'v1', status: 'PENDING', visit: { info: null } },
  });

  it('shows items, total, shipping, the masked card and that a clinician is to decide', () => {
    expect(orderDetail(paid, 'UTC')).toMatchObject({
      items: [{ name: 'FungAid Regular', dosage: null, schedule: null, price: '$49.99' }],
      total: '$59.00',
      shipping: ['Morgan Reyes', '7 Congress Ave', 'Austin, TX 78701', '(512) 555-0177'],
      payment: 'Visa ending in 4242 (expires 12/34)',
      decision: { kind: 'waiting', title: 'Waiting for a clinician' },
    });
    expect(orderDetail(paid, 'UTC').nextBillDate).toBeNull();
    expect(maskedPayment(null)).toBe('Not paid yet');
    expect(maskedPayment({ paySource: 'PAYPAL' })).toBe('PayPal');
  });

  it("shows a titrated product's starting dose and its schedule, in the detail and in the list", () => {
    const schedule = [
      { step: 1, dose: '0.25 mg once weekly', fromCycle: 1, toCycle: 1 },
      { step: 2, dose: '0.5 mg once weekly', fromCycle: 2 },
    ];
    const titrated = {
      ...paid,
      selectedProduct: [
        {
          med: 702,
          name: 'Semaglutide Weekly Injection',
          price: 249,
          dosage: '0.25 mg once weekly',
          startStep: 1,
          schedule,
        },
      ],
    };
    expect(orderDetail(titrated, 'UTC').items).toEqual([
      { name: 'Semaglutide Weekly Injection', dosage: '0.25 mg once weekly', schedule, price: '$249.00' },
    ]);
    expect(accountOrderRows([titrated], 'UTC')[0]?.products).toBe(
      'Semaglutide Weekly Injection (starting dose 0.25 mg once weekly)',
    );
  });

  it("shows a subscription's next bill date, and none once it is cancelled", () => {
    const subscribed = (status: 'ACTIVE' | 'PAUSED' | 'CANCELLED') =>
      orderDetail(
        { ...paid, purchaseData: { status, nextBillDate: '2026-12-20', billingIntervalDays: 30 } },
        'UTC',
      ).nextBillDate;
    expect(subscribed('ACTIVE')).toBe('12/20/2026');
    expect(subscribed('PAUSED')).toBe('12/20/2026');
    expect(subscribed('CANCELLED')).toBe('No more bills');
  });

  it("names the clinician's decision", () => {
    expect(
      clinicianDecision(
        {
          ...paid,
          prescription: {
            medication: 'FungAid',
            dosage: 'Regular strength',
            sig: 'Apply daily',
            prescribedAt: '2026-11-02T12:00:00.000Z',
            prescriber: { name: 'Dr. Jane Doe', npi: '1234567890' },
          },
        },
        'UTC',
      ),
    ).toEqual({
      kind: 'prescribed',
      title: 'Prescribed: FungAid, Regular strength',
      details: ['Apply daily', 'By Dr. Jane Doe on 11/02/2026'],
    });
    const declined = clinicianDecision({
      ...paid,
      beluga: { visitId: 'v1', status: 'DECLINED', visit: { info: {} } },
      orderData: {
        orderStatus: 'DECLINED',
        items: [
          { txnType: 'SALE', amount: 59 },
          { txnType: 'REFUND', amount: 59 },
        ],
      },
    });
    expect(declined).toMatchObject({ kind: 'declined', title: 'Not prescribed' });
    expect(declined.details).toContain('$59.00 refunded');
    expect(clinicianDecision(order({})).kind).toBe('not-sent');
  });
});
