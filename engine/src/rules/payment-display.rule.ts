import type { OrderItem } from '@telehealth/schemas';

import { cartProductPrice, DEFAULT_SHIPPING_PRICE } from './cart-price.rule.js';
import { formatMoney } from './display-format.rule.js';

/**
 * Our money model (docs/decisions.md, "Price truth"): checkout authorises the order's total on the card (a hold,
 * nothing taken); the clinician's approval captures it; a decline voids the hold. So before a prescription the
 * patient is told the same thing everywhere: the amount is authorised and charged only if prescribed.
 */
export const CHARGE_PROMISE = 'Charged only if prescribed';

/** Dollars as whole cents. */
const cents = (dollars: number) => Math.round(dollars * 100);

/** Where an order's money stands, from its payment transactions (`orderData.items`). */
export type PaymentState =
  /** No transaction yet. */
  | 'unpaid'
  /** Held on the card, not taken: waiting for the clinician. */
  | 'authorized'
  /** Taken (captured, or a sale of the order system). */
  | 'charged'
  /** The hold was released before anything was taken. */
  | 'not_charged'
  /** Everything taken was given back. */
  | 'refunded'
  /** Part of what was taken was given back. */
  | 'partially_refunded';

export interface PaymentStanding {
  state: PaymentState;
  /** US dollars held on the card and not yet captured or released. */
  authorized: number;
  /** US dollars taken (captures and sales). */
  charged: number;
  /** US dollars given back (refunds and chargebacks). */
  refunded: number;
}

/**
 * Reads an order's transactions: AUTHORIZE holds, CAPTURE and SALE take, VOID releases a hold, REFUND and
 * CHARGEBACK give back. Amounts are always positive (TxnType).
 */
export function paymentStanding(
  items: readonly (Pick<OrderItem, 'txnType'> & { amount?: number | undefined })[],
): PaymentStanding {
  let held = 0;
  let captured = 0;
  let sold = 0;
  let voided = 0;
  let returned = 0;
  for (const item of items) {
    const amount = cents(item.amount ?? 0);
    if (item.txnType === 'AUTHORIZE') held += amount;
    else if (item.txnType === 'CAPTURE') captured += amount;
    else if (item.txnType === 'SALE') sold += amount;
    else if (item.txnType === 'VOID') voided += amount;
    else returned += amount;
  }
  const charged = captured + sold;
  const authorized = Math.max(held - captured - voided, 0);
  const standing = (state: PaymentState): PaymentStanding => ({
    state,
    authorized: authorized / 100,
    charged: charged / 100,
    refunded: returned / 100,
  });
  if (charged > 0) {
    if (returned >= charged) return standing('refunded');
    return standing(returned > 0 ? 'partially_refunded' : 'charged');
  }
  if (authorized > 0) return standing('authorized');
  return standing(held > 0 ? 'not_charged' : 'unpaid');
}

/**
 * What the patient is told about an order's money (the thanks page, the account's order view): `amount` is the
 * order's total, used while nothing is held or taken yet.
 */
export function paymentNotice(standing: PaymentStanding, amount: number | null): string {
  switch (standing.state) {
    case 'unpaid':
      return amount === null ? 'Not paid yet' : `${formatMoney(amount)} due at checkout`;
    case 'authorized':
      return `${formatMoney(standing.authorized)} held on your card, ${CHARGE_PROMISE.toLowerCase()}`;
    case 'charged':
      return `${formatMoney(standing.charged)} charged`;
    case 'not_charged':
      return 'Not charged: the hold on your card was released';
    case 'refunded':
      return `${formatMoney(standing.refunded)} refunded`;
    case 'partially_refunded':
      return `${formatMoney(standing.charged)} charged, ${formatMoney(standing.refunded)} refunded`;
  }
}

/** One product line of a price breakdown. */
export interface PriceLine {
  name: string;
  /** US dollars. */
  amount: number;
}

export interface PriceBreakdown {
  /** The products, adding up to `treatment`. */
  lines: PriceLine[];
  treatment: number;
  shipping: number;
  /** What is authorised at checkout: treatment plus shipping. */
  total: number;
}

/**
 * The price of an order as the patient reads it, in lines that add up. A catalogue price is what the patient pays
 * for the product shipped (spec section 9: the cart's product price is the amount minus shipping), and shipping is
 * paid once per order. So the total is the sum of the products' prices, shipping is the tenant's shipping price,
 * treatment is the total minus shipping, and the shipping is taken out of the product lines in order (first line
 * first, never below 0), so that the lines add up to the treatment line. Computed in whole cents.
 */
export function priceBreakdown(
  products: readonly { name: string; price: number; quantity?: number | undefined }[],
  shippingPrice: number = DEFAULT_SHIPPING_PRICE,
): PriceBreakdown {
  const amounts = products.map((product) => cents(product.price) * (product.quantity ?? 1));
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const treatment = cents(cartProductPrice(total / 100, shippingPrice));
  let toTakeOut = total - treatment;
  const lines = products.map((product, index) => {
    const taken = Math.min(toTakeOut, amounts[index]!);
    toTakeOut -= taken;
    return { name: product.name, amount: (amounts[index]! - taken) / 100 };
  });
  return { lines, treatment: treatment / 100, shipping: (total - treatment) / 100, total: total / 100 };
}
