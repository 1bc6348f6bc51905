import type { OrderStatus, PurchaseStatus, TxnType } from '@telehealth/schemas';

import { isHardStopState } from '../flow/flow-index.js';

/**
 * An unpaid intake with no recorded activity (its latest intake event, else its creation) for this many days is
 * abandoned: a week covers a patient who stops and comes back after the weekend, and the intake recovery email
 * goes out well before it.
 */
export const INTAKE_ABANDONED_AFTER_DAYS = 7;

/**
 * Where an order stands, in the order the rule checks them: an unbilled refill, then the unpaid intake's states,
 * then the paid order's.
 */
export const INTAKE_STATES = [
  'refill_scheduled',
  'hard_stop',
  'abandoned',
  'in_progress',
  'declined',
  'refunded',
  'cancelled',
  'pending_clinician',
  'approved',
] as const;

export type IntakeState = (typeof INTAKE_STATES)[number];

/** The facts of an order its intake state depends on. */
export interface IntakeStateSource {
  /** paid_at is set. */
  paid: boolean;
  /** A subscription's recurring order (original_order_id set): no intake of its own. */
  refill: boolean;
  /** The machine state after the latest intake event (q3, stop7, checkout); null when none is recorded. */
  lastState: string | null;
  /** The latest intake event's time, else the order's creation (ms since the epoch). */
  lastActivityMs: number;
  orderStatus: OrderStatus | string | null;
  purchaseStatus: PurchaseStatus | string | null;
  /** The clinician visit's status (`beluga.status`). */
  clinicianStatus: string | null;
  txnTypes: readonly (TxnType | string)[];
}

/** The time before which an unpaid intake's last activity makes it abandoned. */
export function abandonedBeforeMs(nowMs: number): number {
  return nowMs - INTAKE_ABANDONED_AFTER_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * The order's intake state, first match wins (the API's SQL `intakeStateSql` checks the same clauses in the same
 * order, and its tests hold the two together):
 * 1. a recurring order not billed yet: `refill_scheduled`;
 * 2. unpaid, the latest state a hard stop (stop{id}): `hard_stop`;
 * 3. unpaid, no activity for INTAKE_ABANDONED_AFTER_DAYS (the moment itself counts): `abandoned`;
 * 4. unpaid: `in_progress`;
 * 5. paid, the clinician declined (visit or order status DECLINED): `declined`;
 * 6. paid, money given back by a REFUND or CHARGEBACK: `refunded`;
 * 7. paid, the order or its purchase CANCELLED: `cancelled`;
 * 8. paid, order status PENDING: `pending_clinician`;
 * 9. otherwise (COMPLETE, PAUSED, REACTIVATED, ...): `approved`.
 */
export function intakeState(order: IntakeStateSource, nowMs: number): IntakeState {
  if (!order.paid) {
    if (order.refill) return 'refill_scheduled';
    if (order.lastState !== null && isHardStopState(order.lastState)) return 'hard_stop';
    if (order.lastActivityMs <= abandonedBeforeMs(nowMs)) return 'abandoned';
    return 'in_progress';
  }
  if (order.clinicianStatus === 'DECLINED' || order.orderStatus === 'DECLINED') return 'declined';
  if (order.txnTypes.some((type) => type === 'REFUND' || type === 'CHARGEBACK')) return 'refunded';
  if (order.orderStatus === 'CANCELLED' || order.purchaseStatus === 'CANCELLED') return 'cancelled';
  if (order.orderStatus === 'PENDING') return 'pending_clinician';
  return 'approved';
}

/** How the admin area names each state, and the colour token it is shown in. */
export const INTAKE_STATE_LABELS: Record<
  IntakeState,
  { label: string; color: 'yellow' | 'red' | 'green' | 'skyBlue' | 'grey' | 'neutral' }
> = {
  refill_scheduled: { label: 'Refill, not billed yet', color: 'neutral' },
  hard_stop: { label: 'Hard stop', color: 'red' },
  abandoned: { label: `Abandoned (${INTAKE_ABANDONED_AFTER_DAYS}+ days idle)`, color: 'grey' },
  in_progress: { label: 'Intake in progress', color: 'yellow' },
  declined: { label: 'Declined by the clinician', color: 'red' },
  refunded: { label: 'Refunded', color: 'grey' },
  cancelled: { label: 'Cancelled', color: 'grey' },
  pending_clinician: { label: 'Paid, pending clinician', color: 'skyBlue' },
  approved: { label: 'Approved', color: 'green' },
};
