import {
  formatDate,
  formatMoney,
  subscriptionActions,
  subscriptionPhase,
  type SubscriptionPhase,
} from '@telehealth/engine';
import type { CancellationReason, Subscription, SubscriptionAction } from '@telehealth/schemas';

/** The actions a customer starts from the subscriptions page (the retention offer belongs to the cancel flow). */
export type SubscriptionButton = Extract<SubscriptionAction, 'pause' | 'resume' | 'skip' | 'cancel'>;

const isButton = (action: SubscriptionAction): action is SubscriptionButton => action !== 'retention_offer';

/**
 * The buttons of a subscription in `phase`: the actions the engine's rule offers from it (the one the API checks
 * every action by; a 409 with its reason when it refuses), but the retention offer, which the cancel flow makes.
 */
export const subscriptionButtons = (phase: SubscriptionPhase): SubscriptionButton[] =>
  subscriptionActions(phase).filter(isButton);

export interface SubscriptionCard {
  orderId: string;
  product: string;
  dosage: string;
  price: string;
  nextBillDate: string;
  status: string;
  color: Subscription['displayStatus']['color'];
  phase: SubscriptionPhase;
  actions: SubscriptionButton[];
  /** A line under the status: why it was cancelled, or the accepted retention offer. */
  note: string | null;
}

/** Why a customer cancelled, in a few words (CancellationReason of the schemas), for the cancelled card's note. */
export const CANCELLATION_REASONS: readonly { value: CancellationReason; label: string }[] = [
  { value: 'too_expensive', label: 'It is too expensive' },
  { value: 'travelling', label: 'I am traveling or away' },
  { value: 'not_seeing_results', label: 'I am not seeing results' },
  { value: 'side_effects', label: 'I have side effects' },
  { value: 'reached_my_goal', label: 'I reached my goal' },
  { value: 'prefer_another_treatment', label: 'I prefer another treatment' },
  { value: 'switching_provider', label: 'I am switching to another provider' },
  { value: 'clinician_advised', label: 'My clinician advised me to stop' },
  { value: 'other', label: 'Another reason' },
];

const reasonLabel = (reason: CancellationReason) =>
  CANCELLATION_REASONS.find((entry) => entry.value === reason)?.label ?? reason;

/** One subscription as the subscriptions page shows it. */
export function subscriptionCard(subscription: Subscription, timeZone?: string): SubscriptionCard {
  const phase = subscriptionPhase(subscription);
  const products = subscription.selectedProduct;
  const dosage =
    subscription.prescription?.dosage ??
    (products
      .map((product) => product.dosage)
      .filter(Boolean)
      .join(', ') ||
      'Chosen by your clinician');
  const cancellation = subscription.cancellation;
  const offer = subscription.retentionOffer;
  return {
    orderId: subscription.orderId,
    product: products.map((product) => product.name).join(', ') || 'Treatment',
    dosage,
    price: formatMoney(subscription.price),
    nextBillDate:
      phase === 'cancelled'
        ? 'No more bills'
        : phase === 'held'
          ? 'After your clinician’s review'
          : formatDate(subscription.purchaseData.nextBillDate),
    status: phase === 'held' ? HELD_STATUS : subscription.displayStatus.label,
    color: phase === 'held' ? 'yellow' : subscription.displayStatus.color,
    phase,
    actions: subscriptionButtons(phase),
    note:
      phase === 'held'
        ? HELD_NOTE
        : cancellation
          ? `Cancelled on ${formatDate(cancellation.cancelledAt, timeZone)}: ${reasonLabel(cancellation.reason)}`
          : offer
            ? offer.description
            : null,
  };
}

/** A subscription held until a clinician reviews a follow-up visit that stopped. */
export const HELD_STATUS = 'On hold for your clinician';
export const HELD_NOTE =
  'Your last follow-up visit needs a clinician’s review before your next refill. Nothing ships or is billed until then; your care team will contact you.';

/** What the page says after an action went through. */
export const ACTION_DONE: Record<SubscriptionButton, string> = {
  pause: 'Your subscription is paused. Nothing is billed or shipped until you resume it.',
  resume: 'Your subscription is active again.',
  skip: 'Your next shipment is skipped. The next bill date moved by one billing period.',
  cancel: 'Your subscription is cancelled. No further shipments will be billed.',
};
