import type { OrderData, PurchaseData, SubscriptionAction } from '@telehealth/schemas';

/** Where a subscription stands, for deciding what may be done to it. */
export type SubscriptionPhase = 'pending' | 'held' | 'active' | 'paused' | 'cancelled';

/** The part of an order its subscription phase depends on; an Order or a Subscription fits as it is. */
export interface SubscriptionPhaseSource {
  purchaseData: Pick<PurchaseData, 'status'>;
  orderData: Pick<OrderData, 'orderStatus'>;
  /** A clinician must review the order first (an open review flag: a follow-up that stopped, for one). */
  underReview?: boolean;
}

/**
 * The phase of a subscription: cancelled when its purchase is cancelled or the order was cancelled or declined;
 * held while a clinician must review it (a follow-up visit that stopped: no refill until the review is resolved);
 * pending while the order waits for the clinician; paused when the purchase (or the order) is paused; else active.
 */
export function subscriptionPhase({
  purchaseData,
  orderData,
  underReview,
}: SubscriptionPhaseSource): SubscriptionPhase {
  const orderStatus = orderData.orderStatus;
  if (purchaseData.status === 'CANCELLED' || orderStatus === 'CANCELLED' || orderStatus === 'DECLINED') {
    return 'cancelled';
  }
  if (underReview) return 'held';
  if (orderStatus === 'PENDING') return 'pending';
  if (purchaseData.status === 'PAUSED' || orderStatus === 'PAUSED') return 'paused';
  return 'active';
}

/**
 * The actions each phase offers, in the order a page lists them: an active subscription can be paused, skipped,
 * kept with the retention offer or cancelled; a paused one resumed (or kept, or cancelled); one waiting for the
 * clinician only kept or cancelled; one held for a clinician's review only cancelled; a cancelled one nothing.
 */
const OFFERED: Record<SubscriptionPhase, readonly SubscriptionAction[]> = {
  pending: ['retention_offer', 'cancel'],
  // Nothing that would start a refill (resume, skip) until the clinician has reviewed it; it can always be cancelled.
  held: ['cancel'],
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
