import type { DCartCookie, Product, TenantConfigurations } from '@telehealth/schemas';

/** Spec section 9: shipping is 4.99 unless the tenant's configurations say otherwise (shippingPrice). */
export const DEFAULT_SHIPPING_PRICE = 4.99;

/** The tenant's shipping price, 4.99 when its configurations are missing or do not set one. */
export function shippingPriceOf(
  configurations?: Partial<Pick<TenantConfigurations, 'shippingPrice'>> | null,
): number {
  return configurations?.shippingPrice ?? DEFAULT_SHIPPING_PRICE;
}

/** Dollars as whole cents; throws a RangeError naming the amount when it is not a non-negative number. */
function toCents(dollars: number, what: string): number {
  if (!Number.isFinite(dollars) || dollars < 0) {
    throw new RangeError(`${what} must be a non-negative amount in US dollars, got ${dollars}`);
  }
  return Math.round(dollars * 100);
}

/**
 * Spec section 9: "Cart product price is the amount minus 4.99 (shipping)". Computed in whole cents, so
 * 19.99 − 4.99 is 15 and not 14.999999999999998, and never below 0 (a free item still pays shipping).
 */
export function cartProductPrice(amount: number, shippingPrice: number = DEFAULT_SHIPPING_PRICE): number {
  const cents = toCents(amount, 'Cart amount') - toCents(shippingPrice, 'Shipping price');
  return Math.max(cents, 0) / 100;
}

/**
 * Spec sections 3 and 9: the d_cart cookie for a product: amount is what the patient pays (the product's price),
 * productPrice that amount minus shipping, productShipping the tenant's shipping price.
 */
export function buildCartCookie(
  product: Pick<Product, 'name' | 'price'>,
  configurations?: Partial<Pick<TenantConfigurations, 'shippingPrice'>> | null,
): DCartCookie {
  const shipping = shippingPriceOf(configurations);
  return {
    amount: toCents(product.price, `Price of ${product.name}`) / 100,
    productName: product.name,
    productPrice: cartProductPrice(product.price, shipping),
    productShipping: toCents(shipping, 'Shipping price') / 100,
  };
}
