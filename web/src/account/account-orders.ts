import {
  arrangeOrders,
  formatDate,
  orderDisplayStatus,
  paymentNotice,
  paymentStanding,
  type OrderStatusColor,
} from '@telehealth/engine';
import type { Order } from '@telehealth/schemas';

export interface AccountOrderRow {
  orderId: string;
  date: string;
  products: string;
  status: string;
  color: OrderStatusColor;
  /** Where the order's money stands, in the words of the one money rule ('$59.00 authorised, …'). */
  payment: string;
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
      date: formatDate(order.createdAt, timeZone),
      products: order.selectedProduct.map((product) => product.name).join(', ') || 'No product chosen yet',
      status: status.label,
      color: status.color,
      payment: paymentNotice(paymentStanding(order.orderData.items), order.price),
      current: order === current,
    };
  });
}
