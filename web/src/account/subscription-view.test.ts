import { subscriptionPhase } from '@telehealth/engine';
import type { Subscription } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { subscriptionButtons, subscriptionCard } from './subscription-view';

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    orderId: '100001',
    userId: 9,
    createdAt: '2026-11-01T12:00:00.000Z',
    purchaseData: { status: 'ACTIVE', nextBillDate: '2026-12-01', billingIntervalDays: 30 },
    orderData: { orderStatus: 'COMPLETE', items: [] },
    status: null,
    prescription: null,
    selectedProduct: [{ med: 704, name: 'FungAid Regular', price: 49.99, dosage: '7 mg' }],
    price: 49.99,
    displayStatus: { label: 'Active Subscription', color: 'green' },
    retentionOffer: null,
    retentionOfferAvailable: true,
    underReview: false,
    cancellation: null,
    ...overrides,
  };
}

describe('subscriptionCard', () => {
  it('shows product, dosage, price, next bill date and the actions its phase allows', () => {
    expect(subscriptionCard(subscription({}))).toMatchObject({
      product: 'FungAid Regular',
      dosage: '7 mg',
      price: '$49.99',
      nextBillDate: '12/01/2026',
      status: 'Active Subscription',
      actions: ['pause', 'skip', 'cancel'],
      note: null,
    });
    const paused = subscription({ purchaseData: { status: 'PAUSED', nextBillDate: '2026-12-01' } });
    expect(subscriptionCard(paused).actions).toEqual(['resume', 'cancel']);
    expect(
      subscriptionCard(subscription({ orderData: { orderStatus: 'PENDING', items: [] } })).actions,
    ).toEqual(['cancel']);
  });

  it('a cancelled subscription has no actions, no next bill and says why it was cancelled', () => {
    const card = subscriptionCard(
      subscription({
        purchaseData: { status: 'CANCELLED', nextBillDate: '2026-12-01' },
        cancellation: { reason: 'too_expensive', details: null, cancelledAt: '2026-11-20T10:00:00.000Z' },
      }),
      'UTC',
    );
    expect(card).toMatchObject({
      phase: 'cancelled',
      actions: [],
      nextBillDate: 'No more bills',
      note: 'Cancelled on 11/20/2026: It is too expensive',
    });
  });

  it('reads a declined order as cancelled, and a missing bill date as the spec says', () => {
    expect(
      subscriptionPhase({
        purchaseData: { status: 'ACTIVE' },
        orderData: { orderStatus: 'DECLINED' },
      }),
    ).toBe('cancelled');
    expect(subscriptionCard(subscription({ purchaseData: { status: 'ACTIVE' } })).nextBillDate).toBe(
      'Date not available',
    );
  });

  it("offers the buttons of the engine's rule, without the retention offer (the cancel flow makes it)", () => {
    expect(subscriptionButtons('pending')).toEqual(['cancel']);
    expect(subscriptionButtons('active')).toEqual(['pause', 'skip', 'cancel']);
    expect(subscriptionButtons('paused')).toEqual(['resume', 'cancel']);
    expect(subscriptionButtons('cancelled')).toEqual([]);
    expect(subscriptionButtons('held')).toEqual(['cancel']);
  });

  it('shows a subscription a clinician must review first as on hold, with no bill date and only cancelling', () => {
    const card = subscriptionCard(subscription({ underReview: true }));
    expect(card).toMatchObject({
      phase: 'held',
      status: 'On hold for your clinician',
      nextBillDate: 'After your clinician’s review',
      actions: ['cancel'],
    });
    expect(card.note).toMatch(/needs a clinician’s review before your next refill/);
  });
});
