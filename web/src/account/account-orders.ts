import {
  arrangeOrders,
  formatDate,
  formatMoney,
  formatUsPhone,
  orderDisplayStatus,
  paymentNotice,
  paymentStanding,
  subscriptionPhase,
  type LastOrderStatus,
  type OrderStatusColor,
  type ScheduleEntry,
} from '@telehealth/engine';
import type { Order, PaymentSummary, Shipping } from '@telehealth/schemas';

export interface AccountOrderRow {
  orderId: string;
  date: string;
  products: string;
  status: string;
  color: OrderStatusColor;
  /** Where the order's money stands, in the words of the one money rule ('$59.00 held on your card, …'). */
  payment: string;
  current: boolean;
}

export interface AccountOrderList {
  rows: AccountOrderRow[];
  /** The store's lastOrderStatus after the orders loaded: ACTIVE once the current subscription is prescribed. */
  lastOrderStatus: LastOrderStatus;
}

/** The products of an order, each with its starting dose when it has one ("Oral Semaglutide (starting dose 3 mg once daily)"). */
const productNames = (order: Pick<Order, 'selectedProduct'>) =>
  order.selectedProduct
    .map((product) => (product.dosage ? `${product.name} (starting dose ${product.dosage})` : product.name))
    .join(', ') || 'No product chosen yet';

/**
 * The account's order list: the engine's order rules (newest first, rebills hidden, the newest is the current
 * subscription, a prescription makes lastOrderStatus ACTIVE) and the status each order shows its customer.
 */
export function accountOrderList(orders: readonly Order[], timeZone?: string): AccountOrderList {
  const { orders: shown, current, lastOrderStatus } = arrangeOrders(orders);
  const rows = shown.map((order) => {
    const status = orderDisplayStatus(order);
    return {
      orderId: order.orderId,
      date: formatDate(order.createdAt, timeZone),
      products: productNames(order),
      status: status.label,
      color: status.color,
      payment: paymentNotice(paymentStanding(order.orderData.items), order.price),
      current: order === current,
    };
  });
  return { rows, lastOrderStatus };
}

/** The rows of accountOrderList. */
export function accountOrderRows(orders: readonly Order[], timeZone?: string): AccountOrderRow[] {
  return accountOrderList(orders, timeZone).rows;
}

/** A card on file as the customer may see it: never more than the brand and the last four digits. */
export function maskedPayment(payment: PaymentSummary | null): string {
  if (!payment) return 'Not paid yet';
  if (payment.last4) {
    const card = `${payment.brand ?? 'Card'} ending in ${payment.last4}`;
    return payment.expiry ? `${card} (expires ${payment.expiry})` : card;
  }
  const names: Record<PaymentSummary['paySource'], string> = {
    APPLEPAY: 'Apple Pay',
    ACCTONFILE: 'Account on file',
    CHECK: 'Check',
    CREDITCARD: 'Card',
    COD: 'Cash on delivery',
    DIRECTDEBIT: 'Direct debit',
    GOOGLEPAY: 'Google Pay',
    PAYPAL: 'PayPal',
    PREPAID: 'Prepaid',
  };
  return names[payment.paySource];
}

/** The lines of a shipping address block: name, street lines, city/state/ZIP, phone. */
export function shippingLines(shipping: Shipping | null): string[] {
  if (!shipping) return [];
  const { address } = shipping;
  return [
    `${shipping.firstName} ${shipping.lastName}`,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postalCode}`,
    formatUsPhone(shipping.phone),
  ];
}

export interface ClinicianDecision {
  kind: 'prescribed' | 'declined' | 'waiting' | 'cancelled' | 'not-sent';
  title: string;
  details: string[];
}

/** What the clinician decided about the order, in the customer's words. */
export function clinicianDecision(order: Order, timeZone?: string): ClinicianDecision {
  const { prescription, beluga } = order;
  if (prescription) {
    return {
      kind: 'prescribed',
      title: `Prescribed: ${prescription.medication}, ${prescription.dosage}`,
      details: [
        prescription.sig,
        `By ${prescription.prescriber.name} on ${formatDate(prescription.prescribedAt, timeZone)}`,
      ],
    };
  }
  if (beluga?.status === 'DECLINED' || order.orderData.orderStatus === 'DECLINED') {
    return {
      kind: 'declined',
      title: 'Not prescribed',
      details: [
        'The clinician decided this treatment is not right for you.',
        paymentNotice(paymentStanding(order.orderData.items), order.price),
      ],
    };
  }
  if (beluga?.status === 'CANCELLED') {
    return {
      kind: 'cancelled',
      title: 'Visit cancelled',
      details: ['This visit was cancelled before a decision.'],
    };
  }
  if (!order.payment) {
    return {
      kind: 'not-sent',
      title: 'Not sent to a clinician yet',
      details: ['Finish checkout to send your visit.'],
    };
  }
  return {
    kind: 'waiting',
    title: 'Waiting for a clinician',
    details: ['A licensed clinician reviews your answers, usually within one business day.'],
  };
}

export interface OrderDetail {
  orderId: string;
  date: string;
  status: string;
  color: OrderStatusColor;
  /** Each product with its starting dose and, for a titrated one, its schedule (the dose of each refill). */
  items: { name: string; dosage: string | null; schedule: ScheduleEntry[] | null; price: string }[];
  total: string;
  /** Where the money stands ('$59.00 held on your card, charged only if prescribed'). */
  charge: string;
  shipping: string[];
  payment: string;
  decision: ClinicianDecision;
  /** The subscription's next bill date ('No more bills' once cancelled), or null for an order that is none. */
  nextBillDate: string | null;
}

/** The order page: items, price, shipping, payment (masked) and the clinician's decision. */
export function orderDetail(order: Order, timeZone?: string): OrderDetail {
  const status = orderDisplayStatus(order);
  return {
    orderId: order.orderId,
    date: formatDate(order.createdAt, timeZone),
    status: status.label,
    color: status.color,
    items: order.selectedProduct.map((product) => ({
      name: product.name,
      dosage: product.dosage ?? null,
      schedule: product.schedule ?? null,
      price: formatMoney(product.price),
    })),
    total: formatMoney(order.price),
    charge: paymentNotice(paymentStanding(order.orderData.items), order.price),
    shipping: shippingLines(order.shipping),
    payment: maskedPayment(order.payment),
    decision: clinicianDecision(order, timeZone),
    nextBillDate: order.purchaseData
      ? subscriptionPhase({ purchaseData: order.purchaseData, orderData: order.orderData }) === 'cancelled'
        ? 'No more bills'
        : formatDate(order.purchaseData.nextBillDate, timeZone)
      : null,
  };
}
