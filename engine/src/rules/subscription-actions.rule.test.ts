import type { OrderData, PurchaseData, SubscriptionAction } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  subscriptionActionAllowed,
  subscriptionActions,
  subscriptionPhase,
  type SubscriptionPhase,
} from './subscription-actions.rule.js';

const source = (status: PurchaseData['status'], orderStatus: OrderData['orderStatus']) => ({
  purchaseData: { status },
  orderData: { orderStatus },
});

describe('subscriptionPhase', () => {
  it.each([
    ['ACTIVE', 'COMPLETE', 'active'],
    ['ACTIVE', 'REACTIVATED', 'active'],
    ['PAUSED', 'COMPLETE', 'paused'],
    ['ACTIVE', 'PAUSED', 'paused'],
    ['CANCELLED', 'COMPLETE', 'cancelled'],
    ['CANCELLED', 'PENDING', 'cancelled'],
    ['ACTIVE', 'DECLINED', 'cancelled'],
    ['PAUSED', 'CANCELLED', 'cancelled'],
    ['ACTIVE', 'PENDING', 'pending'],
    ['PAUSED', 'PENDING', 'pending'],
  ] as const)('purchase %s, order %s: %s', (status, orderStatus, phase) => {
    expect(subscriptionPhase(source(status, orderStatus))).toBe(phase);
  });
});

describe('subscriptionActions', () => {
  it.each([
    ['pending', ['retention_offer', 'cancel']],
    ['active', ['pause', 'skip', 'retention_offer', 'cancel']],
    ['paused', ['resume', 'retention_offer', 'cancel']],
    ['cancelled', []],
  ] as const)('%s offers %j', (phase, actions) => {
    expect(subscriptionActions(phase)).toEqual(actions);
  });

  it('allows exactly the offered actions', () => {
    const phases: SubscriptionPhase[] = ['pending', 'active', 'paused', 'cancelled'];
    const actions: SubscriptionAction[] = ['pause', 'resume', 'skip', 'retention_offer', 'cancel'];
    for (const phase of phases) {
      for (const action of actions) {
        expect(subscriptionActionAllowed(action, phase), `${action} from ${phase}`).toBe(
          subscriptionActions(phase).includes(action),
        );
      }
    }
    expect(subscriptionActionAllowed('pause', 'paused')).toBe(false);
    expect(subscriptionActionAllowed('resume', 'active')).toBe(false);
    expect(subscriptionActionAllowed('skip', 'pending')).toBe(false);
  });
});
