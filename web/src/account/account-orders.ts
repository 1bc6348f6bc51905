import { arrangeOrders, orderDisplayStatus, type OrderStatusColor } from '@telehealth/engine';
import type { Order } from '@telehealth/schemas';

/** Spec section 8: what a missing or unreadable date shows. */
export const DATE_NOT_AVAILABLE = 'Date not available';

/** Spec section 9: dates in en-US with 2-digit parts (11/23/26), in the patient's own time zone unless given. */
export function formatOrderDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return DATE_NOT_AVAILABLE;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return DATE_NOT_AVAILABLE;
  return new Date(time).toLocaleDateString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

export interface AccountOrderRow {
  orderId: string;
  date: string;
  products: string;
  status: string;
  color: OrderStatusColor;
  current: boolean;
}

/**
 * The account home's order list: the engine's order rules (newest first, rebills hidden, the newest is the current
 * subscription) and its display status for each order.
 */
export function accountOrderRows(orders: readonly Order[], timeZone?: string): AccountOrderRow[] {
  const { orders: shown, current } = arrangeOrders(orders);
  return shown.map((order) => {
    const status = orderDisplayStatus(order);
    return {
      orderId: order.orderId,
      date: formatOrderDate(order.createdAt, timeZone),
      products: order.selectedProduct.map((product) => product.name).join(', ') || 'No product chosen yet',
      status: status.label,
      color: status.color,
      current: order === current,
    };
  });
}
