import type { AdminTimelineEntry } from '@telehealth/schemas';

import { roleName } from './format';

const ACTIONS: Record<string, string> = {
  pause: 'Paused',
  resume: 'Resumed',
  skip: 'Next shipment skipped',
  retention_offer: 'Retention offer accepted',
  cancel: 'Cancelled',
  cancellation_flow: 'Cancellation flow completed',
  paid: 'Paid',
  refund: 'Refunded',
  void: 'Payment hold released',
};

/**
 * One line of a customer's timeline: what happened to which order and who did it ("Order 12: Paused by
 * agent@example.com (agent)", "Order 12: Cancelled by the customer (reason: side_effects)").
 */
export function timelineText(entry: AdminTimelineEntry): string {
  const what = ACTIONS[entry.action] ?? entry.action;
  const who = !entry.actor
    ? ''
    : entry.actor.isCustomer
      ? ' by the customer'
      : ` by ${entry.actor.email} (${roleName(entry.actor.role).toLowerCase()})`;
  const reason = entry.reason ? ` (reason: ${entry.reason.replace(/_/g, ' ')})` : '';
  return `Order ${entry.orderId}: ${what}${who}${reason}`;
}
