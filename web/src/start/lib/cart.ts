import { buildCartCookie, dosageChoices } from '@telehealth/engine';
import type { CheckoutProduct, DCartCookie, Product, TenantConfigurations } from '@telehealth/schemas';

/** Whole cents, so sums of prices do not drift (59 + 24.99 is 83.99, not 83.99000000000001). */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The d_cart cookie of the chosen products: one product is the engine's buildCartCookie (amount is its price,
 * productPrice the amount minus shipping); several are priced as one cart whose name lists them all.
 */
export function cartCookieFor(
  products: readonly Pick<Product, 'name' | 'price'>[],
  configurations?: Partial<Pick<TenantConfigurations, 'shippingPrice'>> | null,
): DCartCookie | null {
  if (products.length === 0) return null;
  const total = products.reduce((sum, product) => sum + cents(product.price), 0) / 100;
  const name = products.map((product) => product.name).join(' + ');
  return buildCartCookie({ name, price: total }, configurations);
}

/** The products of `meds`, in the catalogue's order; unknown ids are left out. */
export function productsOf<P extends Pick<Product, 'med'>>(
  catalogue: readonly P[],
  meds: readonly number[],
): P[] {
  const wanted = new Set(meds);
  return catalogue.filter((product) => wanted.has(product.med));
}

/**
 * The `med` query parameter (one or many: ?med=601&med=602 or ?med=601,602) as medication ids; anything that is
 * not a positive integer is ignored.
 */
export function medsFromQuery(values: readonly string[]): number[] {
  const meds = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^[1-9]\d*$/.test(value))
    .map(Number);
  return [...new Set(meds)];
}

/**
 * The products of POST /api/order/checkout: each chosen product by its med, with the dosage the patient chose on
 * /start/dosage when the product offers several strengths and the choice is one of them (a stale choice left
 * from another product is not sent). A titrated product goes without one: the API sets its starting dose.
 */
export function checkoutProducts(
  chosen: readonly Pick<Product, 'med' | 'strength' | 'titration'>[],
  strengths: Readonly<Record<string, string>>,
): CheckoutProduct[] {
  return chosen.map((product) => {
    const dosage = strengths[String(product.med)];
    return dosage !== undefined && dosageChoices(product).includes(dosage)
      ? { med: product.med, dosage }
      : { med: product.med };
  });
}
