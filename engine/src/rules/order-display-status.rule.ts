import type { ClinicianVisit, Order, OrderData, OrderItem, PurchaseData } from '@telehealth/schemas';

import { paymentStanding } from './payment-display.rule.js';

/** The colour tokens an order status is shown in; the web maps each to a theme colour. */
export type OrderStatusColor = 'yellow' | 'red' | 'green' | 'skyBlue' | 'grey' | 'neutral';

export interface OrderDisplayStatus {
  label: string;
  color: OrderStatusColor;
}

/** The part of an order its display status depends on; an Order from the API fits as it is. */
export interface OrderStatusSource {
  orderData: Pick<OrderData, 'orderStatus'> & {
    items?: readonly (Pick<OrderItem, 'txnType'> & { amount?: number | undefined })[] | null;
  };
  purchaseData?: Pick<PurchaseData, 'status'> | null;
  status?: Order['status'];
  /** The clinician visit (`beluga`): a declined visit shows as not prescribed. */
  beluga?: Pick<ClinicianVisit, 'status'> | null;
}

const PARTIALLY_REFUNDED: OrderDisplayStatus = { label: 'Partially Refunded', color: 'yellow' };
const CANCELLED_SUBSCRIPTION: OrderDisplayStatus = { label: 'Cancelled Subscription', color: 'red' };
const REACTIVATED: OrderDisplayStatus = { label: 'Reactivated', color: 'green' };
const PENDING_WITH_DOCTOR: OrderDisplayStatus = { label: 'Pending with Doctor', color: 'skyBlue' };
const ACTIVE_SUBSCRIPTION: OrderDisplayStatus = { label: 'Active Subscription', color: 'green' };
const PAUSED_SUBSCRIPTION: OrderDisplayStatus = { label: 'Paused Subscription', color: 'grey' };
const NOT_PRESCRIBED_REFUNDED: OrderDisplayStatus = { label: 'Not prescribed — refunded', color: 'grey' };
const NOT_PRESCRIBED_NOT_CHARGED: OrderDisplayStatus = {
  label: 'Not prescribed — not charged',
  color: 'grey',
};
const NOT_PRESCRIBED_REFUND_DUE: OrderDisplayStatus = {
  label: 'Not prescribed — refund pending',
  color: 'yellow',
};

/**
 * Our rule 0, before the spec's: the clinician declined the visit. The patient is told that nothing was
 * prescribed and where their money stands: every taken dollar given back ('refunded'), nothing ever taken (the
 * hold released, 'not charged'), or money still to give back ('refund pending'). The spec's rule 1 counts items,
 * so one full refund beside one sale would read 'Partially Refunded'; money, not items, decides here.
 */
function notPrescribed(order: OrderStatusSource): OrderDisplayStatus | null {
  if (order.beluga?.status !== 'DECLINED') return null;
  const { state } = paymentStanding(order.orderData.items ?? []);
  if (state === 'refunded') return NOT_PRESCRIBED_REFUNDED;
  if (state === 'charged' || state === 'partially_refunded') return NOT_PRESCRIBED_REFUND_DUE;
  return NOT_PRESCRIBED_NOT_CHARGED;
}

/** Some but not all of the order's transactions are refunds. */
export function isPartiallyRefunded(items: readonly Pick<OrderItem, 'txnType'>[]): boolean {
  const refunds = items.filter((item) => item.txnType === 'REFUND').length;
  return refunds > 0 && refunds < items.length;
}

/**
 * Spec section 4, "Order display status, checked in order", after our rule 0 (a clinician's decline: 'Not
 * prescribed — refunded' / '— not charged' / '— refund pending', see notPrescribed):
 * 1. some but not all items are refunds: 'Partially Refunded' (yellow);
 * 2. purchase status CANCELLED: 'Cancelled Subscription' (red);
 * 3. status equal to 1: 'Reactivated' (green);
 * 4. by order status: REACTIVATED 'Reactivated' (green); PENDING 'Pending with Doctor' (sky blue); COMPLETE
 *    'Paused Subscription' (grey) if the purchase is PAUSED, else 'Active Subscription' (green); CANCELLED or
 *    DECLINED 'Cancelled Subscription' (red); PAUSED 'Paused Subscription' (grey); otherwise the raw status
 *    (neutral), PARTIALLY_REFUNDED included since the spec gives it no label.
 */
export function orderDisplayStatus(order: OrderStatusSource): OrderDisplayStatus {
  const declined = notPrescribed(order);
  if (declined) return declined;
  if (isPartiallyRefunded(order.orderData.items ?? [])) return PARTIALLY_REFUNDED;
  if (order.purchaseData?.status === 'CANCELLED') return CANCELLED_SUBSCRIPTION;
  if (order.status === 1) return REACTIVATED;

  const orderStatus = order.orderData.orderStatus;
  switch (orderStatus) {
    case 'REACTIVATED':
      return REACTIVATED;
    case 'PENDING':
      return PENDING_WITH_DOCTOR;
    case 'COMPLETE':
      return order.purchaseData?.status === 'PAUSED' ? PAUSED_SUBSCRIPTION : ACTIVE_SUBSCRIPTION;
    case 'CANCELLED':
    case 'DECLINED':
      return CANCELLED_SUBSCRIPTION;
    case 'PAUSED':
      return PAUSED_SUBSCRIPTION;
    default:
      return { label: String(orderStatus), color: 'neutral' };
  }
}
