import type { OrderData, PurchaseData, SubscriptionAction } from '@telehealth/schemas';

/** Where a subscription stands, for deciding what may be done to it. */
export type SubscriptionPhase = 'pending' | 'active' | 'paused' | 'cancelled';

/** The part of an order its subscription phase depends on; an Order or a Subscription fits as it is. */
export interface SubscriptionPhaseSource {
  purchaseData: Pick<PurchaseData, 'status'>;
  orderData: Pick<OrderData, 'orderStatus'>;
}

/**
 * The phase of a subscription: cancelled when its purchase is cancelled or the order was cancelled or declined;
 * pending while the order waits for the clinician; paused when the purchase (or the order) is paused; else active.
 */
export function subscriptionPhase({ purchaseData, orderData }: SubscriptionPhaseSource): SubscriptionPhase {
  const orderStatus = orderData.orderStatus;
  if (purchaseData.status === 'CANCELLED' || orderStatus === 'CANCELLED' || orderStatus === 'DECLINED') {
    return 'cancelled';
  }
  if (orderStatus === 'PENDING') return 'pending';
  if (purchaseData.status === 'PAUSED' || orderStatus === 'PAUSED') return 'paused';
  return 'active';
}

/**
 * The actions each phase offers, in the order a page lists them: an active subscription can be paused, skipped,
 * kept with the retention offer or cancelled; a paused one resumed (or kept, or cancelled); one waiting for the
 * clinician only kept or cancelled; a cancelled one nothing.
 */
const OFFERED: Record<SubscriptionPhase, readonly SubscriptionAction[]> = {
  pending: ['retention_offer', 'cancel'],
  active: ['pause', 'skip', 'retention_offer', 'cancel'],
  paused: ['resume', 'retention_offer', 'cancel'],
  cancelled: [],
};

/** What a subscription in this phase offers: the API refuses any other action, the pages show no other button. */
export function subscriptionActions(phase: SubscriptionPhase): readonly SubscriptionAction[] {
  return OFFERED[phase];
}

/** Whether `action` may be done to a subscription in `phase`. */
export function subscriptionActionAllowed(action: SubscriptionAction, phase: SubscriptionPhase): boolean {
  return OFFERED[phase].includes(action);
}
