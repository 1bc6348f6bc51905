import type { Order, OrderStatus, PurchaseStatus } from '@telehealth/schemas';

/** The store's lastOrderStatus: an order status (PENDING by default) or ACTIVE once a subscription is prescribed. */
export type LastOrderStatus = OrderStatus | PurchaseStatus;

export const DEFAULT_LAST_ORDER_STATUS: LastOrderStatus = 'PENDING';

/** The part of an order the order list depends on; an Order from the API fits as it is. */
export type OrderListEntry = Pick<Order, 'orderId' | 'createdAt' | 'originalOrderId' | 'prescription'>;

export interface OrderList<T extends OrderListEntry> {
  /** The orders to show, newest first. */
  orders: T[];
  /** The current subscription: the newest order shown, null when none is. */
  current: T | null;
  lastOrderStatus: LastOrderStatus;
}

/** Order ids from the order management system are digit strings: '10' is newer than '9'. */
function compareOrderIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first: later createdAt, then the higher orderId; an unreadable createdAt counts as oldest. */
export function compareOrdersNewestFirst(a: OrderListEntry, b: OrderListEntry): number {
  const timeA = Date.parse(a.createdAt);
  const timeB = Date.parse(b.createdAt);
  const validA = !Number.isNaN(timeA);
  const validB = !Number.isNaN(timeB);
  if (validA !== validB) return validA ? -1 : 1;
  if (validA && timeA !== timeB) return timeB - timeA;
  return compareOrderIds(b.orderId, a.orderId);
}

/**
 * Spec section 4, "After orders load": sorted newest first; orders with an originalOrderId (rebills of an original
 * order) are hidden; the newest is the current subscription; if it has a prescription, lastOrderStatus becomes
 * ACTIVE, otherwise it keeps the store's value (PENDING by default). The given array is not changed.
 */
export function arrangeOrders<T extends OrderListEntry>(
  orders: readonly T[],
  storedLastOrderStatus: LastOrderStatus = DEFAULT_LAST_ORDER_STATUS,
): OrderList<T> {
  const shown = orders.filter((order) => !order.originalOrderId).sort(compareOrdersNewestFirst);
  const current = shown[0] ?? null;
  return {
    orders: shown,
    current,
    lastOrderStatus: current?.prescription ? 'ACTIVE' : storedLastOrderStatus,
  };
}
