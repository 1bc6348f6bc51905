import type { OrderItem } from '@telehealth/schemas';

import {
  orderDisplayStatus,
  type OrderDisplayStatus,
  type OrderStatusSource,
} from './order-display-status.rule.js';

/** What a declined order whose payment was wholly refunded shows its customer. */
export const NOT_PRESCRIBED_REFUNDED: OrderDisplayStatus = {
  label: 'Not prescribed — refunded',
  color: 'red',
};

/** Cents, so that sums of dollar amounts compare exactly. */
const cents = (amount: number) => Math.round(amount * 100);

/** All the money taken for the order (sales and captures) was refunded (and some was taken). */
export function isFullyRefunded(items: readonly Pick<OrderItem, 'txnType' | 'amount'>[]): boolean {
  const sum = (...types: string[]) =>
    items
      .filter((item) => types.includes(item.txnType))
      .reduce((total, item) => total + cents(item.amount), 0);
  const taken = sum('SALE', 'CAPTURE');
  return taken > 0 && sum('REFUND') >= taken;
}

/**
 * The status an order shows in the customer's account and the admin area: the spec's display status (section 4),
 * except that an order the clinician declined and whose payment was refunded in full says so ('Not prescribed —
 * refunded') rather than 'Partially Refunded', which the spec's first rule would read from its sale and refund
 * (docs/decisions.md, "A declined order's status").
 */
export function customerOrderStatus(
  order: OrderStatusSource & {
    orderData: { items?: readonly Pick<OrderItem, 'txnType' | 'amount'>[] | null };
  },
): OrderDisplayStatus {
  if (order.orderData.orderStatus === 'DECLINED' && isFullyRefunded(order.orderData.items ?? [])) {
    return NOT_PRESCRIBED_REFUNDED;
  }
  return orderDisplayStatus(order);
}
