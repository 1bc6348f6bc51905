import type { OrderData, Prescription, PurchaseData } from '@telehealth/schemas';

import { subscriptionPhase } from './subscription-actions.rule.js';

/** How many days before a refill's bill date its follow-up visit opens. */
export const FOLLOWUP_OPENS_DAYS_BEFORE_BILL = 7;

/**
 * Where a subscription's follow-up stands:
 * - `none`: no follow-up is asked for (see `FollowupNoneReason`);
 * - `upcoming`: the next refill's follow-up opens on `opensOn`;
 * - `due`: open, the refill's bill date is still ahead;
 * - `overdue`: open and the bill date has come: the refill waits until the follow-up is done;
 * - `under_review`: an earlier answer stopped at a safety question; a clinician looks before anything more;
 * - `completed`: this refill's follow-up is done.
 */
export type FollowupPhase = 'none' | 'upcoming' | 'due' | 'overdue' | 'under_review' | 'completed';

/** Why a subscription asks for no follow-up. */
export type FollowupNoneReason = 'not_subscription' | 'not_prescribed' | 'paused' | 'cancelled' | 'no_refill';

/** The part of an order (a sale the customer sees) the rule reads; an Order from the API fits as it is. */
export interface FollowupSubject {
  purchaseData: Pick<PurchaseData, 'status' | 'nextBillDate'> | null;
  orderData: Pick<OrderData, 'orderStatus'>;
  prescription: Pick<Prescription, 'prescribedAt'> | null;
}

/** A refill cycle: the bill date of the refill its follow-up precedes, and the day the follow-up opens. */
export interface FollowupCycle {
  billDate: string;
  opensOn: string;
}

/** What is recorded for a cycle: when its follow-up was completed, and whether a clinician must look first. */
export interface FollowupCycleRecord {
  completedAt: string | null;
  underReview: boolean;
}

export type FollowupDecision =
  | { phase: 'none'; reason: FollowupNoneReason; cycle: null }
  | { phase: Exclude<FollowupPhase, 'none'>; reason: null; cycle: FollowupCycle };

/** A calendar day (YYYY-MM-DD) plus whole days (negative: earlier). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The refill cycle of a subscription, or why it has none: a follow-up precedes each refill of a prescribed,
 * active subscription. A subscription still waiting for its clinician, declined, cancelled or paused, or without a
 * next bill date, has no refill coming and so no follow-up. One cycle per bill date: skipping a shipment or
 * resuming moves the bill date and so starts another cycle.
 */
export function followupCycle(
  order: FollowupSubject,
): { ok: true; cycle: FollowupCycle } | { ok: false; reason: FollowupNoneReason } {
  const purchase = order.purchaseData;
  if (!purchase) return { ok: false, reason: 'not_subscription' };
  const phase = subscriptionPhase({ purchaseData: purchase, orderData: order.orderData });
  if (phase === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (phase === 'pending' || !order.prescription) return { ok: false, reason: 'not_prescribed' };
  if (phase === 'paused') return { ok: false, reason: 'paused' };
  if (!purchase.nextBillDate || !/^\d{4}-\d{2}-\d{2}$/.test(purchase.nextBillDate)) {
    return { ok: false, reason: 'no_refill' };
  }
  const billDate = purchase.nextBillDate;
  return { ok: true, cycle: { billDate, opensOn: addDays(billDate, -FOLLOWUP_OPENS_DAYS_BEFORE_BILL) } };
}

/**
 * Whether a follow-up is due for `order` on `today` (YYYY-MM-DD, the caller's clock), given what is recorded for
 * its current cycle (nothing yet: undefined). Not open yet is `upcoming`; a completed follow-up counts only for the
 * cycle it was made for.
 */
export function followupDue(
  order: FollowupSubject,
  today: string,
  record?: FollowupCycleRecord,
): FollowupDecision {
  const found = followupCycle(order);
  if (!found.ok) return { phase: 'none', reason: found.reason, cycle: null };
  const { cycle } = found;
  const decided = (phase: Exclude<FollowupPhase, 'none'>): FollowupDecision => ({
    phase,
    reason: null,
    cycle,
  });
  if (record?.completedAt) return decided('completed');
  if (today < cycle.opensOn) return decided('upcoming');
  if (record?.underReview) return decided('under_review');
  return decided(today >= cycle.billDate ? 'overdue' : 'due');
}

/** Whether a follow-up can be answered now (open and neither done nor held for a clinician). */
export function isFollowupOpen(decision: Pick<FollowupDecision, 'phase'>): boolean {
  return decision.phase === 'due' || decision.phase === 'overdue';
}
