import {
  orderDisplayStatus,
  RETENTION_OFFERS,
  subscriptionActionAllowed,
  subscriptionPhase,
} from '@telehealth/engine';
import type {
  AcceptedRetentionOffer,
  CancellationReason,
  OrderData,
  PurchaseData,
  RetentionOfferId,
  SubscriptionAction,
} from '@telehealth/schemas';

import { SubscriptionException } from '../subscription.exception.js';

/** The part of an order a subscription action depends on and changes. */
export interface SubscriptionState {
  orderId: string;
  purchaseData: PurchaseData;
  orderData: OrderData;
  status: number | null;
  /** An open clinical review flag holds it (a follow-up visit stopped): only cancelling is allowed meanwhile. */
  underReview?: boolean;
}

/** What the caller asked for, with its body. */
export type SubscriptionCommand =
  | { action: 'pause' | 'resume' | 'skip' }
  | { action: 'retention_offer'; offerId: RetentionOfferId }
  | { action: 'cancel'; reason: CancellationReason; details: string | null };

/** The retention offer and cancellation already recorded on the subscription (from its event log). */
export interface SubscriptionHistory {
  retentionOffer: AcceptedRetentionOffer | null;
}

export type SubscriptionPlan =
  | {
      ok: true;
      purchaseData: PurchaseData;
      orderData: OrderData;
      /** The event's reason column: the cancellation reason or the offer id. */
      reason: string | null;
      /** The event's details: before and after, plus what the action adds. */
      details: Record<string, unknown>;
    }
  | { ok: false; error: SubscriptionException };

/** The verb of an action, as used in messages ("cannot be paused"). */
/** How a subscription held for a clinician's review is named where an action is refused. */
export const HELD_LABEL = 'On hold until a clinician reviews your follow-up';

const PARTICIPLE: Record<SubscriptionAction, string> = {
  pause: 'paused',
  resume: 'resumed',
  skip: 'skipped',
  retention_offer: 'given a retention offer',
  cancel: 'cancelled',
};

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** Back to ACTIVE; a next bill date that passed while paused moves to today. */
function resumed(purchaseData: PurchaseData, today: string): PurchaseData {
  const next = { ...purchaseData, status: 'ACTIVE' as const };
  if (next.nextBillDate !== undefined && next.nextBillDate < today) next.nextBillDate = today;
  return next;
}

/**
 * Decides what an action does to a subscription, or why it is refused (the error the caller throws: a 409 with a code).
 * Pure: `today` (YYYY-MM-DD) and `now` (ISO date-time) are passed in.
 */
export function planSubscriptionAction(
  state: SubscriptionState,
  command: SubscriptionCommand,
  history: SubscriptionHistory,
  today: string,
  now: string,
): SubscriptionPlan {
  // Which action each phase allows is the engine's rule, the one the account pages show their buttons by.
  const phase = subscriptionPhase(state);
  if (!subscriptionActionAllowed(command.action, phase)) {
    const label = phase === 'held' ? HELD_LABEL : orderDisplayStatus(state).label;
    return {
      ok: false,
      error: new SubscriptionException(
        'SUBSCRIPTION_ACTION_REFUSED',
        state.orderId,
        PARTICIPLE[command.action],
        label,
      ),
    };
  }
  const before = state.purchaseData;
  const plan = (purchaseData: PurchaseData, orderData: OrderData, reason: string | null, extra = {}) =>
    ({
      ok: true,
      purchaseData,
      orderData,
      reason,
      details: { before, after: purchaseData, ...extra },
    }) as const;

  switch (command.action) {
    case 'pause':
      return plan({ ...before, status: 'PAUSED' }, state.orderData, null);
    case 'resume': {
      // An order the order system itself paused comes back as reactivated (spec section 4: 'Reactivated').
      const orderData: OrderData =
        state.orderData.orderStatus === 'PAUSED'
          ? { ...state.orderData, orderStatus: 'REACTIVATED' }
          : state.orderData;
      return plan(resumed(before, today), orderData, null);
    }
    case 'skip': {
      if (before.nextBillDate === undefined || before.billingIntervalDays === undefined) {
        return { ok: false, error: new SubscriptionException('SUBSCRIPTION_NOTHING_TO_SKIP', state.orderId) };
      }
      const nextBillDate = addDays(before.nextBillDate, before.billingIntervalDays);
      return plan({ ...before, nextBillDate }, state.orderData, null, {
        skippedBillDate: before.nextBillDate,
      });
    }
    case 'retention_offer': {
      if (history.retentionOffer) {
        return {
          ok: false,
          error: new SubscriptionException(
            'RETENTION_OFFER_USED',
            state.orderId,
            history.retentionOffer.offerId,
            history.retentionOffer.acceptedAt.slice(0, 10),
          ),
        };
      }
      // Accepting the offer keeps the customer subscribed: a paused subscription resumes.
      const purchaseData = phase === 'paused' && before.status === 'PAUSED' ? resumed(before, today) : before;
      const terms = RETENTION_OFFERS[command.offerId];
      const offer: AcceptedRetentionOffer = {
        offerId: command.offerId,
        description: terms.description,
        discountPercent: terms.discountPercent,
        appliesTo: purchaseData.nextBillDate ?? null,
        acceptedAt: now,
      };
      return plan(purchaseData, state.orderData, command.offerId, { offer });
    }
    case 'cancel': {
      // Nothing is billed after a cancellation.
      const after: PurchaseData = { ...before, status: 'CANCELLED' };
      delete after.nextBillDate;
      return plan(after, state.orderData, command.reason, {
        details: command.details,
      });
    }
  }
}
